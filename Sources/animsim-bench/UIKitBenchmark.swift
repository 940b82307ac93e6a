import Animator
import AnimsimUIKit
import Layout

// uikit: the per-frame cost of one 1 s animation of N views (default 1000) driven through
// AnimsimUIKit (`UIView.animate { window.layoutIfNeeded() }`, frames run by
// `Simulation.advance(by:)`) against the same animation on a `Timeline` over a
// `LayoutEngine` directly (`timeline.animate`, frames sampled one by one). The layout: 10
// views per row, 8-point gaps, rows 44 high, every width equal to view 0's, which animates
// from 50 to 90 on ease-in-ease-out; every view moves on every frame. Figure: µs per frame,
// the median of RUNS runs (one warm-up run first), and the ratio (target ≤ 1.5).

/// The grid's constraints for `views` (the same list for both drivers).
private func gridSpecs(_ count: Int) -> [(view: Int, kind: Int, other: Int, constant: Double)] {
  // kind: 0 leading to root, 1 leading to previous trailing, 2 width to previous width,
  // 3 top to root, 4 top to the view above's bottom, 5 height.
  var specs: [(view: Int, kind: Int, other: Int, constant: Double)] = []
  for index in 0..<count {
    let (row, column) = index.quotientAndRemainder(dividingBy: 10)
    specs.append(column == 0 ? (index, 0, -1, 20) : (index, 1, index - 1, 8))
    if index > 0 { specs.append((index, 2, index - 1, 0)) }
    specs.append(row == 0 ? (index, 3, -1, 20) : (index, 4, index - 10, 8))
    specs.append((index, 5, -1, 44))
  }
  return specs
}

/// Microseconds per frame of the animation on a Timeline over a LayoutEngine.
private func timelineRun(views count: Int) throws -> Double {
  do {
    let engine = LayoutEngine(rootSize: Size(width: 1000, height: 1000))
    var views: [View] = []
    for index in 0..<count {
      let view = View(name: "v\(index)")
      view.translatesAutoresizingMaskIntoConstraints = false
      try engine.root.addSubview(view)
      views.append(view)
    }
    let root = engine.root
    let width = try views[0].widthAnchor.constraint(equalToConstant: 50)
    var constraints = [width]
    for spec in gridSpecs(count) {
      let view = views[spec.view]
      switch spec.kind {
      case 0:
        constraints.append(
          try view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: spec.constant))
      case 1:
        constraints.append(
          try view.leadingAnchor.constraint(
            equalTo: views[spec.other].trailingAnchor, constant: spec.constant))
      case 2:
        constraints.append(try view.widthAnchor.constraint(equalTo: views[spec.other].widthAnchor))
      case 3:
        constraints.append(
          try view.topAnchor.constraint(equalTo: root.topAnchor, constant: spec.constant))
      case 4:
        constraints.append(
          try view.topAnchor.constraint(
            equalTo: views[spec.other].bottomAnchor, constant: spec.constant))
      default:
        constraints.append(try view.heightAnchor.constraint(equalToConstant: spec.constant))
      }
    }
    try LayoutConstraint.activate(constraints)
    let timeline = try Timeline(host: engine, fps: 60)
    let spec = try AnimationSpec(duration: 1, curve: .easeInEaseOut)
    try timeline.layout(at: 0)
    _ = try timeline.sample(frame: 0)
    try timeline.animate(at: 0, spec) { width.constant = 90 }
    let start = monotonicNanoseconds()
    for index in 1...60 { _ = try timeline.sample(frame: index) }
    let elapsed = Double(monotonicNanoseconds() - start) / 1000
    try expect(views[count - 1].frame.width == 90, "the animation ends at 90")
    return elapsed / 60
  }
}

/// Microseconds per frame of the same animation written with UIKit's API.
@MainActor private func uikitRun(views count: Int) throws -> Double {
  Simulation.reset()
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
  var views: [UIView] = []
  for _ in 0..<count {
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(view)
    views.append(view)
  }
  let width = views[0].widthAnchor.constraint(equalToConstant: 50)
  var constraints = [width]
  for spec in gridSpecs(count) {
    let view = views[spec.view]
    let c = CGFloat(spec.constant)
    switch spec.kind {
    case 0:
      constraints.append(view.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: c))
    case 1:
      constraints.append(
        view.leadingAnchor.constraint(equalTo: views[spec.other].trailingAnchor, constant: c))
    case 2: constraints.append(view.widthAnchor.constraint(equalTo: views[spec.other].widthAnchor))
    case 3: constraints.append(view.topAnchor.constraint(equalTo: window.topAnchor, constant: c))
    case 4:
      constraints.append(
        view.topAnchor.constraint(equalTo: views[spec.other].bottomAnchor, constant: c))
    default: constraints.append(view.heightAnchor.constraint(equalToConstant: c))
    }
  }
  NSLayoutConstraint.activate(constraints)
  Simulation.advance(by: 0)
  width.constant = 90
  UIView.animate(withDuration: 1) { window.layoutIfNeeded() }
  let start = monotonicNanoseconds()
  Simulation.advance(by: 1)
  let elapsed = Double(monotonicNanoseconds() - start) / 1000
  try expect(
    views[count - 1].layer.presentation()?.frame.width == 90 && Simulation.errors.isEmpty,
    "the animation ends at 90 without errors")
  return elapsed / 60
}

/// Runs the workload for each size.
func runUIKitBenchmark(_ arguments: BenchArguments) throws(BenchError) {
  let sizes = arguments.sizes.isEmpty ? [1000] : arguments.sizes
  for size in sizes {
    let (direct, uikit) = try running("uikit") {
      try MainActor.assumeIsolated { () throws -> ([Double], [Double]) in
        _ = try timelineRun(views: size)  // warm-up
        _ = try uikitRun(views: size)
        var direct: [Double] = []
        var uikit: [Double] = []
        for _ in 0..<arguments.runs {
          direct.append(try timelineRun(views: size))
          uikit.append(try uikitRun(views: size))
        }
        return (direct, uikit)
      }
    }
    let timeline = median(direct)
    let through = median(uikit)
    let ratio = through / timeline
    if arguments.json {
      print(
        jsonLine([
          ("workload", jsonString("uikit")), ("views", String(size)), ("fps", "60"),
          ("frames", "60"), ("timeline_us_per_frame", formatFigure(timeline)),
          ("uikit_us_per_frame", formatFigure(through)), ("ratio", formatFigure(ratio)),
        ]))
    } else {
      print(
        "uikit views=\(size) fps=60 frames=60 timeline us/frame=\(formatFigure(timeline)) "
          + "uikit us/frame=\(formatFigure(through)) ratio=\(formatFigure(ratio))")
    }
  }
}
