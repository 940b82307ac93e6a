import Testing

@testable import Layout

/// Programmer misuse traps, as UIKit raises; the throwing API reports the same cases.
@Suite("LayoutConstraint misuse")
struct LayoutConstraintMisuseTests {
  @Test func activatingWithoutACommonAncestorThroughIsActiveTraps() async {
    await #expect(processExitsWith: .failure) {
      let a = View(name: "a")
      let b = View(name: "b")
      a.topAnchor.constraint(equalTo: b.topAnchor).isActive = true
    }
  }

  @Test func changingAnActiveRequiredPriorityThroughTheSetterTraps() async {
    await #expect(processExitsWith: .failure) {
      let parent = View(name: "parent")
      let child = View(name: "child")
      parent.addSubview(child)
      let constraint = child.widthAnchor.constraint(equalToConstant: 10)
      constraint.isActive = true
      constraint.priority = 250
    }
  }

  @Test func mixingLeadingAndLeftThroughAnchorsTraps() async {
    await #expect(processExitsWith: .failure) {
      let parent = View(name: "parent")
      let child = View(name: "child")
      parent.addSubview(child)
      _ = child.leadingAnchor.constraint(equalTo: parent.leftAnchor)
    }
  }

  @Test func addingAViewTwiceTraps() async {
    await #expect(processExitsWith: .failure) {
      let parent = View(name: "parent")
      let child = View(name: "child")
      parent.addSubview(child)
      parent.addSubview(child)
    }
  }
}
