import Diagnostics
import Foundation
import InterfaceBuilder
import Layout
import TestSupport
import Testing

@testable import Scenario

@Suite struct IBLoadTests {
  /// Reads documents from Scenarios/ (as the CLI does, relative to the script).
  static func reader(_ path: String) -> Result<[UInt8], IBReadFailure> {
    let url = IBTestSupport.packageRoot.appendingPathComponent("Scenarios").appendingPathComponent(
      path)
    guard let data = try? Data(contentsOf: url) else {
      return .failure(IBReadFailure(reason: "no such file"))
    }
    return .success(Array(data))
  }

  static func compile(_ text: String) throws(ScenarioError) -> CompiledScenario {
    try CompiledScenario.compile(SourceFile(name: "t.animsim", text: text), documentReader: reader)
  }

  @Test func loadDeclaresOutletsAndConstraintOutlets() throws {
    let scenario = try Self.compile(
      """
      load "ib/Login.storyboard" scene "Login"
      animate 0.3 easeOut {
          set heightConstraint.constant = 0
      }
      """)
    // The scene's root size is the screen.
    #expect(scenario.settings.screen == Size(width: 375, height: 667))
    #expect(
      scenario.outputViews.map(\.name) == [
        "root", "logoView", "emailField", "passwordField", "loginButton", "Welcome_Label",
      ])
    let sink = RecordingSink()
    _ = try ScenarioRunner(scenario).run(into: sink)
    let last = try #require(sink.frames.last)
    // heightConstraint 44 → 0: the button is 0 high; the label follows it:
    // 280 + 0 + 20 = 300.
    #expect(last.frames[4] == Rect(x: 16, y: 280, width: 343, height: 0))
    #expect(last.frames[5] == Rect(x: 137.5, y: 300, width: 100, height: 21))
  }

  @Test func scriptViewsMayJoinALoadedScene() throws {
    let scenario = try Self.compile(
      """
      load "ib/Login.storyboard"
      view badge in loginButton
      constrain "H:|-4-[badge(10)]"
      constrain "V:|-4-[badge(10)]"
      constrain spread: loginButton.width == 300
      """)
    let sink = RecordingSink()
    let result = try ScenarioRunner(scenario).run(into: sink)
    let first = try #require(sink.frames.first)
    #expect(scenario.outputViews.last?.name == "badge")
    #expect(first.frames[6] == Rect(x: 4, y: 4, width: 10, height: 10))
    // `load` is setup, like `view`: the setup (badge and its constraints included) is laid
    // out once, at the first action or the end. Had `load` ended the setup, the pass at its
    // line would have found badge unconstrained and warned of ambiguity there.
    let ambiguity = result.warnings.filter {
      if case .ambiguity = $0.message { return true }
      return false
    }
    #expect(ambiguity.isEmpty)
  }

  @Test func missingSceneIsAnErrorAtTheSceneString() {
    do {
      _ = try Self.compile("load \"ib/Login.storyboard\" scene \"Nope\"\n")
      Issue.record("expected an error")
    } catch {
      let diagnostic = error.diagnostics[0]
      #expect(diagnostic.line == 1 && diagnostic.column == 34)
      #expect(diagnostic.description.contains("no scene or top-level view with id 'Nope'"))
      #expect(diagnostic.message.hint == "scenes: LgS-c0-001 (Login)")
    }
  }

  @Test func missingDocumentIsAnErrorAtThePath() {
    do {
      _ = try Self.compile("load \"ib/Nope.storyboard\"\n")
      Issue.record("expected an error")
    } catch {
      #expect(error.diagnostics[0].column == 6)
      #expect(error.diagnostics[0].description.contains("cannot load 'ib/Nope.storyboard'"))
    }
  }

  @Test func loadAfterTheFirstActionIsAnError() {
    do {
      _ = try Self.compile("screen 320x568\nlayout\nload \"ib/Login.storyboard\"\n")
      Issue.record("expected an error")
    } catch {
      #expect(error.diagnostics.map(\.line) == [3])
      #expect(error.diagnostics[0].description.contains("before the first action"))
    }
  }
}
