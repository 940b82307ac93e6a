/// What the standard VFL spacing `-` means (scenario `spacing classic|margins`).
public enum SpacingStyle: Hashable, Sendable, CaseIterable {
  /// iOS 7 era: `-` is 8 points between siblings and 20 points to the superview.
  case classic
  /// iOS 8 and later: `-` is 8 points between siblings, and `|-` binds to the superview's
  /// layout margins (`leadingMargin`, `topMargin`, …) with a constant of 0.
  case margins

  /// The standard space between two sibling views, in points (`NSSpace(8)` in Apple's
  /// logs; GNUstep's GS_DEFAULT_VIEW_SPACING is 8 too).
  public static let siblingSpacing: Double = 8

  /// The classic standard space between a view and its superview's edge, in points
  /// (`NSSpace(20)` in iOS 7-era logs; GNUstep's GS_DEFAULT_SUPERVIEW_SPACING is 20).
  public static let classicSuperviewSpacing: Double = 20
}
