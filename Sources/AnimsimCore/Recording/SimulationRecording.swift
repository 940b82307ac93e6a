import FrameOutput
import Layout

/// The frames recorded since `Simulation.record(fps:)`, in the CLI's formats.
///
/// Views are those of every window, window by window in creation order, each window's in
/// the order they joined it (a window's view first). A view is named by its
/// `accessibilityIdentifier`, else its class and a counter (`UIView3`). Frames before a
/// view existed show it detached at the zero rectangle. Window coordinates are each
/// window's own.
public struct SimulationRecording: Sendable {
  /// The recording's frame rate.
  public let fps: Int
  /// The views, in output order (`name`, `kind`, parent index).
  public let views: [OutputView]
  /// The frames, in time order.
  public let frames: [OutputFrame]

  /// The frames as the CLI's CSV (`animsim run --format csv`).
  public var csv: String {
    render { CSVFrameSink(output: $0, visibilityColumns: true) }
  }

  /// The frames as the CLI's JSON (`animsim run --format json`).
  public var json: String {
    render { JSONFrameSink(output: $0) }
  }

  /// The frames as the CLI's HTML viewer page, titled `title`.
  public func html(title: String = "Simulation") -> String {
    let memory = MemoryByteSink()
    let buffer = ByteBuffer(sink: memory)
    let sink = HTMLFrameSink(output: buffer, title: title)
    write(into: sink)
    sink.complete(with: RunSummary(file: title, curves: [], notes: [], passedCount: 0))
    buffer.flush()
    return memory.text
  }

  private func render(_ make: (ByteBuffer) -> some FrameSink) -> String {
    let memory = MemoryByteSink()
    let buffer = ByteBuffer(sink: memory)
    write(into: make(buffer))
    buffer.flush()
    return memory.text
  }

  private func write(into sink: some FrameSink) {
    sink.begin(views: views, fps: fps)
    for frame in frames { sink.write(frame) }
    sink.finish()
  }
}

extension Recorder {
  /// The recording so far, with names as they are now.
  func snapshot() -> SimulationRecording {
    var views: [OutputView] = []
    // Per window: (engine index, output index) of each output view.
    var columns: [[(engine: Int, output: Int)]] = []
    var windowOrder: [ObjectIdentifier: Int] = [:]  // lookups only
    for (position, window) in Runtime.shared.windows.enumerated() {
      windowOrder[ObjectIdentifier(window)] = position
      let nodes = window.nodesInEngineOrder()
      var outputIndex: [ObjectIdentifier: Int] = [:]  // lookups only
      var list: [(engine: Int, output: Int)] = []
      for (engineIndex, node) in nodes.enumerated() {
        guard let node else { continue }
        let parent = node.parent.flatMap { outputIndex[ObjectIdentifier($0.node)] }
        outputIndex[ObjectIdentifier(node)] = views.count
        list.append((engineIndex, views.count))
        views.append(OutputView(name: node.outputName, kind: node.view.kind, parent: parent))
      }
      columns.append(list)
    }
    let count = views.count
    var output: [OutputFrame] = []
    output.reserveCapacity(frames.count)
    for frame in frames {
      var presented = [Rect](repeating: .zero, count: count)
      var windows = [Rect](repeating: .zero, count: count)
      var model = [Rect](repeating: .zero, count: count)
      var hidden = [Bool](repeating: false, count: count)
      var detached = [Bool](repeating: true, count: count)
      var events: [OutputEvent] = []
      // Alphas, transforms and visual frames only when a window has some (the formats then
      // write them; otherwise every output stays as it was without them).
      let appearance = frame.slices.contains {
        !$0.alphas.isEmpty || !$0.transforms.isEmpty || !$0.visualFrames.isEmpty
      }
      var alphas = appearance ? [Double](repeating: 1, count: count) : []
      var transforms = appearance ? [Transform2D](repeating: .identity, count: count) : []
      var seen: [(column: Int, rect: Rect)] = []
      for slice in frame.slices {
        guard let position = windowOrder[ObjectIdentifier(slice.window)] else { continue }
        for (engine, column) in columns[position] where engine < slice.frames.count {
          presented[column] = slice.frames[engine]
          windows[column] = slice.windowFrames[engine]
          model[column] = slice.modelFrames[engine]
          hidden[column] = engine < slice.hidden.count && slice.hidden[engine]
          detached[column] = engine < slice.detached.count && slice.detached[engine]
          if appearance {
            if engine < slice.alphas.count { alphas[column] = slice.alphas[engine] }
            if engine < slice.transforms.count { transforms[column] = slice.transforms[engine] }
          }
        }
        for (engine, column) in columns[position] where engine < slice.visualFrames.count {
          seen.append((column, slice.visualFrames[engine]))
        }
        events += slice.events
      }
      var visual: [Rect] = []
      if !seen.isEmpty {
        visual = windows
        for (column, rect) in seen { visual[column] = rect }
      }
      output.append(
        OutputFrame(
          index: frame.index, time: frame.time, frames: presented, windowFrames: windows,
          modelFrames: model, events: events.sorted { $0.time < $1.time },
          hidden: hidden.contains(true) ? hidden : [],
          detached: detached.contains(true) ? detached : [],
          alphas: alphas.contains { $0 != 1 } ? alphas : [],
          transforms: transforms.contains { !$0.isIdentity } ? transforms : [],
          visualFrames: visual))
    }
    return SimulationRecording(fps: fps, views: views, frames: output)
  }
}
