import Diagnostics
import Layout

/// Where a view's intrinsic content size comes from in an imported scene.
public enum IBIntrinsicSource: Hashable, Sendable {
  /// No intrinsic size (plain views, containers).
  case none
  /// The frame IB saved (text-bearing views and controls: fonts are not
  /// available, so IB's own measurement stands in; for a view IB flagged misplaced or
  /// ambiguous the saved size is still closer to the font's than the text model).
  case savedFrame
  /// The project's text model (`--text-model`, or a view without a saved frame).
  case textModel
  /// An image view's image: its saved size (IB measured the image), an SF Symbol's
  /// modelled size, or without a saved frame the `<resources>` size.
  case image
  /// `placeholderIntrinsicWidth/Height`.
  case placeholder
}

/// Options for laying out an imported scene.
public struct IBLayoutOptions: Hashable, Sendable {
  /// Measure text with the project's text model instead of the saved frames.
  public var textModel = false
  /// The canvas of the Xcode that saved the document (the default: what the saved frames
  /// show), or what the app shows on the device.
  public var mode = IBLayoutMode.canvas

  /// Creates options; by default text takes its saved size, on the saving Xcode's canvas.
  public init(textModel: Bool = false, mode: IBLayoutMode = .canvas) {
    self.textModel = textModel
    self.mode = mode
  }
}

/// One imported view: the IB element, the `View` built for it and its name.
public struct IBViewRecord {
  /// The element as read.
  public let element: IBView
  /// The view in the engine (the engine root for the scene's root view).
  public let view: View
  /// The index of the superview's record, nil for the root.
  public let parent: Int?
  /// Where the intrinsic size came from.
  public let intrinsic: IBIntrinsicSource
  /// Whether IB's saved frame is an oracle for this view: laid out with constraints and
  /// neither it nor an ancestor flagged misplaced or ambiguous.
  public let isOracle: Bool
  /// Whether the view or an ancestor is flagged misplaced or ambiguous.
  public let isFlagged: Bool
}

/// A scene of an Interface Builder document laid out by the engine.
///
///     let document = try IBReader.read(data, file: "Main.storyboard")
///     let layout = try IBSceneLayout(document: document, scene: document.scenes[0])
///     layout.engine.layoutIfNeeded()
public final class IBSceneLayout {
  /// The document.
  public let document: IBDocument
  /// The scene.
  public let scene: IBScene
  /// The engine whose root is the scene's root view.
  public let engine: LayoutEngine
  /// Every view of the scene, root first, level by level (breadth first; each view's
  /// subviews in document order): a superview's record precedes its subviews'.
  public private(set) var records: [IBViewRecord] = []
  /// The record index of each IB view id.
  public private(set) var recordIndex: [String: Int] = [:]
  /// Layout guides by IB id: a guide view (legacy top/bottom and custom guides) or a
  /// system guide of its owning view (safe area, scroll content and frame guides).
  public private(set) var guides: [String: (view: View, guide: SystemLayoutGuide?)] = [:]
  /// The constraints built from the document, in document order, with their IB element.
  public private(set) var constraints: [(element: IBConstraint, constraint: LayoutConstraint)] =
    []
  /// Script names of constraints (outlet property or identifier), by IB id.
  public private(set) var constraintNames: [String: String] = [:]
  /// Problems met while building (unknown ids, invalid constraints), as warnings.
  public private(set) var warnings: [IBDiagnostic] = []
  /// The guide views added for legacy top/bottom and custom layout guides, in order.
  public private(set) var guideViews: [View] = []
  /// The constraints that place `guideViews` (legacy top/bottom guides), in order.
  public private(set) var guideConstraints: [LayoutConstraint] = []
  /// The stack view standing for a root `<stackView>` (a xib's top-level stack), pinned to
  /// the engine's root, and the constraints that pin it; nil for other roots.
  public private(set) var rootStack: (view: StackView, constraints: [LayoutConstraint])?
  /// The root view's safe-area insets, in points.
  public let safeAreaInsets: EdgeInsets
  /// The canvas of the saving Xcode, or the device (`IBLayoutOptions.mode`).
  public let mode: IBLayoutMode
  /// Constraint and subview ids that size-class variations leave out for the document's
  /// device (`IBDocument.excludedByVariations()`).
  public private(set) var excludedByVariations: Set<String> = []

  /// Builds the scene's views, guides and constraints (not yet laid out).
  ///
  /// - Parameters:
  ///   - document: The document read by `IBReader`.
  ///   - scene: One of its scenes.
  ///   - options: How text is measured.
  /// - Complexity: O(views + constraints).
  ///   - engine: An engine to build into (a script's, whose root becomes the scene's root
  ///     view and whose screen becomes the scene's); a new engine when nil.
  ///   - reservedNames: Names already in use (a script's views and constraint ids).
  public init(
    document: IBDocument, scene: IBScene, options: IBLayoutOptions = IBLayoutOptions(),
    into engine: LayoutEngine? = nil, reservedNames: Set<String> = []
  ) {
    self.document = document
    self.scene = scene
    let rootSize = scene.root.frame?.size ?? Size(width: 375, height: 667)
    mode = options.mode
    let screen = IBSafeArea.screen(
      for: scene, document: document, size: rootSize, mode: options.mode)
    if let engine {
      engine.screen = screen
      self.engine = engine
    } else {
      self.engine = LayoutEngine(screen: screen)
    }
    safeAreaInsets = screen.safeAreaInsets
    var names = IBNaming(outlets: scene.outlets)
    for name in reservedNames { names.reserve(name, for: "") }
    addRecord(
      scene.root, view: self.engine.root, parent: nil,
      flagged: scene.root.misplaced || scene.root.ambiguous, options: options)
    names.reserve("root", for: scene.root.id)
    configureRoot()
    addRootStack(names: &names, options: options)
    excludedByVariations = document.excludedByVariations()
    let baselineUsers = Self.idsWithBaselineConstraints(scene.root)
    var index = rootStack == nil ? 0 : 1
    while index < records.count {
      let record = records[index]
      let flagged = record.isFlagged
      let stack = record.element.stack
      for (position, child) in record.element.subviews.enumerated()
      where !excludedByVariations.contains(child.id) {
        let view = Self.makeView(child, name: names.name(for: child))
        if let nested = view as? StackView,
          Self.alignsBaselines(stack) || baselineUsers.contains(child.id)
        {
          nested.baselinesFromArrangedSubviews = true
        }
        // An NSStackView that detaches hidden views keeps them out of its arrangement.
        let detached = child.hidden && stack?.detachesHiddenViews == true
        Self.attach(view, to: record.view, arranged: !detached)
        if let stackView = record.view as? StackView, !detached,
          let gap = stack?.customSpacings.dropFirst(position).first ?? nil
        {
          stackView.setCustomSpacing(gap, after: view)
        }
        addRecord(
          child, view: view, parent: index,
          flagged: flagged || child.misplaced || child.ambiguous, options: options)
      }
      index += 1
    }
    // A root stack's record shares the root's element: its guides and constraints once.
    let once = records.indices.filter { $0 != 1 || rootStack == nil }
    for position in once { addGuides(records[position]) }
    for position in once { addConstraints(records[position], names: &names) }
  }

  /// Adds a fresh view to its parent (arranged, in a stack view, unless `arranged` is
  /// false: a hidden view an NSStackView detaches).
  ///
  /// The document is a tree of XML elements and `IBView.kind` is never a layout guide, so
  /// Layout cannot refuse it: a refusal is a bug here.
  private static func attach(_ view: View, to parent: View, arranged: Bool = true) {
    do throws(LayoutError) {
      if arranged, let stack = parent as? StackView {
        try stack.addArrangedSubview(view)
      } else {
        try parent.addSubview(view)
      }
    } catch {
      preconditionFailure("adding the fresh view \(view.name): \(error)")
    }
  }

  /// A view for `element`: a `StackView` with its arrangement for `<stackView>`, a view of
  /// the element's kind otherwise.
  static func makeView(_ element: IBView, name: String) -> View {
    guard element.kind == .stackView else { return View(name: name, kind: element.kind) }
    let attributes = element.stack ?? IBStackAttributes()
    let stack = StackView(name: name)
    stack.axis = attributes.axis
    stack.distribution = attributes.distribution
    stack.alignment = attributes.alignment
    stack.spacing = attributes.spacing
    stack.isBaselineRelativeArrangement = attributes.baselineRelative
    stack.isLayoutMarginsRelativeArrangement = attributes.marginsRelative
    // NSStackView's baselines are its arranged views' (C:104; `baselinesFromArrangedSubviews`).
    stack.baselinesFromArrangedSubviews = attributes.isAppKit
    if let margins = element.layoutMargins, attributes.marginsRelative {
      stack.layoutMargins = margins
    }
    return stack
  }

  /// Whether a stack of `attributes` lines its arranged views up by their baselines: a
  /// horizontal stack aligned on first or last baselines, a vertical one measuring its
  /// spacing from baseline to baseline.
  static func alignsBaselines(_ attributes: IBStackAttributes?) -> Bool {
    guard let attributes else { return false }
    switch attributes.axis {
    case .horizontal:
      return attributes.alignment == .firstBaseline || attributes.alignment == .lastBaseline
    case .vertical:
      return attributes.baselineRelative
    }
  }

  /// The ids of the views under `root` (itself included) whose first or last baseline a
  /// constraint of the tree names.
  ///
  /// - Complexity: O(views + constraints).
  static func idsWithBaselineConstraints(_ root: IBView) -> Set<String> {
    var ids: Set<String> = []
    var pending = [root]
    while let view = pending.popLast() {
      for constraint in view.constraints {
        let baselines: [LayoutAttribute] = [.firstBaseline, .lastBaseline]
        if baselines.contains(constraint.firstAttribute), let first = constraint.firstItem {
          ids.insert(first)
        }
        if let second = constraint.secondItem,
          baselines.contains(constraint.secondAttribute ?? constraint.firstAttribute)
        {
          ids.insert(second)
        }
      }
      pending += view.subviews
    }
    return ids
  }

  private func configureRoot() {
    let root = engine.root
    if let margins = scene.root.layoutMargins ?? cellMargins(scene.root, parent: nil) {
      root.layoutMargins = margins
    }
    root.insetsLayoutMarginsFromSafeArea = scene.root.insetsLayoutMarginsFromSafeArea
    if scene.root.adjustsContentInsetVertically && safeAreaInsets.top > 0 {
      // A table or collection view controller's view adjusts its content inset for the safe
      // area and rests scrolled to the top of its content: contentOffset.y = -inset.top
      // (UIScrollView.contentInsetAdjustmentBehavior `.automatic`, adjustedContentInset), so
      // its content starts below the bars and gets no top safe area. The corpus's 163 (tv
      // 21701, a pushed table under a 64-point status and navigation bar) saves a cell's
      // topMargin-pinned label at the cell's 11, not 11 + 64 - 50.
      root.contentOffset = Point(x: 0, y: -safeAreaInsets.top)
    }
  }

  /// A root `<stackView>` arranges its subviews.
  ///
  /// The engine's root is a plain view, so a
  /// stack view of the root's attributes fills it (required edges) and holds the
  /// subviews; the root's IB id names it. The corpus's 164 (a xib whose top-level view is a
  /// 376 × 74 horizontal fill stack) saves its first arranged view 74 high, the stack's
  /// height, where its own content would make it 64.
  private func addRootStack(names: inout IBNaming, options: IBLayoutOptions) {
    guard scene.root.kind == .stackView else { return }
    let name = names.name(
      for: IBView(element: .stackView, id: scene.root.id + "#stack", location: scene.root.location))
    guard let stack = Self.makeView(scene.root, name: name) as? StackView else { return }
    Self.attach(stack, to: engine.root)
    stack.translatesAutoresizingMaskIntoConstraints = false
    stack.frame = Rect(origin: .zero, size: engine.rootSize)
    if let margins = scene.root.layoutMargins { stack.layoutMargins = margins }
    let root = engine.root
    let made =
      (try? [
        stack.topAnchor.constraint(equalTo: root.topAnchor),
        stack.leftAnchor.constraint(equalTo: root.leftAnchor),
        stack.rightAnchor.constraint(equalTo: root.rightAnchor),
        stack.bottomAnchor.constraint(equalTo: root.bottomAnchor),
      ]) ?? []
    try? LayoutConstraint.activate(made)
    rootStack = (stack, made)
    addRecord(scene.root, view: stack, parent: 0, flagged: records[0].isFlagged, options: options)
    // The element translates its autoresizing mask (a top-level view); its stand-in is pinned.
    stack.translatesAutoresizingMaskIntoConstraints = false
  }

  /// The canvas margins of a table view cell or its content view (`IBCellMetrics`), nil for
  /// other views.
  private func cellMargins(_ element: IBView, parent: Int?) -> EdgeInsets? {
    let accessory = parent.map { records[$0].element.accessoryType ?? "none" != "none" } ?? false
    return IBCellMetrics.margins(
      of: element.element, toolsVersion: document.toolsVersion,
      width: element.frame?.width ?? 0, accessory: accessory)
  }

  private func addRecord(
    _ element: IBView, view: View, parent: Int?, flagged: Bool, options: IBLayoutOptions
  ) {
    let isRoot = parent == nil
    if !isRoot {
      view.translatesAutoresizingMaskIntoConstraints = !element.usesConstraints
      if !element.translatesAutoresizingMask, let stack = view.superview as? StackView,
        stack.arrangedSubviews.contains(where: { $0 === view })
      {
        // A stack view lays out its arranged views with constraints, and the document says
        // this one does not translate its mask: IB's `fixedFrame="YES"` (a design-time note
        // that the view had no constraints of its own) does not make it translate at
        // runtime, where the attribute does not exist. 008's rating buttons are spaced by
        // their equalSpacing stack at x 60.25, 105.5 and 164.75 (IB saved them rounded at
        // 1x: 60, 106, 165); kept at their saved frames, they broke the stack's equal gaps.
        view.translatesAutoresizingMaskIntoConstraints = false
      }
      if element.hasAutoresizingMask { view.autoresizingMask = element.autoresizingMask }
      if document.isMacOS, element.element == .clipView,
        parent.map({ records[$0].element.element == .scrollView }) ?? false
      {
        // An NSScrollView places its clip view itself (`tile()`: "lays out the components
        // of the receiver: the content view, the scrollers, and the ruler views", Apple,
        // NSScrollView), whatever the document says of its constraints: it keeps the
        // saved rect, the scroll view's bounds less its border and scrollers (C:114's
        // borderless scroll view tiles its constraint-less clip view over all of its
        // 580 × 320), with the document's autoresizing mask (a script declares it with
        // that frame; the engine does not re-tile it when the scroll view resizes).
        view.translatesAutoresizingMaskIntoConstraints = true
      }
      if let frame = element.frame {
        view.frame = Self.topDownSaved(
          frame, parent: parent.map { records[$0].element }, isMacOS: document.isMacOS)
      }
      if let margins = element.layoutMargins ?? cellMargins(element, parent: parent) {
        view.layoutMargins = margins
      }
      if !element.insetsLayoutMarginsFromSafeArea { view.insetsLayoutMarginsFromSafeArea = false }
      if element.preservesSuperviewLayoutMargins { view.preservesSuperviewLayoutMargins = true }
      if element.hidden { view.isHidden = true }
    }
    view.setContentHuggingPriority(
      LayoutPriority(element.hugging.horizontal ?? 250), for: .horizontal)
    view.setContentHuggingPriority(LayoutPriority(element.hugging.vertical ?? 250), for: .vertical)
    view.setContentCompressionResistancePriority(
      LayoutPriority(element.compression.horizontal ?? 750), for: .horizontal)
    view.setContentCompressionResistancePriority(
      LayoutPriority(element.compression.vertical ?? 750), for: .vertical)
    if let text = element.text { view.text = text }
    if let size = element.fontSize, size > 0 { view.fontSize = size }
    // UIKit's insets; AppKit's controls have their own (and fixed baselines).
    if !isRoot, !document.isMacOS,
      let insets = Self.alignmentRectInsets(of: element, toolsVersion: document.toolsVersion)
    {
      view.alignmentRectInsets = insets
    }
    if !isRoot, document.isMacOS { applyAppKitMetrics(element, to: view) }
    let intrinsic = isRoot ? .none : applyIntrinsicSize(element, view, flagged: flagged, options)
    let isOracle =
      !isRoot && !element.translatesAutoresizingMask && !flagged && element.frame != nil
    recordIndex[element.id] = records.count
    records.append(
      IBViewRecord(
        element: element, view: view, parent: parent, intrinsic: intrinsic, isOracle: isOracle,
        isFlagged: flagged))
  }

  private func applyIntrinsicSize(
    _ element: IBView, _ view: View, flagged: Bool, _ options: IBLayoutOptions
  ) -> IBIntrinsicSource {
    let saved = element.frame?.size
    var source = IBIntrinsicSource.none
    var size = Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    if document.isMacOS, let appKit = appKitIntrinsicSize(element, view) {
      (size, source) = appKit
    } else if element.element == .imageView {
      if let name = element.image, let imageSize = document.imageSizes[name] {
        // The image's size is what IB measured and saved: the `<resources>` entry is not it
        // (asset catalogs list @2x images at twice their point size: the corpus's 188 saves
        // 194 × 34 for a 97 × 17 entry, and a missing image shows IB's 16 × 16 placeholder,
        // 001 against a 196 × 128 entry). SF Symbols are modelled (`IBSymbolMetrics`).
        size = saved ?? imageSize
        source = .image
        if document.systemImages.contains(name) && !document.isMacOS {
          // An SF Symbol: its configured size and alignment rectangle, not the placeholder.
          let symbol = IBSymbolMetrics(
            resourceSize: imageSize,
            pointSize: element.symbolPointSize ?? IBSymbolMetrics.defaultPointSize)
          size = symbol.alignmentSize
          view.alignmentRectInsets = symbol.insets
          view.alignmentRectInsetsScaling = .aspectFit(reference: symbol.alignmentSize)
        }
      }
    } else if element.isContentSized {
      let textBearing = view.kind == .label || view.kind == .button || view.kind == .textField
      if textBearing && (options.textModel || saved == nil) {
        source = .textModel
        size = view.intrinsicContentSize
      } else if let saved {
        source = .savedFrame
        // An intrinsic size is an alignment size: the saved frame less the insets.
        size = view.alignmentRect(forFrame: Rect(origin: .zero, size: saved)).size
        // Sliders and progress views stretch: no natural width (UISlider, UIProgressView).
        if element.element?.hasNaturalWidth == false { size.width = View.noIntrinsicMetric }
        if view.kind == .label && !document.isMacOS { fixLabelBaselines(view, height: size.height) }
      }
    }
    let placeholder = element.placeholderIntrinsic
    if placeholder.width != nil || placeholder.height != nil {
      if let width = placeholder.width { size.width = width }
      if let height = placeholder.height { size.height = height }
      source = .placeholder
    }
    if source != .none && source != .textModel { view.intrinsicContentSizeOverride = size }
    if source == .none && view.kind != .view && view.kind != .scrollView {
      view.intrinsicContentSizeOverride = size
    }
    return source
  }

  /// Fixes a label's baselines at its saved height: the first where the text model centres
  /// its first line (as before), the last a descender above the bottom edge.
  ///
  /// UIKit measures a label's last baseline from its bottom edge: the development corpus's
  /// 163 (tv 21701) saves a 42-point label (50.5 high) in a last-baseline row 16.5 points
  /// below a vertical stack whose last arranged label is an empty footnote label 50 high at
  /// 10, which holds with both last baselines a descender above their bottoms
  /// (10 + 50 - d(footnote) = 16.5 + 50.5 - d(42 pt), 0.25 of the size in the text model:
  /// 55.75 = 16.5 + 39.25), and with no centred-text baseline. The saved height is the
  /// label's own (its intrinsic size), so fixed offsets from the top stand for it.
  private func fixLabelBaselines(_ view: View, height: Double) {
    guard height.isFinite, height > 0 else { return }
    let metrics = view.textMetrics
    let lines = metrics.lines(of: view.text ?? "").count
    let block = metrics.height(lineCount: lines, fontSize: view.fontSize)
    let first = height / 2 - block / 2 + metrics.ascender(fontSize: view.fontSize)
    let last = height - metrics.descender(fontSize: view.fontSize)
    view.fixedBaselines = FixedBaselines(first: first, last: last)
  }

  private func addGuides(_ record: IBViewRecord) {
    let owner = record.view
    for guide in record.element.guides {
      switch guide.role {
      case .safeArea:
        guides[guide.id] = (owner, .safeArea)
        continue
      case .content where owner.kind == .scrollView:
        guides[guide.id] = (owner, .content)
        continue
      case .frame where owner.kind == .scrollView:
        guides[guide.id] = (owner, .frame)
        continue
      default:
        break
      }
      let view = View(name: "guide_" + IBNaming.sanitize(guide.id), kind: .layoutGuide)
      guideViews.append(view)
      Self.attach(view, to: owner)
      guides[guide.id] = (view, nil)
      var made: [LayoutConstraint] = []
      switch guide.role {
      case .topLayoutGuide, .bottomLayoutGuide:
        // UIKit's topLayoutGuide: from the top of the root view to the bottom of the bars;
        // bottomLayoutGuide: from the top of the bottom bars to the bottom of the root view.
        let top = guide.role == .topLayoutGuide
        made =
          (try? [
            view.leftAnchor.constraint(equalTo: owner.leftAnchor),
            view.widthAnchor.constraint(equalToConstant: 0),
            top
              ? view.topAnchor.constraint(equalTo: owner.topAnchor)
              : view.bottomAnchor.constraint(equalTo: owner.bottomAnchor),
            view.heightAnchor.constraint(
              equalToConstant: top ? safeAreaInsets.top : safeAreaInsets.bottom),
          ]) ?? []
      default:
        // A guide the author added: its frame comes from the document's constraints only.
        break
      }
      try? LayoutConstraint.activate(made)
      guideConstraints += made
    }
  }

  /// The view or guide with IB id `id`.
  public func item(_ id: String) -> (view: View, guide: SystemLayoutGuide?)? {
    if let index = recordIndex[id] { return (records[index].view, nil) }
    return guides[id]
  }

  private func warn(_ problem: IBProblem, at location: TextLocation) {
    warnings.append(
      IBDiagnostic(.warning, problem, file: document.file, at: location))
  }

  private func addConstraints(_ record: IBViewRecord, names: inout IBNaming) {
    // Placeholder constraints ("Remove at build time") hold on the canvas only.
    for element in record.element.constraints
    where (mode == .canvas || !element.placeholder) && !excludedByVariations.contains(element.id) {
      guard let firstID = element.firstItem, let first = item(firstID) else {
        warn(.unknownItem(element.firstItem ?? ""), at: element.location)
        continue
      }
      var second: (view: View, guide: SystemLayoutGuide?)?
      var secondAttribute = LayoutAttribute.notAnAttribute
      if let secondID = element.secondItem {
        guard let view = item(secondID) else {
          warn(.unknownItem(secondID), at: element.location)
          continue
        }
        second = view
        secondAttribute = element.secondAttribute ?? element.firstAttribute
      }
      do {
        let constraint = try LayoutConstraint(
          item: first.view, guide: first.guide, attribute: element.firstAttribute,
          relatedBy: element.relation,
          toItem: second?.view, toGuide: second?.guide, attribute: secondAttribute,
          multiplier: second == nil ? 0 : element.multiplier,
          constant: document.constant(of: element),
          priority: LayoutPriority(min(1000, max(1, element.priority))))
        constraint.identifier = element.identifier ?? element.id
        constraint.sourceLine = element.location.line
        try constraint.setActive(true)
        constraints.append((element, constraint))
        if let name = names.constraintName(for: element) { constraintNames[element.id] = name }
      } catch {
        warn(
          .invalidConstraint(id: element.id, reason: String(describing: error)),
          at: element.location)
      }
    }
  }
}
