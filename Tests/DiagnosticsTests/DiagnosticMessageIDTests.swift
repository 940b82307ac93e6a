import Diagnostics
import Testing

/// A message type with payload cases, payload-less cases and the default domain.
private enum PlainMessage: DiagnosticMessage {
  case unknownName(String, suggestion: String?)
  case missingScreen
  case nested(InnerMessage)

  var text: String { "text" }
  var hint: String? { nil }
}

/// A message type with its own domain, and one case that takes the wrapped message's id.
private enum InnerMessage: DiagnosticMessage {
  case tooWide(points: Double)
  case empty

  static var diagnosticDomain: String { "inner" }

  var text: String { "inner" }
  var hint: String? { nil }
}

/// A message type whose description is customized: its default id would read the
/// description, so it gives its own.
private enum DescribedMessage: DiagnosticMessage, CustomStringConvertible {
  case plain

  var description: String { "a described message" }
  var id: String { "described.plain" }
  var text: String { description }
  var hint: String? { nil }
}

@Suite struct DiagnosticMessageIDTests {
  @Test func payloadCasesAreNamedByTheirMirrorLabel() {
    #expect(PlainMessage.unknownName("x", suggestion: "y").id == "PlainMessage.unknownName")
    #expect(PlainMessage.unknownName("z", suggestion: nil).id == "PlainMessage.unknownName")
    #expect(InnerMessage.tooWide(points: 3).id == "inner.tooWide")
  }

  @Test func casesWithoutPayloadAreNamedByTheirDescription() {
    #expect(PlainMessage.missingScreen.id == "PlainMessage.missingScreen")
    #expect(InnerMessage.empty.id == "inner.empty")
  }

  @Test func aWrappingCaseIsNamedAfterItselfByDefault() {
    // The default reads the outer case; a type that wants the inner id says so (as
    // ScenarioMessage does for a document's problems).
    #expect(PlainMessage.nested(.empty).id == "PlainMessage.nested")
    #expect(PlainMessage.nested(.empty).caseID == "PlainMessage.nested")
  }

  @Test func aTypeCanGiveItsOwnID() {
    #expect(DescribedMessage.plain.id == "described.plain")
    // caseID still reads the description, which is why such a type overrides `id`.
    #expect(DescribedMessage.plain.caseID == "DescribedMessage.a described message")
  }

  @Test func caseNameOfValuesThatAreNotEnums() {
    #expect(DiagnosticMessageID.caseName(of: 12) == "12")
    #expect(DiagnosticMessageID.caseName(of: "call(1)") == "call")
  }

  @Test func diagnosticsOfTheSameKindShareTheID() {
    let a = Diagnostic(
      .error, InnerMessage.tooWide(points: 1), file: "a", at: TextLocation(line: 1, column: 1))
    let b = Diagnostic(
      .warning, InnerMessage.tooWide(points: 2), file: "b", at: TextLocation(line: 9, column: 3))
    #expect(a.message.id == b.message.id)
    #expect(a.message != b.message)
  }
}
