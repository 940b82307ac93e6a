import FrameOutput

/// A JSON value whose objects keep their keys in the order given, written with two-space
/// indentation: the same bytes for the same value (the SARIF report).
indirect enum JSONValue {
  case string(String)
  case integer(Int)
  case array([JSONValue])
  case object([(key: String, value: JSONValue)])

  /// The value as JSON text, ending with a newline at the top level.
  var rendered: String {
    var out = ""
    write(into: &out, indent: 0)
    return out + "\n"
  }

  /// Appends the value, its nested lines indented by `indent` + 2 spaces.
  private func write(into out: inout String, indent: Int) {
    let inner = String(repeating: " ", count: indent + 2)
    switch self {
    case .string(let text):
      out += JSONFrameSink.string(text)
    case .integer(let number):
      out += String(number)
    case .array(let items):
      guard !items.isEmpty else {
        out += "[]"
        return
      }
      out += "[\n"
      for (index, item) in items.enumerated() {
        out += inner
        item.write(into: &out, indent: indent + 2)
        out += index + 1 < items.count ? ",\n" : "\n"
      }
      out += String(repeating: " ", count: indent) + "]"
    case .object(let members):
      guard !members.isEmpty else {
        out += "{}"
        return
      }
      out += "{\n"
      for (index, member) in members.enumerated() {
        out += inner + JSONFrameSink.string(member.key) + ": "
        member.value.write(into: &out, indent: indent + 2)
        out += index + 1 < members.count ? ",\n" : "\n"
      }
      out += String(repeating: " ", count: indent) + "}"
    }
  }
}
