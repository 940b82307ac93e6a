import Layout
import Testing

/// Sizes are never negative (`LayoutEngine+SizeFloors.swift`).
@Suite("Size floors")
struct SizeFloorTests {
  /// A 100-point root holds `top` (pinned at 0, `height == h`) and `bottom` (10 below `top`,
  /// its bottom on the root's): `bottom.height = 100 - h - 10`.
  static func column(topHeight: Double) throws -> (LayoutEngine, top: View, bottom: View) {
    let engine = LayoutEngine(rootSize: Size(width: 100, height: 100))
    let top = View(name: "top")
    let bottom = View(name: "bottom")
    for view in [top, bottom] {
      view.translatesAutoresizingMaskIntoConstraints = false
      try engine.root.addSubview(view)
    }
    let root = engine.root
    try LayoutConstraint.activate([
      top.topAnchor.constraint(equalTo: root.topAnchor),
      top.leftAnchor.constraint(equalTo: root.leftAnchor),
      top.widthAnchor.constraint(equalToConstant: 100),
      bottom.topAnchor.constraint(equalTo: top.bottomAnchor, constant: 10),
      bottom.leftAnchor.constraint(equalTo: root.leftAnchor),
      bottom.widthAnchor.constraint(equalToConstant: 100),
      bottom.bottomAnchor.constraint(equalTo: root.bottomAnchor),
      top.heightAnchor.constraint(equalToConstant: topHeight),
    ])
    engine.layoutIfNeeded()
    return (engine, top, bottom)
  }

  /// A size that would be negative is a conflict that breaks the author's constraint.
  ///
  /// `h = 95` needs `bottom.height = 100 - 95 - 10 = -5`: a conflict, and the author's
  /// constraint activated last (`top.height == 95`) is broken, as UIKit breaks the user's
  /// height against a cell's encapsulated height. `top` then takes the 90 points left
  /// (100 - 10 - 0) and `bottom` sits at y 100, 0 high.
  @Test func aNegativeSizeIsAConflictThatBreaksTheAuthorsConstraint() throws {
    let (engine, top, bottom) = try Self.column(topHeight: 95)
    #expect(engine.conflicts.count == 1)
    #expect(engine.conflicts.first?.broken.plainDescription == "top.height == 95")
    #expect(bottom.frame == Rect(x: 0, y: 100, width: 100, height: 0))
    #expect(top.frame.height == 90)
  }

  /// `h = 60` leaves `bottom` 100 - 60 - 10 = 30 high: no floor, no conflict.
  @Test func aPositiveSizeIsUntouched() throws {
    let (engine, top, bottom) = try Self.column(topHeight: 60)
    #expect(engine.conflicts.isEmpty)
    #expect(top.frame.height == 60)
    #expect(bottom.frame == Rect(x: 0, y: 70, width: 100, height: 30))
  }

  /// A size pulled negative by a constraint that is not required stops at 0 without a
  /// conflict: `bottom.height == -20` at 500 gives way to the floor.
  @Test func anOptionalConstraintGivesWayToTheFloor() throws {
    let engine = LayoutEngine(rootSize: Size(width: 100, height: 100))
    let view = View(name: "view")
    view.translatesAutoresizingMaskIntoConstraints = false
    try engine.root.addSubview(view)
    let height = try view.heightAnchor.constraint(equalToConstant: -20)
    try height.setPriority(LayoutPriority(500))
    try LayoutConstraint.activate([
      view.topAnchor.constraint(equalTo: engine.root.topAnchor),
      view.leftAnchor.constraint(equalTo: engine.root.leftAnchor),
      view.widthAnchor.constraint(equalToConstant: 10),
      height,
    ])
    engine.layoutIfNeeded()
    #expect(engine.conflicts.isEmpty)
    #expect(view.frame == Rect(x: 0, y: 0, width: 10, height: 0))
  }
}
