import Diagnostics
import Layout

/// How many of IB's oracle views the engine puts where Interface Builder saved them.
///
/// An oracle view is laid out with constraints and neither it nor an ancestor is flagged
/// misplaced or ambiguous; its saved frame is what Apple's engine solved. It matches when
/// each of x, y, width and height is within `tolerance` (0.5 pt) of the solved frame.
public struct IBConformance: Sendable {
  /// One oracle view that does not match.
  public struct Mismatch: Sendable {
    /// The document's file name.
    public var file: String
    /// The scene id.
    public var scene: String
    /// The view's IB id.
    public var id: String
    /// The element name.
    public var element: String
    /// The view's features (see `features(of:in:)`).
    public var features: [String]
    /// The saved frame.
    public var saved: Rect
    /// The solved frame.
    public var solved: Rect
    /// Where the view is in the document.
    public var location: TextLocation
    /// Whether the scene's saved frames violate its own required constraints (see
    /// `IBSceneLayout.savedFrameViolations()`): then no engine can match them all.
    public var inStaleScene = false
  }

  /// A scene whose saved frames do not satisfy its own required constraints.
  public struct StaleScene: Sendable {
    /// The document's file name.
    public var file: String
    /// The scene id.
    public var scene: String
    /// The violated constraints, in document order.
    public var violations: [IBSavedViolation]
    /// The scene's oracle views.
    public var oracle: Int
  }

  /// Oracle views and matches in some group, over all scenes and over self-consistent ones.
  public struct Tally: Hashable, Sendable {
    /// Oracle views.
    public var oracle = 0
    /// Oracle views that match.
    public var matched = 0
    /// Oracle views in scenes whose saved frames satisfy their own constraints.
    public var consistentOracle = 0
    /// Of those, the ones that match.
    public var consistentMatched = 0

    /// Creates an empty tally.
    public init() {}

    /// Counts one oracle view.
    mutating func count(matched ok: Bool, consistent: Bool) {
      oracle += 1
      if ok { matched += 1 }
      if consistent {
        consistentOracle += 1
        if ok { consistentMatched += 1 }
      }
    }
  }

  /// The tolerance, in points: half a point, below what IB rounds frames to on @2x screens.
  public static let tolerance = 0.5

  /// Oracle views and matches per element kind (`label`).
  public var byKind: [String: Tally] = [:]
  /// Oracle views and matches per feature (`stackView`, `platform:iOS`…: see
  /// `features(of:)`).
  public var byFeature: [String: Tally] = [:]
  /// Every mismatch, in document order.
  public var mismatches: [Mismatch] = []
  /// The number of oracle views.
  public var oracle = 0
  /// The number that matched.
  public var matched = 0
  /// The number of views laid out (oracle or not).
  public var views = 0
  /// Scenes whose saved frames violate their own required constraints, in order added.
  public var staleScenes: [StaleScene] = []
  /// Oracle views, and matches, in scenes whose saved frames satisfy their constraints.
  public var consistent: (oracle: Int, matched: Int) = (0, 0)

  /// Creates an empty tally.
  public init() {}

  /// Whether `solved` is within `tolerance` of `saved` on x, y, width and height.
  public static func matches(_ saved: Rect, _ solved: Rect) -> Bool {
    abs(saved.x - solved.x) <= tolerance && abs(saved.y - solved.y) <= tolerance
      && abs(saved.width - solved.width) <= tolerance
      && abs(saved.height - solved.height) <= tolerance
  }

  /// Adds a laid-out scene to the tally.
  ///
  /// - Complexity: O(views + constraints).
  public mutating func add(_ layout: IBSceneLayout) {
    views += layout.records.count
    let features = Self.features(of: layout)
    let violations = layout.savedFrameViolations()
    let stale = !violations.isEmpty
    if stale {
      let oracleCount = layout.records.lazy.filter(\.isOracle).count
      staleScenes.append(
        StaleScene(
          file: layout.document.file, scene: layout.scene.id, violations: violations,
          oracle: oracleCount))
    }
    for (index, record) in layout.records.enumerated() where record.isOracle {
      guard let saved = record.element.frame else { continue }
      let solved = record.view.frame
      let ok = Self.matches(layout.flippedSaved(index) ?? saved, solved)
      oracle += 1
      if ok { matched += 1 }
      if !stale {
        consistent.oracle += 1
        if ok { consistent.matched += 1 }
      }
      byKind[record.element.elementName, default: Tally()].count(matched: ok, consistent: !stale)
      for feature in features[index] {
        byFeature[feature, default: Tally()].count(matched: ok, consistent: !stale)
      }
      if !ok {
        mismatches.append(
          Mismatch(
            file: layout.document.file, scene: layout.scene.id, id: record.element.id,
            element: record.element.elementName, features: features[index],
            saved: layout.flippedSaved(index) ?? saved, solved: solved,
            location: record.element.location, inStaleScene: stale))
      }
    }
  }

  /// The features of each record, sorted: `constraints` for every view, plus `stackView`
  /// (arranged in a stack view), `safeArea`, `margins`, `baseline`, `multiplier`,
  /// `optional` (a priority below 1000), `scrollView` (inside a scroll view), `cell` (in a
  /// table or collection view cell), `image`, `savedTextSize`, `textModel`,
  /// `placeholderSize`, and the document's groups: `platform:iOS`/`platform:macOS`,
  /// `family:iPhone`/`family:iPad`/`family:none` (iOS: the simulated device's idiom) and
  /// `era:…` (`era(of:)`).
  static func features(of layout: IBSceneLayout) -> [[String]] {
    var documentFeatures = Set(["constraints", era(of: layout.document)])
    if layout.document.isMacOS {
      documentFeatures.insert("platform:macOS")
    } else {
      documentFeatures.insert("platform:iOS")
      documentFeatures.insert("family:" + family(of: layout.document))
    }
    var sets = Array(repeating: documentFeatures, count: layout.records.count)
    for (index, record) in layout.records.enumerated() {
      if record.element.element == .tableViewCell || record.element.element == .collectionViewCell {
        sets[index].insert("cell")
      }
      if let parent = record.parent {
        let parentRecord = layout.records[parent]
        if parentRecord.element.element == .stackView { sets[index].insert("stackView") }
        if parentRecord.view.kind == .scrollView || sets[parent].contains("scrollView") {
          sets[index].insert("scrollView")
        }
        if sets[parent].contains("cell") { sets[index].insert("cell") }
      }
      switch record.intrinsic {
      case .image: sets[index].insert("image")
      case .savedFrame: sets[index].insert("savedTextSize")
      case .textModel: sets[index].insert("textModel")
      case .placeholder: sets[index].insert("placeholderSize")
      case .none: break
      }
    }
    var safeAreaGuides = Set<String>()
    for record in layout.records {
      for guide in record.element.guides where guide.role == .safeArea {
        safeAreaGuides.insert(guide.id)
      }
    }
    for (element, _) in layout.constraints {
      var tags: [String] = []
      if [element.firstItem, element.secondItem].contains(where: {
        $0.map(safeAreaGuides.contains) ?? false
      }) {
        tags.append("safeArea")
      }
      let attributes = [element.firstAttribute] + (element.secondAttribute.map { [$0] } ?? [])
      if attributes.contains(where: \.isMargin) { tags.append("margins") }
      if attributes.contains(where: \.isBaseline) { tags.append("baseline") }
      if element.secondItem != nil && element.multiplier != 1 { tags.append("multiplier") }
      if element.priority < 1000 { tags.append("optional") }
      guard !tags.isEmpty else { continue }
      for id in [element.firstItem, element.secondItem] {
        if let id, let index = layout.recordIndex[id] { sets[index].formUnion(tags) }
      }
    }
    return sets.map { $0.sorted() }
  }
}

extension IBConformance {
  /// The era group of a document: its platform and `toolsVersion` range.
  ///
  /// For example `era:iOS tv21000-23726`. The ranges follow what changed on the canvas (see
  /// docs/interface-builder.md): before 7000 (Helvetica Neue), 7000–12999, 13000–15399
  /// (cells' content views one pixel short of the cell), 15400–20999, 21000–23726 (iOS 16
  /// insets) and from 23727 (the Xcode 16.3 canvas).
  static func era(of document: IBDocument) -> String {
    let bounds: [Double] = [7000, 13000, 15400, 21000, 23727]
    let platform = document.isMacOS ? "macOS" : "iOS"
    let version = document.toolsVersion
    guard let upper = bounds.firstIndex(where: { version < $0 }) else {
      return "era:\(platform) tv23727+"
    }
    if upper == 0 { return "era:\(platform) tv0-6999" }
    return "era:\(platform) tv\(Int(bounds[upper - 1]))-\(Int(bounds[upper]) - 1)"
  }

  /// The device family of an iOS document: `iPhone` or `iPad` from its simulated device's
  /// idiom (an id Layout's table lacks counts by its prefix, `ipad…`), `none` without one.
  static func family(of document: IBDocument) -> String {
    guard let id = document.deviceID else { return "none" }
    if let device = Device.interfaceBuilder(id) { return device.idiom == .pad ? "iPad" : "iPhone" }
    return id.hasPrefix("ipad") ? "iPad" : "iPhone"
  }
}

extension IBSceneLayout {
  /// The saved frame of record `index` in top-down coordinates (in a macOS document,
  /// converted from AppKit's y-up coordinates where the superview is not flipped:
  /// `AppKitCoordinates`), or nil without one.
  public func flippedSaved(_ index: Int) -> Rect? {
    let record = records[index]
    guard let frame = record.element.frame else { return nil }
    return Self.topDownSaved(
      frame, parent: record.parent.map { records[$0].element }, isMacOS: document.isMacOS)
  }
}
