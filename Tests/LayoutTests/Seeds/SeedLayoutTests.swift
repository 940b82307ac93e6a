import Testing

@testable import Layout

/// The seed layouts of docs/seeds.md, with frames worked out by hand (classic spacing: 8
/// between siblings, 20 to the superview; buttons "Button" at 15 points are 45 × 30).
@Suite("Seed layouts")
struct SeedLayoutTests {
  /// Seed 1: two gray views, a button in each, and a cross-hierarchy constraint.
  final class TwoGrayViews {
    let engine: LayoutEngine
    let topGray: View
    let bottomGray: View
    let topButton: View
    let bottomButton: View
    let crossing: LayoutConstraint

    init(spacing: SpacingStyle = .classic) throws {
      engine = LayoutEngine(rootSize: Size(width: 320, height: 568), spacing: spacing)
      let root = engine.root
      topGray = try makeView("topGray", in: root)
      bottomGray = try makeView("bottomGray", in: root)
      topButton = try makeView("topButton", .button, in: topGray, text: "Button")
      bottomButton = try makeView("bottomButton", .button, in: bottomGray, text: "Button")
      let all = [topGray, bottomGray, topButton, bottomButton]
      activateFormat("H:|-[topGray]-|", all, spacing: spacing)
      activateFormat("H:|-[bottomGray]-|", all, spacing: spacing)
      activateFormat("V:|-[topGray]-[bottomGray(==topGray)]-|", all, spacing: spacing)
      activateFormat("H:|-[topButton]", all, spacing: spacing)
      crossing = try bottomButton.leadingAnchor.constraint(equalTo: topButton.trailingAnchor)
      activate([
        try topButton.centerYAnchor.constraint(equalTo: topGray.centerYAnchor),
        try bottomButton.centerYAnchor.constraint(equalTo: bottomGray.centerYAnchor),
        crossing,
      ])
    }
  }

  @Test func twoGrayViewsPortrait() throws {
    let seed = try TwoGrayViews()
    seed.engine.layoutIfNeeded()
    #expect(seed.crossing.container === seed.engine.root)
    expectRect(seed.topGray.frame, rect(20, 20, 280, 260))
    expectRect(seed.bottomGray.frame, rect(20, 288, 280, 260))
    // topGray's centre is 130 high: the 30-point button starts at 115.
    expectRect(seed.topButton.frame, rect(20, 115, 45, 30))
    // bottomButton.leading (20 + x) == topButton.trailing (20 + 20 + 45) in root coordinates.
    expectRect(seed.bottomButton.frame, rect(65, 115, 45, 30))
    expectRect(seed.topButton.windowFrame, rect(40, 135, 45, 30))
    expectRect(seed.bottomButton.windowFrame, rect(85, 403, 45, 30))
    #expect(seed.engine.report.isEmpty)
  }

  @Test func twoGrayViewsRotated() throws {
    let seed = try TwoGrayViews()
    seed.engine.layoutIfNeeded()
    seed.engine.rootSize = Size(width: 568, height: 320)
    seed.engine.layoutIfNeeded()
    // 2h + 20 + 8 + 20 = 320 → h = 136.
    expectRect(seed.engine.root.frame, rect(0, 0, 568, 320))
    expectRect(seed.topGray.frame, rect(20, 20, 528, 136))
    expectRect(seed.bottomGray.frame, rect(20, 164, 528, 136))
    expectRect(seed.topButton.frame, rect(20, 53, 45, 30))
    expectRect(seed.bottomButton.frame, rect(65, 53, 45, 30))
    seed.engine.rootSize = Size(width: 320, height: 568)
    seed.engine.layoutIfNeeded()
    expectRect(seed.bottomGray.frame, rect(20, 288, 280, 260))
  }

  @Test func twoGrayViewsWithMarginSpacing() throws {
    // `spacing margins`: `|-` binds to root's 8-point margins; between siblings `-` is 8.
    let seed = try TwoGrayViews(spacing: .margins)
    seed.engine.layoutIfNeeded()
    // 2h + 8 + 8 + 8 = 568 → h = 272.
    expectRect(seed.topGray.frame, rect(8, 8, 304, 272))
    expectRect(seed.bottomGray.frame, rect(8, 288, 304, 272))
    // H:|-[topButton] binds to topGray's margin: 8 points in.
    expectRect(seed.topButton.frame, rect(8, 121, 45, 30))
    expectRect(seed.bottomButton.frame, rect(53, 121, 45, 30))
    #expect(seed.engine.report.isEmpty)
  }

  /// Seed 2: the registration form, rows aligned on last baselines.
  @Test func registrationForm() throws {
    let engine = LayoutEngine(rootSize: Size(width: 320, height: 568))
    let root = engine.root
    var labels: [View] = []
    var fields: [View] = []
    for (name, title) in [("name", "Name"), ("email", "Email"), ("password", "Password")] {
      labels.append(try makeView(name + "Label", .label, in: root, text: title))
      fields.append(try makeView(name + "Field", .textField, in: root))
    }
    let button = try makeView("registerButton", .button, in: root, text: "Register")
    let all = labels + fields + [button]
    for name in ["name", "email", "password"] {
      activateFormat(
        "H:|-[\(name)Label]-[\(name)Field]-|", all, options: .alignAllLastBaseline)
    }
    activate([
      try fields[1].leadingAnchor.constraint(equalTo: fields[0].leadingAnchor),
      try fields[2].leadingAnchor.constraint(equalTo: fields[0].leadingAnchor),
      try button.centerXAnchor.constraint(equalTo: root.centerXAnchor),
    ])
    activateFormat("V:|-[nameField]-[emailField]-[passwordField]-[registerButton]", all)
    engine.layoutIfNeeded()
    // Labels share one width (their trailing edges meet the aligned fields): compression
    // resistance (750) keeps it ≥ 68 ("Password", 8 × 8.5) and label hugging (251) beats field
    // hugging (250), so it is exactly 68 and the fields start at 20 + 68 + 8 = 96.
    // A field's last baseline is 15 + 16.8 / 2 - 3.5 = 19.9 below its top; a 17-point label's
    // is 20.4 - 4.25 = 16.15 below its top.
    let fieldTops = [20.0, 58, 96]
    for index in 0..<3 {
      expectRect(fields[index].frame, rect(96, fieldTops[index], 204, 30))
      expectRect(labels[index].frame, rect(20, fieldTops[index] + 19.9 - 16.15, 68, 20.4))
    }
    expectRect(button.frame, rect(130, 134, 60, 30))
    #expect(engine.report.conflicts.isEmpty)
  }

  /// Seed 3: `V:|-25-[top(==100)]` plus `V:|-[top]-[bottom(==100)]` really conflict.
  @Test func conflictingTopEdges() throws {
    let engine = LayoutEngine(rootSize: Size(width: 320, height: 568))
    let root = engine.root
    let top = try makeView("top", in: root)
    let bottom = try makeView("bottom", in: root)
    let first = activateFormat("V:|-25-[top(==100)]", [top, bottom], line: 4)
    let second = activateFormat("V:|-[top]-[bottom(==100)]", [top, bottom], line: 5)
    try #require(first.count == 2 && second.count == 3)
    engine.layoutIfNeeded()
    #expect(top.frame.y == 25)
    #expect(top.frame.height == 100)
    #expect(bottom.frame.y == 133)

    let report = engine.report
    #expect(report.conflicts.count == 1)
    let conflict = try #require(report.conflicts.first)
    #expect(conflict.constraints.count == 2)
    #expect(conflict.constraints[0] === first[0])
    #expect(conflict.constraints[1] === second[0])
    #expect(conflict.broken === second[0])
    #expect(report.newConflicts.count == 1)
    #expect(
      conflict.plainDescription == """
        These 2 required constraints cannot all hold:
          1. top.top == root.top + 25 — from the visual format "V:|-25-[top(==100)]" (line 4)
          2. top.top == root.top + 20 — from the visual format "V:|-[top]-[bottom(==100)]" \
        (line 5)
        Broken: 2. top.top == root.top + 20 (the one activated last).
        """)
    #expect(conflict.appleLog.hasPrefix("[LayoutConstraints] Unable to simultaneously satisfy"))
    #expect(
      conflict.appleLog.contains(
        "Will attempt to recover by breaking constraint \n" + second[0].appleDescription + "\n"))
    #expect(
      second[0].appleDescription.hasSuffix(" UIView:top.top == UIView:root.top + 20   (active)>"))

    // Nothing horizontal was said: both views are ambiguous in x and width.
    let ambiguous = report.ambiguities.map {
      $0.view.name + ":" + $0.attributes.joined(separator: ",")
    }
    #expect(ambiguous == ["top:minX,width", "bottom:minX,width"])

    // The conflict stays reported on later passes, without being new.
    engine.rootSize = Size(width: 568, height: 320)
    engine.layoutIfNeeded()
    #expect(engine.report.conflicts.count == 1)
    #expect(engine.report.newConflicts.isEmpty)

    // Deactivating the first edge lets the broken one hold.
    LayoutConstraint.deactivate([first[0]])
    engine.layoutIfNeeded()
    #expect(engine.report.conflicts.isEmpty)
    #expect(top.frame.y == 20)
    #expect(bottom.frame.y == 128)
  }

  /// Seed 4: a scroll view with a view pinned to root, outside the scroll view.
  @Test func scrollViewWithPinnedView() throws {
    let engine = LayoutEngine(rootSize: Size(width: 320, height: 568))
    let root = engine.root
    let scrollView = try makeView("sv", .scrollView, in: root)
    let content = try makeView("content", in: scrollView)
    let pinned = try makeView("pinned", in: content)
    activate(try pinEdges(scrollView, to: root))
    activate(try pinEdges(content, to: scrollView))
    activate([
      try content.widthAnchor.constraint(equalToConstant: 320),
      try content.heightAnchor.constraint(equalToConstant: 1000),
      try pinned.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
      try pinned.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      try pinned.widthAnchor.constraint(equalToConstant: 100),
      try pinned.heightAnchor.constraint(equalToConstant: 50),
    ])
    engine.layoutIfNeeded()
    expectRect(scrollView.frame, rect(0, 0, 320, 568))
    #expect(scrollView.contentSize == Size(width: 320, height: 1000))
    expectRect(content.frame, rect(0, 0, 320, 1000))
    expectRect(pinned.frame, rect(10, 100, 100, 50))
    #expect(engine.report.isEmpty)

    let before = engine.statistics
    scrollView.contentOffset = Point(x: 0, y: 200)
    engine.layoutIfNeeded()
    // The pinned view's two constraints cross the scroll view, through the content view's
    // window origin (`minY(content) = windowY(content) - minY(sv) + offset.y`): the one
    // constant that moves is that definition's vertical one (the horizontal offset stays 0).
    #expect(engine.statistics.adds == before.adds)
    #expect(engine.statistics.constantUpdates == before.constantUpdates + 1)
    expectRect(content.frame, rect(0, 0, 320, 1000))
    expectRect(content.windowFrame, rect(0, -200, 320, 1000))
    // The pinned view moves down in the content by as much as the content scrolled up.
    expectRect(pinned.frame, rect(10, 300, 100, 50))
    expectRect(pinned.windowFrame, rect(10, 100, 100, 50))
  }

  /// Seed 5: equal spacing with spacer guides, through rotation.
  @Test func equalSpacingWithSpacers() throws {
    let engine = LayoutEngine(rootSize: Size(width: 320, height: 568))
    let root = engine.root
    let s1 = try makeView("s1", .layoutGuide, in: root)
    let a = try makeView("a", in: root)
    let s2 = try makeView("s2", .layoutGuide, in: root)
    let b = try makeView("b", in: root)
    let s3 = try makeView("s3", .layoutGuide, in: root)
    let row = [s1, a, s2, b, s3]
    activateFormat("H:|[s1][a(==60)][s2(==s1)][b(==60)][s3(==s1)]|", row)
    var constraints: [LayoutConstraint] = []
    for view in row {
      constraints += [
        try view.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
        try view.heightAnchor.constraint(equalToConstant: 44),
      ]
    }
    activate(constraints)
    engine.layoutIfNeeded()
    let spacer = (320.0 - 120) / 3
    expectRect(a.frame, rect(spacer, 20, 60, 44))
    expectRect(b.frame, rect(2 * spacer + 60, 20, 60, 44))
    expectRect(s3.frame, rect(3 * spacer - spacer + 120, 20, spacer, 44))
    engine.rootSize = Size(width: 568, height: 320)
    engine.layoutIfNeeded()
    let wide = (568.0 - 120) / 3
    expectRect(a.frame, rect(wide, 20, 60, 44))
    expectRect(b.frame, rect(2 * wide + 60, 20, 60, 44))
    #expect(engine.report.isEmpty)
    #expect(engine.views.map(\.name) == ["root", "s1", "a", "s2", "b", "s3"])
  }
}
