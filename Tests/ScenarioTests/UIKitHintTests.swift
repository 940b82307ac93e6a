import Diagnostics
import Testing

@testable import Scenario

/// What a UIKit developer types on a first afternoon gets a pointed hint (issue 22).
@Suite struct UIKitHintTests {
  /// The single diagnostic's message and hint.
  private func problem(_ text: String) -> (ScenarioMessage, String?)? {
    singleDiagnostic(text).map { ($0.message, $0.message.hint) }
  }

  @Test func anchorNamesMapToAttributes() throws {
    let (message, hint) = try #require(
      problem("screen 320x480\nview card\nconstrain card.topAnchor == root.top + 10"))
    #expect(message == .uikitSpelling(written: "card.topAnchor", script: "card.top"))
    #expect(message.text == "'card.topAnchor' is UIKit's spelling; a script writes 'card.top'")
    #expect(hint?.contains("card.safeArea.top") == true)
    // On the right-hand side too, and for guides.
    #expect(
      problem("screen 320x480\nview card\nconstrain card.top == root.safeAreaLayoutGuide.top")?.0
        == .uikitSpelling(written: "root.safeAreaLayoutGuide", script: "root.safeArea"))
    #expect(
      problem("screen 320x480\nview card\nconstrain card.centerXAnchor == root.centerX")?.0
        == .uikitSpelling(written: "card.centerXAnchor", script: "card.centerX"))
  }

  @Test func frameComponentsMapToEdges() {
    let script = "screen 320x480\nview card\nconstrain card.top == root.top + 10\n"
    #expect(
      problem(script + "expect card.frame.y == 10")?.0
        == .uikitSpelling(written: "card.frame.y", script: "card.top"))
    #expect(
      problem(script + "expect card.frame.origin.x == 0")?.0
        == .uikitSpelling(written: "card.frame.origin.x", script: "card.left"))
    #expect(
      problem(script + "expect card.frame.maxY == 10")?.0
        == .uikitSpelling(written: "card.frame.maxY", script: "card.bottom"))
    // A scroll view's frame guide keeps its own attributes: `sv.frame.width` is not flagged
    // by the hint (the validator judges it).
    #expect(
      diagnostics(
        "screen 320x480\nscrollview sv\nview a in sv\nconstrain a.width == sv.frame.width"
      )
      .allSatisfy { if case .uikitSpelling = $0.message { false } else { true } })
  }

  @Test func settingAnAttributesConstantExplainsConstraintIDs() throws {
    let diagnostic = try #require(
      singleDiagnostic(
        "screen 320x480\nview card\nconstrain card.top == root.top + 10\nset card.top.constant = 20"
      ))
    #expect(
      diagnostic.message
        == .propertyOnAttribute(view: "card", attribute: "top", property: "constant"))
    #expect(diagnostic.location.line == 4 && diagnostic.location.column == 5)
    #expect(
      diagnostic.message.hint
        == "name the constraint ('constrain topGap: card.top == …'), then change it: "
        + "'set topGap.constant = …'")
  }

  @Test func deviceNameWithSpacesSuggestsTheName() throws {
    let diagnostic = try #require(singleDiagnostic("device iPhone 15 Pro\nview card"))
    #expect(diagnostic.message == .spacedDeviceName("iPhone 15 Pro", name: "iPhone15Pro"))
    #expect(diagnostic.message.hint == "write 'device iPhone15Pro'")
    // With an orientation after it, the orientation is not part of the name.
    #expect(
      singleDiagnostic("device iPhone 15 Pro landscape\nview card")?.message
        == .spacedDeviceName("iPhone 15 Pro", name: "iPhone15Pro"))
  }

  @Test func missingScreenMentionsScreenAndDevice() throws {
    let diagnostic = try #require(singleDiagnostic("view card"))
    #expect(diagnostic.message == .missingScreen)
    #expect(diagnostic.message.text.contains("'screen WxH' or 'device NAME'"))
    #expect(diagnostic.message.hint?.contains("'device iPhone15Pro'") == true)
  }

  @Test func explicitConstraintsKeepTheirSourceText() throws {
    // The text between the first and the last token, as written (two spaces, a guide,
    // a named priority): what `explain` quotes.
    let scenario = try compile(
      "device iPhone15Pro\nview card\nconstrain c: card.top  ==  root.safeArea.top + 8 @low")
    let sources = scenario.script.statements.compactMap { statement -> String? in
      guard case .constrain(let constrain) = statement.kind,
        case .explicit(let explicit) = constrain.body
      else { return nil }
      return explicit.source
    }
    #expect(sources == ["card.top  ==  root.safeArea.top + 8 @low"])
  }
}
