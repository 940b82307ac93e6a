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

/// Calls UIKit raises for through the item/attribute initializer and other paths: each is
/// recorded with UIKit's exception name and message, and has no effect.
@MainActor @Suite struct RunTimeMisuseTests {
  /// A 100 × 100 window with two subviews.
  private func twoViews() -> (UIWindow, UIView, UIView) {
    Simulation.reset()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let a = UIView()
    let b = UIView()
    window.addSubview(a)
    window.addSubview(b)
    return (window, a, b)
  }

  @Test func attributesOfDifferentAxesAreRecordedAtRunTime() {
    let (_, a, b) = twoViews()
    // Anchors catch this at compile time; the item/attribute form only at run time, where
    // UIKit raises NSInvalidArgumentException "Invalid pairing of layout attributes".
    let constraint = NSLayoutConstraint(
      item: a, attribute: .leading, relatedBy: .equal, toItem: b, attribute: .top,
      multiplier: 1, constant: 0)
    constraint.isActive = true
    #expect(!constraint.isActive)
    #expect(Simulation.errors.count == 1)
    #expect(Simulation.errors.first?.exceptionName == "NSInvalidArgumentException")
    #expect(
      Simulation.errors.first?.message.hasPrefix("Invalid pairing of layout attributes") == true)
    #expect(
      Simulation.errors.first?.call
        == "NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)")
  }

  @Test func aLocationAgainstASizeIsRecorded() {
    let (_, a, b) = twoViews()
    _ = NSLayoutConstraint(
      item: a, attribute: .leading, relatedBy: .equal, toItem: b, attribute: .width,
      multiplier: 1, constant: 0)
    #expect(Simulation.errors.first?.message.contains("(a location)") == true)
    #expect(Simulation.errors.first?.message.contains("(a size)") == true)
  }

  @Test func aLocationEqualToAConstantIsRecorded() {
    let (_, a, _) = twoViews()
    let constraint = NSLayoutConstraint(
      item: a, attribute: .leading, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
      multiplier: 1, constant: 10)
    // UIKit: "A multiplier of 0 or a nil second item together with a location for the first
    // attribute creates an illegal constraint of a location equal to a constant."
    #expect(
      Simulation.errors.first?.message.contains(
        "creates an illegal constraint of a location "
          + "equal to a constant") == true)
    #expect(constraint.constant == 10)  // the refused constraint keeps what it was given
  }

  @Test func nonFiniteValuesInTheInitializerAndAnchorsAreRecorded() {
    let (window, a, _) = twoViews()
    let nanConstant = NSLayoutConstraint(
      item: a, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
      multiplier: 1, constant: .nan)
    nanConstant.isActive = true
    let infiniteMultiplier = a.widthAnchor.constraint(
      equalTo: window.widthAnchor, multiplier: .infinity)
    infiniteMultiplier.isActive = true
    #expect(!nanConstant.isActive && !infiniteMultiplier.isActive)
    #expect(Simulation.errors.count == 2)
    // The texts of UIKit's NSInternalInconsistencyException (public crash reports).
    #expect(
      Simulation.errors[0].message.hasPrefix(
        "NSLayoutConstraint constant is not finite!  That's illegal.  constant:nan"))
    #expect(Simulation.errors[0].message.contains("firstAnchor:<NSLayoutDimension"))
    #expect(
      Simulation.errors[1].message == "Multiplier is not finite!  That's illegal.  multiplier:inf")
    #expect(Simulation.errors.allSatisfy { $0.exceptionName == "NSInternalInconsistencyException" })
  }

  @Test func somethingThatIsNotAViewIsRecorded() {
    let (_, a, _) = twoViews()
    _ = NSLayoutConstraint(
      item: a, attribute: .width, relatedBy: .equal, toItem: "a string", attribute: .width,
      multiplier: 1, constant: 0)
    #expect(Simulation.errors.first?.message.contains("is not a view or a layout guide") == true)
    _ = NSLayoutConstraint.constraints(
      withVisualFormat: "H:[a]", options: [], metrics: nil, views: ["a": 42])
    #expect(Simulation.errors.count == 2)
  }

  @Test func subviewCyclesAreRecordedAndChangeNothing() {
    let (window, a, _) = twoViews()
    let child = UIView()
    a.addSubview(child)
    child.addSubview(a)
    #expect(a.superview === window)
    #expect(child.subviews.isEmpty)
    #expect(Simulation.errors.first?.message.contains("which would make a cycle") == true)
  }

  @Test func addKeyframeOutsideAnimateKeyframesIsRecordedAndApplied() {
    let (_, a, _) = twoViews()
    var ran = false
    UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) {
      ran = true
      a.alpha = 0.5
    }
    #expect(ran)
    #expect(a.alpha == 0.5)
    #expect(Simulation.errors.first?.reason == .keyframeOutsideBlock)
  }

  @Test func invalidSpringAndFrameRateAreRecorded() {
    let (window, a, _) = twoViews()
    var finished: Bool?
    // A damping ratio of 0 never settles: recorded, and the block runs on the default curve.
    UIView.animate(
      withDuration: 1, delay: 0, usingSpringWithDamping: 0, initialSpringVelocity: 0,
      options: [], animations: { a.frame = CGRect(x: 10, y: 0, width: 10, height: 10) },
      completion: { finished = $0 })
    Simulation.record(fps: 7)  // not a divisor of 60: recorded, records at 60
    #expect(Simulation.errors.count == 2)
    Simulation.advance(by: 1)
    #expect(finished == true)
    #expect(Simulation.recording.fps == 60)
    #expect(window.subviews.count == 2)
  }

  @Test func nonFiniteAdvanceIsRecordedAndTimeStands() {
    Simulation.reset()
    Simulation.advance(by: 0.5)
    Simulation.advance(by: .nan)
    Simulation.advance(by: .infinity)
    #expect(Simulation.time == 0.5)
    #expect(Simulation.errors.count == 2)
  }
}

/// Views and windows: each window has its own layout engine.
@MainActor @Suite struct WindowChangeTests {
  /// A container at (0, 0) with a constrained child 5, 6 from its corner, 7 × 8.
  private func container() -> (UIView, UIView, NSLayoutConstraint) {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    let inner = UIView()
    inner.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(inner)
    let leading = inner.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 5)
    NSLayoutConstraint.activate([
      leading, inner.topAnchor.constraint(equalTo: container.topAnchor, constant: 6),
      inner.widthAnchor.constraint(equalToConstant: 7),
      inner.heightAnchor.constraint(equalToConstant: 8),
    ])
    return (container, inner, leading)
  }

  @Test func aLaidOutViewMovesToAnotherWindowWithItsConstraints() {
    Simulation.reset()
    let first = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let second = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let (box, inner, leading) = container()
    first.addSubview(box)
    Simulation.advance(by: 0)
    second.addSubview(box)
    // UIKit moves it (the first window's engine releases the subtree, the second takes it
    // in): a constant changed afterwards (which trapped in the engine before the move was
    // handled) lays out in the second window.
    #expect(box.superview === second)
    #expect(Simulation.errors.isEmpty)
    leading.constant = 20
    Simulation.advance(by: 0)
    #expect(inner.frame == CGRect(x: 20, y: 6, width: 7, height: 8))
    #expect(inner.layer.presentation()?.frame == CGRect(x: 20, y: 6, width: 7, height: 8))
  }

  @Test func aViewTakenOutOfAWindowIntoAFreeViewMovesWithIt() {
    Simulation.reset()
    let first = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let second = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let (box, inner, leading) = container()
    first.addSubview(box)
    Simulation.advance(by: 0)
    // Into a view outside any window first, then that view into the second window.
    let holder = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
    holder.addSubview(box)
    second.addSubview(holder)
    leading.constant = 9
    Simulation.advance(by: 0)
    #expect(Simulation.errors.isEmpty)
    #expect(box.window === second)
    // 5 → 9 from the container's left; the container keeps its frame (0, 0) in the holder.
    #expect(inner.frame == CGRect(x: 9, y: 6, width: 7, height: 8))
    #expect(box.frame == CGRect(x: 0, y: 0, width: 50, height: 50))
  }

  @Test func aViewRemovedFromAWindowCanComeBackToIt() {
    Simulation.reset()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let (box, inner, leading) = container()
    window.addSubview(box)
    Simulation.advance(by: 0)
    box.removeFromSuperview()
    leading.constant = 15
    window.addSubview(box)
    Simulation.advance(by: 0)
    // Constraints inside the removed subtree survive the round trip (Apple: only those
    // that reach outside it are removed).
    #expect(inner.frame == CGRect(x: 15, y: 6, width: 7, height: 8))
    #expect(Simulation.errors.isEmpty)
  }

  @Test func aViewNeverLaidOutCanJoinAnyWindow() {
    Simulation.reset()
    _ = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let second = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let (box, inner, _) = container()
    second.addSubview(box)
    Simulation.advance(by: 0)
    #expect(inner.frame == CGRect(x: 5, y: 6, width: 7, height: 8))
    #expect(Simulation.errors.isEmpty)
  }
}
