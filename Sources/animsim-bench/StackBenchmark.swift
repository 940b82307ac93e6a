import Layout

// Workload "stack": N views (intrinsic 40 × 20) in rows of ten — horizontal fillEqually
// stacks with spacing 8 — arranged in a vertical stack (spacing 8) pinned 20 points inside a
// 1000-point-wide root. (a) "build" is creating the views and stacks and the first
// layoutIfNeeded (the stacks generate their UISV constraints in that pass); (b) "toggle"
// hides or shows view 0 and lays out again, 1000 times: one stack regenerates, its
// unchanged constraints are kept, and the solver sees only the difference.

/// Views per row.
private let stackRowLength = 10
/// Hide/show passes per measurement.
private let stackToggles = 1000

/// Runs the stack workload for each size; one line (JSON with `--json`) per size.
func runStackBenchmark(_ arguments: BenchArguments) throws(BenchError) {
  let sizes = arguments.sizes.isEmpty ? [100, 1000] : arguments.sizes
  if !arguments.json { print("N       constraints  build_ms      toggle_us     check") }
  for n in sizes {
    var builds: [Double] = []
    var toggles: [Double] = []
    var constraints = 0
    var check = "ok"
    for _ in 0..<arguments.runs {
      let start = monotonicNanoseconds()
      let engine = LayoutEngine(rootSize: Size(width: 1000, height: 1000))
      let column = StackView(name: "column")
      column.axis = .vertical
      column.spacing = 8
      column.translatesAutoresizingMaskIntoConstraints = false
      var views: [View] = []
      var rows: [StackView] = []
      try running("stack") {
        try engine.root.addSubview(column)
        try LayoutConstraint.activate([
          column.leadingAnchor.constraint(equalTo: engine.root.leadingAnchor, constant: 20),
          engine.root.trailingAnchor.constraint(equalTo: column.trailingAnchor, constant: 20),
          column.topAnchor.constraint(equalTo: engine.root.topAnchor, constant: 20),
        ])
        var row = column
        for index in 0..<n {
          if index % stackRowLength == 0 {
            let next = StackView(name: "row" + String(index / stackRowLength))
            next.distribution = .fillEqually
            next.spacing = 8
            try column.addArrangedSubview(next)
            rows.append(next)
            row = next
          }
          let view = View(name: "v" + String(index))
          view.intrinsicContentSizeOverride = Size(width: 40, height: 20)
          try row.addArrangedSubview(view)
          views.append(view)
        }
      }
      engine.layoutIfNeeded()
      builds.append(Double(monotonicNanoseconds() - start) / 1e6)
      // The stacks' generated constraints (the intrinsic-size ones are not counted).
      constraints = rows.reduce(column.arrangementConstraints.count) {
        $0 + $1.arrangementConstraints.count
      }
      // Ten per row: (1000 − 40 − 9 × 8) / 10 = 88.8 wide.
      if n >= stackRowLength,
        !views[1].frame.width.isApproximatelyEqual(to: 88.8, tolerance: 1e-9)
          || !engine.conflicts.isEmpty
      {
        check = "BAD_BUILD"
      }
      let toggleStart = monotonicNanoseconds()
      for index in 0..<stackToggles {
        views[0].isHidden = index % 2 == 0
        engine.layoutIfNeeded()
      }
      toggles.append(Double(monotonicNanoseconds() - toggleStart) / 1e3 / Double(stackToggles))
      // The last toggle (odd index) showed view 0 again: back to 88.8.
      if n >= stackRowLength,
        !views[1].frame.width.isApproximatelyEqual(to: 88.8, tolerance: 1e-9)
      {
        check = "BAD_TOGGLE"
      }
    }
    let build = builds.isEmpty ? 0 : median(builds)
    let toggle = toggles.isEmpty ? 0 : median(toggles)
    if arguments.json {
      print(
        jsonLine([
          ("views", String(n)), ("constraints", String(constraints)),
          ("build_ms", formatFigure(build)), ("toggle_us", formatFigure(toggle)),
          ("check", jsonString(check)),
        ]))
    } else {
      print(
        tableRow(
          [
            ("\(n)", 8), ("\(constraints)", 13), (formatFigure(build), 14),
            (formatFigure(toggle), 14),
          ], last: check))
    }
  }
}
