import AnimsimUIKit
import Testing

/// A view pinned to `view`'s safe area.
@MainActor private func safeAreaMarker(in view: UIView) -> UIView {
  let marker = UIView()
  marker.translatesAutoresizingMaskIntoConstraints = false
  view.addSubview(marker)
  NSLayoutConstraint.activate([
    marker.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
    marker.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
    marker.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),
    marker.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor),
  ])
  return marker
}

/// A child controller whose view covers the top `height` points of `parent`'s view.
@MainActor private func addChild(
  to parent: UIViewController, height: CGFloat
) -> UIViewController {
  let child = UIViewController()
  parent.addChild(child)
  child.view.translatesAutoresizingMaskIntoConstraints = false
  parent.view.addSubview(child.view)
  NSLayoutConstraint.activate([
    child.view.topAnchor.constraint(equalTo: parent.view.topAnchor),
    child.view.leadingAnchor.constraint(equalTo: parent.view.leadingAnchor),
    child.view.trailingAnchor.constraint(equalTo: parent.view.trailingAnchor),
    child.view.heightAnchor.constraint(equalToConstant: height),
  ])
  child.didMove(toParent: parent)
  return child
}

/// Apple, `UIViewController.additionalSafeAreaInsets`: "adjust the safe area insets of this
/// view controller's views by the specified amount"; `UIView.safeAreaInsets`: for a view
/// controller's root view "the insets account for the status bar, other visible bars, and
/// any additional insets that you specified using the additionalSafeAreaInsets property";
/// for other views "only the portion" of the parent's safe area that overlaps them.
@MainActor @Suite struct ChildSafeAreaTests {
  @Test func aChildControllersAdditionalInsetsAddToWhatItsViewOverlaps() {
    Simulation.reset()
    let window = UIWindow(device: "iPhone15Pro", orientation: .portrait)
    let root = UIViewController()
    window.rootViewController = root
    let child = addChild(to: root, height: 200)
    let marker = safeAreaMarker(in: child.view)
    Simulation.advance(by: 0)
    // iPhone 15 Pro portrait: (59, 0, 34, 0). The child's 393 × 200 view at the top overlaps
    // the top 59 only: (59, 0, 0, 0).
    #expect(child.view.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 0, right: 0))
    child.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 5, bottom: 20, right: 7)
    Simulation.advance(by: 0)
    // (59 + 10, 0 + 5, 0 + 20, 0 + 7) = (69, 5, 20, 7).
    #expect(child.view.safeAreaInsets == UIEdgeInsets(top: 69, left: 5, bottom: 20, right: 7))
    // The marker: x 5, y 69, width 393 − 12 = 381, height 200 − 89 = 111.
    #expect(marker.frame == CGRect(x: 5, y: 69, width: 381, height: 111))
    // The root controller's view is not changed by its child's insets.
    #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
  }

  @Test func insetsSetBeforeTheChildJoinsAFrameWindowCount() {
    Simulation.reset()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let root = UIViewController()
    window.rootViewController = root
    let child = UIViewController()
    child.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0)
    root.addChild(child)
    child.view.frame = CGRect(x: 0, y: 100, width: 320, height: 300)
    root.view.addSubview(child.view)
    child.didMove(toParent: root)
    let marker = safeAreaMarker(in: child.view)
    Simulation.advance(by: 0)
    // No system insets: (44, 0, 0, 0) alone; the marker is 320 × (300 − 44) at y 44.
    #expect(child.view.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
    #expect(marker.frame == CGRect(x: 0, y: 44, width: 320, height: 256))
  }
}
