/// A variable times a coefficient, one summand of an `Expression`.
public struct Term: Hashable, Sendable, CustomStringConvertible {
  /// The variable.
  public var variable: Variable
  /// The factor applied to the variable.
  public var coefficient: Double

  /// Creates `coefficient * variable`.
  /// - Parameters:
  ///   - variable: The variable.
  ///   - coefficient: The factor (default 1).
  public init(_ variable: Variable, _ coefficient: Double = 1) {
    self.variable = variable
    self.coefficient = coefficient
  }

  /// `x`, `-x` or `2 * x` (a coefficient of one is omitted).
  public var description: String {
    if coefficient == 1 { return variable.description }
    if coefficient == -1 { return "-" + variable.description }
    return "\(formatNumber(coefficient)) * \(variable)"
  }
}

/// Formats a number the short way: `10` for whole values, `0.5` otherwise.
func formatNumber(_ value: Double) -> String {
  if value == value.rounded(), abs(value) < 1e15 {
    return String(Int64(value))
  }
  return String(value)
}
