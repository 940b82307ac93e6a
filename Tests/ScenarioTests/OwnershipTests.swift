import Layout
import Testing

@testable import Scenario

/// A run leaves nothing alive once its caller drops it: not the run, its timeline and
/// host, nor the engine, views and constraints the script built (Swift frees an object on
/// its last release, so the weak references are `nil` right away).
@Suite("Ownership: scenario runs are released")
struct ScenarioOwnershipTests {
  /// Weak references to a run and what it built.
  private struct Leftovers {
    weak var run: ScenarioRun?
    weak var engine: LayoutEngine?
    var views: [WeakView] = []
    var constraints: [WeakConstraint] = []

    var survivors: [String] {
      var names: [String] = []
      if run != nil { names.append("run") }
      if engine != nil { names.append("engine") }
      names += views.compactMap { $0.value?.name }
      names += constraints.compactMap { $0.value.map { "constraint " + $0.plainDescription } }
      return names
    }
  }

  private struct WeakView { weak var value: View? }
  private struct WeakConstraint { weak var value: LayoutConstraint? }

  /// Runs `text` to its last frame and returns weak references to what it built.
  private func runToEnd(_ text: String) throws -> Leftovers {
    let run = try ScenarioRun(try compile(text))
    var frames = 0
    while try run.nextFrame() != nil { frames += 1 }
    let result = run.finish()
    #expect(result.failures.isEmpty && frames > 1, "\(result.failures)")
    var leftovers = Leftovers(run: run, engine: run.host.engine)
    for view in run.host.engine.views { leftovers.views.append(WeakView(value: view)) }
    // The script's constraints, by line, and what stack views generated.
    var constraints: [LayoutConstraint] = []
    for line in run.constraintsByLine.keys.sorted() { constraints += run.constraintsByLine[line]! }
    for case let stack as StackView in run.host.engine.views {
      constraints += stack.arrangementConstraints
    }
    for constraint in constraints {
      leftovers.constraints.append(WeakConstraint(value: constraint))
    }
    #expect(leftovers.views.count >= 2 && leftovers.constraints.count >= 2)
    return leftovers
  }

  @Test("the sample scripts leave nothing alive", arguments: SampleScripts.all.indices)
  func sampleScripts(index: Int) throws {
    #expect(try runToEnd(SampleScripts.all[index]).survivors == [])
  }

  @Test("a stack view animated by hiding an arranged view leaves nothing alive")
  func stackScript() throws {
    let script = """
      screen 320x568
      stack row axis horizontal distribution fillEqually alignment center spacing 10
      view a in row intrinsic 50x20
      view b in row intrinsic 50x40
      view c in row intrinsic 50x30
      constrain "H:|-10-[row(==300)]"
      constrain "V:|-10-[row]"
      layout
      animate 0.3 easeInOut {
          set b.hidden = true
      }
      wait 0.3
      expect c.frame == 155,0,145,30
      """
    // b hidden: a and c share 300 − 10 = 290 equally (145 each), c at 145 + 10 = 155; the
    // row is as tall as its tallest visible view (c, 30), so c is at the top.
    #expect(try runToEnd(script).survivors == [])
  }
}
