import Diagnostics
import Foundation
import Layout
import TestSupport
import Testing

@testable import InterfaceBuilder

/// Malformed XML is said in words at the line and column where it is wrong, not as
/// Foundation's "NSXMLParserErrorDomain error 5/76".
@Suite struct IBXMLSyntaxErrorTests {
  /// The error a text throws, rendered with its source (header, line, caret, hint, notes).
  private func rendered(_ text: String) -> (IBDiagnostic, String)? {
    do {
      _ = try IBTestSupport.read(text)
      return nil
    } catch {
      return (error, error.rendered(source: SourceFile(name: "test.storyboard", text: text)))
    }
  }

  @Test func mismatchedClosingTagNamesBothTagsAndPointsAtTheClosingOne() throws {
    // Line 3 opens `<scene` and closes `</objects>`: the closing tag's `<` is column 20
    // (`<scene sceneID="a">` is 19 characters).
    let text = "<document>\n<scenes>\n<scene sceneID=\"a\"></objects>\n</scenes></document>\n"
    let (error, out) = try #require(rendered(text))
    #expect(error.message == .malformedXML(.mismatchedTag(open: "scene", closing: "objects")))
    #expect(error.line == 3 && error.location.column == 20)
    #expect(
      out.hasPrefix(
        """
        test.storyboard:3:20: error: malformed XML: mismatched tag: '</objects>' closes '<scene>'
        <scene sceneID="a"></objects>
                           ^
        hint: each '<name>' needs its '</name>' before its parent's closing tag
        test.storyboard:3:1: note: '<scene>' is opened here
        """))
    #expect(!out.contains("NSXMLParserErrorDomain"))
  }

  @Test func truncatedFileIsAnUnexpectedEndWithTheUnclosedElement() throws {
    let text = "<document>\n<scenes>\n  <scene sceneID=\"a\">\n"
    let (error, out) = try #require(rendered(text))
    #expect(error.message == .malformedXML(.unexpectedEnd(unclosed: "scene")))
    #expect(out.contains("error: malformed XML: unexpected end of file: '<scene>' is not closed"))
    #expect(out.contains("hint: the file may be truncated; close the element"))
    // The note points at `<scene` on line 3, column 3 (after two spaces).
    #expect(out.contains("test.storyboard:3:3: note: '<scene>' is opened here"))
  }

  @Test func ampersandAndUnquotedAttributeAreNamed() throws {
    let ampersand = "<document>\n<scenes a=\"x & y\"/>\n</document>\n"
    let (first, out) = try #require(rendered(ampersand))
    // libxml2 reads `& ` as an entity reference without a name (XML_ERR_NAME_REQUIRED 68).
    #expect(first.message == .malformedXML(.nameExpected))
    #expect(first.line == 2)
    #expect(out.contains("hint: write '&amp;' for '&' and '&lt;' for '<' in text"))
    let unquoted = "<document>\n<scenes a=x/>\n</document>\n"
    let (second, _) = try #require(rendered(unquoted))
    #expect(second.message == .malformedXML(.unquotedAttribute))
    #expect(second.line == 2)
  }

  @Test func controlCharacterIsAnInvalidCharacter() throws {
    let text = "<document>\n<scenes>\u{7}</scenes>\n</document>\n"
    let (error, out) = try #require(rendered(text))
    #expect(error.message == .malformedXML(.invalidCharacter))
    #expect(error.line == 2)
    #expect(out.contains("error: malformed XML: invalid character"))
  }

  @Test func libxml2CodesMapToTheirProblems() {
    // Codes of libxml2's `enum xmlParserErrors` (include/libxml/xmlerror.h).
    #expect(XMLSyntaxError(code: 5, open: "view", closing: nil) == .unexpectedEnd(unclosed: "view"))
    #expect(XMLSyntaxError(code: 5, open: nil, closing: nil) == .contentAfterRoot)
    #expect(
      XMLSyntaxError(code: 76, open: "a", closing: "b") == .mismatchedTag(open: "a", closing: "b"))
    #expect(XMLSyntaxError(code: 73, open: nil, closing: nil) == .unfinishedTag)
    #expect(XMLSyntaxError(code: 42, open: nil, closing: nil) == .duplicateAttribute)
    #expect(XMLSyntaxError(code: 999, open: nil, closing: nil) == .other(code: 999))
    #expect(
      IBProblem.malformedXML(.other(code: 999)).text
        == "malformed XML: XML syntax error (libxml2 error 999)")
  }
}

/// `layout FILE.storyboard` lists views in pre-order, so nested views sit under their parent.
@Suite struct IBLayoutTablePreorderTests {
  @Test func nestedSubviewsFollowTheirParent() throws {
    // Breadth first the records are root, outer, second, inner; the tree reads root, outer,
    // inner (outer's child), second.
    let layout = try IBTestSupport.layout(
      IBTestSupport.storyboard(
        subviews: """
          <view contentMode="scaleToFill" id="outer" userLabel="outer">
              <rect key="frame" x="0" y="0" width="100" height="100"/>
              <subviews>
                  <view contentMode="scaleToFill" id="inner" userLabel="inner">
                      <rect key="frame" x="0" y="0" width="10" height="10"/>
                  </view>
              </subviews>
          </view>
          <view contentMode="scaleToFill" id="second" userLabel="second">
              <rect key="frame" x="0" y="200" width="100" height="100"/>
          </view>
          """,
        constraints: ""))
    let names = layout.table().split(separator: "\n").dropFirst().map {
      $0.trimmingCharacters(in: .whitespaces).prefix { $0 != " " }
    }
    #expect(names == ["root", "outer", "inner", "second"])
  }

  @Test func bytesThatAreNotUTF8AreAnEncodingErrorAtTheirColumn() throws {
    // Fuzz/IBFuzzer's first finding: a 0xD0 lead byte followed by 'd' (not a continuation
    // byte) inside an attribute name made FoundationXML trap. Line 2, column 14: the byte
    // follows `<view customM` (13 bytes).
    var bytes = Array("<document>\n<view customM".utf8)
    bytes.append(0xD0)
    bytes += Array("dule=\"x\"/>\n</document>\n".utf8)
    #expect(throws: IBDiagnostic.self) { _ = try IBReader.read(Data(bytes), file: "t.xib") }
    do {
      _ = try IBReader.read(Data(bytes), file: "t.xib")
    } catch {
      #expect(error.message == .malformedXML(.invalidEncoding))
      #expect(error.line == 2 && error.location.column == 14)
    }
    // Overlong forms and lone surrogates are not UTF-8 either; valid multi-byte text is.
    #expect(IBReader.firstInvalidUTF8(in: [0x61, 0xC0, 0x80]) == 1)
    #expect(IBReader.firstInvalidUTF8(in: [0xED, 0xA0, 0x80]) == 0)
    #expect(IBReader.firstInvalidUTF8(in: Array("héllo 🙂".utf8)) == nil)
    // A document declaring another encoding is left to the parser.
    #expect(
      !IBReader.declaresUTF8OrNothing(Array("<?xml version='1.0' encoding='ISO-8859-1'?>".utf8)))
    #expect(
      IBReader.declaresUTF8OrNothing(Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?>".utf8)))
  }
}
