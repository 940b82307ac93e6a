extension ParsedArguments {
  /// The value of `name` as a decimal number (`-?[0-9]+(\.[0-9]+)?`) within `range`, or
  /// `nil` when the option was not given.
  ///
  /// - Throws: `UsageError.invalidValue` when the text is not such a number or is out of range.
  func number(_ name: String, in range: ClosedRange<Double>, command: String) throws(UsageError)
    -> Double?
  {
    guard let text = value(name) else { return nil }
    guard let number = parseDecimal(text), range.contains(number) else {
      throw .invalidValue(
        option: name, value: text,
        expected: "a number from \(rangeText(range.lowerBound)) to \(rangeText(range.upperBound))",
        command: command)
    }
    return number
  }

  /// The value of `name` as a whole number within `range`, or `nil` when not given.
  ///
  /// - Throws: `UsageError.invalidValue` when it is not a whole number in range.
  func integer(_ name: String, in range: ClosedRange<Int>, command: String) throws(UsageError)
    -> Int?
  {
    guard let text = value(name) else { return nil }
    guard text.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }), !text.isEmpty, text.count <= 9,
      let number = Int(text), range.contains(number)
    else {
      throw .invalidValue(
        option: name, value: text,
        expected: "a whole number from \(range.lowerBound) to \(range.upperBound)",
        command: command)
    }
    return number
  }

  /// The value of `name` as a time in seconds (`0.5`, `0.5s`, `500ms`), at least 0, or
  /// `nil` when not given.
  ///
  /// - Throws: `UsageError.invalidValue` when it is not a duration.
  func seconds(_ name: String, command: String) throws(UsageError) -> Double? {
    guard let text = value(name) else { return nil }
    var digits = Substring(text)
    var factor = 1.0
    if digits.hasSuffix("ms") {
      digits = digits.dropLast(2)
      factor = 0.001
    } else if digits.hasSuffix("s") {
      digits = digits.dropLast()
    }
    guard let number = parseDecimal(String(digits)), number >= 0, number <= 86_400 / factor else {
      throw .invalidValue(
        option: name, value: text, expected: "a time in seconds such as 0.5, 0.5s or 500ms",
        command: command)
    }
    return number * factor
  }

  /// The value of `name` as a one-of choice, or `nil` when not given.
  ///
  /// - Throws: `UsageError.invalidValue` naming the choices.
  func choice<Choice: RawRepresentable & CaseIterable>(
    _ name: String, as type: Choice.Type, command: String
  ) throws(UsageError) -> Choice? where Choice.RawValue == String {
    guard let text = value(name) else { return nil }
    guard let choice = Choice(rawValue: text) else {
      let names = Choice.allCases.map(\.rawValue)
      var expected = names.joined(separator: ", ")
      if let close = suggestion(for: text, among: names) {
        expected += " (did you mean '\(close)'?)"
      }
      throw .invalidValue(
        option: name, value: text, expected: "one of " + expected, command: command)
    }
    return choice
  }

  /// The value of `name` as a comma-separated list of identifiers, or `nil` when not given.
  ///
  /// - Throws: `UsageError.invalidValue` when an element is empty or not an identifier.
  func identifiers(_ name: String, command: String) throws(UsageError) -> [String]? {
    guard let text = value(name) else { return nil }
    let items = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    guard items.allSatisfy(isIdentifier) else {
      throw .invalidValue(
        option: name, value: text, expected: "view names separated by commas, such as a,b",
        command: command)
    }
    return items
  }
}

/// Parses `-?[0-9]+(\.[0-9]+)?` (the script's number syntax); `nil` for anything else.
func parseDecimal(_ text: String) -> Double? {
  var body = Substring(text)
  if body.hasPrefix("-") { body = body.dropFirst() }
  let parts = body.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
  guard let whole = parts.first, !whole.isEmpty, whole.count <= 15,
    whole.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 })
  else { return nil }
  if parts.count == 2 {
    let fraction = parts[1]
    guard !fraction.isEmpty, fraction.count <= 15,
      fraction.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 })
    else { return nil }
  }
  return Double(text)
}

/// Whether `text` is an identifier: `[A-Za-z_][A-Za-z0-9_]*`.
func isIdentifier(_ text: String) -> Bool {
  guard let first = text.utf8.first else { return false }
  func letter(_ byte: UInt8) -> Bool {
    (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122) || byte == 95
  }
  return letter(first) && text.utf8.allSatisfy { letter($0) || ($0 >= 48 && $0 <= 57) }
}

/// A range bound for messages: whole numbers without a decimal point.
private func rangeText(_ value: Double) -> String {
  value == value.rounded() && value.magnitude < 1e15 ? String(Int(value)) : String(value)
}
