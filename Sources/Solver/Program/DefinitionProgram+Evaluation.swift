// Running the program: the pending definitions re-evaluated in creation order.

extension DefinitionProgram {
  /// Re-evaluates every pending definition, smallest position first, storing the values in
  /// `solved` and marking the dependents of each value that moved (bitwise).
  ///
  /// The sum is formed as before the program existed — the constant, then each term in the
  /// definition's order — so the values are the same bits. The loop runs over raw storage
  /// (the arrays are not resized inside it), about 20 instructions per one-term definition.
  /// - Complexity: O(Σ (terms + dependents) of the evaluated definitions), plus
  ///   O(positions / 4,096) for the scan of the pending set.
  mutating func run(_ solved: inout SolvedValues) {
    var pending = self.pending
    self.pending = PendingPositions()
    defer { self.pending = pending }
    subjects.withUnsafeBufferPointer { subjects in
      constants.withUnsafeBufferPointer { constants in
        termStarts.withUnsafeBufferPointer { termStarts in
          termSlots.withUnsafeBufferPointer { termSlots in
            termCoefficients.withUnsafeBufferPointer { termCoefficients in
              firstEdge.withUnsafeBufferPointer { firstEdge in
                edgePositions.withUnsafeBufferPointer { edgePositions in
                  edgeNext.withUnsafeBufferPointer { edgeNext in
                    solved.withUnsafeStorage { values, isChanged, changedSlots, changedCount in
                      pending.withUnsafePositions { pending in
                        while let (word, taken) = pending.popFirstWord() {
                          var bits = taken
                          while bits != 0 {
                            let position = word << 6 | bits.trailingZeroBitCount
                            bits &= bits &- 1
                            let subject = subjects[position]
                            guard subject >= 0 else { continue }
                            var value = constants[position]
                            // Wrapping arithmetic: indices are bounded by the arrays.
                            var index = termStarts[position]
                            let end = termStarts[position &+ 1]
                            while index < end {
                              value += termCoefficients[index] * values[termSlots[index]]
                              index &+= 1
                            }
                            guard values[subject] != value else { continue }
                            values[subject] = value
                            if !isChanged[subject] {
                              isChanged[subject] = true
                              changedSlots[changedCount] = subject
                              changedCount &+= 1
                            }
                            var edge = firstEdge[subject]
                            while edge >= 0 {
                              // A dependent comes after `position`: in this word, it joins
                              // the bits being taken; in a later one, the pending set.
                              let dependent = edgePositions[edge]
                              if dependent >> 6 == word {
                                bits |= 1 &<< UInt64(dependent & 63)
                              } else {
                                pending.insert(dependent)
                              }
                              edge = edgeNext[edge]
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
      }
    }
  }
}
