import Solver
import Testing

@testable import Layout

@Suite("The variable directory holds only its engine's variables")
struct VariableDirectoryTests {
  /// Adds `count` views to `engine`'s root, each placed by four constants, and lays out.
  private func addPlacedViews(_ count: Int, to engine: LayoutEngine, prefix: String) throws {
    let root = engine.root
    var constraints: [LayoutConstraint] = []
    for index in 0..<count {
      let view = try makeView("\(prefix)\(index)", in: root)
      constraints += [
        try view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: Double(index)),
        try view.topAnchor.constraint(equalTo: root.topAnchor, constant: 2 * Double(index)),
        try view.widthAnchor.constraint(equalToConstant: 10),
        try view.heightAnchor.constraint(equalToConstant: 20),
      ]
    }
    activate(constraints)
    engine.layoutIfNeeded()
  }

  /// An engine's tables hold its own variables only, however far apart its ids are.
  ///
  /// Engine A is created first; 20 other engines of 50 views and 10,000 loose variables then
  /// take ids from the process-wide counter; then A gets ten more views. A's id index has at
  /// most max(16, 4 × A's variables) buckets.
  @Test func anEngineKeptAliveStaysSmallWhileOthersCreateVariables() throws {
    let a = LayoutEngine(rootSize: Size(width: 320, height: 568))
    try addPlacedViews(2, to: a, prefix: "a")
    a.checkInvariants()
    let before = a.variableOwners.count
    let firstID = Variable().id
    var others: [LayoutEngine] = []
    for _ in 0..<20 {
      let other = LayoutEngine(rootSize: Size(width: 320, height: 568))
      try addPlacedViews(50, to: other, prefix: "b")
      others.append(other)
    }
    for _ in 0..<10_000 { _ = Variable() }
    let span = Variable().id - firstID
    // At least the loose variables and 4 per view of the other engines: 10,000 + 20 × 50 × 4.
    #expect(span >= 14_000)
    try addPlacedViews(10, to: a, prefix: "late")
    a.checkInvariants()
    for other in others { other.checkInvariants() }
    // Each placed view has 4 variables (minX, minY, width, height): 10 more views, 40 more.
    #expect(a.variableOwners.count == before + 40)
    #expect(a.variableOwners.capacity <= max(16, 4 * a.variableOwners.count))
    #expect(a.variableOwners.capacity * 100 < span)
    // The frames the late views got: view i at (i, 2i), 10 × 20.
    let late = a.views.filter { $0.name.hasPrefix("late") }
    #expect(late.count == 10)
    for (index, view) in late.enumerated() {
      #expect(view.frame == Rect(x: Double(index), y: 2 * Double(index), width: 10, height: 20))
    }
  }

  /// Ids spaced by a multiple of the bucket count would all start at one bucket: the index
  /// switches to Fibonacci hashing once an insert probes more than 16 buckets, and every
  /// variable is still found.
  ///
  /// 24 ids ≡ 0 (mod 64): with 16 buckets, with 32 (from the 9th variable: (8 + 1) × 2 > 16)
  /// and with 64 (from the 17th: (16 + 1) × 2 > 32), every id's home is bucket 0, so the k-th
  /// insert probes k − 1 filled buckets; the 18th probes 17 > 16 and switches. The 24th
  /// insert keeps 64 buckets ((23 + 1) × 2 = 48 ≤ 64).
  @Test func idsSpacedByTheTableSizeSwitchToFibonacciHashing() {
    let view = View(name: "spaced")
    var directory = VariableDirectory()
    var spaced: [Variable] = []
    // Other tests take ids concurrently, so keep only the ids ≡ 0 (mod 64).
    while spaced.count < 24 {
      let variable = Variable()
      if variable.id % 64 == 0 { spaced.append(variable) }
    }
    for (index, variable) in spaced.enumerated() {
      directory.insert(
        VariableOwner(variable: variable, view: view, role: .width), viewIndex: 0,
        for: variable.id)
      directory.checkInvariants()
      // Still the id modulo the bucket count through the 17th variable (16 probes).
      #expect(directory.scrambles == (index >= 17), "after \(index + 1) variables")
    }
    #expect(directory.count == 24 && directory.capacity == 64)
    for variable in spaced {
      #expect(directory[variable.id]?.variable == variable)
      _ = directory.adjustReferences(of: variable.id, by: 1)
    }
    let found = directory.withLookup { lookup in
      spaced.allSatisfy { lookup.target(of: $0.id)?.references == 1 }
    }
    #expect(found)
    #expect(directory[spaced[0].id + 1] == nil && directory.references(of: -5) == 0)
    directory.checkInvariants()
  }
}
