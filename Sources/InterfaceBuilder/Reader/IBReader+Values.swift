import Layout

// How Interface Builder spells Layout's enums in its XML, decoded once by the reader through
// these failable initializers (a value they do not know is a warning there). The names
// are the ones Xcode writes (`relation="greaterThanOrEqual"`, `axis="vertical"`,
// `distribution="fillEqually"`, `alignment="top"`); attribute names are Layout's own
// (`LayoutAttribute(name:)`, which also reads IB's `baseline`).

extension LayoutRelation {
  /// The relation IB writes as `name` (`equal`, which IB leaves out, `greaterThanOrEqual`,
  /// `lessThanOrEqual`), or nil for another name.
  init?(ibName name: String) {
    guard let match = Self.allCases.first(where: { $0.ibName == name }) else { return nil }
    self = match
  }

  /// The name IB writes for the relation.
  var ibName: String {
    switch self {
    case .equal: return "equal"
    case .greaterThanOrEqual: return "greaterThanOrEqual"
    case .lessThanOrEqual: return "lessThanOrEqual"
    }
  }

  /// Every name `init(ibName:)` reads, in declaration order.
  static var ibNames: [String] { allCases.map(\.ibName) }
}

extension Axis {
  /// The stack axis IB writes as `name` (`horizontal`, which IB leaves out, or
  /// `vertical`), or nil for another name.
  init?(ibName name: String) {
    guard let match = Self.allCases.first(where: { $0.ibName == name }) else { return nil }
    self = match
  }

  /// The name IB writes for the axis.
  var ibName: String {
    switch self {
    case .horizontal: return "horizontal"
    case .vertical: return "vertical"
    }
  }

  /// Every name `init(ibName:)` reads, in declaration order.
  static var ibNames: [String] { allCases.map(\.ibName) }
}

extension StackView.Distribution {
  /// Every distribution name IB writes (the raw values: `fill`, `fillEqually`…).
  static var ibNames: [String] { allCases.map(\.rawValue) }
}

extension StackView.Alignment {
  /// The alignment IB writes as `name`: a raw value (`fill`, `leading`, `center`…) or
  /// UIKit's `top` and `bottom` (the same as `leading` and `trailing`), or nil for another
  /// name.
  init?(ibName name: String) {
    switch name {
    case "top": self = .top
    case "bottom": self = .bottom
    default:
      guard let match = Self(rawValue: name) else { return nil }
      self = match
    }
  }

  /// Every name `init(ibName:)` reads: the raw values, then `top` and `bottom`.
  static var ibNames: [String] { allCases.map(\.rawValue) + ["top", "bottom"] }
}

extension StackView.Alignment {
  /// The alignment an NSStackView writes as `name` (an `NSLayoutConstraint.Attribute`
  /// name), or nil for another name: `top`/`leading` and `bottom`/`trailing` are the
  /// start and end edges across the axis, `centerX`/`centerY` the centre, `firstBaseline`
  /// the first baseline, and `baseline` (`NSLayoutAttributeBaseline`, AppKit's name for
  /// the last baseline) or `lastBaseline` the last.
  init?(appKitName name: String) {
    switch name {
    case "top", "leading", "left": self = .leading
    case "bottom", "trailing", "right": self = .trailing
    case "centerX", "centerY": self = .center
    case "firstBaseline": self = .firstBaseline
    case "baseline", "lastBaseline": self = .lastBaseline
    default: return nil
    }
  }

  /// Every name `init(appKitName:)` reads.
  static var appKitNames: [String] {
    [
      "top", "leading", "left", "bottom", "trailing", "right", "centerX", "centerY",
      "firstBaseline", "baseline", "lastBaseline",
    ]
  }
}
