import AnimsimCore

// AppKit's views and windows are `NSObject`s: `Equatable` and `Hashable` by identity
// (NSObject's `isEqual(_:)` and `hash`), so `view.subviews == [a, b]`,
// `subviews.firstIndex(of:)` and `Set<NSView>` work on them.

extension NSView: Hashable {
  /// Whether `lhs` and `rhs` are the same view (NSObject's `isEqual(_:)`: identity).
  nonisolated public static func == (lhs: NSView, rhs: NSView) -> Bool { lhs === rhs }

  /// Hashes the view's identity (NSObject's `hash`).
  nonisolated public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}

extension NSWindow: Hashable {
  /// Whether `lhs` and `rhs` are the same window (NSObject's `isEqual(_:)`: identity).
  nonisolated public static func == (lhs: NSWindow, rhs: NSWindow) -> Bool { lhs === rhs }

  /// Hashes the window's identity (NSObject's `hash`).
  nonisolated public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
