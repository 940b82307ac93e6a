import AnimsimCore

// UIKit's view controllers and property animators are `NSObject`s: `Equatable` and
// `Hashable` by identity (`parent.children == [child]`, `children.contains(controller)`).

extension UIViewController: Hashable {
  /// Whether `lhs` and `rhs` are the same controller (NSObject's `isEqual(_:)`: identity).
  nonisolated public static func == (lhs: UIViewController, rhs: UIViewController) -> Bool {
    lhs === rhs
  }

  /// Hashes the controller's identity (NSObject's `hash`).
  nonisolated public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}

extension UIViewPropertyAnimator: Hashable {
  /// Whether `lhs` and `rhs` are the same animator (NSObject's `isEqual(_:)`: identity).
  nonisolated public static func == (lhs: UIViewPropertyAnimator, rhs: UIViewPropertyAnimator)
    -> Bool
  {
    lhs === rhs
  }

  /// Hashes the animator's identity (NSObject's `hash`).
  nonisolated public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
