// The readable tableau dump behind `Solver.debugDescription` (kiwi's v/s/e/d notation).

extension SolverCore {
  /// The name of a symbol: its kind letter and number, plus the variable for externals.
  ///
  /// For example `v3[x]`, `s4`, `e5`, `d6`.
  func symbolName(_ symbol: Symbol) -> String {
    let base = tableau.kinds[symbol].letter + String(symbol)
    let owner = tableau.owners[symbol]
    return owner >= 0 ? base + "[\(entries[owner].variable)]" : base
  }

  /// `constant + c * symbol + …` for a row.
  func rowText(_ row: Row) -> String {
    var text = formatNumber(row.constant)
    for cell in row.cells {
      text += " + " + formatNumber(cell.coefficient) + " * " + symbolName(cell.symbol)
    }
    return text
  }

  /// The objective value at a level: the sum of its error symbols' values.
  func objectiveValue(atLevel level: Int) -> Double {
    let priority = tableau.levels[level]
    var total = 0.0
    for record in records.values.sorted(by: { $0.constraint.id < $1.constraint.id })
    where record.constraint.priority.value == priority {
      guard case .tableau(let marker, _, let other) = record.placement else { continue }
      for symbol in [marker, other].compactMap({ $0 }) where tableau.kinds[symbol] == .error {
        total += tableau.rows[symbol]?.constant ?? 0
      }
    }
    return total
  }

  /// The dump: objective levels, rows, pending infeasible rows, definitions, values.
  var dump: String {
    var lines: [String] = []
    lines.append("Objective")
    lines.append("---------")
    for level in tableau.levels.indices {
      var row = Row(constant: objectiveValue(atLevel: level))
      for symbol in 0..<tableau.symbolCount {
        let cost = tableau.cost(atLevel: level, of: symbol)
        if cost != 0 { row.cells.append(Cell(symbol: symbol, coefficient: cost)) }
      }
      lines.append("@" + formatNumber(tableau.levels[level]) + ": " + rowText(row))
    }
    lines.append("")
    lines.append("Tableau")
    lines.append("-------")
    for symbol in 0..<tableau.symbolCount {
      if let row = tableau.rows[symbol] { lines.append(symbolName(symbol) + " | " + rowText(row)) }
    }
    lines.append("")
    lines.append("Infeasible")
    lines.append("----------")
    for symbol in tableau.infeasible { lines.append(symbolName(symbol)) }
    lines.append("")
    lines.append("Definitions")
    lines.append("-----------")
    for entry in entries {
      guard let definition = entry.definition else { continue }
      var text = "\(entry.variable) := " + formatNumber(definition.constant)
      for term in definition.terms {
        text += " + " + formatNumber(term.coefficient) + " * \(entries[term.slot].variable)"
      }
      lines.append(text)
    }
    lines.append("")
    lines.append("Variables")
    lines.append("---------")
    for (slot, entry) in entries.enumerated() where entry.references > 0 {
      lines.append("\(entry.variable) = " + formatNumber(solved.values[slot]))
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
