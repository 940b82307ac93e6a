import Animator
import Layout

// animate: N views (default 1000), one 1 s animation sampled at 60 fps (61 frames), in two
// modes on the real layout engine: `interpolate` (UIKit: the block's layout pass is solved
// once and frames are interpolated) and `relayout` (AppKit's constraint animator: the constant
// is animated and the layout re-solved incrementally on every frame). Figure: µs per frame,
// the median of RUNS runs (one warm-up run first).
//
// The layout is the solver-level grid (`buildGrid`, BenchSupport.swift) as views (10 per row, 8-point gaps,
// rows 44 high, each row's end capped at x = 980); view 0's `width == c @750` is animated
// from 50 to 90, and the cap clamps it at 88.8 near the end (where the modes differ).
// In `interpolate` and `relayout` every view's width follows view 0's, so all N views move
// every frame. `relayout-grid` keeps the README's grid (each row's first view has its own
// `width >= 50`, `width == 90 @250`), so one edit moves row 0 only: the same work as the
// solver's "re-solve" figure (`animsim-bench grid`), which the relayout target refers to.

/// The grid as views; `width` is view 0's animated width constraint.
private struct AnimateGrid {
  let engine = LayoutEngine(rootSize: Size(width: 1000, height: 1000))
  let width: LayoutConstraint

  /// Builds the grid; `shared`: every view's width follows view 0's.
  init(views count: Int, shared: Bool) throws {
    let root = engine.root
    var views: [View] = []
    var constraints: [LayoutConstraint] = []
    let first = View(name: "v0")
    width = try first.widthAnchor.constraint(equalToConstant: 50)
    try width.setPriority(750)
    for index in 0..<count {
      let view = index == 0 ? first : View(name: "v\(index)")
      view.translatesAutoresizingMaskIntoConstraints = false
      try root.addSubview(view)
      let (row, column) = index.quotientAndRemainder(dividingBy: 10)
      if column == 0 {
        constraints.append(
          try view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20))
      } else {
        let previous = views[index - 1]
        constraints.append(
          try view.leadingAnchor.constraint(equalTo: previous.trailingAnchor, constant: 8))
      }
      if index == 0 {
        constraints.append(width)
        constraints.append(try view.widthAnchor.constraint(greaterThanOrEqualToConstant: 50))
      } else if column == 0 && !shared {
        constraints.append(try view.widthAnchor.constraint(greaterThanOrEqualToConstant: 50))
        let preferred = try view.widthAnchor.constraint(equalToConstant: 90)
        try preferred.setPriority(250)
        constraints.append(preferred)
      } else {
        constraints.append(try view.widthAnchor.constraint(equalTo: views[index - 1].widthAnchor))
      }
      if column == 9 || index == count - 1 {
        constraints.append(
          try view.trailingAnchor.constraint(lessThanOrEqualTo: root.leadingAnchor, constant: 980))
      }
      if row == 0 {
        constraints.append(try view.topAnchor.constraint(equalTo: root.topAnchor, constant: 20))
      } else {
        constraints.append(
          try view.topAnchor.constraint(equalTo: views[index - 10].bottomAnchor, constant: 8))
      }
      let height = try view.heightAnchor.constraint(equalToConstant: 44)
      try height.setPriority(750)
      constraints.append(height)
      views.append(view)
    }
    try LayoutConstraint.activate(constraints)
  }
}

/// Microseconds per frame of one run with `views` views, interpolating or re-solving.
private func animateRun(views: Int, relayout: Bool, shared: Bool = true) throws -> Double {
  let grid = try AnimateGrid(views: views, shared: shared)
  let spec = try AnimationSpec(duration: 1, curve: .easeInEaseOut)
  let timeline = try Timeline(host: grid.engine, fps: 60)
  var checksum = 0.0
  try timeline.layout(at: 0)
  if relayout {
    let width = grid.width
    try timeline.animateRelayout(
      at: 0, spec, tracks: [ConstantTrack(key: 0, from: 50, to: 90) { width.constant = $0 }])
  } else {
    try timeline.animate(at: 0, spec) { grid.width.constant = 90 }
  }
  let start = monotonicNanoseconds()
  try timeline.finish(cursor: 0) { frame in checksum += frame.frames[1].width }
  let elapsed = Double(monotonicNanoseconds() - start) / 1000
  // The last frame shows view 0 clamped by its row's end: (980 − 20 − 9 × 8) / 10.
  let last = grid.engine.views[1].frame.width
  try expect(abs(last - 88.8) < 1e-6 && checksum > 0, "the grid ends clamped at 88.8")
  return elapsed / Double(timeline.nextFrameIndex)
}

/// Runs the workload for each size.
func runAnimateBenchmark(_ arguments: BenchArguments) throws(BenchError) {
  let sizes = arguments.sizes.isEmpty ? [1000] : arguments.sizes
  for size in sizes {
    let modes: [(String, (Int) throws -> Double)] = [
      ("interpolate", { try animateRun(views: $0, relayout: false) }),
      ("relayout", { try animateRun(views: $0, relayout: true) }),
      ("relayout-grid", { try animateRun(views: $0, relayout: true, shared: false) }),
    ]
    for (mode, run) in modes {
      let figures = try running("animate \(mode)") {
        _ = try run(size)  // warm-up
        return try (0..<arguments.runs).map { _ in try run(size) }
      }
      let perFrame = median(figures)
      if arguments.json {
        print(
          jsonLine([
            ("workload", jsonString("animate")), ("mode", jsonString(mode)),
            ("views", String(size)), ("fps", "60"), ("frames", "61"),
            ("us_per_frame", formatFigure(perFrame)),
          ]))
      } else {
        print("animate \(mode) views=\(size) fps=60 frames=61 us/frame=\(formatFigure(perFrame))")
      }
    }
  }
}
