import Scenario

/// Reads and compiles a script file, rendering its diagnostics for the terminal.
enum ScenarioLoader {
  /// The outcome of loading one file.
  enum Outcome {
    /// The script compiled.
    case compiled(CompiledScenario)
    /// The script is invalid; `report` is the rendered diagnostics (`file:line:col: error: …`).
    case invalid(report: String)
  }

  /// Reads `path` and compiles it.
  ///
  /// - Throws: `CommandFailure.cannotRead` when the file cannot be read.
  static func load(_ path: String) throws(CommandFailure) -> Outcome {
    let source = SourceFile(name: path, bytes: try readFile(path))
    do {
      return .compiled(try CompiledScenario.compile(source))
    } catch {
      return .invalid(report: error.diagnostics.rendered(source: source))
    }
  }
}
