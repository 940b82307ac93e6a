import Synchronization

/// The process-wide counter that hands out variable and constraint identities.
let identityCounter = Atomic<Int>(0)

/// Returns the next identity from the process-wide counter (1, 2, 3, …).
func nextIdentity() -> Int {
  identityCounter.wrappingAdd(1, ordering: .relaxed).newValue
}

/// An unknown of the linear system: its identity is a number from a counter.
///
/// Two variables are equal when they have the same `id`; the name is only for reading.
///
///     let x = Variable("x")
///     let c = Constraint(2 * x + 4, .equal)   // 2x + 4 == 0
public struct Variable: Hashable, Sendable, CustomStringConvertible {
  /// The identity, unique in the process.
  public let id: Int
  /// A name for descriptions and dumps; `nil` prints as `v<id>`.
  public let name: String?

  /// Creates a variable with a fresh identity.
  /// - Parameter name: An optional name used by `description`.
  public init(_ name: String? = nil) {
    self.id = nextIdentity()
    self.name = name
  }

  /// The name, or `v<id>` for an unnamed variable.
  public var description: String {
    name ?? "v\(id)"
  }

  /// Variables are equal when their identities are equal.
  public static func == (lhs: Variable, rhs: Variable) -> Bool {
    lhs.id == rhs.id
  }

  /// Hashes the identity only.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(id)
  }
}
