import Layout

extension FrameCache {
  /// The cached view tree the incremental window walk of `applyChanges` reads: each view's
  /// parent, the parents' content offsets and each view's children.
  struct WindowTree {
    /// Each view's superview index (nil for the root), parents before children.
    let parents: [Int?]
    /// For each view, its position in `offsets`, or −1 when it has no children.
    let slots: [Int]
    /// The content offsets of the views that have children, in points.
    let offsets: [Point]
    /// Each view's children are `children[starts[v]..<starts[v + 1]]`.
    let starts: [Int]
    /// The children of every view, grouped by parent.
    let children: [Int]

    /// Recomputes the window origin (2 per view: the window position of the view's
    /// superview coordinate space) and the window frame of every view in `roots` and of
    /// their descendants: window = frame + origin, origin(view) = origin(parent) +
    /// parent's frame origin − parent's content offset.
    ///
    /// Reads and writes through unsafe buffers: one walk per frame over every moved view
    /// (1,000 in the chained-widths relayout), where checked array stores cost a uniqueness
    /// check per store (measured with callgrind, docs/solver.md). A view whose parent this
    /// walk did not place keeps its cached origin (`origins` must hold every view's origin
    /// as of the last walk or full derivation).
    ///
    /// - Parameters:
    ///   - roots: Distinct view indices, ascending (a parent before its children).
    ///   - model: Every view's frame, in points.
    ///   - windows: Every view's window frame, updated in place.
    ///   - origins: The window origins, 2 per view, updated in place.
    ///   - marks: Visit marks, one per view; visited views get `stamp`.
    ///   - stamp: A mark no view has yet.
    /// - Complexity: O(roots + their descendants).
    func place(
      roots: [Int], model: [Rect], windows: inout [Rect], origins: inout [Double],
      marks: inout [Int], stamp: Int
    ) {
      var stack: [Int] = []
      parents.withUnsafeBufferPointer { parents in
        model.withUnsafeBufferPointer { model in
          windows.withUnsafeMutableBufferPointer { windows in
            origins.withUnsafeMutableBufferPointer { origins in
              marks.withUnsafeMutableBufferPointer { marks in
                func visit(_ view: Int) {
                  var originX = 0.0
                  var originY = 0.0
                  if let parent = parents[view] {
                    if marks[parent] == stamp {
                      let frame = model[parent]
                      let contentOffset = offsets[slots[parent]]
                      originX = origins[parent * 2] + frame.x - contentOffset.x
                      originY = origins[parent * 2 + 1] + frame.y - contentOffset.y
                      origins[view * 2] = originX
                      origins[view * 2 + 1] = originY
                    } else {
                      // The parent was not placed in this walk: neither it, nor an
                      // ancestor, nor its content offset changed (each would be a root
                      // placed earlier, roots ascending), so the cached origin holds.
                      originX = origins[view * 2]
                      originY = origins[view * 2 + 1]
                    }
                  } else {
                    origins[view * 2] = 0
                    origins[view * 2 + 1] = 0
                  }
                  let frame = model[view]
                  windows[view] = Rect(
                    x: frame.x + originX, y: frame.y + originY, width: frame.width,
                    height: frame.height)
                }
                for root in roots where marks[root] != stamp {
                  marks[root] = stamp
                  visit(root)
                  // Leaves (most moved views) never touch the stack.
                  guard starts[root] != starts[root + 1] else { continue }
                  stack.append(root)
                  while let parent = stack.popLast() {
                    for child in children[starts[parent]..<starts[parent + 1]]
                    where marks[child] != stamp {
                      marks[child] = stamp
                      visit(child)
                      if starts[child] != starts[child + 1] { stack.append(child) }
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
  }
}
