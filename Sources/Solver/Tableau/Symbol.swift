/// A tableau column or row label, an index into the tableau's per-symbol arrays.
///
/// Symbols are numbered from a counter in creation order, so every ordering by symbol is
/// the same on every run.
typealias Symbol = Int

/// What a symbol stands for; this decides whether it may be negative and may pivot.
enum SymbolKind: UInt8 {
  /// A user variable: unrestricted in sign.
  case external
  /// The slack of an inequality: non-negative.
  case slack
  /// One side of a non-required constraint's error: non-negative, costs in the objective.
  case error
  /// The marker of a required equality: fixed at zero, never enters the basis.
  case dummy
  /// Phase-one variable while adding a constraint with no obvious subject: non-negative.
  case artificial

  /// Whether the symbol is restricted to non-negative values (all but external).
  var isRestricted: Bool {
    self != .external
  }

  /// Whether the symbol may be chosen to enter the basis for a restricted row.
  var isPivotable: Bool {
    self == .slack || self == .error
  }

  /// The dump letter: kiwi's notation v (variable), s (slack), e (error), d (dummy),
  /// plus a for artificial.
  var letter: String {
    switch self {
    case .external: return "v"
    case .slack: return "s"
    case .error: return "e"
    case .dummy: return "d"
    case .artificial: return "a"
    }
  }
}
