import Diagnostics
import Layout

/// The scenario-wide settings a script declares, with their defaults filled in.
public struct ScenarioSettings: Hashable, Sendable {
  /// The initial root size, in points (`screen WxH` in the setup).
  public var screen: Size
  /// The sampling rate, in frames per second (`fps N`, default 60).
  public var fps: Int
  /// `spacing classic|margins` (default classic).
  public var spacing: ScriptSpacing
  /// `direction ltr|rtl` (default ltr).
  public var direction: ScriptDirection
  /// `interruption …` (default additive).
  public var interruption: ScriptInterruption
  /// The automatic checks turned off with `allow`.
  public var allowed: [AutomaticCheck]
  /// The initial screen with a safe area, minimum margins or a pixel scale (`device NAME`,
  /// `screen WxH scale S`), when the setup gives one (extension).
  public var display: Screen?

  /// The defaults, with a given screen.
  public init(screen: Size) {
    self.screen = screen
    self.fps = 60
    self.spacing = .classic
    self.direction = .leftToRight
    self.interruption = .additive
    self.allowed = []
  }
}

/// What a name in the script refers to.
enum Declared: Hashable, Sendable {
  /// A view or guide: its index in the declaration list (root is not in it).
  case view(Int)
  /// A constraint id: the line of its `constrain`.
  case constraint(line: Int)
}
