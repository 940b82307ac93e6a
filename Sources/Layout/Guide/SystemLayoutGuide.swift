/// One of the layout guides UIKit gives every view (or every scroll view): a rectangle inside
/// the view that constraints can relate to without adding a view to the tree.
///
/// System guides are not views: they are not in `LayoutEngine.views` and have no output rows.
/// A constraint names one through `LayoutConstraint.firstGuide` / `secondGuide` next to the
/// owning view.
public enum SystemLayoutGuide: String, Hashable, Sendable, CaseIterable {
  /// `safeAreaLayoutGuide`: the view's bounds inset by `safeAreaInsets`.
  case safeArea
  /// `layoutMarginsGuide`: the view's bounds inset by its effective layout margins.
  case margins
  /// `readableContentGuide`: the margins guide, narrowed (and centered) to at most
  /// `View.readableContentWidth` points.
  case readable
  /// `keyboardLayoutGuide`: the part of the view the keyboard covers; when the keyboard is
  /// hidden, the bottom safe-area inset.
  case keyboard
  /// A scroll view's `contentLayoutGuide`: its content area (scrolls with the content).
  case content
  /// A scroll view's `frameLayoutGuide`: its frame (does not scroll).
  case frame

  /// The name scripts use after the view (`root.safeArea.top`).
  public var scriptName: String { rawValue }

  /// UIKit's name for the guide, as in `view.safeAreaLayoutGuide`.
  public var uikitName: String {
    switch self {
    case .safeArea: "safeAreaLayoutGuide"
    case .margins: "layoutMarginsGuide"
    case .readable: "readableContentGuide"
    case .keyboard: "keyboardLayoutGuide"
    case .content: "contentLayoutGuide"
    case .frame: "frameLayoutGuide"
    }
  }

  /// Whether only scroll views have this guide.
  public var isScrollViewOnly: Bool { self == .content || self == .frame }

  /// Whether `attribute` exists on a guide: edges, centers and sizes (`UILayoutGuide` has no
  /// margins and no baselines).
  public static func supports(_ attribute: LayoutAttribute) -> Bool {
    attribute != .notAnAttribute && !attribute.isMargin && !attribute.isBaseline
  }
}

/// A view's system layout guide as a value with anchors, shaped like `UILayoutGuide`.
///
///     label.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 8)
public struct LayoutGuide: Hashable {
  /// The view that owns the guide.
  public let owningView: View
  /// Which guide.
  public let kind: SystemLayoutGuide

  /// Creates the guide `kind` of `owningView`.
  public init(_ kind: SystemLayoutGuide, of owningView: View) {
    self.owningView = owningView
    self.kind = kind
  }

  /// Guides are equal when they are the same guide of the same view.
  public static func == (lhs: LayoutGuide, rhs: LayoutGuide) -> Bool {
    lhs.owningView === rhs.owningView && lhs.kind == rhs.kind
  }

  /// Hashes the view's identity and the guide kind.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(owningView))
    hasher.combine(kind)
  }

  /// The left edge.
  public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(owningView, .left, kind) }
  /// The right edge.
  public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(owningView, .right, kind) }
  /// The leading edge.
  public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(owningView, .leading, kind) }
  /// The trailing edge.
  public var trailingAnchor: LayoutXAxisAnchor {
    LayoutXAxisAnchor(owningView, .trailing, kind)
  }
  /// The horizontal center.
  public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(owningView, .centerX, kind) }
  /// The top edge.
  public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(owningView, .top, kind) }
  /// The bottom edge.
  public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(owningView, .bottom, kind) }
  /// The vertical center.
  public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(owningView, .centerY, kind) }
  /// The width.
  public var widthAnchor: LayoutDimension { LayoutDimension(owningView, .width, kind) }
  /// The height.
  public var heightAnchor: LayoutDimension { LayoutDimension(owningView, .height, kind) }
}

extension View {
  /// The safe area (`safeAreaLayoutGuide`): the bounds inset by `safeAreaInsets`.
  public var safeAreaLayoutGuide: LayoutGuide { LayoutGuide(.safeArea, of: self) }
  /// The margins (`layoutMarginsGuide`): the bounds inset by `effectiveLayoutMargins`.
  public var layoutMarginsGuide: LayoutGuide { LayoutGuide(.margins, of: self) }
  /// The readable width (`readableContentGuide`) inside the margins.
  public var readableContentGuide: LayoutGuide { LayoutGuide(.readable, of: self) }
  /// The keyboard (`keyboardLayoutGuide`): the part of the view the keyboard covers.
  public var keyboardLayoutGuide: LayoutGuide { LayoutGuide(.keyboard, of: self) }
  /// A scroll view's content area (`contentLayoutGuide`).
  ///
  /// Any view has the property; a constraint on the guide of a view that is not a scroll
  /// view throws `LayoutError.guideNeedsScrollView` when it is made.
  public var contentLayoutGuide: LayoutGuide { LayoutGuide(.content, of: self) }
  /// A scroll view's frame (`frameLayoutGuide`); see `contentLayoutGuide` for other views.
  public var frameLayoutGuide: LayoutGuide { LayoutGuide(.frame, of: self) }
}
