import Diagnostics
import Layout
import Testing

@testable import Scenario

/// Compiles a script and returns its diagnostics (empty when it compiled).
func diagnostics(_ text: String, file: String = "t.animsim") -> [ScenarioDiagnostic] {
  do {
    _ = try CompiledScenario.compile(SourceFile(name: file, text: text))
    return []
  } catch {
    return error.diagnostics
  }
}

/// Compiles a script that must be valid.
func compile(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws
  -> CompiledScenario
{
  do {
    return try CompiledScenario.compile(SourceFile(name: "t.animsim", text: text))
  } catch {
    let source = SourceFile(name: "t.animsim", text: text)
    Issue.record("unexpected diagnostics:\n\(error.diagnostics.rendered(source: source))")
    throw error
  }
}

/// The single diagnostic of a script that must fail with exactly one.
func singleDiagnostic(_ text: String) -> ScenarioDiagnostic? {
  let found = diagnostics(text)
  #expect(found.count == 1, "expected one diagnostic, got \(found.map(\.description))")
  return found.first
}

/// A valid setup prefix: screen and a few views, 3 lines.
let setup = """
  screen 320x568
  view topGray
  view bottomGray

  """
