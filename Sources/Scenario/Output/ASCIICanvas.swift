/// A character grid onto which boxes are drawn, clipped to its bounds.
struct ASCIICanvas {
  /// The number of columns.
  let width: Int
  /// The number of rows.
  let height: Int
  private var cells: [UInt8]

  /// Creates a grid of `width` × `height` spaces.
  init(width: Int, height: Int) {
    precondition(width > 0 && height > 0, "A canvas needs at least one cell")
    self.width = width
    self.height = height
    self.cells = Array(repeating: UInt8(ascii: " "), count: width * height)
  }

  /// Stores `byte` at column `column`, row `row`, when that cell is on the grid.
  mutating func put(_ byte: UInt8, column: Int, row: Int) {
    guard column >= 0, column < width, row >= 0, row < height else { return }
    cells[row * width + column] = byte
  }

  /// Draws the outline of the box whose corners are at the given cells (inclusive), with
  /// `label` written on its top edge after the corner, truncated to fit inside the box.
  ///
  /// - Complexity: O(perimeter), clipped to the grid.
  mutating func drawBox(left: Int, top: Int, right: Int, bottom: Int, label: [UInt8]) {
    let minColumn = max(left, -1)
    let maxColumn = min(right, width)
    let minRow = max(top, -1)
    let maxRow = min(bottom, height)
    if minColumn <= maxColumn {
      for column in minColumn...maxColumn {
        put(UInt8(ascii: "-"), column: column, row: top)
        put(UInt8(ascii: "-"), column: column, row: bottom)
      }
    }
    if minRow <= maxRow {
      for row in minRow...maxRow {
        put(UInt8(ascii: "|"), column: left, row: row)
        put(UInt8(ascii: "|"), column: right, row: row)
      }
    }
    for (column, row) in [(left, top), (right, top), (left, bottom), (right, bottom)] {
      put(UInt8(ascii: "+"), column: column, row: row)
    }
    let room = right - left - 1
    guard room > 0 else { return }
    for (offset, byte) in label.prefix(room).enumerated() {
      put(byte, column: left + 1 + offset, row: top)
    }
  }

  /// The grid's rows, each without trailing spaces.
  func lines() -> [ArraySlice<UInt8>] {
    (0..<height).map { row in
      var end = (row + 1) * width
      let start = row * width
      while end > start, cells[end - 1] == UInt8(ascii: " ") { end -= 1 }
      return cells[start..<end]
    }
  }
}
