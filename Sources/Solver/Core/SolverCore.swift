/// A user variable as the solver knows it.
struct VariableEntry {
  /// The variable.
  var variable: Variable
  /// Its tableau symbol, when it takes part in tableau rows.
  var symbol: Symbol?
  /// Its definition, when a required equality is resolved outside the tableau.
  var definition: Definition?
  /// How many constraints in the solver mention it.
  var references = 0
  /// For a defined variable: the tableau constraints that mention it directly, by identity,
  /// in the order they were added (their rows hold its expansion).
  var users: [Int] = []
  /// For a defined variable: its expansion over tableau variables, when computed and short.
  var expansion: Expansion?
  /// For a defined variable: its expansion is longer than `Expansion.cacheLimit` terms (not
  /// cached; computed on demand by pushing coefficients down the definitions).
  var hasLongExpansion = false
  /// For a defined variable: whether some expansion was computed through its definition.
  ///
  /// Only then may tableau rows or cached expansions hold it. Never cleared while the
  /// definition lives; when false, changing or removing the definition touches no row.
  var isExpanded = false
}

/// A defined variable written over variables that are not defined:
/// `constant + Σ coefficient·variable`, terms sorted by slot.
///
/// Tableau rows use expansions instead of defined variables, so a definition never enters
/// the tableau and a chain of definitions costs one row per tableau constraint that
/// reaches it, not one row (carrying every marker above it) per link.
struct Expansion {
  /// Expansions with more terms than this are not cached.
  static let cacheLimit = 8
  /// The constant summand.
  var constant: Double
  /// Slot and coefficient of each variable, sorted by slot, none near zero.
  var terms: [(slot: Int, coefficient: Double)]
}

/// A required equality `subject = constant + Σ coefficient·term` kept outside the tableau.
///
/// A required equality whose variable appears in no other constraint can never conflict
/// and never moves the optimum of the rest: it only defines that variable. Keeping it
/// outside the tableau is what keeps chains (`top = above.top + above.height + 8`) from
/// growing rows with one error term per link. A definition never enters the tableau: a
/// tableau constraint that mentions its subject uses the subject's `Expansion`.
struct Definition {
  /// The constraint it comes from.
  var constraintID: Int
  /// The subject's coefficient in that constraint (for constant updates).
  var subjectCoefficient: Double
  /// The other variables: slot and coefficient, in the constraint's term order.
  var terms: [(slot: Int, coefficient: Double)]
  /// The constant summand.
  var constant: Double
  /// Creation order; a definition only mentions variables defined before it.
  var sequence: Int
}

/// Where a constraint lives inside the solver.
enum Placement {
  /// A definition of the variable in `subject` (a slot).
  case definition(subject: Int)
  /// A tableau constraint: its marker (with its coefficient in the original row) and,
  /// for non-required constraints, its second error symbol.
  case tableau(marker: Symbol, markerCoefficient: Double, other: Symbol?)
}

/// A constraint in the solver with its current constant and priority.
struct ConstraintRecord {
  /// The constraint, with the constant and priority currently in force.
  var constraint: Constraint
  /// The slot of each of its terms, in order.
  var slots: [Int]
  /// Where it lives.
  var placement: Placement
}

/// The whole solver state as one value, so a failed call can restore it by assignment.
@usableFromInline
struct SolverCore {
  /// The simplex tableau.
  var tableau = Tableau()
  /// Variable identity to slot (looked up, never iterated).
  var slotByID: [Int: Int] = [:]
  /// Every variable seen, in first-registration order.
  var entries: [VariableEntry] = []
  /// The constraints in the solver, by identity (looked up; iterated only after sorting).
  var records: [Int: ConstraintRecord] = [:]
  /// The edit constraint of each edit variable, by variable identity.
  var edits: [Int: Constraint] = [:]
  /// The counter for definition sequence numbers.
  var definitionCounter = 0
  /// How many required equalities were found redundant (their row reduced to markers with
  /// a zero constant); the conflict search uses it to measure rank.
  var redundantRows = 0
  /// Set by `addToTableau` when the row it built overflowed (a non-finite value).
  var nonFiniteRow = false
  /// The certificate's constraints and multipliers of the last failed `insert`, kept after
  /// its rollback (for `replace`).
  var lastFailureSupport: [(id: Int, multiplier: Double)] = []
  /// Every variable's value, and the slots that moved since the last `changedVariables()`.
  @usableFromInline var solved = SolvedValues()
  /// The definitions as a flat program in creation order (mirrors `entries`' definitions),
  /// with the dependents of each slot and the definitions waiting for re-evaluation.
  var program = DefinitionProgram()
  /// The undo records of a call that may fail.
  var journal: CoreJournal?

  /// The slot of `variable`, registering it on first sight.
  mutating func slot(for variable: Variable) -> Int {
    if let slot = slotByID[variable.id] { return slot }
    let slot = entries.count
    slotByID[variable.id] = slot
    entries.append(VariableEntry(variable: variable))
    solved.append(variable)
    program.appendSlot()
    return slot
  }

  /// Whether the variable in `slot` is free for a new definition or a new tableau column:
  /// no constraint mentions it and it appears in no row.
  func isFresh(_ slot: Int) -> Bool {
    let entry = entries[slot]
    guard entry.references == 0, entry.definition == nil else { return false }
    guard let symbol = entry.symbol else { return true }
    return tableau.rows[symbol] == nil && tableau.columns[symbol].isEmpty
  }

  /// The tableau symbol of the variable in `slot`, creating it on first use.
  ///
  /// Precondition: the variable is not defined (rows use a defined variable's expansion).
  mutating func resolveSymbol(_ slot: Int) -> Symbol {
    if let symbol = entries[slot].symbol { return symbol }
    precondition(entries[slot].definition == nil, "a defined variable has no tableau symbol")
    let symbol = tableau.makeSymbol(.external, owner: slot)
    noteEntry(slot)
    entries[slot].symbol = symbol
    return symbol
  }

  /// Drops the tableau symbol of an unused variable (its value becomes 0).
  mutating func releaseIfUnused(_ slot: Int) {
    guard entries[slot].references == 0, let symbol = entries[slot].symbol,
      tableau.rows[symbol] == nil, tableau.columns[symbol].isEmpty
    else { return }
    guard tableau.costs[symbol].isEmpty else { return }
    tableau.owners[symbol] = -1
    tableau.freeIfUnused(symbol)
    entries[slot].symbol = nil
    setValue(0, of: slot)
  }
}
