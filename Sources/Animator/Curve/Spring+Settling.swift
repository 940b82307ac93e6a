import Foundation

extension Spring {
  /// The grid step of Core Animation's settling walk for ζ ≥ 1, in seconds.
  static let settlingWalkStep = 0.1

  /// How long the displacement must stay within the epsilon, after the first grid time
  /// inside it, for the walk to stop (strictly more than this many seconds), in seconds.
  static let settlingWalkHold = 1.0

  /// The most grid steps the walk takes (100,000 s of spring time) before it falls back to
  /// the envelope search; only springs decaying slower than about 1e-4 per second get there.
  static let settlingWalkSteps = 1_000_000

  /// The most bisection and bracket-doubling steps the envelope search takes: more than the
  /// 2 × 1075 steps that span every positive double, so the bound never cuts a normal search
  /// short; it only guarantees termination.
  static let settlingSearchSteps = 4096

  /// `CASpringAnimation.settlingDuration`, in seconds: Core Animation's
  /// `durationForEpsilon:` with ε = 0.001, as public class dumps of QuartzCore show it.
  ///
  /// - ζ < 1: the closed form ln((|x0| + |B|) / ε) / (ζω0), where B = (ζω0·x0 + v0) / ωd is
  ///   the sine coefficient, so (|x0| + |B|)·e^(−ζω0·t) bounds the displacement; never
  ///   below 0. Apple's documented examples (CASpringAnimation.settlingDuration): m 1,
  ///   k 100, c 5 gives ln(1.258199 / 0.001) / 2.5 = 2.854975 s ("about 2.85 s"); c 15 gives
  ///   ln(2.133893 / 0.001) / 7.5 = 1.022094 s ("just over 1 second").
  /// - ζ ≥ 1: a walk over t = 0, 0.1, 0.2, … (accumulated by adding 0.1, as the original)
  ///   returning the first grid time from which |displacement| stays below ε at every grid
  ///   time for more than 1 s. For m 1, k 100, c 20: x(0.9) = 10·e⁻⁹ = 0.00123 ≥ ε and
  ///   x(1.0) = 11·e⁻¹⁰ = 0.000499 < ε, so 0.1 added ten times: 0.9999999999999999 s.
  ///
  /// Differences from Core Animation, for inputs it cannot settle: a walk longer than
  /// `settlingWalkSteps` falls back to the envelope search (the last time the envelope is
  /// above ε, by bisection), and a spring that never settles in doubles returns `.infinity`
  /// (`TimingCurve.spring` rejects it) where Core Animation returns 0 or FLT_MAX.
  ///
  /// - Complexity: O(1) for ζ < 1; O(settling time / 0.1 s) envelope evaluations otherwise,
  ///   at most `settlingWalkSteps` plus the search's 2 × `settlingSearchSteps`.
  public var settlingDuration: Double {
    let epsilon = Spring.settlingEpsilon
    if regime == .underdamped {
      let rate = dampingRatio * naturalFrequency
      guard rate > 0 else { return .infinity }
      let amplitude = 1 + abs(sineCoefficient)
      // ln(amplitude) − ln(ε) rather than ln(amplitude / ε): the quotient overflows for
      // amplitudes beyond 1e305 (a huge initial velocity).
      let duration = max((log(amplitude) - log(epsilon)) / rate, 0)
      return duration.isNaN ? .infinity : duration
    }
    if let walked = walkedSettlingDuration { return walked }
    return envelopeSettlingDuration
  }

  /// Core Animation's walk for ζ ≥ 1 (see `settlingDuration`); nil when it takes more than
  /// `settlingWalkSteps` steps or meets a displacement that is not finite.
  var walkedSettlingDuration: Double? {
    let epsilon = Spring.settlingEpsilon
    var settledSince = -1.0
    var smallest = Double.infinity
    var time = 0.0
    for _ in 0..<Spring.settlingWalkSteps {
      let distance = abs(displacement(at: time))
      guard distance.isFinite else { return nil }
      if smallest >= epsilon {
        if distance < smallest {
          settledSince = time
          smallest = distance
        }
      } else if distance >= epsilon {
        smallest = .infinity
      } else if time - settledSince > Spring.settlingWalkHold {
        return settledSince
      }
      time += Spring.settlingWalkStep
    }
    return nil
  }

  /// The time after which the envelope (an upper bound on |displacement|) stays within the
  /// epsilon: its last crossing, found by bisection to 1e-12 s or to adjacent doubles,
  /// whichever comes first; `.infinity` when it stays above the epsilon for every
  /// representable time.
  ///
  /// - Complexity: at most `settlingSearchSteps` envelope evaluations for the bracket and as
  ///   many for the bisection; about 50 each for ordinary springs.
  var envelopeSettlingDuration: Double {
    let epsilon = Spring.settlingEpsilon
    // The envelope is decreasing after its maximum: at 0 for the under- and over-damped
    // forms, at 1/ω0 − x0/(v0 + ω0·x0) for the critical one.
    var low = 0.0
    if regime == .critical {
      let omega = naturalFrequency
      let slope = abs(-initialVelocity + omega)
      if slope > 0 { low = max(0, 1 / omega - 1 / slope) }
    }
    if !low.isFinite { return .infinity }
    if envelope(at: low) <= epsilon { return low }
    var high = max(low, 1e-3) * 2
    var steps = 0
    while envelope(at: high) > epsilon, high.isFinite, steps < Spring.settlingSearchSteps {
      high *= 2
      steps += 1
    }
    // Still above the epsilon at the largest finite time: it never settles in doubles.
    guard high.isFinite, !(envelope(at: high) > epsilon) else { return .infinity }
    steps = 0
    while high - low > 1e-12, steps < Spring.settlingSearchSteps {
      let middle = (low + high) / 2
      // Adjacent doubles: no time lies between them, the bracket is as tight as it gets.
      guard middle > low, middle < high else { break }
      if envelope(at: middle) > epsilon { low = middle } else { high = middle }
      steps += 1
    }
    return high
  }
}
