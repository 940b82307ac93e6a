import Solver

/// The owner of each solver variable an engine created, how many solver constraints use it
/// and where its solved value goes, found by variable id in O(1).
///
/// Each variable the engine registers gets the next local slot (0, 1, 2, …), and the tables
/// are indexed by slot, so they hold exactly the engine's own variables. Variable ids come
/// from one process-wide counter, shared with every other engine: a table indexed by id from
/// the engine's first variable would grow with every variable created anywhere while the
/// engine lives. An open-addressing index maps id → slot instead: a power-of-two table of
/// slots, at most half full, probed linearly from each id's home bucket (`IDHash`). The home
/// is the id modulo the table size, so the engine's runs of consecutive ids sit in
/// consecutive buckets (the commit walks them in about id order: few cache lines); should
/// an insert probe far (ids spaced by a multiple of the table size, which would pile up),
/// the index switches to Fibonacci hashing for good, which spreads any common spacing. An id
/// is found in about one probe either way.
///
/// Two parallel tables by slot: `targets`, plain values (an uncounted view, the variable's
/// id, two 32-bit integers and a role) that the per-frame commit reads for every moved value
/// without reference counting (`LayoutEngine+Commit.swift`), and `variables`, the solver
/// variables themselves (each with a counted name), read only where constraints are added or
/// removed.
struct VariableDirectory {
  /// Where one variable's value is committed, and whether a constraint uses it.
  struct Target {
    /// The view, uncounted.
    ///
    /// Targets live in their engine, whose `views` array keeps every view alive (a released
    /// view's slot keeps a stand-in, which the target then names), so the reference needs no
    /// counting.
    var view: Unmanaged<View>
    /// The variable's id (what a lookup compares).
    let id: Int
    /// The view's position in `LayoutEngine.views`.
    let viewIndex: Int32
    /// How many solver constraints use the variable.
    var references: Int32
    /// Which of the view's variables.
    let role: VariableRole
  }

  /// The targets by slot, in registration order.
  private var targets: [Target] = []
  /// The variables by slot, parallel to `targets`.
  private var variables: [Variable] = []
  /// The id index: slot + 1 of the variable homed at or probed to each bucket, 0 for an
  /// empty bucket; a power of two long, at least 16.
  private var buckets = [Int32](repeating: 0, count: VariableDirectory.initialCapacity)
  /// Where each id's search starts in `buckets`.
  private var hash = IDHash(bucketCount: VariableDirectory.initialCapacity, scrambles: false)

  /// The buckets of an empty directory.
  private static let initialCapacity = 16
  /// An insert that probes more buckets than this switches the index to Fibonacci hashing.
  private static let probeLimit = 16

  /// The home bucket of an id: (id × multiplier mod 2⁶⁴) ≫ shift, one multiplication and one
  /// shift for either hashing.
  struct IDHash {
    /// 2^`shift` (the id modulo the bucket count) or ⌊2⁶⁴/φ⌋ (Fibonacci hashing).
    let multiplier: UInt64
    /// 64 − log₂(bucket count), in 60…63 for 16 buckets and up.
    let shift: Int

    /// The hash for `bucketCount` buckets (a power of two from 16).
    ///
    /// - Parameter scrambles: Fibonacci hashing instead of the id modulo the bucket count.
    init(bucketCount: Int, scrambles: Bool) {
      shift = 64 - bucketCount.trailingZeroBitCount
      multiplier = scrambles ? 0x9E37_79B9_7F4A_7C15 : 1 &<< UInt64(shift)
    }

    /// Whether this is Fibonacci hashing.
    var scrambles: Bool { multiplier == 0x9E37_79B9_7F4A_7C15 }

    /// The bucket where the search for `id` starts (a masking shift: no range check).
    @inline(__always)
    func home(of id: Int) -> Int {
      Int(truncatingIfNeeded: (UInt64(truncatingIfNeeded: id) &* multiplier) &>> shift)
    }
  }

  /// The number of variables registered.
  var count: Int { targets.count }

  /// The number of buckets in the id index: a power of two, at least twice `count` and at
  /// most max(16, 4 × `count`), whatever ids other engines took meanwhile.
  var capacity: Int { buckets.count }

  /// Whether the id index switched to Fibonacci hashing (an insert probed too far).
  var scrambles: Bool { hash.scrambles }

  /// The owner of the variable with `id`, if this engine created it.
  subscript(id: Int) -> VariableOwner? {
    guard let slot = slot(of: id) else { return nil }
    let target = targets[slot]
    return VariableOwner(variable: variables[slot], unmanagedView: target.view, role: target.role)
  }

  /// How many solver constraints use the variable with `id` (0 for unknown ids).
  func references(of id: Int) -> Int {
    guard let slot = slot(of: id) else { return 0 }
    return Int(targets[slot].references)
  }

  /// Adds `delta` to the variable's use count.
  ///
  /// - Returns: The owner and the count before the change, or `nil` for unknown ids.
  mutating func adjustReferences(of id: Int, by delta: Int) -> (VariableOwner, Int)? {
    guard let slot = slot(of: id) else { return nil }
    let target = targets[slot]
    targets[slot].references = target.references + Int32(delta)
    let owner = VariableOwner(
      variable: variables[slot], unmanagedView: target.view, role: target.role)
    return (owner, Int(target.references))
  }

  /// Records the owner of a variable just created, in the next slot.
  ///
  /// - Parameter viewIndex: The owner's view's position in `LayoutEngine.views`.
  /// - Complexity: O(1) amortized (the index doubles when half full, and switches its hash
  ///   at most once).
  mutating func insert(_ owner: VariableOwner, viewIndex: Int, for id: Int) {
    precondition(id == owner.variable.id, "variable \(owner.variable.id) registered as \(id)")
    if (targets.count + 1) * 2 > buckets.count {
      rebuildIndex(size: buckets.count * 2, scrambles: hash.scrambles)
    }
    let slot = targets.count
    targets.append(
      Target(
        view: owner.unmanagedView, id: id, viewIndex: Int32(viewIndex), references: 0,
        role: owner.role))
    variables.append(owner.variable)
    let probes = place(slot: slot, id: id)
    if probes > VariableDirectory.probeLimit && !hash.scrambles {
      rebuildIndex(size: buckets.count, scrambles: true)
    }
  }

  /// Makes the variables of the views at `indices` name `replacements[i]` instead (the
  /// stand-ins of released views, `LayoutEngine.release(_:)`).
  ///
  /// - Complexity: O(variables).
  mutating func retarget(_ replacements: [Int32: View]) {
    guard !replacements.isEmpty else { return }
    for slot in targets.indices {
      if let view = replacements[targets[slot].viewIndex] {
        targets[slot].view = Unmanaged.passUnretained(view)
      }
    }
  }

  /// Calls `body` with a lookup over the tables, lent in place.
  ///
  /// - Complexity: O(1): the tables are lent, not copied.
  func withLookup<Result>(_ body: (_ lookup: Lookup) -> Result) -> Result {
    targets.withUnsafeBufferPointer { targets in
      buckets.withUnsafeBufferPointer { buckets in
        body(Lookup(targets: targets, buckets: buckets, hash: hash))
      }
    }
  }

  /// The directory's tables lent for the commit's loop: the target of a variable id in a
  /// few loads (no bounds, uniqueness or exclusivity checks, no reference counting).
  struct Lookup {
    /// The targets by slot.
    let targets: UnsafeBufferPointer<Target>
    /// The id index (see `VariableDirectory.buckets`).
    let buckets: UnsafeBufferPointer<Int32>
    /// The index's hash.
    let hash: IDHash

    /// The target of the variable with `id`, or nil for an id the engine did not register.
    ///
    /// - Complexity: O(1) expected (the index is at most half full).
    @inline(__always)
    func target(of id: Int) -> Target? {
      let mask = buckets.count &- 1
      var bucket = hash.home(of: id)
      while true {
        let entry = Int(buckets[bucket])
        if entry == 0 { return nil }
        let target = targets[entry &- 1]
        if target.id == id { return target }
        bucket = (bucket &+ 1) & mask
      }
    }
  }

  /// Calls `body` with every registered variable and its target, in slot (registration)
  /// order.
  func forEachEntry(_ body: (_ variable: Variable, _ target: Target) -> Void) {
    for (variable, target) in zip(variables, targets) { body(variable, target) }
  }

  /// Checks the tables' structure, trapping with a message on the first violation.
  ///
  /// For tests and debugging (`precondition`s); `LayoutEngine.checkInvariants()` adds the
  /// checks against the views and the solver. The tables are parallel and dense (one
  /// target per variable, with the variable's id and a use count ≥ 0); the index is a power
  /// of two of at least 16 buckets, at most half full and at most max(16, 4 × count) (its
  /// size follows the engine's own variables, not the process-wide id range), with a hash
  /// for its size; every variable is found from its id's home bucket without crossing an
  /// empty bucket, and the index holds nothing else.
  ///
  /// - Complexity: O(capacity) expected.
  func checkInvariants() {
    precondition(
      targets.count == variables.count,
      "\(targets.count) targets for \(variables.count) variables")
    let size = buckets.count
    precondition(
      size >= VariableDirectory.initialCapacity && size & (size - 1) == 0,
      "the id index has \(size) buckets, not a power of two from 16")
    let expected = IDHash(bucketCount: size, scrambles: hash.scrambles)
    precondition(
      hash.shift == expected.shift && hash.multiplier == expected.multiplier,
      "hash (× \(hash.multiplier)) ≫ \(hash.shift) for \(size) buckets")
    precondition(2 * count <= size, "\(count) variables in \(size) buckets: over half full")
    precondition(
      size <= max(VariableDirectory.initialCapacity, 4 * count),
      "\(size) buckets for \(count) variables: the index outgrew the engine's variables")
    for (index, target) in targets.enumerated() {
      let variable = variables[index]
      precondition(
        target.id == variable.id, "slot \(index) has target \(target.id) for \(variable)")
      precondition(target.references >= 0, "\(variable) has \(target.references) uses")
      precondition(target.viewIndex >= 0, "\(variable) has view index \(target.viewIndex)")
      precondition(slot(of: target.id) == index, "\(variable) is not found in slot \(index)")
    }
    let filled = buckets.count(where: { $0 != 0 })
    precondition(filled == count, "\(filled) buckets filled for \(count) variables")
  }

  /// The slot of the variable with `id`, if registered.
  private func slot(of id: Int) -> Int? {
    let mask = buckets.count - 1
    var bucket = hash.home(of: id)
    while true {
      let entry = Int(buckets[bucket])
      if entry == 0 { return nil }
      if targets[entry - 1].id == id { return entry - 1 }
      bucket = (bucket + 1) & mask
    }
  }

  /// Enters `slot` under `id` in the first empty bucket from the id's home.
  ///
  /// - Returns: How many filled buckets were probed first.
  private mutating func place(slot: Int, id: Int) -> Int {
    let hash = self.hash
    return targets.withUnsafeBufferPointer { targets in
      buckets.withUnsafeMutableBufferPointer { buckets in
        VariableDirectory.place(slot: slot, id: id, in: buckets, targets: targets, hash: hash)
      }
    }
  }

  /// Enters `slot` under `id` in the first empty bucket of `buckets` from the id's home.
  ///
  /// - Precondition: No other slot has `id` (checked against the buckets probed: a second
  ///   slot with the same id would sit in the same cluster).
  /// - Returns: How many filled buckets were probed first.
  private static func place(
    slot: Int, id: Int, in buckets: UnsafeMutableBufferPointer<Int32>,
    targets: UnsafeBufferPointer<Target>, hash: IDHash
  ) -> Int {
    let mask = buckets.count - 1
    var bucket = hash.home(of: id)
    var probes = 0
    while buckets[bucket] != 0 {
      precondition(targets[Int(buckets[bucket]) - 1].id != id, "variable \(id) registered twice")
      bucket = (bucket + 1) & mask
      probes += 1
    }
    buckets[bucket] = Int32(slot + 1)
    return probes
  }

  /// Builds the id index again with `size` buckets, entering every slot.
  ///
  /// - Parameter scrambles: Fibonacci hashing instead of the id modulo the bucket count.
  /// - Complexity: O(`size`).
  private mutating func rebuildIndex(size: Int, scrambles: Bool) {
    let hash = IDHash(bucketCount: size, scrambles: scrambles)
    var rebuilt = [Int32](repeating: 0, count: size)
    targets.withUnsafeBufferPointer { targets in
      rebuilt.withUnsafeMutableBufferPointer { buckets in
        for (slot, target) in targets.enumerated() {
          _ = VariableDirectory.place(
            slot: slot, id: target.id, in: buckets, targets: targets, hash: hash)
        }
      }
    }
    buckets = rebuilt
    self.hash = hash
  }
}

/// The view and role a solver variable belongs to.
struct VariableOwner {
  /// The variable.
  let variable: Variable
  /// The view, uncounted.
  ///
  /// Owners live in their engine, whose `views` array keeps every view alive, so the
  /// reference needs no counting (no retain and release per lookup).
  let unmanagedView: Unmanaged<View>
  /// Which of its variables.
  let role: VariableRole

  /// Creates the record for one variable of `view`.
  init(variable: Variable, view: View, role: VariableRole) {
    self.init(variable: variable, unmanagedView: Unmanaged.passUnretained(view), role: role)
  }

  /// Creates the record for one variable of an uncounted view.
  init(variable: Variable, unmanagedView: Unmanaged<View>, role: VariableRole) {
    self.variable = variable
    self.unmanagedView = unmanagedView
    self.role = role
  }

  /// The view (a counted reference).
  var view: View { unmanagedView.takeUnretainedValue() }
}
