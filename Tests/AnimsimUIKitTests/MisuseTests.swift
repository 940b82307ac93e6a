import AnimsimUIKit
import Testing

@MainActor @Suite struct MisuseTests {
  @Test func nonFiniteConstantIsRecordedAndIgnored() {
    Simulation.reset()
    let view = UIView()
    let width = view.widthAnchor.constraint(equalToConstant: 10)
    width.constant = .nan
    #expect(width.constant == 10)
    #expect(Simulation.errors.count == 1)
    let error = Simulation.errors.first
    #expect(error?.exceptionName == "NSInternalInconsistencyException")
    #expect(
      error?.message.hasPrefix("NSLayoutConstraint constant is not finite!  That's illegal.")
        == true)
  }

  @Test func constraintAcrossHierarchiesIsRecordedAndStaysInactive() {
    Simulation.reset()
    let a = UIView()
    let b = UIView()
    let constraint = a.leadingAnchor.constraint(equalTo: b.leadingAnchor)
    constraint.isActive = true
    #expect(!constraint.isActive)
    #expect(Simulation.errors.first?.exceptionName == "NSGenericException")
    #expect(
      Simulation.errors.first?.message.contains("because they have no common ancestor") == true)
  }

  @Test func leadingWithLeftIsRecorded() {
    Simulation.reset()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let view = UIView()
    window.addSubview(view)
    let constraint = NSLayoutConstraint(
      item: view, attribute: .leading, relatedBy: .equal, toItem: window, attribute: .left,
      multiplier: 1, constant: 0)
    NSLayoutConstraint.activate([constraint])
    #expect(!constraint.isActive)
    #expect(
      Simulation.errors.first?.message.hasPrefix(
        "A constraint cannot be made between a leading/trailing attribute and a right/left")
        == true)
  }

  @Test func requiredPriorityChangeOnActiveConstraintIsRecorded() {
    Simulation.reset()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let view = UIView()
    window.addSubview(view)
    let width = view.widthAnchor.constraint(equalToConstant: 10)
    width.isActive = true
    width.priority = .defaultHigh
    #expect(width.priority == .required)
    #expect(Simulation.errors.first?.exceptionName == "NSInternalInconsistencyException")
    #expect(
      Simulation.errors.first?.message.hasPrefix(
        "Mutating a priority from required to not on an installed constraint") == true)
  }

  @Test func badVisualFormatIsRecordedWithApplesCaret() {
    Simulation.reset()
    let view = UIView()
    let made = NSLayoutConstraint.constraints(
      withVisualFormat: "V|[view]|", options: [], metrics: nil, views: ["view": view])
    #expect(made.isEmpty)
    #expect(Simulation.errors.first?.exceptionName == "NSInvalidArgumentException")
    // Apple's Auto Layout Guide: "Expected ':' after 'V' to specify vertical arrangement",
    // the format, and a caret under index 1.
    #expect(
      Simulation.errors.first?.message
        == "Unable to parse constraint format: \nExpected ':' after 'V' to specify vertical "
        + "arrangement \nV|[view]| \n ^")
  }

  @Test func unsatisfiableConstraintsAreLoggedInApplesWords() {
    Simulation.reset()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(view)
    NSLayoutConstraint.activate([
      view.widthAnchor.constraint(equalToConstant: 10),
      view.widthAnchor.constraint(equalToConstant: 20),
    ])
    Simulation.advance(by: 0)
    #expect(Simulation.log.count == 1)
    #expect(
      Simulation.log.first?.hasPrefix(
        "[LayoutConstraints] Unable to simultaneously satisfy constraints.") == true)
    #expect(Simulation.errors.isEmpty)
  }

  @Test func negativeAdvanceIsRecorded() {
    Simulation.reset()
    Simulation.advance(by: -1)
    #expect(Simulation.time == 0)
    #expect(Simulation.errors.count == 1)
  }
}
