/// Options for a visual format string (`NSLayoutConstraint.FormatOptions`), with Apple's bits.
///
/// Three independent parts share the mask [S3]:
/// - **Alignment** (bits 1…12, `alignmentMask` = 0xFFFF): each set bit adds
///   `previous.attribute == next.attribute` for every pair of adjacent views. The
///   attribute must lie across the layout axis (`H:` → top, bottom, centerY, baselines;
///   `V:` → left, right, leading, trailing, centerX). Bit *i* is `LayoutAttribute` with raw
///   value *i*, so the unnamed bits 7 and 8 align widths and heights.
/// - **Direction** (bits 16–17, `directionMask`): leading-to-trailing (0, the default),
///   left-to-right (1 << 16) or right-to-left (2 << 16). Only `H:` formats use it.
/// - **Spacing** (bit 19): edge-to-edge (0, the default) or baseline-to-baseline (`V:` only).
public struct FormatOptions: OptionSet, Hashable, Sendable {
  /// The bits, as in `NSLayoutFormatOptions`.
  public let rawValue: UInt

  /// Creates options from Apple's bit mask.
  ///
  /// - Parameter rawValue: An `NSLayoutFormatOptions` value.
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// Aligns the left edges of adjacent views (1 << 1).
  public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
  /// Aligns the right edges of adjacent views (1 << 2).
  public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
  /// Aligns the top edges of adjacent views (1 << 3).
  public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
  /// Aligns the bottom edges of adjacent views (1 << 4).
  public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
  /// Aligns the leading edges of adjacent views (1 << 5).
  public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
  /// Aligns the trailing edges of adjacent views (1 << 6).
  public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
  /// Aligns the horizontal centers of adjacent views (1 << 9).
  public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
  /// Aligns the vertical centers of adjacent views (1 << 10).
  public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
  /// Aligns the last baselines of adjacent views (1 << 11).
  public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
  /// Apple's older name for `alignAllLastBaseline` (1 << 11).
  public static let alignAllBaseline = alignAllLastBaseline
  /// Aligns the first baselines of adjacent views (1 << 12).
  public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
  /// Every alignment bit (0xFFFF).
  public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)

  /// Horizontal formats use leading and trailing (0 << 16, the default).
  public static let directionLeadingToTrailing = FormatOptions([])
  /// Horizontal formats use left and right, listing views left to right (1 << 16).
  public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
  /// Horizontal formats use left and right, listing views right to left (2 << 16).
  public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
  /// The direction bits (3 << 16).
  public static let directionMask = FormatOptions(rawValue: 3 << 16)

  /// Spacing runs from one view's edge to the next one's (0 << 19, the default).
  public static let spacingEdgeToEdge = FormatOptions([])
  /// Vertical spacing runs from one view's last baseline to the next one's first
  /// baseline (1 << 19, iOS 11).
  public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
  /// The spacing bit (1 << 19).
  public static let spacingMask = FormatOptions(rawValue: 1 << 19)

  /// The attributes of the set alignment bits, lowest bit first (bits 1…12; others unused).
  var alignmentAttributes: [LayoutAttribute] {
    guard hasAlignment else { return [] }
    return (1...12).compactMap { bit in
      rawValue & (1 << UInt(bit)) != 0 ? LayoutAttribute(rawValue: bit) : nil
    }
  }

  /// Whether any alignment bit (1 to 12) is set.
  var hasAlignment: Bool { rawValue & 0x1FFE != 0 }

  /// Whether horizontal formats use left/right instead of leading/trailing (any direction
  /// bit set, as in Apple's parser).
  var usesAbsoluteDirection: Bool { rawValue & FormatOptions.directionMask.rawValue != 0 }

  /// Whether horizontal formats list views right to left (the direction bits equal 2 << 16).
  var listsRightToLeft: Bool {
    rawValue & FormatOptions.directionMask.rawValue == FormatOptions.directionRightToLeft.rawValue
  }

  /// Whether spacing is measured between baselines.
  var spacesBaselines: Bool { contains(.spacingBaselineToBaseline) }
}
