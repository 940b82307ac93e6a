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

extension LineParser {
  /// Rejects UIKit's spelling after `view.` with the script's.
  ///
  /// Throws `uikitSpelling` when the tokens after `view.` are UIKit's: an anchor
  /// (`topAnchor`), a guide's property name (`safeAreaLayoutGuide`) or a frame component
  /// (`frame.y`, `frame.origin.x`, `frame.maxY`). Reads nothing otherwise.
  mutating func rejectUIKitSpelling(view: String) throws(ScenarioDiagnostic) {
    guard let word = peekIdentifier else { return }
    let guides = [
      "safeAreaLayoutGuide": "safeArea", "layoutMarginsGuide": "margins",
      "readableContentGuide": "readable", "keyboardLayoutGuide": "keyboard",
      "contentLayoutGuide": "content", "frameLayoutGuide": "frame",
    ]
    if word.hasSuffix("Anchor"), ScriptAttribute(rawValue: String(word.dropLast(6))) != nil {
      throw error(
        .uikitSpelling(written: view + "." + word, script: view + "." + word.dropLast(6)),
        at: here)
    }
    if let guide = guides[word] {
      throw error(.uikitSpelling(written: view + "." + word, script: view + "." + guide), at: here)
    }
    // UIKit's CGRect accessors (x, y, minX … midY) and their `origin.`/`size.` forms.
    let components = [
      "x": "left", "y": "top", "minX": "left", "minY": "top", "maxX": "right",
      "maxY": "bottom", "midX": "centerX", "midY": "centerY", "origin.x": "left",
      "origin.y": "top", "size.width": "width", "size.height": "height",
    ]
    guard word == "frame" || word == "bounds" else { return }
    var path = ""
    var offset = 1
    while index + offset + 1 < tokens.count, case .symbol(.dot) = tokens[index + offset].kind,
      case .identifier(let part) = tokens[index + offset + 1].kind, offset <= 3
    {
      path += (path.isEmpty ? "" : ".") + part
      offset += 2
      if let attribute = components[path] {
        throw error(
          .uikitSpelling(
            written: view + "." + word + "." + path, script: view + "." + attribute),
          at: here)
      }
    }
  }

  /// `iPhone 15 Pro`: the name token at `start` joined with the identifiers and numbers
  /// that follow it (up to the end or an orientation), as written and without spaces; nil
  /// when nothing follows.
  func spacedName(after start: Int) -> (written: String, name: String)? {
    var name = ""
    var last = start
    var offset = start
    while offset < tokens.count {
      let part: String?
      switch tokens[offset].kind {
      case .identifier(let word)
      where offset == start || !["portrait", "landscape"].contains(word):
        part = word
      case .number(_, let text, nil) where offset > start: part = text
      default: part = nil
      }
      guard let part else { break }
      name += part
      last = offset
      offset += 1
    }
    guard last > start else { return nil }
    return (text(from: start, through: last), name)
  }
}

extension Parser {
  /// `device NAME [portrait|landscape]`: a readable device name or an Interface Builder id.
  func parseDevice(_ p: inout LineParser) throws(ScenarioDiagnostic) -> DeviceSetting {
    let nameToken = p.index
    let name = try p.identifier("a device name")
    if Device.lookup(name.value) == nil, let joined = p.spacedName(after: nameToken),
      Device.lookup(joined.name) != nil
    {
      throw p.error(.spacedDeviceName(joined.written, name: joined.name), at: name.location)
    }
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

  /// `screen WxH [scale S] [safeArea T,L,B,R]`, options in any order: a plain `.screen`
  /// without options, a `.device` setting (a bare screen: no minimum margins) with them.
  func parseScreen(_ p: inout LineParser) throws(ScenarioDiagnostic) -> StatementKind {
    let size = try p.size(.screenSize)
    var scale: Located<Double>?
    var safeArea: Located<EdgeInsets>?
    var seen: [String] = []
    while !p.atEnd {
      let option = try p.identifier("'scale' or 'safeArea'")
      if seen.contains(option.value) {
        throw p.error(.duplicateOption(option.value), at: option.location)
      }
      seen.append(option.value)
      switch option.value {
      case "scale": scale = try p.number(.scale)
      case "safeArea":
        let start = p.here
        let v = try p.numbers([.safeAreaInset, .safeAreaInset, .safeAreaInset, .safeAreaInset])
        let insets = EdgeInsets(top: v[0], left: v[1], bottom: v[2], right: v[3])
        for (axis, sum, side) in [
          ("width", insets.left + insets.right, size.value.width),
          ("height", insets.top + insets.bottom, size.value.height),
        ] where sum > side {
          throw p.error(.safeAreaBeyondScreen(axis: axis, insets: sum, side: side), at: start)
        }
        safeArea = Located(insets, at: start)
      default:
        throw p.error(
          .unknownOption(
            statement: "screen", option: option.value,
            suggestion: Suggestion.closest(to: option.value, in: ["scale", "safeArea"])),
          at: option.location)
      }
    }
    guard scale != nil || safeArea != nil else { return .screen(size) }
    let screen = Screen(
      size: size.value, scale: scale?.value, safeAreaInsets: safeArea?.value ?? .zero)
    return .device(
      DeviceSetting(name: nil, screen: screen, orientation: nil, scale: scale, safeArea: safeArea))
  }

  /// `keyboard show H` or `keyboard hide`.
  func parseKeyboard(_ p: inout LineParser) throws(ScenarioDiagnostic) -> KeyboardAction {
    let verb = try p.choice("'show' or 'hide'", ["show": true, "hide": false])
    guard verb.value else { return KeyboardAction(height: Located(0, at: verb.location)) }
    return KeyboardAction(height: try p.number(.keyboardHeight))
  }
}
