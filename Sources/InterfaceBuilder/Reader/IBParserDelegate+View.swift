import Diagnostics
import Layout

// The handlers for the view tree: views, their properties, constraints and layout guides.

extension IBParserDelegate {
  // MARK: - Views

  /// A view element, when it sits where views go.
  ///
  /// Views go inside `<subviews>` (or a table's `<prototypes>`, a static section's
  /// `<cells>`), as a keyed view of a view (`<view key="contentView">`), as a scene's root
  /// view (`key="view"` of its controller, or an AppKit window's `key="contentView"`) or as
  /// a xib's top-level view. An element the importer does not know is read as a plain view
  /// inside `<subviews>`, with a warning; at a xib's top level it is a view only once it
  /// shows a saved frame (`<rect key="frame">`: objects such as `<customObject>` and
  /// `<menu>` have none and are skipped silently). One without an `id` is skipped with a
  /// warning, but for a cell's `<view key="contentView">`, which IB itself writes without
  /// one (a collection view cell's before Xcode 11: corpus 024.storyboard, 007.xib): it is
  /// skipped silently and its subviews join the cell, whose bounds it fills.
  func startView(_ tag: StartTag) {
    let current = openViews.last?.view
    let isView = tag.element?.isView ?? false
    let inContainer = parent?.isSubviewContainer ?? false
    var isKeyedView = false
    if case .inView = place { isKeyedView = tag["key"] != nil && isView }
    let isSceneRoot =
      current == nil && isView
      && ((tag["key"] == "view" && scene != nil)
        || (tag["key"] == "contentView" && parent == .window))
    let atTopLevel = current == nil && scene == nil && parent == .objects
    let isTopLevel = atTopLevel && isView
    let isUnknownTopLevel = atTopLevel && tag.element == nil
    guard inContainer || isKeyedView || isSceneRoot || isTopLevel || isUnknownTopLevel else {
      return
    }
    guard current != nil || isSceneRoot || isTopLevel || isUnknownTopLevel else { return }
    let here = location(of: tag.name)
    guard let id = tag["id"] else {
      if !isUnknownTopLevel && !(isKeyedView && tag["key"] == "contentView") {
        warn(.missingAttribute(element: tag.name, attribute: "id"), at: here)
      }
      return
    }
    let view: IBView
    if let element = tag.element, element.isView {
      view = IBView(element: element, id: id, location: here)
    } else {
      if !isUnknownTopLevel { warn(.unknownElement(tag.name), at: here) }
      view = IBView(elementName: tag.name, id: id, location: here)
    }
    configure(view, tag)
    if let current {
      current.subviews.append(view)
    } else if isUnknownTopLevel {
      pendingTopLevel = view
    } else {
      addScene(rootedAt: view)
    }
    openViews.append(OpenView(view: view, depth: path.count))
  }

  /// Adds the scene whose root view is `view`: the storyboard scene being read (a view
  /// controller's view, a window controller's content view), else a xib's top-level view
  /// or window content view, whose id is the scene's.
  private func addScene(rootedAt view: IBView) {
    if let scene {
      document.scenes.append(
        IBScene(
          id: scene.id, storyboardIdentifier: scene.storyboardIdentifier, root: view,
          bars: scene.bars, isViewController: true, controllerID: scene.controllerID,
          location: scene.location))
    } else {
      document.scenes.append(IBScene(id: view.id, root: view, location: view.location))
    }
    view.guides += pendingControllerGuides
    pendingControllerGuides = []
  }

  /// Reads a view element's own attributes.
  private func configure(_ view: IBView, _ tag: StartTag) {
    view.key = tag["key"]
    view.customClass = tag["customClass"]
    view.userLabel = tag["userLabel"]
    view.translatesAutoresizingMask = tag["translatesAutoresizingMaskIntoConstraints"] != "NO"
    view.fixedFrame = tag["fixedFrame"] == "YES"
    view.misplaced = tag["misplaced"] == "YES"
    view.ambiguous = tag["ambiguous"] == "YES"
    view.hidden = tag["hidden"] == "YES"
    view.hugging = (
      number(tag, "horizontalHuggingPriority"), number(tag, "verticalHuggingPriority")
    )
    view.compression = (
      number(tag, "horizontalCompressionResistancePriority"),
      number(tag, "verticalCompressionResistancePriority")
    )
    func placeholder(_ name: String) -> Double? {
      guard let text = tag[name] else { return nil }
      if text == "infinite" { return View.noIntrinsicMetric }
      return number(tag, name)
    }
    view.placeholderIntrinsic = (
      placeholder("placeholderIntrinsicWidth"), placeholder("placeholderIntrinsicHeight")
    )
    view.image = tag["image"]
    view.text = tag["text"] ?? tag["title"] ?? tag["placeholder"]
    view.preservesSuperviewLayoutMargins = tag["preservesSuperviewLayoutMargins"] == "YES"
    view.insetsLayoutMarginsFromSafeArea = tag["insetsLayoutMarginsFromSafeArea"] != "NO"
    view.followsReadableWidth = tag["layoutMarginsFollowReadableWidth"] == "YES"
    view.scrollEnabled = tag["scrollEnabled"] != "NO"
    view.alwaysBounceVertical = tag["alwaysBounceVertical"] == "YES"
    view.contentInsetAdjustmentBehavior = tag["contentInsetAdjustmentBehavior"]
    view.progressViewStyle = tag["progressViewStyle"]
    view.accessoryType = tag["accessoryType"]
    if view.element == .stackView { view.stack = stackAttributes(tag) }
    configureAppKit(view, tag)
  }

  /// A `<stackView>`'s arrangement; an axis, distribution or alignment it does not know is
  /// a warning, and the default stands.
  private func stackAttributes(_ tag: StartTag) -> IBStackAttributes {
    if document.isMacOS { return appKitStackAttributes(tag) }
    var stack = IBStackAttributes()
    if let axis = decoded(tag, "axis", Axis.init(ibName:), else: IBProblem.unknownStackAxis) {
      stack.axis = axis
    }
    if let distribution = decoded(
      tag, "distribution", StackView.Distribution.init(rawValue:),
      else: IBProblem.unknownStackDistribution)
    {
      stack.distribution = distribution
    }
    if let alignment = decoded(
      tag, "alignment", StackView.Alignment.init(ibName:), else: IBProblem.unknownStackAlignment)
    {
      stack.alignment = alignment
    }
    stack.spacing = number(tag, "spacing") ?? 0
    stack.baselineRelative = tag["baselineRelativeArrangement"] == "YES"
    stack.marginsRelative = tag["layoutMarginsRelativeArrangement"] == "YES"
    return stack
  }

  // MARK: - A view's properties

  /// `<rect key="frame">`: the saved frame (a missing or invalid side is 0).
  ///
  /// The frame of a top-level element the reader does not know makes it a view: its scene
  /// is added, with a warning naming the element.
  func startFrame(_ tag: StartTag, of view: IBView) {
    if let pending = pendingTopLevel, pending === view {
      pendingTopLevel = nil
      warn(.unknownElement(view.elementName), at: view.location)
      addScene(rootedAt: view)
    }
    view.frame = Rect(
      x: number(tag, "x") ?? 0, y: number(tag, "y") ?? 0,
      width: number(tag, "width") ?? 0, height: number(tag, "height") ?? 0)
  }

  /// `<autoresizingMask>`: the flags set to `YES`.
  func startAutoresizingMask(_ tag: StartTag, of view: IBView) {
    view.hasAutoresizingMask = true
    var mask: AutoresizingMask = []
    let flags: [(String, AutoresizingMask)] = [
      ("flexibleMinX", .flexibleLeftMargin), ("widthSizable", .flexibleWidth),
      ("flexibleMaxX", .flexibleRightMargin), ("flexibleMinY", .flexibleTopMargin),
      ("heightSizable", .flexibleHeight), ("flexibleMaxY", .flexibleBottomMargin),
    ]
    for (name, flag) in flags where tag[name] == "YES" { mask.insert(flag) }
    view.autoresizingMask = mask
  }

  /// `<viewLayoutGuide key=…>`: the safe area, a scroll view's content or frame guide, or a
  /// custom guide for another key.
  func startViewLayoutGuide(_ tag: StartTag, of view: IBView) {
    guard let id = tag["id"] else { return }
    let role: IBGuide.Role
    switch tag["key"] {
    case "safeArea": role = .safeArea
    case "contentLayoutGuide": role = .content
    case "frameLayoutGuide": role = .frame
    default: role = .custom(nil)
    }
    view.guides.append(IBGuide(id: id, role: role, location: location(of: tag.name)))
  }

  /// `<preferredSymbolConfiguration configurationType="pointSize">`: an SF Symbol's point
  /// size.
  func startSymbolConfiguration(_ tag: StartTag, of view: IBView) {
    view.symbolPointSize = number(tag, "pointSize")
  }

  /// `<fontDescription pointSize=…>`: the font size, in points.
  func startFontDescription(_ tag: StartTag, of view: IBView) {
    view.fontSize = number(tag, "pointSize") ?? view.fontSize
  }

  /// `<state key="normal" title=…>`: a button's normal title.
  func startNormalState(_ tag: StartTag, of view: IBView) {
    if let title = tag["title"] { view.text = title }
  }

  /// `<string key="text">` (or `title`): the text is the element's content, collected until
  /// `endText()`.
  func startText(of view: IBView) {
    text = TextState(view: view)
  }

  /// The end of a `<string>`: the collected text becomes the view's.
  func endText() {
    guard let collected = text else { return }
    collected.view.text = collected.text
    text = nil
  }

  /// `<edgeInsets key="layoutMargins">` or `<directionalEdgeInsets
  /// key="directionalLayoutMargins">`, whose sides are named `left` and `right`.
  func startLayoutMargins(_ tag: StartTag, of view: IBView, left: String, right: String) {
    view.layoutMargins = insets(tag, left: left, right: right)
  }

  // MARK: - Constraints and guides

  /// A `<constraint>` in a view's `<constraints>`, its attributes and relation decoded.
  ///
  /// One without `firstAttribute`, or with an attribute or relation the reader does not
  /// know, is skipped with a warning.
  func startConstraint(_ tag: StartTag, owner: IBView) {
    let here = location(of: tag.name)
    guard tag["firstAttribute"] != nil else {
      warn(.missingAttribute(element: tag.name, attribute: "firstAttribute"), at: here)
      return
    }
    let first = decoded(
      tag, "firstAttribute", LayoutAttribute.init(name:), else: IBProblem.unknownAttribute)
    let relation = decoded(
      tag, "relation", LayoutRelation.init(ibName:), else: IBProblem.unknownRelation)
    let second = decoded(
      tag, "secondAttribute", LayoutAttribute.init(name:), else: IBProblem.unknownAttribute)
    // A value given but not known (a warning above) skips the constraint.
    let unknown =
      (relation == nil && tag["relation"] != nil)
      || (second == nil && tag["secondAttribute"] != nil)
    var multiplier = 1.0
    if let text = tag["multiplier"] {
      let parts = text.split(separator: ":")
      if parts.count == 2, let a = Double(parts[0]), let b = Double(parts[1]), b != 0 {
        multiplier = a / b
      } else if let value = Double(text), value.isFinite {
        multiplier = value
      } else {
        warn(.invalidNumber(attribute: "multiplier", value: text), at: here)
      }
    }
    let constant = number(tag, "constant") ?? 0
    let priority = number(tag, "priority") ?? 1000
    guard let first, !unknown else { return }
    // No `firstItem`: the view holding the constraint; nor `secondItem` with a second
    // attribute: that view too.
    openConstraint = (owner, owner.constraints.count)
    owner.constraints.append(
      IBConstraint(
        id: tag["id"] ?? "", firstItem: tag["firstItem"] ?? owner.id, firstAttribute: first,
        relation: relation ?? .equal,
        secondItem: tag["secondItem"] ?? (tag["secondAttribute"] != nil ? owner.id : nil),
        secondAttribute: second, multiplier: multiplier, constant: constant,
        priority: priority, identifier: tag["identifier"],
        placeholder: tag["placeholder"] == "YES", location: here))
  }

  /// `<variation key=… constant=…>` inside a `<constraint>`: the constant for a size-class
  /// configuration (one without a key or a constant is ignored).
  func startConstantVariation(_ tag: StartTag) {
    guard let (owner, index) = openConstraint, let key = tag["key"],
      let constant = number(tag, "constant")
    else { return }
    owner.constraints[index].constantVariations.append(
      IBConstantVariation(key: key, constant: constant))
  }

  /// `<viewControllerLayoutGuide type=…>` (a legacy top or bottom guide of the scene's
  /// root view, read before that view opens) or `<layoutGuide>` in `<layoutGuides>` (a
  /// guide of the open view).
  func startLegacyGuide(_ tag: StartTag) {
    guard let id = tag["id"] else { return }
    let role: IBGuide.Role
    switch tag["type"] {
    case "top": role = .topLayoutGuide
    case "bottom": role = .bottomLayoutGuide
    default: role = .custom(nil)
    }
    let guide = IBGuide(id: id, role: role, location: location(of: tag.name))
    if let owner = openViews.last?.view, tag.element == .layoutGuide {
      owner.guides.append(guide)
    } else {
      pendingControllerGuides.append(guide)
    }
  }
}
