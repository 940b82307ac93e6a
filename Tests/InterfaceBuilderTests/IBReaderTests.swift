import Diagnostics
import Foundation
import Layout
import TestSupport
import Testing

@testable import InterfaceBuilder

@Suite struct IBReaderTests {
  @Test func readsViewsConstraintsGuidesAndResources() throws {
    let text = IBTestSupport.storyboard(
      subviews: """
        <label text="Hi" horizontalHuggingPriority="251" translatesAutoresizingMaskIntoConstraints="NO" id="lbl" misplaced="YES">
            <rect key="frame" x="10" y="20" width="30" height="21"/>
            <fontDescription key="fontDescription" type="system" pointSize="13"/>
        </label>
        """,
      constraints: """
        <constraint firstItem="lbl" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="10" priority="750" id="c1"/>
        <constraint firstAttribute="width" secondItem="lbl" secondAttribute="height" multiplier="16:9" id="c2"/>
        """,
      resources: #"<image name="pic" width="40" height="30"/>"#)
    let document = try IBTestSupport.read(text)
    #expect(document.deviceID == "retina4_7")
    #expect(document.scenes.count == 1)
    let scene = try #require(document.scenes.first)
    #expect(scene.id == "scene-1" && scene.storyboardIdentifier == "Main")
    #expect(document.scene("Main")?.id == "scene-1")
    let label = try #require(scene.root.subviews.first)
    #expect(label.element == .label && label.text == "Hi" && label.fontSize == 13)
    #expect(label.frame == Rect(x: 10, y: 20, width: 30, height: 21))
    #expect(!label.translatesAutoresizingMask && label.misplaced)
    #expect(label.hugging.horizontal == 251 && label.hugging.vertical == nil)
    #expect(scene.root.guides.map(\.id) == ["safe"])
    let constraints = scene.root.constraints
    #expect(constraints.count == 2)
    #expect(constraints[0].priority == 750 && constraints[0].constant == 10)
    // No firstItem: the view holding the constraint (root); 16:9 = 1.777….
    #expect(constraints[1].firstItem == "root" && constraints[1].secondItem == "lbl")
    #expect(abs(constraints[1].multiplier - 16.0 / 9.0) < 1e-12)
    #expect(document.imageSizes["pic"] == Size(width: 40, height: 30))
    // The label element starts on a line of its own; its column is where `<label` is.
    let line = text.split(separator: "\n", omittingEmptySubsequences: false)[
      label.location.line - 1]
    #expect(line.contains("<label"))
    #expect(Array(line)[label.location.column - 1] == "<")
  }

  @Test func malformedXMLIsAnErrorWithItsLine() throws {
    let text = "<document>\n<scenes>\n<scene sceneID=\"a\"></objects>\n</scenes></document>\n"
    #expect(throws: IBDiagnostic.self) { try IBTestSupport.read(text) }
    do {
      _ = try IBTestSupport.read(text)
    } catch {
      #expect(error.severity == .error)
      #expect(error.line == 3)
      #expect(error.description.hasPrefix("test.storyboard:3:"))
      #expect(error.description.contains("malformed XML"))
    }
  }

  @Test func notADocumentIsAnError() {
    #expect(throws: IBDiagnostic.self) { try IBTestSupport.read("<plist></plist>") }
  }

  @Test func unknownViewElementIsAWarningAndLoadsAsAPlainView() throws {
    let text = IBTestSupport.storyboard(
      subviews: """
        <fancyWidget translatesAutoresizingMaskIntoConstraints="NO" id="w1">
            <rect key="frame" x="0" y="0" width="10" height="10"/>
        </fancyWidget>
        """,
      constraints: "")
    let document = try IBTestSupport.read(text)
    #expect(document.warnings.count == 1)
    #expect(document.warnings[0].description.contains("'fancyWidget' is not modelled"))
    #expect(document.scenes[0].root.subviews.map(\.id) == ["w1"])
  }
}
