import Diagnostics

/// A diagnostic about a script (its message is a `ScenarioMessage`).
public typealias ScenarioDiagnostic = Diagnostic<ScenarioMessage>

/// The failure thrown by the parsing and running entry points: every diagnostic found.
public struct ScenarioError: Error, Hashable, Sendable {
  /// The diagnostics, in source order; at least one is an error.
  public var diagnostics: [ScenarioDiagnostic]

  /// Creates the failure from its diagnostics.
  public init(diagnostics: [ScenarioDiagnostic]) {
    self.diagnostics = diagnostics
  }
}
