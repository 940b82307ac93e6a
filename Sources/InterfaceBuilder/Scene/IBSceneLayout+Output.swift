import Diagnostics
import Layout

extension IBSceneLayout {
  /// The CSV header of `animsim layout` for documents.
  public static let csvHeader = "scene,id,view,x,y,width,height,window_x,window_y\n"

  /// One CSV row per view, in `records` order (root first, breadth first).
  ///
  /// Each row holds the scene id, the IB id, the script name, the frame in the superview's
  /// coordinates and the window origin, as the document's platform reports them
  /// (`reportedFrame`, `reportedWindowOrigin`: in a macOS document AppKit's `frame`, y up in
  /// unflipped superviews, and the lower-left corner in window coordinates). Layout guides
  /// are not listed. Lay out first.
  ///
  /// - Complexity: O(views × depth).
  public func csvRows() -> String {
    var out = ""
    for index in records.indices {
      let record = records[index]
      let frame = reportedFrame(index)
      let window = reportedWindowOrigin(index)
      out += scene.id + "," + record.element.id + "," + record.view.name
      for value in [frame.x, frame.y, frame.width, frame.height, window.x, window.y] {
        out += "," + DecimalFormat.string(value)
      }
      out += "\n"
    }
    return out
  }

  /// A readable table of the scene's frames, one view a line in pre-order.
  ///
  /// A header (the scene, its size, what it reproduces: the canvas or the
  /// device, and its safe area), then one line per view, indented by depth, with its frame,
  /// the saved frame when it differs by more than 0.5 pt, and where its intrinsic size came
  /// from. Views are listed in pre-order: each view's subviews follow it directly.
  ///
  /// Frames are as the platform reports them (`reportedFrame`, `reportedSaved`: AppKit's
  /// y-up frames in a macOS document); whether they differ is judged top-down, as the
  /// conformance measure does.
  public func table() -> String {
    var out = "scene \(scene.id)"
    if let identifier = scene.storyboardIdentifier { out += " (\(identifier))" }
    out += ": \(DecimalFormat.string(engine.rootSize.width))x"
    out += "\(DecimalFormat.string(engine.rootSize.height))"
    out += " on " + modeDescription
    if safeAreaInsets != .zero {
      out += ", safe area insets \(describe(safeAreaInsets))"
    }
    out += "\n"
    var depths: [Int] = []
    for record in records { depths.append(record.parent.map { depths[$0] + 1 } ?? 0) }
    for index in preorder() {
      let record = records[index]
      let depth = depths[index]
      var line = String(repeating: "  ", count: depth) + record.view.name
      line += " [" + record.element.elementName + " " + record.element.id + "]"
      line += "  " + Self.describe(reportedFrame(index))
      if let saved = flippedSaved(index), record.parent != nil,
        !IBConformance.matches(saved, record.view.frame), let shown = reportedSaved(index)
      {
        line += "  (saved " + Self.describe(shown) + ")"
      }
      switch record.intrinsic {
      case .savedFrame: line += "  size: saved frame"
      case .textModel: line += "  size: text model"
      case .image: line += "  size: image"
      case .placeholder: line += "  size: placeholder"
      case .none: break
      }
      out += line + "\n"
    }
    return out
  }

  /// The record indices in pre-order (a view, then each subview's subtree in document
  /// order), the order a tree is read in; `records` itself is breadth first.
  ///
  /// - Complexity: O(views).
  func preorder() -> [Int] {
    var children = [[Int]](repeating: [], count: records.count)
    for (index, record) in records.enumerated() {
      if let parent = record.parent { children[parent].append(index) }
    }
    var order: [Int] = []
    order.reserveCapacity(records.count)
    var stack = records.indices.filter { records[$0].parent == nil }.reversed().map { $0 }
    while let index = stack.popLast() {
      order.append(index)
      stack.append(contentsOf: children[index].reversed())
    }
    return order
  }

  /// How many views took their intrinsic size from the saved frame and from the text model.
  public var intrinsicSummary: (savedFrame: [String], textModel: [String]) {
    var saved: [String] = []
    var model: [String] = []
    for record in records {
      if record.intrinsic == .savedFrame { saved.append(record.view.name) }
      if record.intrinsic == .textModel { model.append(record.view.name) }
    }
    return (saved, model)
  }

  /// `x,y wxh`, shortest decimals.
  static func describe(_ rect: Rect) -> String {
    DecimalFormat.string(rect.x) + "," + DecimalFormat.string(rect.y) + " "
      + DecimalFormat.string(rect.width) + "x" + DecimalFormat.string(rect.height)
  }

  private func describe(_ insets: EdgeInsets) -> String {
    [insets.top, insets.left, insets.bottom, insets.right].map(DecimalFormat.string)
      .joined(separator: ",")
  }
}
