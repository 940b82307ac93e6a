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
// `appearance` is `interpolate` with every view's alpha and transform animated in the same
// block: its cost over `interpolate` is what presenting alphas, decomposed transforms and
// visual frames adds (target: that extra cost at most 1.5× the plain frame).

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

/// Microseconds per frame of one run with `views` views, interpolating or re-solving;
/// `appearance`: every view also fades in from alpha 0 and its transform goes from
/// `translate(0, 20) scale(0.9) rotate(0.1)` to the identity in the same block (the
/// `interpolate` animation plus what `anim-fade-slide` animates, on every view).
private func animateRun(
  views: Int, relayout: Bool, shared: Bool = true, appearance: Bool = false
) throws -> Double {
  let grid = try AnimateGrid(views: views, shared: shared)
  if appearance {
    let start = Transform2D(translationX: 0, y: 20).scaledBy(x: 0.9, y: 0.9).rotated(by: 0.1)
    for view in grid.engine.views {
      view.alpha = 0
      view.transform = start
    }
  }
  let spec = try AnimationSpec(duration: 1, curve: .easeInEaseOut)
  let timeline = try Timeline(host: grid.engine, fps: 60)
  var checksum = 0.0
  try timeline.layout(at: 0)
  if relayout {
    let width = grid.width
    try timeline.animateRelayout(
      at: 0, spec, tracks: [ConstantTrack(key: 0, from: 50, to: 90) { width.constant = $0 }])
  } else {
    try timeline.animate(at: 0, spec) {
      grid.width.constant = 90
      guard appearance else { return }
      for view in grid.engine.views {
        view.alpha = 1
        view.transform = .identity
      }
    }
  }
  let start = monotonicNanoseconds()
  try timeline.finish(cursor: 0) { frame in
    checksum += frame.frames[1].width
    if appearance { checksum += frame.alphas[1] + frame.visualFrames[1].minY }
  }
  let elapsed = Double(monotonicNanoseconds() - start) / 1000
  // The last frame shows view 0 clamped by its row's end: (980 − 20 − 9 × 8) / 10.
  let last = grid.engine.views[1].frame.width
  try expect(abs(last - 88.8) < 1e-6 && checksum > 0, "the grid ends clamped at 88.8")
  return elapsed / Double(timeline.nextFrameIndex)
}

/// The modes, in the order they run: a name (what `--only` accepts) and one run's figure.
private let animateModeRuns: [(name: String, run: @Sendable (Int) throws -> Double)] = [
  ("interpolate", { try animateRun(views: $0, relayout: false) }),
  ("relayout", { try animateRun(views: $0, relayout: true) }),
  ("relayout-grid", { try animateRun(views: $0, relayout: true, shared: false) }),
  ("appearance", { try animateRun(views: $0, relayout: false, appearance: true) }),
]

/// The names of the modes (the workload's parts).
let animateModes = animateModeRuns.map(\.name)

/// Runs the workload for each size.
func runAnimateBenchmark(_ arguments: BenchArguments) throws(BenchError) {
  let sizes = arguments.sizes.isEmpty ? [1000] : arguments.sizes
  for size in sizes {
    var plain: Double?
    for (mode, run) in animateModeRuns
    where arguments.only.isEmpty || arguments.only.contains(mode) {
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
      if mode == "interpolate" { plain = perFrame }
      if mode == "appearance", let plain, plain > 0 {
        // The measure: what alphas and transforms add to a frame (`extra`, the
        // appearance frame minus the plain one) against the plain frame; `ratio` is the
        // whole appearance frame against the plain one (extra + 1).
        let ratio = formatFigure(perFrame / plain)
        let extra = formatFigure((perFrame - plain) / plain)
        if arguments.json {
          print(
            jsonLine([
              ("workload", jsonString("animate")), ("mode", jsonString("appearance/interpolate")),
              ("views", String(size)), ("ratio", ratio), ("extra", extra),
            ]))
        } else {
          print("animate appearance/interpolate views=\(size) ratio=\(ratio) extra=\(extra)")
        }
      }
    }
  }
}
