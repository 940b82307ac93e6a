import Solver
import Testing

/// A seeded, repeatable random number generator (SplitMix64).
struct SplitMix64: RandomNumberGenerator {
  var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

extension Solver {
  /// Adds constraints, checking invariants after each.
  func addChecked(_ constraints: [Constraint]) throws {
    for constraint in constraints {
      try add(constraint)
      checkInvariants()
    }
  }
}

/// Expects `actual` to equal `expected` within `tolerance`, printing both on failure.
func expectClose(
  _ actual: Double, _ expected: Double, tolerance: Double = 1e-6,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(
    actual.isApproximatelyEqual(to: expected, tolerance: tolerance),
    "expected \(expected), observed \(actual), tolerance \(tolerance)",
    sourceLocation: sourceLocation)
}
