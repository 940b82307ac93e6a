import Diagnostics

/// Where things were written in the script, for locating warnings and notes.
struct ScriptPlaces {
  /// The column of each statement's first token, by line.
  private var statementColumns: [Int: Int] = [:]
  /// Where each view was declared (root: the first `screen` or `device`), for notes on
  /// constraints the script did not write (autoresizing, intrinsic size, the root's size).
  private var declarations: [String: TextLocation] = [:]

  /// Collects the places of `statements` and of the statements inside their blocks.
  ///
  /// - Complexity: O(statements).
  init(_ statements: [Statement]) {
    collect(statements)
  }

  private mutating func collect(_ list: [Statement]) {
    for statement in list {
      statementColumns[statement.location.line] = statement.location.column
      switch statement.kind {
      case .animate(let block): collect(block.body)
      case .declare(let declaration):
        declarations[declaration.name.value] = statement.location
      case .screen, .device:
        if declarations["root"] == nil { declarations["root"] = statement.location }
      case .load, .fps, .spacing, .direction, .metric, .interruption, .allow, .constrain,
        .layout, .set, .activate, .deactivate, .scroll, .control, .wait, .expect, .keyboard,
        .remove, .add:
        break
      }
    }
  }

  /// The location of the statement on `line`: its first token's column (1 when the line
  /// has no statement); line 0, the setup's pass, which has no line of its own, reads as 1.
  func location(line: Int) -> TextLocation {
    TextLocation(line: max(line, 1), column: statementColumns[line] ?? 1)
  }

  /// Where the view named `name` was declared, if the script declared it.
  func declaration(of name: String) -> TextLocation? { declarations[name] }
}
