/// How a script names a view or constraint of a loaded scene by its Interface Builder id.
///
/// `constraint "Xcz-1j-2c9"` and `view "abc-12-xyz"` read as the name key `"Xcz-1j-2c9"`
/// (the id in double quotes), which no identifier can be, so every loaded view and
/// constraint is addressable, also a constraint without an outlet or `identifier`.
enum IBReference {
  /// The name key of the Interface Builder id `id`.
  static func key(_ id: String) -> String {
    "\"" + id + "\""
  }

  /// The Interface Builder id a name key stands for; nil for a script name.
  static func id(of name: String) -> String? {
    guard name.count >= 2, name.hasPrefix("\""), name.hasSuffix("\"") else { return nil }
    return String(name.dropFirst().dropLast())
  }
}
