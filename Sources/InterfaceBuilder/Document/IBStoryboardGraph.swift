/// A storyboard's view controllers and the segues between them, as read.
///
/// Interface Builder's "Inferred" simulated metrics come from this graph: a controller shows
/// the bars of the context it is reached in (`IBDocument.inferBars()`).
public struct IBController: Hashable, Sendable {
  /// The controller's IB id.
  public var id: String
  /// The element name (`viewController`, `navigationController`, `tabBarController`…).
  public var elementName: String
  /// The scene it belongs to.
  public var sceneID: String
  /// A navigation controller's `navigationBarHidden="YES"`.
  public var navigationBarHidden = false
  /// A navigation controller's `toolbarHidden="NO"` (IB's default hides the toolbar).
  public var toolbarShown = false
  /// `hidesBottomBarWhenPushed="YES"`.
  public var hidesBottomBarWhenPushed = false
  /// Whether it has a `<navigationItem>` with a `prompt`.
  public var prompted = false
  /// Its navigation item's `largeTitleDisplayMode` (`always`, `never`; nil: `automatic`).
  public var largeTitleDisplayMode: String?
  /// A navigation controller's bar prefers large titles (`<navigationBar key="navigationBar"
  /// largeTitles="YES">`).
  public var prefersLargeTitles = false
  /// The segues that start in its scene (its own, and its views' triggered ones), in
  /// document order.
  public var segues: [IBSegue] = []

  /// Creates a controller.
  public init(id: String, elementName: String, sceneID: String) {
    self.id = id
    self.elementName = elementName
    self.sceneID = sceneID
  }
}

/// One `<segue destination=… kind=… relationship=…>`.
public struct IBSegue: Hashable, Sendable {
  /// The destination controller's id.
  public var destination: String
  /// `kind` (`relationship`, `show`, `push`, `presentation`, `modal`, `embed`…).
  public var kind: String
  /// `relationship` (`rootViewController`, `viewControllers`…), for relationship segues.
  public var relationship: String?

  /// Creates a segue.
  public init(destination: String, kind: String, relationship: String? = nil) {
    self.destination = destination
    self.kind = kind
    self.relationship = relationship
  }
}

/// The bars a controller shows in the context the storyboard reaches it in.
struct IBInferredContext: Hashable {
  /// Reached from the initial view controller, or presented (a modal, popover or other
  /// presenting segue, from anywhere): the status bar shows.
  var attached = false
  /// A navigation controller shows its bar above it.
  var navigationBar = false
  /// It sits in a navigation controller (bar shown or not): `show` and `push` stay inside.
  var inNavigation = false
  /// A tab bar controller shows its tab bar below it.
  var tabBar = false
  /// Its navigation controller shows the toolbar.
  var toolbar = false
  /// Its navigation controller's bar prefers large titles.
  var largeTitles = false
  /// Its navigation bar shows a large title (ib-rules §4.2: a root shows one unless its item
  /// says `never`; `automatic` follows the item below it).
  var largeTitleShown = false

  /// `self` with `other`'s bars added (a controller reached by several segues shows any bar
  /// one of them gives).
  func merged(_ other: IBInferredContext) -> IBInferredContext {
    IBInferredContext(
      attached: attached || other.attached, navigationBar: navigationBar || other.navigationBar,
      inNavigation: inNavigation || other.inNavigation, tabBar: tabBar || other.tabBar,
      toolbar: toolbar || other.toolbar, largeTitles: largeTitles || other.largeTitles,
      largeTitleShown: largeTitleShown || other.largeTitleShown)
  }
}

extension IBDocument {
  /// Sets each view controller scene's inferred bars from the segue graph.
  ///
  /// These are IB's "Inferred" simulated metrics (ib-rules §4.2):
  /// - a navigation controller's `rootViewController` shows its navigation bar (unless
  ///   `navigationBarHidden`) and its toolbar (`toolbarHidden="NO"`); `show` and `push`
  ///   from inside a navigation controller keep its bars (the tab bar too, unless the
  ///   destination `hidesBottomBarWhenPushed`);
  /// - a tab bar controller's `viewControllers` show its tab bar, and the bars it sits under;
  /// - a navigation bar that prefers large titles shows one above the root unless its item
  ///   says `never`; a pushed item's `automatic` follows the item below it, `always` and
  ///   `never` decide;
  /// - presentations (`presentation`, `modal`, `popoverPresentation`…), `show` from outside a
  ///   navigation controller and `embed` start with no bars;
  /// - a `<navigationItem>` alone infers nothing: the corpus's 179 (toolsVersion 13771)
  ///   saves the buttons of a scene that has one, reached only by a `push` from a scene in no
  ///   navigation controller, at the top layout guide's 0, not below a bar; and its 171
  ///   (24093.7), a scene with one and no segue at all, saves its scroll view at the safe
  ///   area's 59 with no bar;
  /// - a controller neither reached from the initial view controller nor presented is
  ///   detached: on the canvas IB infers no status bar for it (`IBSafeArea`; the app on the
  ///   device shows one) (a classic 20-point status bar drops; a
  ///   sensor housing stays). The corpus's 136 (ipad9_7, 16096, no initial view controller)
  ///   saves a view pinned to the safe area's top at y 0, not 20; 024 (16097) a detached
  ///   scene's top layout guide at 0.
  ///
  /// Explicit simulated metrics (`<simulatedNavigationBarMetrics>`, `<nil
  /// key="simulatedTopBarMetrics">`…) win over inferred ones.
  ///
  /// - Complexity: O((controllers + segues) × depth of the graph).
  mutating func inferBars() {
    guard !controllers.isEmpty else { return }
    var index: [String: Int] = [:]
    for (position, controller) in controllers.enumerated() { index[controller.id] = position }
    var contexts = Array(repeating: IBInferredContext(), count: controllers.count)
    if let initial = initialViewController, let start = index[initial] {
      contexts[start].attached = true
    }
    // Monotone: contexts only gain bars, so this settles within (controllers + 1) rounds.
    var changed = true
    var rounds = 0
    while changed && rounds <= controllers.count {
      changed = false
      rounds += 1
      for (source, controller) in controllers.enumerated() {
        for segue in controller.segues {
          guard let target = index[segue.destination] else { continue }
          let given = Self.context(
            through: segue, from: controller, in: contexts[source],
            to: controllers[target])
          let merged = contexts[target].merged(given)
          if merged != contexts[target] {
            contexts[target] = merged
            changed = true
          }
        }
      }
    }
    for sceneIndex in scenes.indices {
      guard let id = scenes[sceneIndex].controllerID, let position = index[id] else { continue }
      let context = contexts[position]
      var bars = scenes[sceneIndex].bars
      bars.detached = !context.attached
      if !bars.topBarSetExplicitly {
        bars.inferredNavigationBar = context.navigationBar
        bars.prompted = bars.prompted || (context.navigationBar && controllers[position].prompted)
        bars.largeTitle = context.navigationBar && context.largeTitleShown
      }
      if !bars.bottomBarSetExplicitly {
        if context.tabBar {
          bars.bottomBar = .tabBar
        } else if context.toolbar {
          bars.bottomBar = .toolbar
        }
      }
      scenes[sceneIndex].bars = bars
    }
  }

  /// The context `segue` gives its destination, from `source` in `context`.
  private static func context(
    through segue: IBSegue, from source: IBController, in context: IBInferredContext,
    to destination: IBController
  ) -> IBInferredContext {
    var given = IBInferredContext()
    switch (segue.kind, segue.relationship) {
    case ("relationship", "rootViewController") where source.elementName == "navigationController":
      given.attached = context.attached
      given.navigationBar = !source.navigationBarHidden
      given.inNavigation = true
      given.toolbar = source.toolbarShown
      given.tabBar = context.tabBar
      given.largeTitles = source.prefersLargeTitles
      given.largeTitleShown =
        source.prefersLargeTitles && destination.largeTitleDisplayMode != "never"
    case ("relationship", "viewControllers") where source.elementName == "tabBarController":
      given.attached = context.attached
      given.navigationBar = context.navigationBar
      given.inNavigation = context.inNavigation
      given.tabBar = true
    case ("relationship", _), ("embed", _):
      // Split view columns, page view pages and container children start with no bars.
      given.attached = context.attached
    case ("show", _), ("push", _):
      if context.inNavigation {
        given = context
        if destination.hidesBottomBarWhenPushed { given.tabBar = false }
        switch destination.largeTitleDisplayMode {
        case "always": given.largeTitleShown = context.largeTitles
        case "never": given.largeTitleShown = false
        default: given.largeTitleShown = context.largeTitleShown
        }
      } else {
        // Shown from outside a navigation controller: presented modally.
        given.attached = true
      }
    default:
      // presentation, modal, popoverPresentation, popover, showDetail, custom…: presented.
      given.attached = true
    }
    return given
  }
}
