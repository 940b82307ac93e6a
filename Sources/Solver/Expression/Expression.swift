/// A linear expression: a sum of terms plus a constant.
///
///     let e = 2 * x + y - 10   // terms [2x, y], constant -10
///
/// Expressions keep their terms in the order written; `Constraint` merges duplicate
/// variables and drops zero coefficients when it is created.
public struct Expression: Hashable, Sendable, CustomStringConvertible {
  /// The summands, in the order written.
  public var terms: [Term]
  /// The constant summand.
  public var constant: Double

  /// Creates an expression from terms and a constant.
  /// - Parameters:
  ///   - terms: The summands (default none).
  ///   - constant: The constant summand (default 0).
  public init(_ terms: [Term] = [], constant: Double = 0) {
    self.terms = terms
    self.constant = constant
  }

  /// The expression `variable` (one term with coefficient 1).
  /// - Parameter variable: The variable.
  public init(_ variable: Variable) {
    self.terms = [Term(variable)]
    self.constant = 0
  }

  /// The constant expression `constant`.
  /// - Parameter constant: The value.
  public init(_ constant: Double) {
    self.terms = []
    self.constant = constant
  }

  /// The same expression with duplicate variables merged (first occurrence order) and
  /// near-zero coefficients dropped.
  /// - Complexity: O(*n*) expected for *n* terms.
  public func reduced() -> Expression {
    var merged: [Term] = []
    merged.reserveCapacity(terms.count)
    if terms.count <= 16 {
      // Short expressions (the usual case) merge by a linear scan: no hashing.
      for term in terms {
        if let index = merged.firstIndex(where: { $0.variable.id == term.variable.id }) {
          merged[index].coefficient += term.coefficient
        } else {
          merged.append(term)
        }
      }
    } else {
      var order: [Int: Int] = [:]
      for term in terms {
        if let index = order[term.variable.id] {
          merged[index].coefficient += term.coefficient
        } else {
          order[term.variable.id] = merged.count
          merged.append(term)
        }
      }
    }
    merged.removeAll { $0.coefficient.isNearZero }
    return Expression(merged, constant: constant)
  }

  /// `2 * x + y - 10`; the empty expression prints its constant.
  public var description: String {
    var text = ""
    for term in terms {
      if text.isEmpty {
        text = term.description
      } else if term.coefficient < 0 {
        text += " - " + Term(term.variable, -term.coefficient).description
      } else {
        text += " + " + term.description
      }
    }
    if text.isEmpty { return formatNumber(constant) }
    if constant > 0 { text += " + " + formatNumber(constant) }
    if constant < 0 { text += " - " + formatNumber(-constant) }
    return text
  }
}
