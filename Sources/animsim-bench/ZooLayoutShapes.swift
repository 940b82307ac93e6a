import Layout

// The zoo's layout-level shapes (registered in `zooShapes`, ZooBenchmark.swift): the real
// engine, views and VFL.
//   relayout   `chain` as views: the animated constant re-laid out per frame, µs per frame.
//   nesting    a view inside a view, N deep, each pinned 1 point inside the root's edges:
//              ms to the first layout.
//   labels     N labels with text in a vertical stack inside a root that is too short:
//              ms to the first layout.
//   labels-fit the same in a root tall enough for every label: ms to the first layout.
//   table      N cells, each a view holding a label with its own text (self-sizing heights),
//              cells stacked: ms to the first layout.
//   toggle     the layout grid (`LayoutGrid`, as `animsim-bench layout-grid`); per frame
//              deactivate 10 % of the width links, lay out, re-activate them, lay out: µs
//              per frame.
//   vfl-conflict  `H:|[b0(==5)][b1(==5)]…|` in a root too narrow: ms to the first layout
//              (the engine explains and breaks the conflict).
//   ambiguity  10 × N views in the layout grid with every tenth view's height (column 5)
//              left free: ms to the engine's ambiguity analysis after the first layout.

/// `relayout`: µs per frame of the chained widths as views, re-laid out per frame.
func zooRelayout(_ n: Int) throws -> Double {
  let engine = LayoutEngine(rootSize: Size(width: 1000, height: 100_000))
  let root = engine.root
  var views: [View] = []
  var constraints: [LayoutConstraint] = []
  var animated: LayoutConstraint?
  for index in 0..<n {
    let view = View(name: "v\(index)")
    view.translatesAutoresizingMaskIntoConstraints = false
    try root.addSubview(view)
    let (row, column) = index.quotientAndRemainder(dividingBy: 10)
    if column == 0 {
      constraints.append(
        try view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20))
    } else {
      constraints.append(
        try view.leadingAnchor.constraint(equalTo: views[index - 1].trailingAnchor, constant: 8))
    }
    if index == 0 {
      let width = try view.widthAnchor.constraint(equalToConstant: 50)
      try width.setPriority(750)
      animated = width
      constraints += [width, try view.widthAnchor.constraint(greaterThanOrEqualToConstant: 50)]
    } else {
      constraints.append(try view.widthAnchor.constraint(equalTo: views[index - 1].widthAnchor))
    }
    if column == 9 || index == n - 1 {
      constraints.append(
        try view.trailingAnchor.constraint(lessThanOrEqualTo: root.leadingAnchor, constant: 980))
    }
    constraints.append(
      row == 0
        ? try view.topAnchor.constraint(equalTo: root.topAnchor, constant: 20)
        : try view.topAnchor.constraint(equalTo: views[index - 10].bottomAnchor, constant: 8))
    let height = try view.heightAnchor.constraint(equalToConstant: 44)
    try height.setPriority(750)
    constraints.append(height)
    views.append(view)
  }
  guard let animated else { throw CheckFailure(check: "view 0 has its animated width") }
  try LayoutConstraint.activate(constraints)
  engine.layoutIfNeeded()
  let perFrame =
    milliseconds {
      for frame in 0...60 {
        animated.constant = 50 + 40 * zooEase(frame)
        engine.layoutIfNeeded()
      }
    } * 1000 / 61
  try expect(abs(views[n - 1].frame.width - 88.8) < 1e-6, "the chain ends clamped at 88.8")
  return perFrame
}

/// `nesting`: ms to the first layout of N nested views pinned inside the root's edges.
func zooNesting(_ n: Int) throws -> Double {
  var innermost: View?
  let elapsed = try milliseconds {
    let side = Double(4 * n + 100)
    let engine = LayoutEngine(rootSize: Size(width: side, height: side))
    let root = engine.root
    var parent = root
    var constraints: [LayoutConstraint] = []
    for depth in 1...n {
      let view = View(name: "n\(depth)")
      view.translatesAutoresizingMaskIntoConstraints = false
      try parent.addSubview(view)
      let inset = Double(depth)
      constraints += [
        try view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: inset),
        try view.topAnchor.constraint(equalTo: root.topAnchor, constant: inset),
        try view.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -inset),
        try view.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -inset),
      ]
      parent = view
    }
    try LayoutConstraint.activate(constraints)
    engine.layoutIfNeeded()
    innermost = parent
  }
  // Each level is 1 point inside the one above in window coordinates, so 0 in its parent's.
  try expect(innermost?.frame.origin.x == 1, "nested views sit 1 point inside")
  return elapsed
}

/// `labels` (squeezed) and `labels-fit`: ms to the first layout of a vertical stack of N
/// labels.
func zooLabels(_ n: Int, squeezed: Bool = true) throws -> Double {
  try milliseconds {
    // A 17-point label is 20.4 high (the standard text model), 8 between labels and 20 at
    // each end: 28.4 n + 32 fits them all; 10 n squeezes.
    let height = squeezed ? Double(10 * n) : Double(30 * n + 40)
    let engine = LayoutEngine(rootSize: Size(width: 400, height: height))
    let root = engine.root
    var previous: View?
    var constraints: [LayoutConstraint] = []
    for index in 0..<n {
      let label = View(name: "label\(index)", kind: .label)
      label.text = "Label \(index)"
      label.translatesAutoresizingMaskIntoConstraints = false
      try root.addSubview(label)
      constraints.append(
        try label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20))
      constraints.append(
        try label.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -20))
      constraints.append(
        try previous.map { try label.topAnchor.constraint(equalTo: $0.bottomAnchor, constant: 8) }
          ?? label.topAnchor.constraint(equalTo: root.topAnchor, constant: 20))
      previous = label
    }
    if let previous {
      constraints.append(
        try previous.bottomAnchor.constraint(lessThanOrEqualTo: root.bottomAnchor, constant: -20))
    }
    try LayoutConstraint.activate(constraints)
    engine.layoutIfNeeded()
  }
}

/// `table`: ms to the first layout of N self-sizing cells stacked vertically.
func zooTable(_ n: Int) throws -> Double {
  try milliseconds {
    let engine = LayoutEngine(rootSize: Size(width: 400, height: 800))
    let root = engine.root
    var previous: View?
    var constraints: [LayoutConstraint] = []
    for index in 0..<n {
      let cell = View(name: "cell\(index)")
      cell.translatesAutoresizingMaskIntoConstraints = false
      try root.addSubview(cell)
      let label = View(name: "text\(index)", kind: .label)
      label.text = String(repeating: "word ", count: 1 + index % 7)
      label.translatesAutoresizingMaskIntoConstraints = false
      try cell.addSubview(label)
      constraints += [
        try cell.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        try cell.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        try previous.map { try cell.topAnchor.constraint(equalTo: $0.bottomAnchor) }
          ?? cell.topAnchor.constraint(equalTo: root.topAnchor),
        try label.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16),
        try label.trailingAnchor.constraint(lessThanOrEqualTo: cell.trailingAnchor, constant: -16),
        try label.topAnchor.constraint(equalTo: cell.topAnchor, constant: 11),
        try cell.bottomAnchor.constraint(equalTo: label.bottomAnchor, constant: 11),
      ]
      previous = cell
    }
    try LayoutConstraint.activate(constraints)
    engine.layoutIfNeeded()
  }
}

/// `toggle`: µs per frame of deactivating and re-activating 10 % of the width links.
func zooToggle(_ n: Int) throws -> Double {
  let grid = try LayoutGrid(views: n)
  let engine = grid.engine
  let links = grid.widthLinks
  engine.layoutIfNeeded()
  let frames = 10
  return try milliseconds {
    for frame in 0..<frames {
      let chosen = stride(from: frame % 10, to: links.count, by: 10).map { links[$0] }
      LayoutConstraint.deactivate(chosen)
      engine.layoutIfNeeded()
      try LayoutConstraint.activate(chosen)
      engine.layoutIfNeeded()
    }
  } * 1000 / Double(frames)
}

/// `vfl-conflict`: ms to lay out a VFL chain of N fixed widths that cannot fill the root.
func zooVFLConflict(_ n: Int) throws -> Double {
  try milliseconds {
    let engine = LayoutEngine(rootSize: Size(width: Double(5 * n + 1), height: 100))
    var dictionary: [String: View] = [:]
    var format = "H:|"
    for index in 0..<n {
      let view = View(name: "b\(index)")
      view.translatesAutoresizingMaskIntoConstraints = false
      try engine.root.addSubview(view)
      dictionary["b\(index)"] = view
      format += "[b\(index)(==5)]"
    }
    format += "|"
    try LayoutConstraint.activate(
      LayoutConstraint.constraints(withVisualFormat: format, views: dictionary))
    engine.layoutIfNeeded()
    try expect(!engine.conflicts.isEmpty, "the chain conflicts")
  }
}

/// `ambiguity`: ms for the ambiguity analysis of a grid of 10 × N views.
func zooAmbiguity(_ n: Int) throws -> Double {
  let engine = try LayoutGrid(views: 10 * n, freeHeights: true).engine
  engine.layoutIfNeeded()
  var count = 0
  let elapsed = milliseconds { count = engine.ambiguities.count }
  try expect(count > 0, "free heights are ambiguous")
  return elapsed
}
