/// The simplex tableau: rows by basic symbol, a column index, and one objective per
/// priority level.
///
/// Storage is dense by symbol (symbols are counters), so no hashed collection is ever
/// iterated. `rows[b]` is the row of basic symbol `b` (`b = constant + Σ …`);
/// `columns[s]` lists the basic symbols whose rows contain `s`, so a substitution touches
/// only those rows instead of scanning the tableau. The objective is lexicographic:
/// `costs[s]` lists the non-zero reduced costs of `s` by level, levels sorted from the
/// highest priority down, and every level strictly dominates the ones after it.
struct Tableau {
  /// The kind of every symbol.
  var kinds: [SymbolKind] = []
  /// For external symbols, the variable slot that owns them (-1 otherwise or once freed).
  var owners: [Int] = []
  /// For markers and error symbols, the identity of their constraint (-1 otherwise).
  var markerConstraints: [Int] = []
  /// After a failed feasibility repair, the row that proved the failure.
  ///
  /// A Farkas certificate: its markers name an unsatisfiable subset of constraints.
  /// The cells are its coefficients, the first one `-1` on the row's basic symbol when the
  /// dual simplex failed.
  var failureCertificate: [Cell] = []
  /// The row of each basic symbol, `nil` for non-basic ones.
  var rows: [Row?] = []
  /// For each symbol, the basic symbols whose rows contain it (no duplicates).
  ///
  /// The order is a function of the call sequence only: entries are appended, and an entry
  /// is removed by moving the last one into its place. Each row cell records its entry's
  /// position (`Cell.position`), so removal is O(1).
  var columns: [[Symbol]] = []
  /// The number of rows.
  var rowCount = 0
  /// The priorities of the objective levels, highest first.
  var levels: [Double] = []
  /// How many error symbols' constraints use each level.
  var levelUsers: [Int] = []
  /// Reduced costs, sparse: for each symbol its non-zero costs, highest priority first.
  ///
  /// None for basic symbols. Keyed by priority, not level index, so adding or dropping a
  /// level touches no symbol's list, and a symbol costs nothing at levels it is absent from:
  /// thousands of levels cost memory only where costs are non-zero.
  var costs: [[LevelCost]] = []
  /// Symbols whose reduced cost changed since the last optimization, with their flags.
  var candidates: [Symbol] = []
  /// Whether a symbol is in `candidates`.
  var isCandidate: [Bool] = []
  /// Restricted basic symbols whose rows may have gone negative.
  var infeasible: [Symbol] = []
  /// The phase-one objective while a constraint is added through an artificial variable.
  var artificial: Row?
  /// External symbols whose value may have changed since the last flush.
  var touched: [Symbol] = []
  /// Whether a symbol is in `touched`.
  var isTouched: [Bool] = []
  /// The undo journal while an operation that may fail runs.
  var journal: TableauJournal?
  /// Whether `journal` is active (a plain flag: testing the optional itself is not free).
  var isJournaling = false
  /// Symbols that appear nowhere any more, reused (last freed first) before new ones.
  var freeSymbols: [Symbol] = []
  /// Every change to the column index while the journal is active, in order.
  ///
  /// Undone in reverse on rollback. Kept outside `journal` so logging is a plain append.
  var columnLog: [ColumnChange] = []
  /// While the journal is active: the old constants of rows changed only in their constant
  /// (a constant shift), every write.
  ///
  /// Restored in reverse order after the journal's rows. Keeping only the constant leaves
  /// the row's cells unshared, so later writes to them copy nothing; kept outside `journal`
  /// so its storage is reused from call to call (a frame's shifts allocate nothing).
  var constantLog: [(symbol: Symbol, constant: Double)] = []
  /// While the journal is active: the entries of the columns it emptied, in order.
  var clearedColumns: [[Symbol]] = []
  /// Whether a symbol's row is already in the journal.
  var isRowJournaled: [Bool] = []

  /// The number of symbols ever created.
  var symbolCount: Int {
    kinds.count
  }

  /// Creates a symbol of `kind`, owned by variable slot `owner` for external ones and by
  /// constraint `constraint` for markers.
  /// - Complexity: O(levels) amortized.
  mutating func makeSymbol(_ kind: SymbolKind, owner: Int = -1, constraint: Int = -1) -> Symbol {
    if let symbol = freeSymbols.popLast() {
      journal?.reused.append((symbol, kinds[symbol], owners[symbol], markerConstraints[symbol]))
      kinds[symbol] = kind
      owners[symbol] = owner
      markerConstraints[symbol] = constraint
      return symbol
    }
    let symbol = kinds.count
    kinds.append(kind)
    owners.append(owner)
    markerConstraints.append(constraint)
    rows.append(nil)
    columns.append([])
    isCandidate.append(false)
    isTouched.append(false)
    isRowJournaled.append(false)
    costs.append([])
    return symbol
  }

  /// Returns `symbol` to the free list when it appears nowhere: not basic, in no row, and
  /// with no reduced cost.
  /// - Returns: Whether it was freed.
  @discardableResult
  mutating func freeIfUnused(_ symbol: Symbol) -> Bool {
    guard rows[symbol] == nil, columns[symbol].isEmpty, costs[symbol].isEmpty else {
      return false
    }
    owners[symbol] = -1
    markerConstraints[symbol] = -1
    freeSymbols.append(symbol)
    return true
  }

  /// Whether `symbol` is basic.
  func isBasic(_ symbol: Symbol) -> Bool {
    rows[symbol] != nil
  }

  /// Whether a basic symbol with this row constant violates its restriction: negative for
  /// a restricted symbol, non-zero for a dummy (a required equality's marker is fixed at 0).
  func isInfeasible(_ basic: Symbol, _ constant: Double) -> Bool {
    switch kinds[basic] {
    case .external: return false
    case .dummy: return !constant.isNearZero
    case .slack, .error, .artificial: return constant < 0
    }
  }

  /// Records that an external symbol's value may have changed.
  mutating func touch(_ symbol: Symbol) {
    if kinds[symbol] == .external && !isTouched[symbol] {
      isTouched[symbol] = true
      touched.append(symbol)
    }
  }

  /// Records that a symbol's reduced cost changed.
  mutating func markCandidate(_ symbol: Symbol) {
    if !isCandidate[symbol] {
      isCandidate[symbol] = true
      candidates.append(symbol)
    }
  }

  // MARK: - Rows and the column index

  /// Makes `basic` basic with `row`, indexing its cells.
  /// - Complexity: O(row length).
  mutating func installRow(_ basic: Symbol, _ row: Row) {
    precondition(rows[basic] == nil, "installing a row for a basic symbol")
    noteRow(basic)
    var row = row
    for index in row.cells.indices {
      row.cells[index].position = link(basic, to: row.cells[index].symbol)
    }
    rows[basic] = row
    rowCount += 1
    touch(basic)
    if isInfeasible(basic, row.constant) { infeasible.append(basic) }
  }

  /// Removes and returns the row of `basic`, which becomes non-basic.
  /// - Complexity: O(row length × log of the moved rows' lengths).
  mutating func uninstallRow(_ basic: Symbol) -> Row {
    noteRow(basic)
    guard let row = rows[basic].take() else {
      preconditionFailure("uninstalling the row of a non-basic symbol")
    }
    for cell in row.cells { unlink(basic, from: cell.symbol, at: cell.position) }
    rowCount -= 1
    touch(basic)
    return row
  }

  /// Appends `basic` to the column of `symbol`.
  /// - Returns: Its position there.
  mutating func link(_ basic: Symbol, to symbol: Symbol) -> Int {
    if isJournaling { columnLog.append(.appended(symbol)) }
    columns[symbol].append(basic)
    return columns[symbol].count - 1
  }

  /// Empties the column of `symbol` (its rows are about to lose the symbol).
  /// - Returns: The basic symbols it held.
  mutating func clearColumn(_ symbol: Symbol) -> [Symbol] {
    let users = columns[symbol]
    columns[symbol] = []
    if isJournaling {
      columnLog.append(.cleared(symbol, entries: clearedColumns.count))
      clearedColumns.append(users)
    }
    return users
  }

  /// Removes `basic` from the column of `symbol`, where it sits at `position`.
  ///
  /// The column's last entry moves into the freed position and its row's cell learns the
  /// new position (a binary search in that row). The journal logs the removal only, never a
  /// copy of the column, and the moved row is not journaled: a rollback undoes the
  /// removal and writes back the positions of the entries it moves.
  /// - Complexity: O(log length of the moved row).
  mutating func unlink(_ basic: Symbol, from symbol: Symbol, at position: Int) {
    if isJournaling { columnLog.append(.removed(symbol, position: position, basic: basic)) }
    let last = columns[symbol].count - 1
    precondition(
      position <= last && columns[symbol][position] == basic,
      "row \(basic) is not at position \(position) of column \(symbol)")
    if position != last {
      let moved = columns[symbol][last]
      columns[symbol][position] = moved
      setPosition(of: moved, in: symbol, to: position)
    }
    columns[symbol].removeLast()
  }

  /// Records that the row of `basic` sits at `position` in the column of `symbol`.
  mutating func setPosition(of basic: Symbol, in symbol: Symbol, to position: Int) {
    // Through the buffer: Array's modify accessor costs more than the search itself, and
    // this runs once per cell a pivot cancels.
    let found = rows.withUnsafeMutableBufferPointer { buffer -> Bool in
      guard let (found, index) = buffer[basic]?.position(of: symbol), found else { return false }
      buffer[basic]?.cells[index].position = position
      return true
    }
    precondition(found, "column \(symbol) names row \(basic), which does not hold it")
  }

  /// Adds `factor * other` to `target`, the row of `basic`, keeping the column index.
  /// - Complexity: O(*n* + *m*) plus the column updates.
  mutating func merge(_ target: inout Row, of basic: Symbol, _ other: Row, times factor: Double) {
    target.constant += other.constant * factor
    let cells = target.cells
    var merged: [Cell] = []
    merged.reserveCapacity(cells.count + other.cells.count)
    var i = 0
    var j = 0
    while i < cells.count || j < other.cells.count {
      if j == other.cells.count || (i < cells.count && cells[i].symbol < other.cells[j].symbol) {
        merged.append(cells[i])
        i += 1
      } else if i == cells.count || other.cells[j].symbol < cells[i].symbol {
        let value = other.cells[j].coefficient * factor
        if !value.isNearZero {
          var cell = Cell(symbol: other.cells[j].symbol, coefficient: value)
          cell.position = link(basic, to: cell.symbol)
          merged.append(cell)
        }
        j += 1
      } else {
        var cell = cells[i]
        cell.coefficient += other.cells[j].coefficient * factor
        if cell.coefficient.isNearZero {
          unlink(basic, from: cell.symbol, at: cell.position)
        } else {
          merged.append(cell)
        }
        i += 1
        j += 1
      }
    }
    target.cells = merged
  }

  /// Replaces `symbol` by `row` (the expression it now equals) in every row and objective.
  /// - Complexity: O(Σ row lengths of the rows containing `symbol` + `row` length × levels).
  mutating func substitute(_ symbol: Symbol, _ row: Row) {
    let users = clearColumn(symbol)
    for basic in users {
      noteRow(basic)
      guard var target = rows[basic].take() else { continue }
      let coefficient = target.remove(symbol)
      merge(&target, of: basic, row, times: coefficient)
      rows[basic] = target
      touch(basic)
      if isInfeasible(basic, target.constant) { infeasible.append(basic) }
    }
    if !costs[symbol].isEmpty {
      noteObjective(symbol)
      let entries = costs[symbol]
      costs[symbol] = []
      for entry in entries { addToObjective(priority: entry.priority, row, times: entry.value) }
    }
    if var phaseOne = artificial.take() {
      let coefficient = phaseOne.remove(symbol)
      if coefficient != 0 { phaseOne.insert(row, times: coefficient) }
      artificial = phaseOne
    }
  }

  /// Makes `entering` basic in place of `leaving`.
  mutating func pivot(entering: Symbol, leaving: Symbol) {
    var row = uninstallRow(leaving)
    row.solve(for: leaving, and: entering)
    substitute(entering, row)
    installRow(entering, row)
  }

  // MARK: - Objective levels

  /// The index of the level for `priority`, if it exists.
  /// - Complexity: O(log levels).
  func levelIndex(of priority: Double) -> Int? {
    let index = levelPosition(of: priority)
    return index < levels.count && levels[index] == priority ? index : nil
  }

  /// Where the level for `priority` is or would be inserted.
  ///
  /// The first index whose level is at or below `priority` (`levels.count` if none). Levels
  /// are sorted from the highest down, so a binary search: a linear scan made N distinct
  /// priorities cost O(N²) (`zoo` `priorities`).
  /// - Complexity: O(log levels).
  private func levelPosition(of priority: Double) -> Int {
    var low = 0
    var high = levels.count
    while low < high {
      let middle = (low + high) / 2
      if levels[middle] > priority { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// Finds or creates the level for `priority` and counts one more user.
  /// - Returns: The level index.
  /// - Complexity: O(log levels) for an existing level; O(levels) to insert a new one (one
  ///   array shift).
  mutating func retainLevel(_ priority: Double) -> Int {
    let index = levelPosition(of: priority)
    if index < levels.count && levels[index] == priority {
      levelUsers[index] += 1
      return index
    }
    levels.insert(priority, at: index)
    levelUsers.insert(1, at: index)
    return index
  }

  /// Counts one user less for the level of `priority`, dropping the level when unused.
  mutating func releaseLevel(_ priority: Double) {
    guard let index = levelIndex(of: priority) else {
      preconditionFailure("releasing an objective level that does not exist")
    }
    levelUsers[index] -= 1
    if levelUsers[index] == 0 {
      levels.remove(at: index)
      levelUsers.remove(at: index)
      // What is left at a level without error symbols is rounding residue.
      // - Complexity: O(symbols), once per level dropped.
      for symbol in costs.indices where costs[symbol].contains(where: { $0.priority == priority }) {
        noteObjective(symbol)
        costs[symbol].removeAll { $0.priority == priority }
      }
    }
  }

  /// Adds `factor * row` to the objective at `level`.
  mutating func addToObjective(level: Int, _ row: Row, times factor: Double) {
    addToObjective(priority: levels[level], row, times: factor)
  }

  /// Adds `factor * row` to the objective at the level of `priority`.
  mutating func addToObjective(priority: Double, _ row: Row, times factor: Double) {
    for cell in row.cells {
      addCost(priority, cell.symbol, cell.coefficient * factor)
    }
  }

  /// Adds `weight * symbol` to the objective at `level`, through its row if basic.
  mutating func addToObjective(level: Int, symbol: Symbol, weight: Double) {
    if let row = rows[symbol] {
      addToObjective(level: level, row, times: weight)
    } else {
      addCost(levels[level], symbol, weight)
    }
  }

  /// Adds `amount` to the reduced cost of `symbol` at the level of `priority` (a result near
  /// zero becomes zero) and marks the symbol a candidate.
  /// - Complexity: O(levels where the symbol has a cost).
  mutating func addCost(_ priority: Double, _ symbol: Symbol, _ amount: Double) {
    noteObjective(symbol)
    var index = 0
    let count = costs[symbol].count
    while index < count && costs[symbol][index].priority > priority { index += 1 }
    if index < count && costs[symbol][index].priority == priority {
      let value = costs[symbol][index].value + amount
      if value.isNearZero {
        costs[symbol].remove(at: index)
      } else {
        costs[symbol][index].value = value
      }
    } else if !amount.isNearZero {
      costs[symbol].insert(LevelCost(priority: priority, value: amount), at: index)
    }
    markCandidate(symbol)
  }

  /// The reduced cost of `symbol` at `level` (0 when it has none there).
  func cost(atLevel level: Int, of symbol: Symbol) -> Double {
    let priority = levels[level]
    for entry in costs[symbol] where entry.priority == priority { return entry.value }
    return 0
  }

  /// The sign of the first non-zero reduced cost of `symbol`, highest level first.
  func lexicographicSign(_ symbol: Symbol) -> Int {
    for entry in costs[symbol] where !entry.value.isNearZero {
      return entry.value < 0 ? -1 : 1
    }
    return 0
  }
}

/// One non-zero reduced cost of a symbol: the level's priority and the cost.
struct LevelCost {
  /// The priority of the level.
  var priority: Double
  /// The reduced cost there.
  var value: Double
}
