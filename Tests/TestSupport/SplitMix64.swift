/// A small seeded generator (SplitMix64), so every randomized test run is reproducible.
///
/// The mixing steps follow Steele, Lea and Flood, "Fast Splittable Pseudorandom Number
/// Generators" (OOPSLA 2014), with the reference mixing constants.
public struct SplitMix64: RandomNumberGenerator {
  /// The generator's running state, advanced by the golden-ratio increment on every draw.
  public private(set) var state: UInt64

  /// A reference generator starting from `seed`.
  public init(seed: UInt64) {
    self.init(state: seed)
  }

  /// A reference generator starting from `state` (the same as ``init(seed:)``).
  public init(state: UInt64) {
    self.state = state
  }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
