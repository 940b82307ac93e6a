// UIKit's and AppKit's constraints are `NSObject`s: `Equatable` and `Hashable` by identity
// (NSObject's `isEqual(_:)` and `hash`), so `view.constraints.contains(c)`,
// `firstIndex(of:)` and `Set<NSLayoutConstraint>` work on them.

extension NSLayoutConstraint: Hashable {
  /// Whether `lhs` and `rhs` are the same constraint (NSObject's `isEqual(_:)`: identity).
  nonisolated public static func == (lhs: NSLayoutConstraint, rhs: NSLayoutConstraint) -> Bool {
    lhs === rhs
  }

  /// Hashes the constraint's identity (NSObject's `hash`).
  nonisolated public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
