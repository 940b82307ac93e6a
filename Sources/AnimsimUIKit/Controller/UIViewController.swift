import AnimsimCore
import Foundation
import Layout

/// Manages a view (UIKit's `UIViewController`): loads it on first use (`loadView`, then
/// `viewDidLoad`), and hears about its layout (`viewWillLayoutSubviews`,
/// `viewDidLayoutSubviews`, around the view's `layoutSubviews`).
@MainActor open class UIViewController {
  /// The loaded view.
  private var loadedView: UIView?
  /// The parent controller.
  public private(set) weak var parent: UIViewController?
  /// The child controllers, in the order they were added.
  public private(set) var children: [UIViewController] = []
  /// The title (stored only).
  open var title: String?
  /// Insets added to the safe area of the view.
  ///
  /// Apple (`additionalSafeAreaInsets`): "adjust the safe area insets of this view
  /// controller's views by the specified amount"; UIView `safeAreaInsets`: for a view
  /// controller's root view "the insets account for the status bar, other visible bars, and
  /// any additional insets that you specified". The view of a window's root view
  /// controller or of a child controller gets the part of its superview's safe area its
  /// frame overlaps, plus these insets (its subviews inherit the sum); the window and the
  /// views outside the controller keep theirs.
  open var additionalSafeAreaInsets = UIEdgeInsets.zero {
    didSet { applyAdditionalSafeAreaInsets() }
  }
  /// The window whose root view controller this is.
  weak var rootOfWindow: UIWindow? {
    didSet { applyAdditionalSafeAreaInsets() }
  }
  /// Whether the view's margins are at least the system minimum (true by default).
  open var viewRespectsSystemMinimumLayoutMargins = true

  /// A controller without a nib (nibs are not loaded here).
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}

  /// A controller without a nib.
  public convenience init() {
    self.init(nibName: nil, bundle: nil)
  }

  /// Controllers are not decoded from archives here: always nil.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The controller's view, loaded on first use.
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  open var view: UIView! {
    get {
      loadViewIfNeeded()
      return loadedView
    }
    set {
      loadedView?.viewController = nil
      loadedView?.node.view.additionalSafeAreaInsets = .zero
      loadedView = newValue
      newValue?.viewController = self
      applyAdditionalSafeAreaInsets()
    }
  }

  /// The view if it was loaded.
  open var viewIfLoaded: UIView? { loadedView }

  /// Whether the view was loaded.
  open var isViewLoaded: Bool { loadedView != nil }

  /// Loads the view now if it was not.
  open func loadViewIfNeeded() {
    guard loadedView == nil else { return }
    loadView()
    if loadedView == nil { view = UIView() }
    viewDidLoad()
  }

  /// Makes the view: a plain `UIView` by default.
  ///
  /// Override it to set `view` yourself.
  open func loadView() { view = UIView() }

  /// Called once the view is loaded.
  open func viewDidLoad() {}

  /// Called before the view lays out its subviews.
  open func viewWillLayoutSubviews() {}

  /// Called after the view laid out its subviews.
  open func viewDidLayoutSubviews() {}

  /// Called before the view appears (from `makeKeyAndVisible()` and when it becomes a
  /// window's root view controller).
  open func viewWillAppear(_ animated: Bool) {}

  /// Called after the view appeared.
  open func viewDidAppear(_ animated: Bool) {}

  /// Adds `childController` as a child, calling its `willMove(toParent:)` first (its view is
  /// added, and its `didMove(toParent:)` called, by the caller, as in UIKit).
  open func addChild(_ childController: UIViewController) {
    childController.parent?.children.removeAll { $0 === childController }
    childController.willMove(toParent: self)
    children.append(childController)
    childController.parent = self
    childController.applyAdditionalSafeAreaInsets()
  }

  /// Removes the controller from its parent, then calls its `didMove(toParent: nil)` (Apple:
  /// "The removeFromParent() method automatically calls the didMove(toParent:) method of the
  /// child view controller after it removes the child"; the container calls
  /// `willMove(toParent: nil)` before).
  open func removeFromParent() {
    guard let parent else { return }
    parent.children.removeAll { $0 === self }
    self.parent = nil
    applyAdditionalSafeAreaInsets()
    didMove(toParent: nil)
  }

  /// Called before the controller is added to or removed from a parent.
  open func willMove(toParent parent: UIViewController?) {}

  /// Called after the controller was added to or removed from a parent.
  open func didMove(toParent parent: UIViewController?) {}

  /// Puts the `additionalSafeAreaInsets` of a child controller or a window's root
  /// controller on its view's Layout view (none for a controller outside both).
  private func applyAdditionalSafeAreaInsets() {
    guard let loadedView else { return }
    loadedView.node.view.additionalSafeAreaInsets =
      parent == nil && rootOfWindow == nil ? .zero : additionalSafeAreaInsets.layout
  }

  /// `margins`, at least the system minimum margins on the sides when this controller's
  /// view is a device window's root view (UIKit: "whichever values are greater").
  func respectingMinimum(_ margins: EdgeInsets, _ view: UIView) -> EdgeInsets {
    guard viewRespectsSystemMinimumLayoutMargins, view.viewController === self,
      let minimum = view.window?.minimumMargins
    else { return margins }
    return EdgeInsets(
      top: max(margins.top, minimum.top), left: max(margins.left, minimum.left),
      bottom: max(margins.bottom, minimum.bottom), right: max(margins.right, minimum.right))
  }
}
