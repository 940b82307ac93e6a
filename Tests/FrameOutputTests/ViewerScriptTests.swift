import Diagnostics
import Foundation
import FrameOutput
import Layout
import TestSupport
import Testing

/// The viewer's script as a page carries it: the text of the page's last `<script>`.
private func pageScript() -> String {
  let sink = MemoryByteSink()
  let html = HTMLFrameSink(output: ByteBuffer(sink: sink), title: "script")
  SyntheticScene.drive(html, count: 2)
  html.complete(with: RunSummary(file: "script", curves: [], notes: [], passedCount: 0))
  let text = sink.text
  guard let open = text.range(of: "<script>\n", options: .backwards),
    let close = text.range(of: "</script>\n</body>", range: open.upperBound..<text.endIndex)
  else { return "" }
  return String(text[open.upperBound..<close.lowerBound])
}

/// The source text of the function `name` in `script`: from `function name(` to its
/// matching closing brace (the function has no braces in strings or comments).
private func functionSource(_ name: String, in script: String) -> String? {
  guard let start = script.range(of: "function \(name)(") else { return nil }
  var depth = 0
  var index = start.lowerBound
  while index < script.endIndex {
    switch script[index] {
    case "{": depth += 1
    case "}":
      depth -= 1
      if depth == 0 { return String(script[start.lowerBound...index]) }
    default: break
    }
    index = script.index(after: index)
  }
  return nil
}

@Suite("The HTML viewer's script, run by node (no browser)", .enabled(if: NodeJS.available))
struct ViewerScriptTests {
  @Test("the embedded script is viewer.js byte for byte, and it parses (node --check)")
  func parses() throws {
    let script = pageScript()
    let source = try String(
      contentsOf: IBTestSupport.packageRoot.appendingPathComponent(
        "Sources/FrameOutput/HTML/viewer.js"), encoding: .utf8)
    #expect(!script.isEmpty)
    #expect(script == source)
    let check = NodeJS.run(["--check"], source: script, name: "viewer.js")
    #expect(check.status == 0, "node --check: \(check.stderr)")
    // The check does fail on a script that does not parse: one closing brace too many.
    let broken = NodeJS.run(["--check"], source: script + "}\n", name: "broken.js")
    #expect(broken.status != nil && broken.status != 0)
    #expect(broken.stderr.contains("SyntaxError"))
  }

  /// Values and the text every output writes for them (`DecimalFormat`): thousandths
  /// rounded half away from zero, at most three decimals, no `-0`; from 10^15 thousandths
  /// on, Swift's description (`.0` on whole numbers up to 2^53, the exponent form above).
  static let numbers: [(Double, String)] = [
    (0, "0"), (-0.0, "0"), (20, "20"), (0.5, "0.5"), (-12.25, "-12.25"), (88.8, "88.8"),
    // 1/60 = 0.016666…: 16.67 thousandths round to 17.
    (1.0 / 60, "0.017"),
    // Ties: 0.0005 × 1000 = 0.5 and 0.0015 × 1000 = 1.5 exactly in binary; away from zero.
    (0.0005, "0.001"), (-0.0005, "-0.001"), (0.0015, "0.002"), (-0.0015, "-0.002"),
    // 1.0005 × 1000 is 1000.5 after the product's rounding: a tie, to 1001.
    (1.0005, "1.001"), (-1.0005, "-1.001"),
    // Negatives near zero: -0.4 and -0.0001 thousandths round to -0, written 0.
    (-0.0004, "0"), (-0.0000001, "0"), (0.0004999, "0"), (-0.0004999, "0"),
    (.leastNonzeroMagnitude, "0"),
    (2.675, "2.675"), (-2.675, "-2.675"), (1_234_567.891, "1234567.891"),
    // 10^15 - 1 thousandths: the largest value written from the integer.
    (999_999_999_999.999, "999999999999.999"),
    // These round to 10^15 thousandths and beyond: Swift's description of the value.
    (999_999_999_999.999_5, "999999999999.9995"), (1e12, "1000000000000.0"),
    (-1e12, "-1000000000000.0"), (1e12 + 0.5, "1000000000000.5"),
    (9_007_199_254_740_992, "9007199254740992.0"),
    (9_007_199_254_740_994, "9.007199254740994e+15"), (1e16, "1e+16"), (-2.5e16, "-2.5e+16"),
    (.greatestFiniteMagnitude, "1.7976931348623157e+308"),
    (.nan, "nan"), (.infinity, "inf"), (-.infinity, "-inf"),
  ]

  @Test("the script's num and Swift's DecimalFormat write the same text for every value")
  func numberFormatAgrees() throws {
    let num = try #require(functionSource("num", in: pageScript()))
    func literal(_ value: Double) -> String {
      value.isNaN ? "NaN" : value.isInfinite ? (value < 0 ? "-Infinity" : "Infinity") : "\(value)"
    }
    let program = """
      "use strict";
      \(num)
      var values = [\(Self.numbers.map { literal($0.0) }.joined(separator: ", "))];
      process.stdout.write(values.map(num).join("\\n") + "\\n");

      """
    let output = NodeJS.run([], source: program, name: "num.js")
    #expect(output.status == 0, "node: \(output.stderr)")
    let script = output.stdout.split(separator: "\n", omittingEmptySubsequences: false)
      .dropLast().map(String.init)
    #expect(script.count == Self.numbers.count)
    for (index, (value, expected)) in Self.numbers.enumerated() {
      #expect(DecimalFormat.string(value) == expected, "Swift, \(value)")
      #expect(index < script.count && script[index] == expected, "num, \(value)")
    }
  }
}

@Suite("The viewer's drawing rules come from Swift, as data") struct ViewerDataTests {
  /// The page's data element for `views` (one frame of empty rectangles).
  private func data(_ views: [OutputView]) -> String {
    let sink = MemoryByteSink()
    let html = HTMLFrameSink(output: ByteBuffer(sink: sink), title: "data")
    html.begin(views: views, fps: 60)
    let rects = [Rect](repeating: .zero, count: views.count)
    html.write(
      OutputFrame(
        index: 0, time: 0, frames: rects, windowFrames: rects, modelFrames: rects, events: []))
    html.finish()
    let text = sink.text
    guard let start = text.range(of: "{\"file\":"), let end = text.range(of: "\"frames\":[")
    else { return "" }
    return String(text[start.lowerBound..<end.lowerBound])
  }

  @Test("stacking order, drawn parents and hues are written for the script")
  func tree() {
    // Declared a, b, c-in-a: drawn root, a, c, b (ASCIIStackingTests), c inside a.
    let views = [
      OutputView(name: "root", kind: .view, parent: nil),
      OutputView(name: "a", kind: .view, parent: 0),
      OutputView(name: "b", kind: .view, parent: 0),
      OutputView(name: "c", kind: .view, parent: 1),
    ]
    // Hues: item i at (i × 137.508) mod 360, to a tenth: 0, 137.5, 275, 52.5 (412.524 − 360).
    #expect(
      data(views) == """
        {"file":"data","fps":60,"stacking":[0,1,3,2],
        "views":[{"name":"root","kind":"view","parent":null,"drawnIn":null,"hue":0},
        {"name":"a","kind":"view","parent":0,"drawnIn":0,"hue":137.5},
        {"name":"b","kind":"view","parent":0,"drawnIn":0,"hue":275},
        {"name":"c","kind":"view","parent":1,"drawnIn":1,"hue":52.5}],

        """)
  }

  @Test("a parent out of range or on a cycle draws the view at the top level, as Swift does")
  func strayParents() {
    // x's parent 9 is out of range: a root, drawn after root's tree (root, y). p and q are
    // each other's parent: no root reaches them, so they come last, at the top level.
    let views = StrayParents.views
    #expect(StackingOrder.indices(of: views) == [0, 2, 1, 5, 3, 4])
    #expect(StackingOrder.drawnParents(of: views) == [nil, nil, 0, nil, nil, 1])
    let text = data(views)
    #expect(text.contains("\"stacking\":[0,2,1,5,3,4]"))
    #expect(text.contains("{\"name\":\"x\",\"kind\":\"view\",\"parent\":9,\"drawnIn\":null,"))
    #expect(text.contains("{\"name\":\"q\",\"kind\":\"view\",\"parent\":3,\"drawnIn\":null,"))
    #expect(text.contains("{\"name\":\"z\",\"kind\":\"view\",\"parent\":1,\"drawnIn\":1,"))
  }
}
