import Diagnostics
import Layout

extension LineParser {
  /// Consumes `guide .` when the next words name a system layout guide followed by a dot
  /// (`safeArea.` in `root.safeArea.top`); consumes nothing otherwise.
  mutating func guide() -> Located<SystemLayoutGuide>? {
    guard let word = peekIdentifier, let guide = SystemLayoutGuide(rawValue: word),
      index + 1 < tokens.count, case .symbol(.dot) = tokens[index + 1].kind
    else { return nil }
    let location = here
    index += 2
    return Located(guide, at: location)
  }
}

extension Parser {
  /// `device NAME [portrait|landscape]`: a readable device name or an Interface Builder id.
  func parseDevice(_ p: inout LineParser) throws(ScenarioDiagnostic) -> DeviceSetting {
    let name = try p.identifier("a device name")
    guard let device = Device.lookup(name.value) else {
      let names = Device.all.map(\.name) + Device.all.flatMap(\.interfaceBuilderIDs)
      throw p.error(
        .unknownDevice(name.value, suggestion: Suggestion.closest(to: name.value, in: names)),
        at: name.location)
    }
    var orientation: Located<Orientation>?
    if !p.atEnd {
      orientation = try p.choice(
        "an orientation", ["portrait": .portrait, "landscape": .landscape])
    }
    return DeviceSetting(
      name: name, screen: device.screen(orientation?.value ?? .portrait),
      orientation: orientation, scale: nil)
  }

  /// `keyboard show H` or `keyboard hide`.
  func parseKeyboard(_ p: inout LineParser) throws(ScenarioDiagnostic) -> KeyboardAction {
    let verb = try p.choice("'show' or 'hide'", ["show": true, "hide": false])
    guard verb.value else { return KeyboardAction(height: Located(0, at: verb.location)) }
    return KeyboardAction(height: try p.number(.keyboardHeight))
  }
}
