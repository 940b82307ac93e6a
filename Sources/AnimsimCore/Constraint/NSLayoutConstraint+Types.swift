import Foundation
import Layout

extension NSLayoutConstraint {
  /// The part of an item a constraint relates (UIKit's raw values, `NSLayoutAttribute`).
  public enum Attribute: Int, Hashable, Sendable {
    case left = 1
    case right = 2
    case top = 3
    case bottom = 4
    case leading = 5
    case trailing = 6
    case width = 7
    case height = 8
    case centerX = 9
    case centerY = 10
    case lastBaseline = 11
    case firstBaseline = 12
    case leftMargin = 13
    case rightMargin = 14
    case topMargin = 15
    case bottomMargin = 16
    case leadingMargin = 17
    case trailingMargin = 18
    case centerXWithinMargins = 19
    case centerYWithinMargins = 20
    case notAnAttribute = 0

    /// Layout's attribute of the same raw value.
    package var layout: LayoutAttribute {
      LayoutAttribute(rawValue: rawValue) ?? .notAnAttribute
    }

    /// The attribute of Layout's `attribute`.
    package init(_ attribute: LayoutAttribute) {
      self = Attribute(rawValue: attribute.rawValue) ?? .notAnAttribute
    }
  }

  /// How the two sides of a constraint relate (UIKit's raw values).
  public enum Relation: Int, Hashable, Sendable {
    case lessThanOrEqual = -1
    case equal = 0
    case greaterThanOrEqual = 1

    /// Layout's relation.
    package var layout: LayoutRelation {
      switch self {
      case .lessThanOrEqual: .lessThanOrEqual
      case .equal: .equal
      case .greaterThanOrEqual: .greaterThanOrEqual
      }
    }

    /// The relation of Layout's `relation`.
    package init(_ relation: LayoutRelation) {
      switch relation {
      case .lessThanOrEqual: self = .lessThanOrEqual
      case .equal: self = .equal
      case .greaterThanOrEqual: self = .greaterThanOrEqual
      }
    }
  }

  /// A layout priority, 1…1000 (UIKit's `UILayoutPriority`, AppKit's
  /// `NSLayoutConstraint.Priority`); the levels of both platforms.
  public struct Priority: RawRepresentable, Hashable, Comparable, Sendable {
    /// The value, 1…1000 for a valid priority.
    public var rawValue: Float

    /// A priority of `rawValue`.
    public init(rawValue: Float) { self.rawValue = rawValue }

    /// A priority of `rawValue`.
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// Required (1000).
    public static let required = Priority(1000)
    /// The priority of a button's compression resistance (750).
    public static let defaultHigh = Priority(750)
    /// A drag that can resize the scene (510; UIKit).
    public static let dragThatCanResizeScene = Priority(510)
    /// The scene's size stays put (500; UIKit).
    public static let sceneSizeStayPut = Priority(500)
    /// A drag that cannot resize the scene (490; UIKit).
    public static let dragThatCannotResizeScene = Priority(490)
    /// A drag that can resize the window (510; AppKit).
    public static let dragThatCanResizeWindow = Priority(510)
    /// The window's size stays put (500; AppKit).
    public static let windowSizeStayPut = Priority(500)
    /// A drag that cannot resize the window (490; AppKit).
    public static let dragThatCannotResizeWindow = Priority(490)
    /// The priority of a button's hugging (250).
    public static let defaultLow = Priority(250)
    /// The level `systemLayoutSizeFitting` pulls toward the target at (50; UIKit).
    public static let fittingSizeLevel = Priority(50)
    /// The level `fittingSize` compresses at (50; AppKit).
    public static let fittingSizeCompression = Priority(50)

    public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.rawValue < rhs.rawValue }

    /// A priority `rhs` above `lhs`.
    public static func + (lhs: Priority, rhs: Float) -> Priority { Priority(lhs.rawValue + rhs) }

    /// A priority `rhs` below `lhs`.
    public static func - (lhs: Priority, rhs: Float) -> Priority { Priority(lhs.rawValue - rhs) }

    /// Layout's priority of the same value.
    package var layout: LayoutPriority { LayoutPriority(rawValue: Double(rawValue)) }

    /// The priority of Layout's `priority`.
    package init(layout priority: LayoutPriority) { self.rawValue = Float(priority.rawValue) }
  }

  /// Alignment, direction and spacing options of visual format strings (UIKit's bits).
  public struct FormatOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
    public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
    public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
    public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
    public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
    public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
    public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
    public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
    public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
    public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
    public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
    public static let directionLeadingToTrailing = FormatOptions([])
    public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
    public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
    public static let directionMask = FormatOptions(rawValue: 3 << 16)
    public static let spacingEdgeToEdge = FormatOptions([])
    public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
    public static let spacingMask = FormatOptions(rawValue: 1 << 19)
  }
}

/// The axis a view's content hugging and compression resistance apply on (UIKit's
/// `NSLayoutConstraint.Axis`, AppKit's `NSLayoutConstraint.Orientation`).
extension NSLayoutConstraint {
  /// A layout axis.
  public enum Axis: Int, Hashable, Sendable {
    case horizontal = 0
    case vertical = 1

    /// Layout's axis.
    package var layout: Layout.Axis { self == .horizontal ? .horizontal : .vertical }
  }

  /// AppKit's name for the axis.
  public typealias Orientation = Axis
}
