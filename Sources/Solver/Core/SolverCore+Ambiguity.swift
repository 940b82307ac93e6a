// Which variables the optimum does not pin down.

extension SolverCore {
  /// The slots of variables in use that can move while every constraint stays satisfied
  /// and every objective level keeps its value, in slot order.
  ///
  /// A non-basic symbol is a free direction when it is not a dummy, its reduced cost is
  /// zero at every level, and it can actually move (no restricted row blocks it at a zero
  /// ratio). A variable is ambiguous when it is such a symbol, when its row contains one,
  /// when nothing but definitions mention it, or when its definition mentions an
  /// ambiguous variable.
  /// - Complexity: O(rows × row length + definitions).
  func ambiguousSlots() -> [Int] {
    var memo = [UInt8](repeating: 0, count: tableau.symbolCount)
    func isFree(_ symbol: Symbol) -> Bool {
      if memo[symbol] == 0 { memo[symbol] = computeFree(symbol) ? 1 : 2 }
      return memo[symbol] == 1
    }
    var ambiguous = [Bool](repeating: false, count: entries.count)
    var defined: [(sequence: Int, slot: Int)] = []
    for slot in entries.indices where entries[slot].references > 0 {
      let entry = entries[slot]
      if let definition = entry.definition {
        defined.append((definition.sequence, slot))
      } else if let symbol = entry.symbol {
        if let row = tableau.rows[symbol] {
          ambiguous[slot] = row.cells.contains { isFree($0.symbol) }
        } else {
          ambiguous[slot] = isFree(symbol)
        }
      } else {
        ambiguous[slot] = true
      }
    }
    defined.sort { $0.sequence < $1.sequence }
    for (_, slot) in defined {
      guard let definition = entries[slot].definition else { continue }
      ambiguous[slot] = definition.terms.contains { ambiguous[$0.slot] }
    }
    return entries.indices.filter { ambiguous[$0] }
  }

  /// Whether the non-basic `symbol` is a free direction of the optimum.
  func computeFree(_ symbol: Symbol) -> Bool {
    let kind = tableau.kinds[symbol]
    guard tableau.rows[symbol] == nil, kind != .dummy, tableau.lexicographicSign(symbol) == 0
    else { return false }
    if kind.isRestricted { return canMove(symbol, direction: 1) }
    return canMove(symbol, direction: 1) || canMove(symbol, direction: -1)
  }

  /// Whether the non-basic `symbol` can move a positive step in `direction`.
  func canMove(_ symbol: Symbol, direction: Double) -> Bool {
    for basic in tableau.columns[symbol] where tableau.kinds[basic] != .external {
      guard let row = tableau.rows[basic] else { continue }
      let coefficient = row.coefficient(for: symbol) * direction
      if tableau.kinds[basic] == .dummy && coefficient != 0 { return false }
      if coefficient < 0 && row.constant.isNearZero { return false }
    }
    return true
  }
}
