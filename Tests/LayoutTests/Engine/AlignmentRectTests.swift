import Testing

@testable import Layout

/// Constraints act on alignment rectangles; frames are those rectangles outset by
/// `alignmentRectInsets` (Apple, UIView.alignmentRectInsets).
@Suite("Alignment rectangles")
struct AlignmentRectTests {
  /// A slider's insets as Interface Builder saves them: 2 points left and right, 1 below.
  let sliderInsets = EdgeInsets(top: 0, left: 2, bottom: 1, right: 2)

  @Test("constraints place the alignment rectangle; the frame is outset by the insets")
  func frameIsOutset() throws {
    let engine = LayoutEngine(rootSize: Size(width: 375, height: 667))
    let slider = try makeView("slider", in: engine.root)
    slider.alignmentRectInsets = sliderInsets
    slider.intrinsicContentSizeOverride = Size(width: View.noIntrinsicMetric, height: 30)
    let label = try makeView("label", in: engine.root)
    activate([
      try slider.leadingAnchor.constraint(equalTo: engine.root.leadingAnchor, constant: 16),
      try engine.root.trailingAnchor.constraint(equalTo: slider.trailingAnchor, constant: 16),
      try slider.topAnchor.constraint(equalTo: engine.root.topAnchor, constant: 100),
      try label.topAnchor.constraint(equalTo: slider.bottomAnchor, constant: 8),
      try label.leadingAnchor.constraint(equalTo: slider.leadingAnchor),
      try label.widthAnchor.constraint(equalToConstant: 50),
      try label.heightAnchor.constraint(equalToConstant: 20),
    ])
    engine.layoutIfNeeded()
    // Alignment rect: x 16, width 375 - 16 - 16 = 343, y 100, height 30 (intrinsic).
    // Frame: x 16 - 2 = 14, width 343 + 2 + 2 = 347, y 100 - 0, height 30 + 0 + 1 = 31.
    #expect(slider.frame == rect(14, 100, 347, 31))
    #expect(slider.alignmentRect == rect(16, 100, 343, 30))
    // The label follows the alignment rect: top 100 + 30 + 8 = 138 (not the frame's 139),
    // leading 16 (not 14).
    #expect(label.frame == rect(16, 138, 50, 20))
    // Attribute values measure the alignment rect too: bottom 130, centerX 16 + 343 / 2.
    #expect(slider.value(of: .bottom) == 130)
    #expect(slider.value(of: .centerX) == 187.5)
  }

  @Test("negative insets put the frame inside the alignment rectangle")
  func negativeInsets() throws {
    let engine = LayoutEngine(rootSize: Size(width: 200, height: 200))
    let image = try makeView("image", in: engine.root)
    image.alignmentRectInsets = EdgeInsets(top: -1.5, left: 0, bottom: -1, right: 0)
    activate([
      try image.leadingAnchor.constraint(equalTo: engine.root.leadingAnchor, constant: 16),
      try image.topAnchor.constraint(equalTo: engine.root.topAnchor),
      try image.widthAnchor.constraint(equalToConstant: 20.5),
      try image.heightAnchor.constraint(equalToConstant: 25),
    ])
    engine.layoutIfNeeded()
    // y 0 - (-1.5) = 1.5, height 25 + (-1.5) + (-1) = 22.5.
    #expect(image.frame == rect(16, 1.5, 20.5, 22.5))
  }

  @Test("children measure from the alignment rectangle; deeper views from the bounds")
  func childrenAndDescendants() throws {
    let (_, parent, child, grandchild) = try buildInsetParentTree(
      insets: EdgeInsets(top: 4, left: 10, bottom: 0, right: 0))
    // parent: alignment (50, 60) → frame (50 - 10, 60 - 4) = (40, 56), 110 × 104.
    #expect(parent.frame == rect(40, 56, 110, 104))
    // child: parent's leading in its bounds is 10 → x 10 + 5 = 15; top 4 + 6 = 10.
    #expect(child.frame == rect(15, 10, 40, 40))
    // grandchild on screen at (70, 80): minus parent's frame (40, 56) and child's (15, 10):
    // x 70 - 40 - 15 = 15, y 80 - 56 - 10 = 14.
    #expect(grandchild.frame == rect(15, 14, 1, 1))
    #expect(grandchild.windowFrame == rect(70, 80, 1, 1))
  }

  @Test("changing the insets after a layout matches a fresh layout")
  func incrementalChange() throws {
    func build(insets: EdgeInsets?) throws -> (LayoutEngine, View, View) {
      let engine = LayoutEngine(rootSize: Size(width: 300, height: 300))
      let box = try makeView("box", in: engine.root)
      let inner = try makeView("inner", in: box)
      activate([
        try box.leadingAnchor.constraint(equalTo: engine.root.leadingAnchor, constant: 20),
        try box.topAnchor.constraint(equalTo: engine.root.topAnchor, constant: 30),
        try box.widthAnchor.constraint(equalToConstant: 100),
        try box.heightAnchor.constraint(equalToConstant: 50),
        try inner.leadingAnchor.constraint(equalTo: box.leadingAnchor),
        try inner.topAnchor.constraint(equalTo: box.topAnchor),
        try inner.trailingAnchor.constraint(equalTo: box.trailingAnchor),
        try inner.bottomAnchor.constraint(equalTo: box.bottomAnchor),
      ])
      if let insets { box.alignmentRectInsets = insets }
      engine.layoutIfNeeded()
      return (engine, box, inner)
    }
    let insets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    let (engine, box, inner) = try build(insets: nil)
    #expect(box.frame == rect(20, 30, 100, 50))
    box.alignmentRectInsets = insets
    engine.layoutIfNeeded()
    let (_, freshBox, freshInner) = try build(insets: insets)
    // Frame (20 - 2, 30 - 1, 100 + 2 + 4, 50 + 1 + 3) = (18, 29, 106, 54); inner fills the
    // alignment rect, which starts (2, 1) into the bounds: (2, 1, 100, 50).
    #expect(box.frame == rect(18, 29, 106, 54))
    #expect(inner.frame == rect(2, 1, 100, 50))
    #expect(freshBox.frame == box.frame)
    #expect(freshInner.frame == inner.frame)
    // And back to none.
    box.alignmentRectInsets = .zero
    engine.layoutIfNeeded()
    #expect(box.frame == rect(20, 30, 100, 50))
    #expect(inner.frame == rect(0, 0, 100, 50))
  }

  @Test("changing the insets of a view a constraint crosses matches a fresh layout")
  func incrementalChangeCrossed() throws {
    // root > outer > parent (insets) > child > grandchild; the grandchild's position is
    // constrained to `outer` (installed on it, crossing parent and child) and to the root.
    func build(insets: EdgeInsets?) throws -> (LayoutEngine, [View]) {
      let engine = LayoutEngine(rootSize: Size(width: 300, height: 300))
      let outer = try makeView("outer", in: engine.root)
      let parent = try makeView("parent", in: outer)
      let child = try makeView("child", in: parent)
      let grandchild = try makeView("grandchild", in: child)
      activate([
        try outer.leadingAnchor.constraint(equalTo: engine.root.leadingAnchor, constant: 5),
        try outer.topAnchor.constraint(equalTo: engine.root.topAnchor, constant: 7),
        try outer.widthAnchor.constraint(equalToConstant: 200),
        try outer.heightAnchor.constraint(equalToConstant: 200),
        try parent.leadingAnchor.constraint(equalTo: outer.leadingAnchor, constant: 50),
        try parent.topAnchor.constraint(equalTo: outer.topAnchor, constant: 60),
        try parent.widthAnchor.constraint(equalToConstant: 100),
        try parent.heightAnchor.constraint(equalToConstant: 100),
        try child.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 5),
        try child.topAnchor.constraint(equalTo: parent.topAnchor, constant: 6),
        try child.widthAnchor.constraint(equalToConstant: 40),
        try child.heightAnchor.constraint(equalToConstant: 40),
        try grandchild.leadingAnchor.constraint(equalTo: outer.leadingAnchor, constant: 70),
        try grandchild.topAnchor.constraint(equalTo: engine.root.topAnchor, constant: 80),
        try grandchild.widthAnchor.constraint(equalToConstant: 1),
        try grandchild.heightAnchor.constraint(equalToConstant: 1),
      ])
      if let insets { parent.alignmentRectInsets = insets }
      engine.layoutIfNeeded()
      return (engine, [outer, parent, child, grandchild])
    }
    let insets = EdgeInsets(top: 4, left: 10, bottom: 0, right: 0)
    let (engine, views) = try build(insets: nil)
    views[1].alignmentRectInsets = insets
    engine.layoutIfNeeded()
    let (_, fresh) = try build(insets: insets)
    // parent: alignment (50, 60) in outer → frame (40, 56); child (10 + 5, 4 + 6) = (15, 10);
    // grandchild at x 5 + 70 = 75 and y 80 in the window: 75 - 5 - 40 - 15 = 15,
    // 80 - 7 - 56 - 10 = 7.
    #expect(views[1].frame == rect(40, 56, 110, 104))
    #expect(views[2].frame == rect(15, 10, 40, 40))
    #expect(views[3].frame == rect(15, 7, 1, 1))
    #expect(views.map(\.frame) == fresh.map(\.frame))
    // And back to none: parent (50, 60), child (5, 6), grandchild (75 - 5 - 50 - 5,
    // 80 - 7 - 60 - 6) = (15, 7).
    views[1].alignmentRectInsets = .zero
    engine.layoutIfNeeded()
    #expect(views[1].frame == rect(50, 60, 100, 100))
    #expect(views[2].frame == rect(5, 6, 40, 40))
    #expect(views[3].frame == rect(15, 7, 1, 1))
  }

  @Test("a view translating its autoresizing mask keeps its frame; neighbours see the rect")
  func autoresizing() throws {
    let engine = LayoutEngine(rootSize: Size(width: 320, height: 480))
    let slider = View(name: "slider")
    slider.alignmentRectInsets = sliderInsets
    slider.frame = rect(10, 20, 104, 31)
    try engine.root.addSubview(slider)
    let below = try makeView("below", in: engine.root)
    activate([
      try below.topAnchor.constraint(equalTo: slider.bottomAnchor),
      try below.leadingAnchor.constraint(equalTo: slider.leadingAnchor),
      try below.widthAnchor.constraint(equalToConstant: 10),
      try below.heightAnchor.constraint(equalToConstant: 10),
    ])
    engine.layoutIfNeeded()
    #expect(slider.frame == rect(10, 20, 104, 31))
    // Alignment rect (10 + 2, 20, 104 - 4, 31 - 1) = (12, 20, 100, 30): below at (12, 50).
    #expect(below.frame == rect(12, 50, 10, 10))
  }

  @Test("pixel rounding rounds the frame's edges, not the alignment rectangle's")
  func pixelRounding() throws {
    let engine = LayoutEngine(screen: Screen(size: Size(width: 100, height: 100), scale: 2))
    let view = try makeView("view", in: engine.root)
    view.alignmentRectInsets = EdgeInsets(top: 0.2, left: 0, bottom: 0, right: 0)
    activate([
      try view.leadingAnchor.constraint(equalTo: engine.root.leadingAnchor),
      try view.topAnchor.constraint(equalTo: engine.root.topAnchor, constant: 10),
      try view.widthAnchor.constraint(equalToConstant: 10),
      try view.heightAnchor.constraint(equalToConstant: 10),
    ])
    engine.layoutIfNeeded()
    // Frame top 10 - 0.2 = 9.8 → 19.6 px → 20 px → 10; bottom 9.8 + 10.2 = 20 → 20.
    // (Rounding the alignment rect would give top 10 - 0.2 = 9.8 after outsetting.)
    #expect(view.frame == rect(0, 10, 10, 10))
  }

  @Test("zero insets change nothing; NaN is refused")
  func zeroAndInvalid() throws {
    let view = View(name: "v")
    view.alignmentRectInsets = EdgeInsets(top: .nan, left: 0, bottom: 0, right: 0)
    #expect(view.alignmentRectInsets == .zero)
    #expect(!view.hasAlignmentInsets)
    let frame = rect(1, 2, 3, 4)
    #expect(view.alignmentRect(forFrame: frame) == frame)
    #expect(view.frame(forAlignmentRect: frame) == frame)
    view.alignmentRectInsets = sliderInsets
    // (1 + 2, 2 + 0, 3 - 4, 4 - 1) and back.
    #expect(view.alignmentRect(forFrame: frame) == rect(3, 2, -1, 3))
    #expect(view.frame(forAlignmentRect: rect(3, 2, -1, 3)) == frame)
  }

  @Test("aspect-fit scaling scales the insets with the rectangle, incrementally")
  func aspectFitScaling() throws {
    let engine = LayoutEngine(screen: Screen(size: Size(width: 300, height: 300), scale: 3))
    let image = try makeView("image", in: engine.root)
    image.alignmentRectInsets = EdgeInsets(top: -1, left: 0, bottom: -0.5, right: 0)
    image.alignmentRectInsetsScaling = .aspectFit(reference: Size(width: 20, height: 20))
    let width = try image.widthAnchor.constraint(equalToConstant: 100)
    activate([
      try image.leadingAnchor.constraint(equalTo: engine.root.leadingAnchor),
      try image.topAnchor.constraint(equalTo: engine.root.topAnchor),
      width,
      try image.heightAnchor.constraint(equalToConstant: 100),
    ])
    engine.layoutIfNeeded()
    // Scale min(100 / 20, 100 / 20) = 5: top −5, bottom −2.5 → y 5, height 100 − 7.5 = 92.5
    // (on the @3x grid: top 15 px, bottom 97.5 × 3 = 292.5 px → 293 → 97.667, height
    // 92.667).
    #expect(image.frame == rect(0, 5, 100, 97.666_666_666_666_67 - 5))
    width.constant = 20
    engine.layoutIfNeeded()
    // Scale min(20 / 20, 100 / 20) = 1: top −1, bottom −0.5 → y 1, bottom 99.5 (on the
    // grid: 298.5 px rounds half up to 299 → 99.667, height 98.667).
    #expect(image.frame == rect(0, 1, 20, 99.666_666_666_666_67 - 1))
  }

  @Test("a child translating its autoresizing mask follows the bounds of a scaled-insets view")
  func autoresizingInScaledInsets() throws {
    let engine = LayoutEngine(rootSize: Size(width: 300, height: 300))
    let image = View(name: "image")
    image.alignmentRectInsets = EdgeInsets(top: -1, left: 0, bottom: -0.5, right: 0)
    image.alignmentRectInsetsScaling = .aspectFit(reference: Size(width: 20, height: 20))
    image.frame = rect(0, 0, 100, 92.5)
    try engine.root.addSubview(image)
    let child = View(name: "child")
    child.frame = rect(0, 0, 10, 92.5)
    child.autoresizingMask = [.flexibleHeight]
    try image.addSubview(child)
    engine.layoutIfNeeded()
    // The image's alignment rect is 100 × 100 (scale min(100 / 20, 100 / 20) = 5: insets
    // top −5, bottom −2.5), its bounds 92.5 high. The child fills the bounds' height: its
    // constraint is `child.height = image.height + (−5 − 2.5)`, the insets at the current
    // scale (unscaled, −1 − 0.5, it would be 98.5).
    #expect(image.frame == rect(0, 0, 100, 92.5))
    #expect(child.frame == rect(0, 0, 10, 92.5))
  }

  @Test("the aspect-fit inverse returns the rectangle, width- and height-limited")
  func aspectFitInverse() {
    let view = View(name: "v")
    view.alignmentRectInsets = EdgeInsets(top: -1, left: 2, bottom: -0.5, right: 2)
    view.alignmentRectInsetsScaling = .aspectFit(reference: Size(width: 20, height: 20))
    // 100 × 60: scale min(5, 3) = 3 (height-limited): x − 6, y + 3, width 100 + 12,
    // height 60 − 4.5.
    let tall = rect(10, 10, 100, 60)
    #expect(view.frame(forAlignmentRect: tall) == rect(4, 13, 112, 55.5))
    #expect(view.alignmentRect(forFrame: rect(4, 13, 112, 55.5)) == tall)
    // 40 × 100: scale min(2, 5) = 2 (width-limited): x − 4, y + 2, width 48, height 97.
    let wide = rect(0, 0, 40, 100)
    #expect(view.frame(forAlignmentRect: wide) == rect(-4, 2, 48, 97))
    #expect(view.alignmentRect(forFrame: rect(-4, 2, 48, 97)) == wide)
  }

  @Test("the engine's root ignores insets: its frame stays the screen")
  func rootIgnoresInsets() throws {
    let engine = LayoutEngine(rootSize: Size(width: 100, height: 100))
    let child = try makeView("child", in: engine.root)
    activate(try pinEdges(child, to: engine.root, inset: 10))
    engine.root.alignmentRectInsets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    engine.layoutIfNeeded()
    #expect(engine.root.frame == rect(0, 0, 100, 100))
    // 10 from every edge of the 100 × 100 root: 10, 10, 80 × 80.
    #expect(child.frame == rect(10, 10, 80, 80))
  }
}
