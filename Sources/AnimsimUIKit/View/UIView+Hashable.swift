import AnimsimCore

// UIKit's views and layout guides are `NSObject`s, so they are `Equatable` and `Hashable` by
// identity (NSObject's `isEqual(_:)` and `hash` compare and hash the object's address):
// `view.subviews == [a, b]`, `subviews.firstIndex(of: view)`, `Set<UIView>` and
// `[UIView: …]` work on them. Here they are Swift classes, so the conformances are declared.

extension UIView: Hashable {
  /// Whether `lhs` and `rhs` are the same view (NSObject's `isEqual(_:)`: identity).
  nonisolated public static func == (lhs: UIView, rhs: UIView) -> Bool { lhs === rhs }

  /// Hashes the view's identity (NSObject's `hash`).
  nonisolated public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}

extension UILayoutGuide: Hashable {
  /// Whether `lhs` and `rhs` are the same guide (NSObject's `isEqual(_:)`: identity).
  nonisolated public static func == (lhs: UILayoutGuide, rhs: UILayoutGuide) -> Bool {
    lhs === rhs
  }

  /// Hashes the guide's identity (NSObject's `hash`).
  nonisolated public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
