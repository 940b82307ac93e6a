import Diagnostics
import FrameOutput

extension RunSummary {
  /// The summary of `result`, a run of `scenario`.
  ///
  /// - Complexity: O(statements + results + the length of each `animate` line).
  public init(result: RunResult, scenario: CompiledScenario) {
    var curves: [Curve] = []
    var expectations: [Int: Expectation] = [:]
    func collect(_ statements: [Statement]) {
      for statement in statements {
        if case .expect(let expectation) = statement.kind {
          expectations[statement.location.line] = expectation
        }
        guard case .animate(let block) = statement.kind else { continue }
        var name = "easeInOut"
        if block.curve.location != block.duration.location {
          name = Self.curveText(at: block.curve.location, in: scenario.source) ?? name
        }
        curves.append(Curve(line: statement.location.line, name: name))
        collect(block.body)
      }
    }
    collect(scenario.script.statements)
    curves.sort { $0.line < $1.line }
    var notes: [Note] = []
    for failure in result.failures {
      var note = Note(
        kind: "expectation", line: failure.line, column: failure.column,
        text: failure.rendered(), time: failure.time)
      note.targets = expectations[failure.line].map(Self.targets(of:)) ?? []
      notes.append(note)
    }
    for warning in result.warnings {
      notes.append(
        Note(
          kind: warning.severity.word, line: warning.line, column: warning.column,
          text: warning.description, time: nil))
    }
    self.init(
      file: scenario.source.name, curves: curves, notes: notes,
      passedCount: result.expectations.count - result.failures.count)
  }

  /// What an expectation compares that the viewer plots: a frame's x, y, width or height
  /// (in the superview's coordinates, as the plots draw them).
  static func targets(of expectation: Expectation) -> [Target] {
    switch expectation.check {
    case .frame(let view, .frame, _, let rect):
      let r = rect.value
      return [r.x, r.y, r.width, r.height].enumerated().map {
        Target(view: view.value, series: $0.offset, value: $0.element)
      }
    case .attribute(let view, let attribute, _, let value),
      .rectAttribute(let view, .frame, let attribute, _, let value):
      let series: Int? =
        switch attribute.value {
        case .left: 0
        case .top: 1
        case .width: 2
        case .height: 3
        default: nil
        }
      return series.map { [Target(view: view.value, series: $0, value: value.value)] } ?? []
    default: return []
    }
  }

  /// The curve as written at `location`: up to the first space or `{` outside parentheses.
  static func curveText(at location: TextLocation, in source: SourceFile) -> String? {
    guard location.line >= 1, location.line <= source.lines.count else { return nil }
    let line = source.lines[location.line - 1]
    guard location.column >= 1, location.column <= line.count else { return nil }
    var depth = 0
    var text = ""
    for scalar in line[(location.column - 1)...] {
      if depth == 0 && (scalar == " " || scalar == "\t" || scalar == "{") { break }
      if scalar == "(" { depth += 1 }
      if scalar == ")" { depth -= 1 }
      text.unicodeScalars.append(scalar)
    }
    return text.isEmpty ? nil : text
  }
}
