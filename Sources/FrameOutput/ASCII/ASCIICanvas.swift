import Diagnostics

/// A character grid onto which boxes are drawn, clipped to its bounds and to a clip box.
struct ASCIICanvas {
  /// The number of columns.
  let width: Int
  /// The number of rows.
  let height: Int
  /// The cells outside which nothing is drawn (inclusive), in addition to the grid's bounds;
  /// a scroll view's box while its subviews are drawn.
  var clip: CellBox?
  private var cells: [UInt8]

  /// Creates a grid of `width` × `height` spaces.
  init(width: Int, height: Int) {
    precondition(width > 0 && height > 0, "A canvas needs at least one cell")
    self.width = width
    self.height = height
    self.cells = Array(repeating: UInt8(ascii: " "), count: width * height)
  }

  /// Stores `byte` at column `column`, row `row`, when that cell is on the grid and inside
  /// the clip box.
  mutating func put(_ byte: UInt8, column: Int, row: Int) {
    guard column >= 0, column < width, row >= 0, row < height else { return }
    if let clip, !clip.contains(column: column, row: row) { return }
    cells[row * width + column] = byte
  }

  /// Whether any cell of `box` is on the grid and inside the clip box.
  func isVisible(_ box: CellBox) -> Bool {
    let grid = CellBox(left: 0, top: 0, right: width - 1, bottom: height - 1)
    guard let visible = clip.map({ grid.intersection($0) }) ?? grid else { return false }
    return box.intersection(visible) != nil
  }

  /// Draws the box whose corners are at the given cells (inclusive), hiding what is under it.
  ///
  /// Its interior is cleared, its outline drawn with `+`, `-` and `|`, and `label` written
  /// on its top edge after the corner, truncated to fit inside the box. A box with no room
  /// inside gets the label's first byte on its top-left corner.
  ///
  /// - Complexity: O(area), clipped to the grid.
  mutating func drawBox(_ box: CellBox, label: [UInt8]) {
    let (left, top, right, bottom) = (box.left, box.top, box.right, box.bottom)
    let minColumn = max(left, -1)
    let maxColumn = min(right, width)
    let minRow = max(top, -1)
    let maxRow = min(bottom, height)
    if minColumn + 1 <= maxColumn - 1 && minRow + 1 <= maxRow - 1 {
      for row in (minRow + 1)...(maxRow - 1) {
        for column in (minColumn + 1)...(maxColumn - 1) {
          put(UInt8(ascii: " "), column: column, row: row)
        }
      }
    }
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
    guard room > 0 else {
      if let first = label.first { put(first, column: left, row: top) }
      return
    }
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

/// A box of cells, corners inclusive.
struct CellBox: Hashable {
  var left: Int
  var top: Int
  var right: Int
  var bottom: Int

  /// Whether the cell is inside the box (edges included).
  func contains(column: Int, row: Int) -> Bool {
    column >= left && column <= right && row >= top && row <= bottom
  }

  /// The cells in both boxes, or `nil` when they share none.
  func intersection(_ other: CellBox) -> CellBox? {
    let box = CellBox(
      left: max(left, other.left), top: max(top, other.top), right: min(right, other.right),
      bottom: min(bottom, other.bottom))
    return box.left <= box.right && box.top <= box.bottom ? box : nil
  }
}
