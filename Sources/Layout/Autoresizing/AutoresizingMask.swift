/// Which parts of a view stretch when its superview resizes (`UIView.AutoresizingMask`).
///
/// The bits are UIKit's. Per axis the three parts are the leading margin, the size and the
/// trailing margin; each part not in the mask is fixed. A view whose
/// `translatesAutoresizingMaskIntoConstraints` is true gets constraints that reproduce
/// this behaviour (see `docs/layout.md`, "Autoresizing").
public struct AutoresizingMask: OptionSet, Hashable, Sendable {
  /// The bit mask.
  public var rawValue: UInt

  /// Creates a mask from UIKit's bits.
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// The left margin stretches (1 << 0).
  public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
  /// The width stretches (1 << 1).
  public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
  /// The right margin stretches (1 << 2).
  public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
  /// The top margin stretches (1 << 3).
  public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
  /// The height stretches (1 << 4).
  public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
  /// The bottom margin stretches (1 << 5).
  public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

  /// The six flags with their scenario names, in bit order.
  public static let namedFlags: [(name: String, flag: AutoresizingMask)] = [
    ("flexibleLeftMargin", .flexibleLeftMargin), ("flexibleWidth", .flexibleWidth),
    ("flexibleRightMargin", .flexibleRightMargin), ("flexibleTopMargin", .flexibleTopMargin),
    ("flexibleHeight", .flexibleHeight), ("flexibleBottomMargin", .flexibleBottomMargin),
  ]

  /// The flag with the given scenario name (`"flexibleWidth"`), or `nil`.
  ///
  /// - Parameter name: One of the six flag names.
  public init?(name: String) {
    guard let match = AutoresizingMask.namedFlags.first(where: { $0.name == name }) else {
      return nil
    }
    self = match.flag
  }

  /// Apple's log prefix, `h=-&- v=--&`: per axis left margin, size, right margin, with `-`
  /// for fixed and `&` for flexible.
  public var logDescription: String {
    func symbol(_ flag: AutoresizingMask) -> String { contains(flag) ? "&" : "-" }
    return "h=" + symbol(.flexibleLeftMargin) + symbol(.flexibleWidth)
      + symbol(.flexibleRightMargin) + " v=" + symbol(.flexibleTopMargin)
      + symbol(.flexibleHeight) + symbol(.flexibleBottomMargin)
  }
}
