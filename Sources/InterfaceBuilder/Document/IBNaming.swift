import Diagnostics

/// How imported views and constraints are named in scripts and CSV.
///
/// A view is named after its outlet property, else its `userLabel`, else
/// `<element>_<id>` with every character that cannot appear in a name replaced by `_`
/// (`label_z6W_Rm_BJo`). A name already taken gets `_<id>` appended. Constraints are named
/// after their outlet property, else their `identifier`; others have no script name.
struct IBNaming {
  /// Outlet property names by destination id.
  let outlets: [String: String]
  /// Names in use.
  private var taken: Set<String> = []

  init(outlets: [String: String]) {
    self.outlets = outlets
  }

  /// Marks `name` as used by the view `id`.
  mutating func reserve(_ name: String, for id: String) {
    taken.insert(name)
  }

  /// A unique script name for `view`.
  mutating func name(for view: IBView) -> String {
    let base =
      outlets[view.id].map(Self.sanitize) ?? view.userLabel.map(Self.sanitize)
      ?? (view.elementName + "_" + Self.sanitize(view.id))
    var name = base
    if taken.contains(name) { name = base + "_" + Self.sanitize(view.id) }
    var counter = 2
    while taken.contains(name) {
      name = base + "_" + Self.sanitize(view.id) + "_\(counter)"
      counter += 1
    }
    taken.insert(name)
    return name
  }

  /// The script name of a constraint, if it has an outlet or identifier.
  mutating func constraintName(for constraint: IBConstraint) -> String? {
    guard let base = outlets[constraint.id] ?? constraint.identifier else { return nil }
    var name = Self.sanitize(base)
    if taken.contains(name) { name += "_" + Self.sanitize(constraint.id) }
    taken.insert(name)
    return name
  }

  /// `text` as a script name: letters, digits and `_`; others become `_`; a leading digit
  /// gets a `_` before it.
  static func sanitize(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      let isASCIILetter = ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
      let isDigit = ("0"..."9").contains(scalar)
      result.unicodeScalars.append(isASCIILetter || isDigit || scalar == "_" ? scalar : "_")
    }
    if result.isEmpty { return "_" }
    if let first = result.unicodeScalars.first, ("0"..."9").contains(first) {
      result = "_" + result
    }
    return result
  }
}
