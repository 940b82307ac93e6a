/// Where a constraint came from, so reports can name it in plain words.
public enum ConstraintOrigin: Hashable, Sendable {
  /// Created in Swift through the initializer or the anchors API (the default).
  case code
  /// Written as an expression in a script, e.g. `topButton.centerY == topGray.centerY`.
  case expression(String)
  /// Produced by a visual format string, e.g. `H:|-[topGray]-|`.
  case visualFormat(String)
  /// Generated from a view's autoresizing mask and frame.
  case autoresizing
  /// Generated from a view's intrinsic content size (content hugging or compression
  /// resistance).
  case intrinsic
  /// The engine's fixed root size (`rootSize`).
  case rootSize
}
