/// One coefficient of a row: `coefficient * symbol`.
struct Cell {
  /// The column.
  var symbol: Symbol
  /// The factor, never near zero inside a row.
  var coefficient: Double
  /// Where the row sits in the column of `symbol`.
  ///
  /// For a row installed in the tableau, `columns[symbol][position]` is the row's basic symbol,
  /// so unlinking the row from that column is O(1). Meaningless (0) outside the tableau.
  var position = 0

  /// A cell with no column position yet.
  init(symbol: Symbol, coefficient: Double) {
    self.symbol = symbol
    self.coefficient = coefficient
  }
}

/// A linear form `constant + Σ coefficient·symbol` with cells sorted by symbol.
///
/// In the tableau a row belongs to a basic symbol `b` and means `b = constant + Σ …`; a row
/// being built for a new constraint means `0 = constant + Σ …`. Sorted cells give a
/// deterministic order and linear-time merges.
struct Row {
  /// The constant summand.
  var constant: Double
  /// The non-zero cells, sorted by symbol.
  var cells: [Cell]

  /// A row with only a constant.
  init(constant: Double = 0) {
    self.constant = constant
    self.cells = []
  }

  /// A row from cells in any order: equal symbols are summed in the order given (as
  /// successive `insert` calls would), near-zero sums dropped.
  /// - Complexity: O(*n* log *n*).
  init(constant: Double, combining unsorted: [Cell]) {
    self.constant = constant
    let sorted = unsorted.enumerated().sorted {
      $0.element.symbol != $1.element.symbol
        ? $0.element.symbol < $1.element.symbol : $0.offset < $1.offset
    }
    var cells: [Cell] = []
    cells.reserveCapacity(sorted.count)
    var index = 0
    while index < sorted.count {
      var cell = sorted[index].element
      index += 1
      while index < sorted.count && sorted[index].element.symbol == cell.symbol {
        cell.coefficient += sorted[index].element.coefficient
        index += 1
      }
      if !cell.coefficient.isNearZero { cells.append(cell) }
    }
    self.cells = cells
  }

  /// Whether the constant and every coefficient are finite.
  var isFinite: Bool {
    constant.isFinite && cells.allSatisfy { $0.coefficient.isFinite }
  }

  /// The position of `symbol`, or where it would be inserted.
  /// - Complexity: O(log *n*).
  func position(of symbol: Symbol) -> (found: Bool, index: Int) {
    var low = 0
    var high = cells.count
    while low < high {
      let middle = (low + high) / 2
      let candidate = cells[middle].symbol
      if candidate == symbol { return (true, middle) }
      if candidate < symbol { low = middle + 1 } else { high = middle }
    }
    return (false, low)
  }

  /// The coefficient of `symbol` (0 when absent).
  func coefficient(for symbol: Symbol) -> Double {
    let (found, index) = position(of: symbol)
    return found ? cells[index].coefficient : 0
  }

  /// Adds `coefficient * symbol`, dropping the cell if the sum is near zero.
  mutating func insert(_ symbol: Symbol, _ coefficient: Double) {
    let (found, index) = position(of: symbol)
    if found {
      let sum = cells[index].coefficient + coefficient
      if sum.isNearZero {
        cells.remove(at: index)
      } else {
        cells[index].coefficient = sum
      }
    } else if !coefficient.isNearZero {
      cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: index)
    }
  }

  /// Adds `factor * other` (constant included), dropping near-zero results.
  /// - Complexity: O(*n* + *m*).
  mutating func insert(_ other: Row, times factor: Double) {
    constant += other.constant * factor
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
          merged.append(Cell(symbol: other.cells[j].symbol, coefficient: value))
        }
        j += 1
      } else {
        var cell = cells[i]
        cell.coefficient += other.cells[j].coefficient * factor
        if !cell.coefficient.isNearZero { merged.append(cell) }
        i += 1
        j += 1
      }
    }
    cells = merged
  }

  /// Removes `symbol` and returns its coefficient (0 when absent).
  @discardableResult
  mutating func remove(_ symbol: Symbol) -> Double {
    let (found, index) = position(of: symbol)
    guard found else { return 0 }
    return cells.remove(at: index).coefficient
  }

  /// Multiplies the constant and every coefficient by -1.
  mutating func reverseSign() {
    constant = -constant
    for index in cells.indices { cells[index].coefficient = -cells[index].coefficient }
  }

  /// Turns `0 = constant + a·symbol + rest` into `symbol = -(constant + rest) / a`.
  ///
  /// Precondition: `symbol` is in the row.
  mutating func solve(for symbol: Symbol) {
    let coefficient = remove(symbol)
    precondition(coefficient != 0, "solving a row for a symbol it does not contain")
    let factor = -1 / coefficient
    constant *= factor
    for index in cells.indices { cells[index].coefficient *= factor }
  }

  /// Turns `lhs = constant + a·rhs + rest` into `rhs = …` (`lhs` becomes a cell).
  ///
  /// Precondition: `rhs` is in the row and `lhs` is not.
  mutating func solve(for lhs: Symbol, and rhs: Symbol) {
    insert(lhs, -1)
    solve(for: rhs)
  }
}
