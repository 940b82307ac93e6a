// swift-tools-version: 6.0
import PackageDescription

// Internal consistency checks. Uncomment (or build with `-Xswiftc -DSOLVER_INTERNAL_CHECKS`)
// to run the solver's full invariant walk after every public mutation. Tests call the same
// walk explicitly through `Solver.checkInvariants()` whatever this flag says.
let internalChecks: [SwiftSetting] = [
  // .define("SOLVER_INTERNAL_CHECKS"),
]

let package = Package(
  name: "animsim",
  products: [
    .library(name: "Solver", targets: ["Solver"]),
    .library(name: "Layout", targets: ["Layout"]),
    .library(name: "Animator", targets: ["Animator"]),
    .library(name: "Scenario", targets: ["Scenario"]),
    .executable(name: "animsim", targets: ["animsim"]),
    .executable(name: "animsim-bench", targets: ["animsim-bench"]),
  ],
  targets: [
    // MARK: - Public API

    /// Incremental Cassowary solver: knows nothing of views.
    .target(name: "Solver", swiftSettings: internalChecks),
    /// Auto Layout model (views, constraints, VFL, layoutIfNeeded) on the solver.
    .target(name: "Layout", dependencies: ["Solver"]),
    /// Timing curves, animations, clocks and timelines over Layout.
    .target(name: "Animator", dependencies: ["Layout"]),
    /// The scenario language: lexer, parser, validation, runner, output formats.
    .target(name: "Scenario", dependencies: ["Animator", "Layout", "Solver"]),

    // MARK: - Executables

    .executableTarget(name: "animsim", dependencies: ["Scenario", "Animator", "Layout"]),
    .executableTarget(
      name: "animsim-bench", dependencies: ["Scenario", "Animator", "Layout", "Solver"]),

    // MARK: - Unit test bundles

    /// Helpers shared by the test bundles (never a dependency of a library module).
    .target(name: "TestSupport", dependencies: ["Layout"], path: "Tests/TestSupport"),
    .testTarget(name: "SolverTests", dependencies: ["Solver"]),
    .testTarget(name: "LayoutTests", dependencies: ["Layout", "Solver", "TestSupport"]),
    .testTarget(name: "AnimatorTests", dependencies: ["Animator", "Layout", "TestSupport"]),
    .testTarget(
      name: "ScenarioTests", dependencies: ["Scenario", "Animator", "Layout", "TestSupport"]),
    .testTarget(
      name: "animsimTests", dependencies: ["animsim", "Scenario", "TestSupport"],
      exclude: ["Snapshots"]),
  ]
)
