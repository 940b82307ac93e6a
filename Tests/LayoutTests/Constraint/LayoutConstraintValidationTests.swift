import Testing

@testable import Layout

/// Two sibling views under a common parent, and a third view in another tree.
private struct Fixture {
  let parent = View(name: "parent")
  let a = View(name: "a")
  let b = View(name: "b")
  let stranger = View(name: "stranger")

  init() throws {
    try parent.addSubview(a)
    try parent.addSubview(b)
  }

  func make(
    _ attribute1: LayoutAttribute, _ other: View?, _ attribute2: LayoutAttribute,
    multiplier: Double = 1, constant: Double = 0, priority: LayoutPriority = .required
  ) throws(LayoutError) -> LayoutConstraint {
    try LayoutConstraint(
      item: a, attribute: attribute1, relatedBy: .equal, toItem: other, attribute: attribute2,
      multiplier: multiplier, constant: constant, priority: priority)
  }
}

@Suite("LayoutConstraint validity rules")
struct LayoutConstraintValidationTests {
  @Test(
    "a location equal to a constant is refused",
    arguments: [
      LayoutAttribute.left, .top, .leading, .centerX, .firstBaseline, .leadingMargin,
    ])
  func locationEqualToConstant(attribute: LayoutAttribute) throws {
    let fixture = try Fixture()
    #expect(throws: LayoutError.locationEqualToConstant(item: "a", attribute: attribute)) {
      try fixture.make(attribute, nil, .notAnAttribute, constant: 20)
    }
  }

  @Test func multiplierZeroOnALocationIsALocationEqualToAConstant() throws {
    let fixture = try Fixture()
    #expect(throws: LayoutError.locationEqualToConstant(item: "a", attribute: .top)) {
      try fixture.make(.top, fixture.b, .top, multiplier: 0, constant: 20)
    }
  }

  @Test func sizeEqualToAConstantIsAccepted() throws {
    let fixture = try Fixture()
    let constraint = try fixture.make(.width, nil, .notAnAttribute, multiplier: 0, constant: 100)
    #expect(constraint.constant == 100)
    #expect(!constraint.isActive)
  }

  @Test(
    "size and location cannot be mixed",
    arguments: [
      (LayoutAttribute.width, LayoutAttribute.left), (.top, .height), (.centerX, .width),
    ])
  func sizeWithLocation(first: LayoutAttribute, second: LayoutAttribute) throws {
    let fixture = try Fixture()
    #expect(throws: LayoutError.invalidPairing(first: first, second: second)) {
      try fixture.make(first, fixture.b, second)
    }
  }

  @Test(
    "horizontal and vertical locations cannot be mixed",
    arguments: [
      (LayoutAttribute.left, LayoutAttribute.top), (.centerY, .centerX),
      (.firstBaseline, .leading), (.topMargin, .leftMargin),
    ])
  func mixedAxes(first: LayoutAttribute, second: LayoutAttribute) throws {
    let fixture = try Fixture()
    #expect(throws: LayoutError.mixedAxes(first: first, second: second)) {
      try fixture.make(first, fixture.b, second)
    }
  }

  @Test func widthToHeightIsAnAspectRatioAndIsAccepted() throws {
    let fixture = try Fixture()
    let constraint = try fixture.make(.width, fixture.a, .height, multiplier: 1.5)
    #expect(constraint.multiplier == 1.5)
  }

  @Test(
    "leading/trailing cannot be mixed with left/right",
    arguments: [
      (LayoutAttribute.leading, LayoutAttribute.left), (.right, .trailing),
      (.leadingMargin, .rightMargin), (.leftMargin, .trailing),
    ])
  func mixedDirectional(first: LayoutAttribute, second: LayoutAttribute) throws {
    let fixture = try Fixture()
    #expect(throws: LayoutError.mixedDirectionalAttributes(first: first, second: second)) {
      try fixture.make(first, fixture.b, second)
    }
  }

  @Test func firstAttributeMustBeAnAttribute() throws {
    let fixture = try Fixture()
    #expect(throws: LayoutError.missingFirstAttribute(item: "a")) {
      try fixture.make(.notAnAttribute, fixture.b, .width)
    }
  }

  @Test func secondItemAndSecondAttributeGoTogether() throws {
    let fixture = try Fixture()
    #expect(
      throws: LayoutError.secondItemAttributeMismatch(
        item: "a", secondItem: "b", attribute: .notAnAttribute)
    ) {
      try fixture.make(.width, fixture.b, .notAnAttribute)
    }
    #expect(
      throws: LayoutError.secondItemAttributeMismatch(
        item: "a", secondItem: nil, attribute: .width)
    ) {
      try fixture.make(.width, nil, .width)
    }
  }

  @Test("priorities must lie in (0, 1000]", arguments: [0.0, -5, 1000.5, 2000])
  func invalidPriority(value: Double) throws {
    let fixture = try Fixture()
    #expect(throws: LayoutError.invalidPriority(value)) {
      try fixture.make(.width, nil, .notAnAttribute, constant: 1, priority: LayoutPriority(value))
    }
  }

  @Test func nonFiniteNumbersAreRefused() throws {
    let fixture = try Fixture()
    #expect(throws: LayoutError.nonFiniteValue(item: "a", attribute: .width)) {
      try fixture.make(.width, fixture.b, .width, multiplier: .infinity)
    }
  }

  @Test func nonFiniteConstantsAreRefusedBySetConstant() throws {
    let fixture = try Fixture()
    let constraint = try fixture.a.widthAnchor.constraint(equalToConstant: 10)
    #expect(throws: LayoutError.nonFiniteValue(item: "a", attribute: .width)) {
      try constraint.setConstant(.infinity)
    }
    try constraint.setConstant(12)
    #expect(constraint.constant == 12)
  }

  @Test func itemsWithoutACommonAncestorCannotBeActivated() throws {
    let fixture = try Fixture()
    let constraint = try LayoutConstraint(
      item: fixture.a, attribute: .top, relatedBy: .equal, toItem: fixture.stranger,
      attribute: .bottom, multiplier: 1, constant: 0)
    #expect(throws: LayoutError.noCommonAncestor(first: "a.top", second: "stranger.bottom")) {
      try LayoutConstraint.activate([constraint])
    }
    #expect(!constraint.isActive)
  }

  @Test func activationIsAllOrNothing() throws {
    let fixture = try Fixture()
    let good = try fixture.a.widthAnchor.constraint(equalToConstant: 10)
    let bad = try fixture.a.topAnchor.constraint(equalTo: fixture.stranger.topAnchor)
    #expect(throws: LayoutError.self) { try LayoutConstraint.activate([good, bad]) }
    #expect(!good.isActive)
  }

  @Test func activationInstallsOnTheClosestCommonAncestor() throws {
    let fixture = try Fixture()
    let child = View(name: "child")
    try fixture.a.addSubview(child)
    let crossing = try child.leadingAnchor.constraint(equalTo: fixture.b.trailingAnchor)
    let own = try child.widthAnchor.constraint(equalToConstant: 5)
    let upward = try child.topAnchor.constraint(equalTo: fixture.a.topAnchor)
    try LayoutConstraint.activate([crossing, own, upward])
    #expect(crossing.container === fixture.parent)
    #expect(own.container === child)
    #expect(upward.container === fixture.a)
    LayoutConstraint.deactivate([crossing])
    #expect(!crossing.isActive)
    #expect(fixture.parent.installedConstraints.isEmpty)
  }

  @Test func deactivatingSeveralKeepsTheOthersInstalledInOrder() throws {
    let fixture = try Fixture()
    let widths = try (1...5).map {
      try fixture.a.widthAnchor.constraint(equalToConstant: Double($0))
    }
    let crossing = try fixture.a.leadingAnchor.constraint(equalTo: fixture.b.trailingAnchor)
    try LayoutConstraint.activate(widths + [crossing])
    // Two containers, out of order, with an inactive and a repeated constraint.
    LayoutConstraint.deactivate([widths[3], crossing, widths[0], widths[3], crossing])
    #expect(!widths[0].isActive && !widths[3].isActive && !crossing.isActive)
    #expect(fixture.a.installedConstraints.map(\.constant) == [2, 3, 5])
    #expect(fixture.parent.installedConstraints.isEmpty)
    try LayoutConstraint.activate([widths[0]])
    #expect(fixture.a.installedConstraints.map(\.constant) == [2, 3, 5, 1])
  }

  @Test func priorityChangesToOrFromRequiredAreRefusedOnActiveConstraints() throws {
    let fixture = try Fixture()
    let constraint = try fixture.a.widthAnchor.constraint(equalToConstant: 10)
    try constraint.setPriority(250)  // inactive: allowed
    try constraint.setPriority(.required)
    try LayoutConstraint.activate([constraint])
    #expect(throws: LayoutError.requiredPriorityChange(from: .required, to: 250)) {
      try constraint.setPriority(250)
    }
    #expect(constraint.priority == .required)
    LayoutConstraint.deactivate([constraint])
    try constraint.setPriority(250)
    try LayoutConstraint.activate([constraint])
    try constraint.setPriority(500)  // optional to optional: allowed
    #expect(throws: LayoutError.requiredPriorityChange(from: 500, to: .required)) {
      try constraint.setPriority(.required)
    }
  }

  @Test func errorMessagesReadLikeUIKits() {
    #expect(
      LayoutError.requiredPriorityChange(from: .required, to: 250).description
        == "Mutating a priority from required to not on an installed constraint (or vice-versa) "
        + "is not supported.  You passed priority 250 and the existing priority was 1000.")
    #expect(
      LayoutError.locationEqualToConstant(item: "a", attribute: .top).description.contains(
        "creates an illegal constraint of a location equal to a constant"))
    #expect(
      LayoutError.mixedDirectionalAttributes(first: .leading, second: .left).description
        .hasPrefix("A constraint cannot be made between a leading/trailing attribute"))
    #expect(LayoutError.invalidPriority(2000).description.contains("cannot be higher"))
    #expect(LayoutError.invalidPriority(0).description.contains("must be greater than 0"))
  }
}
