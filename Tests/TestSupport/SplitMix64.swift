/// A small seeded generator (SplitMix64), so every randomized test run is reproducible.
///
/// The mixing steps follow Steele, Lea and Flood, "Fast Splittable Pseudorandom Number
/// Generators" (OOPSLA 2014). Two variants exist because the test suites were written
/// against both and their seeded sequences must not change:
/// - ``init(seed:)`` / ``init(state:)``: the reference mixing constants;
/// - ``init(transposedMultiplierState:)``: the first multiplier with two digit pairs
///   swapped (`0xBF58_476D_1CE5_E4B9`), the sequence the incremental-consistency tests
///   have always drawn.
public struct SplitMix64: RandomNumberGenerator {
  /// The reference first multiplier.
  static let referenceMultiplier: UInt64 = 0xBF58_476D_1CE4_E5B9
  /// The variant first multiplier (digit pairs `E4`/`E5` transposed).
  static let transposedMultiplier: UInt64 = 0xBF58_476D_1CE5_E4B9

  /// The generator's running state, advanced by the golden-ratio increment on every draw.
  public private(set) var state: UInt64
  private let firstMultiplier: UInt64

  /// A reference generator starting from `seed`.
  public init(seed: UInt64) {
    self.init(state: seed)
  }

  /// A reference generator starting from `state` (the same as ``init(seed:)``).
  public init(state: UInt64) {
    self.state = state
    firstMultiplier = Self.referenceMultiplier
  }

  /// The variant generator, whose first multiplier has two digit pairs transposed.
  ///
  /// Kept only so existing seeded tests keep drawing the same sequences; new tests use
  /// ``init(seed:)``.
  public init(transposedMultiplierState state: UInt64) {
    self.state = state
    firstMultiplier = Self.transposedMultiplier
  }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* firstMultiplier
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
