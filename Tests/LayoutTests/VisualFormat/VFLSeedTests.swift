import Testing

@testable import Layout

/// The VFL strings of the seed layouts (docs/seeds.md) and the constraints they make.
@Suite struct VFLSeedTests {
  @Test func seed1TwoGrayViews() throws {
    let root = View(name: "root")
    let topGray = View(name: "topGray")
    let bottomGray = View(name: "bottomGray")
    let topButton = View(name: "topButton", kind: .button)
    try root.addSubview(topGray)
    try root.addSubview(bottomGray)
    try topGray.addSubview(topButton)
    let views = ["topGray": topGray, "bottomGray": bottomGray, "topButton": topButton]
    func lowered(_ format: String) throws -> [String] {
      try LayoutConstraint.constraints(withVisualFormat: format, views: views).map(\.vflTestText)
    }
    #expect(
      try lowered("H:|-[topGray]-|") == [
        "topGray.leading == root.leading + 20", "root.trailing == topGray.trailing + 20",
      ])
    #expect(
      try lowered("V:|-[topGray]-[bottomGray(==topGray)]-|") == [
        "topGray.top == root.top + 20",
        "bottomGray.top == topGray.bottom + 8",
        "bottomGray.height == topGray.height + 0",
        "root.bottom == bottomGray.bottom + 20",
      ])
    // `|` is the button's own superview, topGray.
    #expect(try lowered("H:|-[topButton]") == ["topButton.leading == topGray.leading + 20"])
  }

  @Test func seed2RegistrationRow() throws {
    let root = View(name: "root")
    let nameLabel = View(name: "nameLabel", kind: .label)
    let nameField = View(name: "nameField", kind: .textField)
    try root.addSubview(nameLabel)
    try root.addSubview(nameField)
    let constraints = try LayoutConstraint.constraints(
      withVisualFormat: "H:|-[nameLabel]-[nameField]-|", options: .alignAllLastBaseline,
      views: ["nameLabel": nameLabel, "nameField": nameField])
    #expect(
      constraints.map(\.vflTestText) == [
        "nameLabel.leading == root.leading + 20",
        "nameField.leading == nameLabel.trailing + 8",
        "root.trailing == nameField.trailing + 20",
        "nameLabel.lastBaseline == nameField.lastBaseline + 0",
      ])
  }

  @Test func seed3ConflictingTopEdges() throws {
    let root = View(name: "root")
    let top = View(name: "top")
    let bottom = View(name: "bottom")
    try root.addSubview(top)
    try root.addSubview(bottom)
    let views = ["top": top, "bottom": bottom]
    let first = try LayoutConstraint.constraints(
      withVisualFormat: "V:|-25-[top(==100)]", views: views)
    let second = try LayoutConstraint.constraints(
      withVisualFormat: "V:|-[top]-[bottom(==100)]", views: views)
    #expect(first.map(\.vflTestText) == ["top.top == root.top + 25", "top.height == 100"])
    #expect(
      second.map(\.vflTestText) == [
        "top.top == root.top + 20", "bottom.top == top.bottom + 8", "bottom.height == 100",
      ])
  }

  @Test func seed5EqualSpacingWithGuides() throws {
    let root = View(name: "root")
    var views: [String: View] = [:]
    for name in ["s1", "a", "s2", "b", "s3"] {
      let view = View(name: name, kind: name.hasPrefix("s") ? .layoutGuide : .view)
      if view.kind == .layoutGuide {
        try root.addLayoutGuide(view)
      } else {
        try root.addSubview(view)
      }
      views[name] = view
    }
    let constraints = try LayoutConstraint.constraints(
      withVisualFormat: "H:|[s1][a(==60)][s2(==s1)][b(==60)][s3(==s1)]|", views: views)
    #expect(
      constraints.map(\.vflTestText) == [
        "s1.leading == root.leading + 0",
        "a.leading == s1.trailing + 0",
        "a.width == 60",
        "s2.leading == a.trailing + 0",
        "s2.width == s1.width + 0",
        "b.leading == s2.trailing + 0",
        "b.width == 60",
        "s3.leading == b.trailing + 0",
        "s3.width == s1.width + 0",
        "root.trailing == s3.trailing + 0",
      ])
  }
}
