/// What the engine derives for a view from its screen, its superview and its flags: the safe
/// area, the margins constraints use and the insets of the readable and keyboard guides.
struct ViewEnvironment {
  /// The safe-area insets, in points.
  var safeAreaInsets = EdgeInsets.zero
  /// The margins constraints use, when the engine resolved them (`nil`: `layoutMargins` as
  /// set).
  var resolvedMargins: EdgeInsets?
  /// The readable content guide's insets from the bounds, when the engine resolved them
  /// (`nil`: the margins).
  var readableInsets: EdgeInsets?
  /// How much of the view's height, from its bottom edge, the keyboard guide covers, in
  /// points.
  var keyboardCover = 0.0
  /// UIKit's `insetsLayoutMarginsFromSafeArea` (default `true`).
  var insetsLayoutMarginsFromSafeArea = true
  /// UIKit's `preservesSuperviewLayoutMargins` (default `false`).
  var preservesSuperviewLayoutMargins = false
  /// Insets added to the safe area the view gets from its superview (a child view
  /// controller's `additionalSafeAreaInsets`).
  var additionalSafeAreaInsets = EdgeInsets.zero
  /// Whether `layoutMargins` was set (a view controller's root view then keeps the larger of
  /// the value set and the system minimum; otherwise it uses the minimum).
  var hasCustomMargins = false
}

extension View {
  /// The widest a readable content guide gets, in points: 672, UIKit's value at the default
  /// Dynamic Type size "Large" (useyourloaf.com, "Readable Content Guides", 2016: 672 points
  /// on a 12.9-inch iPad; it grows with larger text sizes, which the engine does not model).
  public static let readableContentWidth: Double = 672

  /// The safe-area insets, in points (`safeAreaInsets`): the parts of the view that the
  /// screen's unsafe areas (sensor housing, status bar, home indicator) cover, as the last
  /// layout pass computed them.
  ///
  /// The root view has its screen's insets; a subview has the overlap of its frame with the
  /// insets of its superview, each edge at most the superview's inset on that edge.
  public var safeAreaInsets: EdgeInsets { environment.safeAreaInsets }

  /// The margins constraints use, in points: `layoutMargins`, raised to the system minimum on
  /// a view controller's root view, measured from the safe area when
  /// `insetsLayoutMarginsFromSafeArea`, and raised to the superview's margins where they
  /// reach into the view when `preservesSuperviewLayoutMargins`.
  public var effectiveLayoutMargins: EdgeInsets { environment.resolvedMargins ?? layoutMargins }

  /// The layout margins on leading and trailing edges (`directionalLayoutMargins`), in points.
  ///
  /// Reads and writes `layoutMargins` through the engine's layout direction (left to right
  /// outside an engine).
  public var directionalLayoutMargins: DirectionalEdgeInsets {
    get { layoutMargins.directional(in: engine?.direction ?? .leftToRight) }
    set { layoutMargins = newValue.absolute(in: engine?.direction ?? .leftToRight) }
  }

  /// Whether the margins are measured from the safe area rather than from the bounds
  /// (`insetsLayoutMarginsFromSafeArea`, default `true`).
  public var insetsLayoutMarginsFromSafeArea: Bool {
    get { environment.insetsLayoutMarginsFromSafeArea }
    set {
      guard newValue != environment.insetsLayoutMarginsFromSafeArea else { return }
      environment.insetsLayoutMarginsFromSafeArea = newValue
      engine?.environmentFlagsChanged(self)
    }
  }

  /// Insets added to the safe area the view gets from its superview or screen, in points.
  ///
  /// UIKit's `UIViewController.additionalSafeAreaInsets` on the controller's view, AppKit's
  /// `NSView.additionalSafeAreaInsets`; zero by default. Its subviews inherit the result.
  /// A value with NaN or an infinity is refused (the insets stay as they were).
  public var additionalSafeAreaInsets: EdgeInsets {
    get { environment.additionalSafeAreaInsets }
    set {
      let finite = [newValue.top, newValue.left, newValue.bottom, newValue.right].allSatisfy {
        $0.isFinite
      }
      guard finite, newValue != environment.additionalSafeAreaInsets else { return }
      environment.additionalSafeAreaInsets = newValue
      engine?.environmentFlagsChanged(self)
    }
  }

  /// Whether the superview's margins count where they reach into this view
  /// (`preservesSuperviewLayoutMargins`, default `false`).
  public var preservesSuperviewLayoutMargins: Bool {
    get { environment.preservesSuperviewLayoutMargins }
    set {
      guard newValue != environment.preservesSuperviewLayoutMargins else { return }
      environment.preservesSuperviewLayoutMargins = newValue
      engine?.environmentFlagsChanged(self)
    }
  }

  /// The readable content guide's insets from the bounds, in points.
  var readableInsets: EdgeInsets { environment.readableInsets ?? effectiveLayoutMargins }

  /// Where a system guide's edges lie inside the view, as insets from the bounds, in points
  /// (for `.content` and `.frame`, none).
  func guideInsets(_ guide: SystemLayoutGuide) -> EdgeInsets {
    switch guide {
    case .safeArea: return environment.safeAreaInsets
    case .margins: return effectiveLayoutMargins
    case .readable: return readableInsets
    case .keyboard, .content, .frame: return .zero
    }
  }

  /// The rectangle of a system guide in the view's own coordinates (its bounds origin at
  /// 0, 0), in points; for the keyboard guide, the covered strip at the bottom.
  public func guideFrame(_ guide: SystemLayoutGuide) -> Rect {
    let size = storedFrame.size
    switch guide {
    case .keyboard:
      return Rect(
        x: 0, y: size.height - environment.keyboardCover, width: size.width,
        height: environment.keyboardCover)
    case .content:
      return Rect(origin: .zero, size: contentSize)
    case .frame:
      return Rect(origin: contentOffset, size: size)
    case .safeArea, .margins, .readable:
      let insets = guideInsets(guide)
      return Rect(
        x: insets.left, y: insets.top, width: size.width - insets.left - insets.right,
        height: size.height - insets.top - insets.bottom)
    }
  }
}
