// The simplex steps: primal optimization of the lexicographic objective, the dual simplex
// used after constants change, and phase one through an artificial variable.
//
// Every choice breaks ties by the smallest symbol (Bland's rule), so the pivots are the
// same on every run and degenerate cycles cannot repeat.

extension Tableau {
  /// Pivots until no non-basic symbol can improve the objective lexicographically.
  ///
  /// A restricted symbol may enter when its first non-zero reduced cost (highest level
  /// first) is negative; an external symbol (unrestricted) when it is non-zero, moving
  /// against its sign. Candidates come from `candidates`: every other symbol's reduced
  /// costs were optimal at the end of the previous optimization.
  /// - Complexity: O(pivots × (candidates + pivot cost)).
  mutating func optimize() {
    while true {
      var entering: Symbol?
      var direction = 1.0
      var kept: [Symbol] = []
      for symbol in candidates {
        var useful = false
        var symbolDirection = 1.0
        if rows[symbol] == nil && kinds[symbol] != .dummy {
          let sign = lexicographicSign(symbol)
          if kinds[symbol].isRestricted {
            useful = sign < 0
          } else if sign != 0 {
            useful = true
            symbolDirection = sign < 0 ? 1 : -1
          }
        }
        if useful {
          kept.append(symbol)
          if entering.map({ symbol < $0 }) ?? true {
            entering = symbol
            direction = symbolDirection
          }
        } else {
          isCandidate[symbol] = false
        }
      }
      candidates = kept
      guard let entering else { return }
      guard let leaving = leavingRow(for: entering, direction: direction) else {
        // Nothing limits it, so its cost is rounding noise on a free direction (a real
        // improvement would make a sum of non-negative errors unbounded below).
        isCandidate[entering] = false
        candidates.removeAll { $0 == entering }
        continue
      }
      pivot(entering: entering, leaving: leaving)
    }
  }

  /// The restricted row that limits `entering` first when it moves in `direction` (±1).
  /// - Returns: The basic symbol of the row with the smallest ratio, or `nil`.
  func leavingRow(for entering: Symbol, direction: Double) -> Symbol? {
    var best: Symbol?
    var bestRatio = Double.infinity
    for basic in columns[entering] where kinds[basic] != .external {
      guard let row = rows[basic] else { continue }
      var coefficient = row.coefficient(for: entering) * direction
      // A basic dummy is fixed at zero: it blocks a move in either direction.
      if kinds[basic] == .dummy { coefficient = -abs(coefficient) }
      if coefficient < 0 {
        let ratio = abs(row.constant / coefficient)
        if ratio < bestRatio || (ratio == bestRatio && basic < (best ?? Int.max)) {
          best = basic
          bestRatio = ratio
        }
      }
    }
    return best
  }

  /// Restores feasibility after constants changed, keeping the objective optimal.
  ///
  /// The dual simplex keeps every reduced cost lexicographically non-negative in exact
  /// arithmetic; a final primal pass over the symbols whose costs moved removes what
  /// rounding may have left (usually no pivot).
  /// - Returns: `false` when some row cannot be made non-negative: the required
  ///   constraints cannot hold (the tableau is then left mid-way; callers restore it).
  mutating func dualOptimize() -> Bool {
    var pivoted = false
    while let leaving = infeasible.popLast() {
      guard let row = rows[leaving], isInfeasible(leaving, row.constant),
        !row.constant.isNearZero
      else { continue }
      // A dummy above zero is brought down: the mirror image of a negative row.
      let sign: Double = row.constant < 0 ? 1 : -1
      guard let entering = dualEnteringSymbol(row, sign: sign) else {
        infeasible.removeAll()
        failureCertificate = [Cell(symbol: leaving, coefficient: -1)] + row.cells
        return false
      }
      pivot(entering: entering, leaving: leaving)
      pivoted = true
    }
    if pivoted { optimize() }
    return true
  }

  /// The dual ratio test: the symbol of `row` whose entry keeps every reduced cost
  /// lexicographically non-negative.
  /// - Parameter sign: 1 for a row below zero, -1 for a dummy row above zero.
  func dualEnteringSymbol(_ row: Row, sign: Double = 1) -> Symbol? {
    var best: Symbol?
    var bestCoefficient = 1.0
    for cell in row.cells {
      let kind = kinds[cell.symbol]
      let coefficient = cell.coefficient * sign
      if kind == .dummy { continue }
      if kind == .external {
        if lexicographicSign(cell.symbol) != 0 { continue }
      } else if coefficient <= 0 {
        continue
      }
      guard let current = best else {
        best = cell.symbol
        bestCoefficient = abs(coefficient)
        continue
      }
      if dualRatio(cell.symbol, abs(coefficient), isBelow: current, bestCoefficient) {
        best = cell.symbol
        bestCoefficient = abs(coefficient)
      }
    }
    return best
  }

  /// Whether the reduced-cost ratio of `symbol` is lexicographically below `other`'s.
  func dualRatio(
    _ symbol: Symbol, _ coefficient: Double, isBelow other: Symbol, _ otherCoefficient: Double
  ) -> Bool {
    // Both sparse lists run from the highest priority down; a level where a symbol has no
    // entry costs 0 there, as do external symbols everywhere.
    let mine = kinds[symbol] == .external ? [] : costs[symbol]
    let theirs = kinds[other] == .external ? [] : costs[other]
    var i = 0
    var j = 0
    while i < mine.count || j < theirs.count {
      let a = i < mine.count ? mine[i].priority : -Double.infinity
      let b = j < theirs.count ? theirs[j].priority : -Double.infinity
      let priority = max(a, b)
      let myRatio = a == priority ? mine[i].value / coefficient : 0
      let theirRatio = b == priority ? theirs[j].value / otherCoefficient : 0
      if a == priority { i += 1 }
      if b == priority { j += 1 }
      // Ratios equal within the tolerance tie at this level and defer to the next one;
      // deciding on rounding noise would expose a negative cost at a lower level.
      if !myRatio.isApproximatelyEqual(to: theirRatio) { return myRatio < theirRatio }
    }
    return false
  }

  /// Adds `row` (`0 = row`, constant ≥ 0) through an artificial variable (phase one).
  /// - Returns: Whether the row can be satisfied; when not, the tableau is left changed
  ///   (callers restore it).
  mutating func addWithArtificialVariable(_ row: Row) -> Bool {
    let art = makeSymbol(.artificial)
    installRow(art, row)
    artificial = row
    optimizeArtificial()
    let success = artificial?.constant.isNearZero ?? false
    if !success { failureCertificate = artificial?.cells ?? [] }
    artificial = nil
    if rows[art] != nil {
      var basicRow = uninstallRow(art)
      if !basicRow.cells.isEmpty {
        let entering =
          basicRow.cells.first { kinds[$0.symbol].isPivotable }?.symbol
          ?? basicRow.cells.first { kinds[$0.symbol] == .external }?.symbol
        if let entering {
          basicRow.solve(for: art, and: entering)
          substitute(entering, basicRow)
          installRow(entering, basicRow)
        } else if !basicRow.constant.isNearZero {
          return false
        }
      }
    }
    let users = clearColumn(art)
    for basic in users {
      noteRow(basic)
      rows[basic]?.remove(art)
    }
    if !costs[art].isEmpty {
      noteObjective(art)
      costs[art] = []
    }
    freeIfUnused(art)
    return success
  }

  /// Minimizes the artificial objective (phase one).
  mutating func optimizeArtificial() {
    while let phaseOne = artificial {
      var entering: Symbol?
      var direction = 1.0
      for cell in phaseOne.cells {
        let kind = kinds[cell.symbol]
        if kind == .dummy { continue }
        if kind.isRestricted {
          if cell.coefficient < 0 {
            entering = cell.symbol
            break
          }
        } else {
          entering = cell.symbol
          direction = cell.coefficient < 0 ? 1 : -1
          break
        }
      }
      // The artificial row itself limits every improving symbol; if rounding says
      // otherwise, stop and let the constant decide.
      guard let entering, let leaving = leavingRow(for: entering, direction: direction)
      else { return }
      pivot(entering: entering, leaving: leaving)
    }
  }

  /// The row to pivot on when removing a constraint whose marker is not basic.
  ///
  /// As kiwi does: prefer a restricted row where the marker has a negative coefficient
  /// (smallest ratio), then one where it is positive, then an unrestricted row.
  func markerLeavingRow(_ marker: Symbol) -> Symbol? {
    var first: Symbol?
    var second: Symbol?
    var third: Symbol?
    var firstRatio = Double.infinity
    var secondRatio = Double.infinity
    for basic in columns[marker].sorted() {
      guard let row = rows[basic] else { continue }
      let coefficient = row.coefficient(for: marker)
      if coefficient == 0 { continue }
      if kinds[basic] == .external {
        if third == nil { third = basic }
      } else if coefficient < 0 {
        let ratio = -row.constant / coefficient
        if ratio < firstRatio {
          firstRatio = ratio
          first = basic
        }
      } else {
        let ratio = row.constant / coefficient
        if ratio < secondRatio {
          secondRatio = ratio
          second = basic
        }
      }
    }
    return first ?? second ?? third
  }
}
