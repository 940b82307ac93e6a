/// The direction of text and of leading → trailing (`UIUserInterfaceLayoutDirection`).
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
  /// Leading is the left edge (the default).
  case leftToRight
  /// Leading is the right edge (Arabic, Hebrew).
  case rightToLeft
}
