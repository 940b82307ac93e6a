import Diagnostics
import Foundation
import FrameOutput
import InterfaceBuilder
import Scenario

/// Reads and compiles a script file, rendering its diagnostics for the terminal.
enum ScenarioLoader {
  /// The outcome of loading one file.
  enum Outcome {
    /// The script compiled.
    case compiled(CompiledScenario)
    /// The script is invalid: its diagnostics, and its text to render them against.
    case invalid([ScenarioDiagnostic], source: SourceFile)
  }

  /// Reads `path` and compiles it.
  ///
  /// - Throws: `CommandFailure.cannotRead` when the file cannot be read.
  static func load(_ path: String) throws(CommandFailure) -> Outcome {
    let source = SourceFile(name: path, bytes: try readFile(path))
    let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
    // `load "X.storyboard"` paths are relative to the script's directory.
    let reader: (String) -> Result<[UInt8], IBReadFailure> = { written in
      let resolved = written.hasPrefix("/") ? written : directory + "/" + written
      do throws(CommandFailure) {
        return .success(try readFile(resolved))
      } catch {
        return .failure(IBReadFailure(reason: error.message))
      }
    }
    do {
      return .compiled(try CompiledScenario.compile(source, documentReader: reader))
    } catch {
      return .invalid(error.diagnostics, source: source)
    }
  }

  /// Reads and compiles `path`, writing the diagnostics to standard error when the script
  /// is invalid.
  ///
  /// - Returns: the compiled scenario, or nil when the script is invalid (the caller exits
  ///   with `ExitStatus.invalidScript`).
  /// - Throws: `CommandFailure.cannotRead` when the file cannot be read.
  static func loadReportingErrors(_ path: String) throws(CommandFailure) -> CompiledScenario? {
    switch try load(path) {
    case .invalid(let diagnostics, let source):
      Console.err(diagnostics.rendered(source: source))
      return nil
    case .compiled(let scenario):
      return scenario
    }
  }

  /// Runs `scenario` to the end, writing its warnings, or the diagnostics that stopped it,
  /// to standard error.
  ///
  /// - Parameters:
  ///   - scenario: a compiled script.
  ///   - options: the run's settings.
  ///   - sink: where frames go, or nil to keep none.
  /// - Returns: the run's result, or nil when the run stopped on an error (the caller exits
  ///   with `ExitStatus.invalidScript`).
  static func runReportingErrors(
    _ scenario: CompiledScenario, options: RunOptions, into sink: (any FrameSink)?
  ) -> RunResult? {
    let result: RunResult
    do {
      result = try ScenarioRunner(scenario, options: options).run(into: sink)
    } catch {
      Console.err(error.diagnostics.rendered(source: scenario.source))
      return nil
    }
    Console.err(result.warnings.rendered(source: scenario.source))
    return result
  }
}
