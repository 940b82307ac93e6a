import Diagnostics
import Layout

// The handlers for what concerns the document and a scene's view controller: the root,
// the device, scenes, resources, outlets, simulated bars and size-class variations.

extension IBParserDelegate {
  /// `<document>` (the root; any other root is an error): the target runtime and tools
  /// version.
  func startDocument(_ tag: StartTag) {
    guard tag.element == .document else {
      fail(.notADocument(tag.name), at: location(of: tag.name))
      return
    }
    sawDocument = true
    let runtime = tag["targetRuntime"] ?? ""
    document.isMacOS = runtime.hasPrefix("MacOSX")
    let tools = tag["toolsVersion"] ?? ""
    document.toolsVersion =
      Double(tools.prefix { $0.isNumber || $0 == "." }.split(separator: ".").first ?? "") ?? 0
    document.initialViewController = tag["initialViewController"]
  }

  /// An element with `sceneMemberID="viewController"`: the scene's view controller, with the
  /// attributes its inferred bars depend on.
  func startController(_ tag: StartTag) {
    guard let current = scene, let id = tag["id"] else { return }
    var controller = IBController(id: id, elementName: tag.name, sceneID: current.id)
    controller.navigationBarHidden = tag["navigationBarHidden"] == "YES"
    controller.toolbarShown = tag["toolbarHidden"] == "NO"
    controller.hidesBottomBarWhenPushed = tag["hidesBottomBarWhenPushed"] == "YES"
    document.controllers.append(controller)
    scene?.controllerID = id
  }

  /// `<segue destination=… kind=…>` in a scene: an edge from the scene's controller.
  func startSegue(_ tag: StartTag) {
    guard let destination = tag["destination"], let kind = tag["kind"],
      let sourceID = scene?.controllerID,
      let index = document.controllers.lastIndex(where: { $0.id == sourceID })
    else { return }
    document.controllers[index].segues.append(
      IBSegue(destination: destination, kind: kind, relationship: tag["relationship"]))
  }

  /// `<device id=… orientation=…>`: the simulated device.
  func startDevice(_ tag: StartTag) {
    document.deviceID = tag["id"]
    if let orientation = tag["orientation"] { document.orientation = orientation }
  }

  /// `<scene sceneID=…>`: a storyboard scene starts (one without a `sceneID` is read as
  /// outside any scene).
  func startScene(_ tag: StartTag) {
    let here = location(of: tag.name)
    scene = tag["sceneID"].map { SceneState(id: $0, location: here) }
  }

  /// `<image name=… width=… height=…>` in `<resources>`: an image's size, in points.
  func startResourceImage(_ tag: StartTag) {
    guard let name = tag["name"], let width = number(tag, "width"),
      let height = number(tag, "height")
    else { return }
    document.imageSizes[name] = Size(width: width, height: height)
    if tag["catalog"] == "system" { document.systemImages.insert(name) }
  }

  /// `<outlet property=… destination=…>`: the property naming an object (the first wins).
  func startOutlet(_ tag: StartTag) {
    guard let property = tag["property"], let destination = tag["destination"],
      outlets[destination] == nil
    else { return }
    outlets[destination] = property
  }

  /// The view controller's `storyboardIdentifier`, on the first element in the scene,
  /// outside its views, that has one.
  func noteStoryboardIdentifier(_ tag: StartTag) {
    guard openViews.isEmpty, scene?.storyboardIdentifier == nil,
      let identifier = tag["storyboardIdentifier"]
    else { return }
    scene?.storyboardIdentifier = identifier
  }

  // MARK: - Simulated bars

  /// `<simulatedStatusBarMetrics>`: the status bar is shown when it has a style (or was
  /// shown already).
  func startStatusBarMetrics(_ tag: StartTag) {
    let shown = tag["statusBarStyle"] != nil || scene?.bars.statusBar == true
    updateBars { $0.statusBar = shown }
  }

  /// `<nil key="simulatedStatusBarMetrics">`: no status bar.
  func startNoStatusBar(_ tag: StartTag) {
    updateBars { $0.statusBar = false }
  }

  /// `<simulatedNavigationBarMetrics>`: a navigation bar on top, with a prompt or not.
  func startNavigationBarMetrics(_ tag: StartTag) {
    updateBars {
      $0.navigationBar = true
      $0.prompted = tag["prompted"] == "YES"
      $0.topBarSetExplicitly = true
    }
  }

  /// `<simulatedTabBarMetrics>` or `<simulatedToolbarMetrics>`: a bar at the bottom.
  func startBottomBarMetrics(_ tag: StartTag) {
    let bar: IBBottomBar = tag.element == .simulatedToolbarMetrics ? .toolbar : .tabBar
    updateBars {
      $0.bottomBar = bar
      $0.bottomBarSetExplicitly = true
    }
  }

  /// `<nil key="simulatedTopBarMetrics">` or `<nil key="simulatedBottomBarMetrics">`: no bar
  /// there, whatever the segue graph says.
  func startNoBar(_ tag: StartTag) {
    let top = tag["key"] == "simulatedTopBarMetrics"
    updateBars {
      if top {
        $0.topBarSetExplicitly = true
      } else {
        $0.bottomBarSetExplicitly = true
      }
    }
  }

  /// `<navigationItem>` of the scene's view controller: a prompt adds to a navigation bar.
  ///
  /// The item alone infers no bar (`IBDocument.inferBars()`).
  func startNavigationItem(_ tag: StartTag) {
    guard let id = scene?.controllerID,
      let index = document.controllers.lastIndex(where: { $0.id == id })
    else { return }
    if tag["prompt"] != nil { document.controllers[index].prompted = true }
    document.controllers[index].largeTitleDisplayMode = tag["largeTitleDisplayMode"]
  }

  /// A navigation controller's `<navigationBar key="navigationBar">`: whether it prefers
  /// large titles.
  func startControllerNavigationBar(_ tag: StartTag) {
    guard tag["largeTitles"] == "YES", let id = scene?.controllerID,
      let index = document.controllers.lastIndex(where: { $0.id == id })
    else { return }
    document.controllers[index].prefersLargeTitles = true
  }

  /// `<size key="freeformSize">` of the scene's view controller: its root view is not the
  /// screen.
  func startFreeformSize(_ tag: StartTag) {
    updateBars { $0.freeform = true }
  }

  /// `<extendedEdge key="edgesForExtendedLayout">` as written (IB writes it only when it is
  /// not `.all`): the view does not extend under the top or bottom bars it leaves out.
  func startExtendedEdges(_ tag: StartTag) {
    updateBars {
      $0.extendsUnderTopBars = tag["top"] == "YES"
      $0.extendsUnderBottomBars = tag["bottom"] == "YES"
    }
  }

  /// Applies `change` to the current scene's simulated bars; outside a scene, nothing.
  ///
  /// It changes the bars being collected and, when the scene's root view was already read
  /// (a view controller's metrics, navigation item and extended edges follow its view in
  /// the document), the scene's own copy.
  ///
  /// In a xib the simulated metrics are children of the top-level view: they change its
  /// scene's bars.
  private func updateBars(_ change: (inout IBSimulatedBars) -> Void) {
    guard var current = scene else {
      if openViews.count == 1, case .inView(let view) = place,
        let index = document.scenes.indices.last, document.scenes[index].root === view
      {
        change(&document.scenes[index].bars)
      }
      return
    }
    change(&current.bars)
    scene = current
    if let index = document.scenes.indices.last, document.scenes[index].id == current.id {
      change(&document.scenes[index].bars)
    }
  }

  // MARK: - Size-class variations

  /// `<variation key=…>` of a view: what a size class changes (one without a key is read
  /// as no variation).
  func startVariation(_ tag: StartTag) {
    variation = tag["key"].map { VariationState(key: $0) }
  }

  /// `<mask key=…>` in a variation: which objects its entries name.
  func startVariationMask(_ tag: StartTag) {
    variation?.mask = tag["key"]
  }

  /// `<exclude reference=…>` or `<include reference=…>` in a variation's mask.
  func startVariationEntry(_ tag: StartTag) {
    guard let open = variation, let mask = open.mask, let reference = tag["reference"] else {
      return
    }
    document.variations.append(
      IBVariation(
        key: open.key, mask: mask, reference: reference, isInclude: tag.element == .include))
  }
}
