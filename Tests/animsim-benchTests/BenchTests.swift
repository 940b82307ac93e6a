import Foundation
import Layout
import TestSupport
import Testing

@testable import animsim_bench

/// The zoo's entry in the workload table.
private let zoo = Workload.all.first { $0.name == "zoo" }!

@Suite("animsim-bench: the workload table and its arguments") struct BenchArgumentTests {
  @Test("workload and zoo shape names are registered once each; --only checks the table")
  func table() {
    let names = Workload.all.map(\.name)
    #expect(Set(names).count == names.count)
    #expect(Set(zooShapes.map(\.name)).count == zooShapes.count)
    // 6 solver-level and 8 layout-level shapes (ZooSolverShapes.swift, ZooLayoutShapes.swift).
    #expect(zooShapes.count == 14)
    #expect(zoo.parts == zooShapes.map(\.name))
  }

  @Test("a misspelt --only shape is a usage error (64) with the closest name")
  func misspeltShape() {
    // "chian" is "chain" with two letters swapped: distance 1.
    #expect(
      throws: BenchError.unknownPart(
        "chian", workload: "zoo", kind: "shape", suggestion: "chain", parts: zoo.parts)
    ) {
      try BenchArguments(["--only=chain,chian", "10"], for: zoo)
    }
    let error = BenchError.unknownPart(
      "chian", workload: "zoo", kind: "shape", suggestion: "chain", parts: zoo.parts)
    #expect(error.exitStatus == 64)
    #expect(
      error.message.hasPrefix(
        "animsim-bench: zoo has no shape 'chian'; did you mean 'chain'? (shapes: chain, stack, "))
    // Nothing close: no suggestion.
    #expect(
      throws: BenchError.unknownPart(
        "xyzzy", workload: "zoo", kind: "shape", suggestion: nil, parts: zoo.parts)
    ) {
      try BenchArguments(["--only=xyzzy"], for: zoo)
    }
  }

  @Test("valid arguments parse: flags, shapes in the given order, sizes, RUNS")
  func valid() throws {
    let arguments = try BenchArguments(
      ["--json", "--only=toggle,chain", "10", "40"], for: zoo, runs: "3")
    #expect(arguments.json && !arguments.kiwi)
    #expect(arguments.only == ["toggle", "chain"])
    #expect(arguments.sizes == [10, 40])
    #expect(arguments.runs == 3)
    // RUNS that is not a positive integer keeps the default of 5.
    #expect(try BenchArguments([], for: zoo, runs: "0").runs == 5)
  }

  @Test("animate's modes are its parts: --only selects them, a misspelt one names the modes")
  func animateModes() throws {
    let animate = try #require(Workload.all.first { $0.name == "animate" })
    #expect(animate.parts == ["interpolate", "relayout", "relayout-grid", "appearance"])
    let arguments = try BenchArguments(["--only=interpolate,appearance"], for: animate)
    #expect(arguments.only == ["interpolate", "appearance"])
    let error = BenchError.unknownPart(
      "apperance", workload: "animate", kind: "mode", suggestion: "appearance",
      parts: animate.parts)
    #expect(throws: error) { try BenchArguments(["--only=apperance"], for: animate) }
    #expect(
      error.message.hasPrefix(
        "animsim-bench: animate has no mode 'apperance'; did you mean 'appearance'? (modes: "))
  }

  @Test("--only and --kiwi are refused where a workload has no parts or no peer")
  func unsupported() throws {
    let grid = try #require(Workload.all.first { $0.name == "grid" })
    #expect(throws: BenchError.unsupportedOption("--only", workload: "grid")) {
      try BenchArguments(["--only=chain"], for: grid)
    }
    #expect(throws: BenchError.unsupportedOption("--kiwi", workload: "grid")) {
      try BenchArguments(["--kiwi"], for: grid)
    }
    #expect(throws: BenchError.badArgument("0", workload: "grid", accepted: "[--json] [N ...]")) {
      try BenchArguments(["0"], for: grid)
    }
  }

  @Test("an unknown workload is a usage error with the closest name and the usage")
  func unknownWorkload() {
    #expect(throws: BenchError.unknownWorkload("gird", suggestion: "grid")) {
      try Workload.run(["gird"], runs: nil)
    }
    #expect(throws: BenchError.missingWorkload) { try Workload.run([], runs: nil) }
    #expect(BenchError.missingWorkload.showsUsage)
    #expect(Workload.usage.contains("\n  ib-corpus DIR\tInterface Builder documents"))
  }

  @Test("a failed check and a refused layout become one BenchError each, exit 1")
  func failures() {
    #expect(throws: BenchError.checkFailed(workload: "zoo x", check: "it holds")) {
      try running("zoo x") { try expect(false, "it holds") }
    }
    let refused = #expect(throws: BenchError.self) {
      try running("zoo y") { throw LayoutError.missingFirstAttribute(item: "v") }
    }
    if case .refused(let workload, _) = refused {
      #expect(workload == "zoo y")
    } else {
      Issue.record("not refused: \(String(describing: refused))")
    }
    #expect(refused?.exitStatus == 1)
  }

  @Test("table rows pad each cell to its column, one space after a full one")
  func rows() {
    // "100" in 8 columns: 5 spaces; "12345678" fills 8: one space; "ok" as it is.
    #expect(tableRow([("100", 8), ("12345678", 8)], last: "ok") == "100     12345678 ok")
  }
}

@Suite("animsim-bench: the shared grids and every zoo shape") struct BenchWorkloadTests {
  @Test("the layout grid: 4.2 constraints a view, 9 width links a row, the weak width @1")
  func layoutGrid() throws {
    let grid = try LayoutGrid(views: 100)
    // Per row of ten: H gives 2 (v0 >= 50, == 90) + 9 links + 11 spacings = 22 constraints;
    // per column of ten: V gives 10 heights + 10 spacings = 20. 10 × 22 + 10 × 20 = 420
    // (the grid workload's 420 at N = 100).
    #expect(grid.constraintCount == 420)
    #expect(grid.widthLinks.count == 90)
    #expect(grid.weakWidth.priority.rawValue == 1)
    grid.engine.layoutIfNeeded()
    // The row's end clamps v0 at (980 − 20 − 9 × 8) / 10 = 88.8; v9 at 20 + 9 × 96.8 = 891.2.
    #expect(grid.views[0].frame.width.isApproximatelyEqual(to: 88.8, tolerance: 1e-9))
    #expect(grid.views[9].frame.x.isApproximatelyEqual(to: 891.2, tolerance: 1e-9))
    // Column 5's heights left free: 10 fewer constraints, and the engine finds them ambiguous.
    let free = try LayoutGrid(views: 100, freeHeights: true)
    #expect(free.constraintCount == 410)
    free.engine.layoutIfNeeded()
    #expect(!free.engine.ambiguities.isEmpty)
  }

  @Test(
    "every registered zoo shape runs at N = 10 and its checks hold",
    arguments: zooShapes.map(\.name))
  func shape(_ name: String) throws {
    let shape = try #require(zooShapes.first { $0.name == name })
    let figure = try running("zoo \(name)") { try shape.run(10) }
    #expect(figure >= 0 && figure.isFinite)
  }
}

@Suite("animsim-bench: the built binary") struct BenchBinaryTests {
  /// Runs the built `animsim-bench` with `arguments`.
  private func bench(_ arguments: [String]) -> ExternalTool.Output {
    let directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let candidates = [
      directory.appendingPathComponent("animsim-bench").path,
      directory.deletingLastPathComponent().appendingPathComponent("animsim-bench").path,
      IBTestSupport.packageRoot.appendingPathComponent(".build/debug/animsim-bench").path,
    ]
    let path = candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    return ExternalTool(path: path).run(arguments, timeout: 120)
  }

  @Test("zoo --only=chian runs nothing and exits 64 with a did-you-mean")
  func misspeltShape() {
    let output = bench(["zoo", "--only=chian", "10"])
    #expect(output.status == 64)
    #expect(output.stdout.isEmpty)
    #expect(
      output.stderr.hasPrefix("animsim-bench: zoo has no shape 'chian'; did you mean 'chain'?"))
  }

  @Test("zoo --only=chain runs that shape alone at N and 4N")
  func oneShape() {
    let output = bench(["zoo", "--only=chain", "10"])
    #expect(output.status == 0, "\(output.stderr)")
    let lines = output.stdout.split(separator: "\n")
    #expect(lines.count == 2)
    #expect(lines.first?.hasPrefix("zoo chain n=10 us_per_frame=") == true)
    #expect(lines.last?.hasPrefix("zoo chain n=40 us_per_frame=") == true)
  }

  @Test("a shape whose check fails exits 1 with one message")
  func failedCheck() {
    // With 5 views the chain's one row is capped at 20 + 5w + 4 × 8 <= 980, w <= 185.6: the
    // widths end at 90, not clamped at 88.8.
    let output = bench(["zoo", "--only=chain", "5"])
    #expect(output.status == 1)
    #expect(
      output.stderr == "animsim-bench: zoo chain: check failed: every width ends clamped at 88.8\n")
  }
}
