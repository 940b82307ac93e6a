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
    .library(name: "Diagnostics", targets: ["Diagnostics"]),
    .library(name: "InterfaceBuilder", targets: ["InterfaceBuilder"]),
    .library(name: "FrameOutput", targets: ["FrameOutput"]),
    .library(name: "Scenario", targets: ["Scenario"]),
    .library(name: "AnimsimUIKit", targets: ["AnimsimUIKit"]),
    .library(name: "AnimsimAppKit", targets: ["AnimsimAppKit"]),
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
    /// Source files, locations, diagnostics and their rendering (line and caret),
    /// did-you-mean suggestions and the number wording every message and data file uses.
    /// No dependencies: each module brings its own message enum and words it.
    .target(name: "Diagnostics"),
    /// Interface Builder documents: reading .storyboard/.xib, the document model, scene
    /// layout on Layout (canvas and device), import to a script's text, conformance.
    .target(name: "InterfaceBuilder", dependencies: ["Layout", "Diagnostics"]),
    /// The frame formats and sinks: CSV, JSON, ASCII, SVG, the HTML viewer, the layout
    /// table, frame selection and diff. Writes bytes to a sink; never opens files.
    /// The viewer's script is a source file of its own, `HTML/viewer.js`, embedded in the
    /// module at build time (as `PackageResources.viewer_js`, bytes; no bundle to ship), as
    /// is `HTML/viewer-appearance.js` (alphas and transforms, added to pages that have them).
    .target(
      name: "FrameOutput", dependencies: ["Animator", "Layout", "Diagnostics"],
      resources: [.embedInCode("HTML/viewer.js"), .embedInCode("HTML/viewer-appearance.js")]),
    /// The scenario language: lexer, parser, validation and runner, on the three above.
    .target(
      name: "Scenario",
      dependencies: [
        "Animator", "Layout", "Solver", "Diagnostics", "InterfaceBuilder", "FrameOutput",
      ]),

    /// What AnimsimUIKit and AnimsimAppKit share: `Simulation` (the clock, the run loop,
    /// recordings, errors), windows on Layout engines and Animator timelines, the layout pass
    /// with the platforms' callbacks, `NSLayoutConstraint` and its anchors (the same API in
    /// both frameworks). Not a product: clients see it through the two modules.
    .target(name: "AnimsimCore", dependencies: ["Layout", "Animator", "FrameOutput"]),
    /// UIKit's layout and animation API (`UIView`, `NSLayoutConstraint`, `UIView.animate`,
    /// `UIViewPropertyAnimator`, `UIViewController`, `UIWindow`…) on the engine, so code
    /// written for UIKit compiles unchanged on Linux:
    /// `#if canImport(UIKit) import UIKit #else import AnimsimUIKit #endif` (docs/uikit.md).
    .target(name: "AnimsimUIKit", dependencies: ["AnimsimCore", "Layout", "Animator"]),
    /// AppKit's subset the same way (`NSView`, `NSWindow`, `NSStackView`,
    /// `NSAnimationContext`, `constraint.animator().constant`): y-up frames unless flipped.
    .target(name: "AnimsimAppKit", dependencies: ["AnimsimCore", "Layout", "Animator"]),

    // MARK: - Executables

    .executableTarget(
      name: "animsim",
      dependencies: [
        "Scenario", "Animator", "Layout", "Diagnostics", "InterfaceBuilder", "FrameOutput",
      ]),
    .executableTarget(
      name: "animsim-bench",
      dependencies: [
        "Scenario", "Animator", "Layout", "Solver", "Diagnostics", "InterfaceBuilder",
        "FrameOutput", "AnimsimUIKit",
      ]),

    // MARK: - Unit test bundles

    /// Helpers shared by the test bundles (never a dependency of a library module).
    .target(
      name: "TestSupport", dependencies: ["Layout", "InterfaceBuilder", "FrameOutput"],
      path: "Tests/TestSupport"),
    .testTarget(name: "SolverTests", dependencies: ["Solver"]),
    .testTarget(name: "LayoutTests", dependencies: ["Layout", "Solver", "TestSupport"]),
    .testTarget(name: "AnimatorTests", dependencies: ["Animator", "Layout", "TestSupport"]),
    .testTarget(name: "DiagnosticsTests", dependencies: ["Diagnostics", "TestSupport"]),
    .testTarget(
      name: "InterfaceBuilderTests",
      dependencies: ["InterfaceBuilder", "Diagnostics", "Layout", "TestSupport"]),
    .testTarget(
      name: "FrameOutputTests",
      dependencies: ["FrameOutput", "Diagnostics", "Animator", "Layout", "TestSupport"]),
    .testTarget(
      name: "ScenarioTests",
      dependencies: [
        "Scenario", "Diagnostics", "InterfaceBuilder", "FrameOutput", "Animator", "Layout",
        "TestSupport",
      ]),
    .testTarget(
      name: "AnimsimUIKitTests",
      dependencies: [
        "AnimsimUIKit", "AnimsimCore", "Scenario", "FrameOutput", "Diagnostics", "Animator",
        "Layout",
      ]),
    .testTarget(name: "AnimsimAppKitTests", dependencies: ["AnimsimAppKit"]),
    .testTarget(
      name: "animsim-benchTests", dependencies: ["animsim-bench", "Layout", "TestSupport"]),
    .testTarget(
      name: "animsimTests",
      dependencies: [
        "animsim", "Scenario", "Diagnostics", "InterfaceBuilder", "FrameOutput", "Layout",
        "TestSupport",
      ],
      exclude: ["Snapshots"]),
  ]
)

// MARK: - Fuzzing (opt-in)

// libFuzzer targets for the scenario compiler, the visual format parser and the Interface
// Builder reader, added only when
// ANIMSIM_FUZZ=1 so that ordinary builds and `swift test` never see unsafe flags. Build
// and run them with `Fuzz/fuzz.sh scenario|vfl|ib MINUTES` (docs/fuzzing.md), which passes
// `-sanitize=fuzzer,address` to every module so the libraries are instrumented too.
if Context.environment["ANIMSIM_FUZZ"] == "1" {
  // The entry point both targets share (libFuzzer's driver with a per-input handler).
  package.targets.append(.target(name: "FuzzDriver", path: "Fuzz/FuzzDriver"))
  let fuzzers: [(name: String, libraries: [String])] = [
    ("ScenarioFuzzer", ["Scenario", "Diagnostics", "FrameOutput"]), ("VFLFuzzer", ["Layout"]),
    ("IBFuzzer", ["InterfaceBuilder", "Diagnostics", "Layout"]),
  ]
  for (name, libraries) in fuzzers {
    package.targets.append(
      .executableTarget(
        name: name,
        dependencies: libraries.map { .target(name: $0) } + [.target(name: "FuzzDriver")],
        path: "Fuzz/\(name)",
        linkerSettings: [.unsafeFlags(["-sanitize=fuzzer,address"])]))
    package.products.append(.executable(name: name, targets: [name]))
  }
}
