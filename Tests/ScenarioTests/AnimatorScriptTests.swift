import Diagnostics
import Layout
import Testing

@testable import Scenario

/// `animator`, its controls, `keyframes`, `from-current`, `steps(n, start|end)` and
/// `overdamping:` in scripts.
@Suite struct AnimatorScriptTests {
  private let prefix = """
    screen 320x568
    view box
    constrain x: box.leading == root.leading + 20
    layout

    """

  @Test func animatorControlsAndKeyframesParse() throws {
    let scenario = try compile(
      prefix + """
        animator slide 1 easeOut delay 0.1 {
            set x.constant = 220
        }
        pause slide
        scrub slide to 0.4
        resume slide
        reverse slide
        stop slide
        keyframes 2 mode cubic {
            at 0 for 0.25 {
                set x.constant = 100
            }
            at 0.5 for 0.5 {
                set x.constant = 20
            }
        }
        animate 0.5 from-current steps(3, start) {
            set x.constant = 40
        }
        animate 0.5 spring(mass: 1, stiffness: 100, damping: 50, overdamping: true) {
            set x.constant = 60
        }
        """)
    let s = scenario.script.statements
    guard case .animate(let animator) = s[4].kind else { throw Failure() }
    #expect(animator.kind == .animator(Located("slide", at: .init(line: 5, column: 10))))
    #expect(animator.curve.value == .easeOut && animator.delay?.value == 0.1)
    guard case .control(let name, .pause) = s[5].kind else { throw Failure() }
    #expect(name.value == "slide")
    guard case .control(_, .scrub(let fraction)) = s[6].kind else { throw Failure() }
    #expect(fraction.value == 0.4)
    guard case .control(_, .resume) = s[7].kind, case .control(_, .reverse) = s[8].kind,
      case .control(_, .stop) = s[9].kind
    else { throw Failure() }
    guard case .animate(let keyframes) = s[10].kind,
      case .keyframes(let mode, let frames) = keyframes.kind
    else { throw Failure() }
    #expect(mode == .cubic)
    #expect(keyframes.curve.value == .linear)  // UIKit's keyframe pacing by default
    #expect(frames.map(\.start.value) == [0, 0.5])
    #expect(frames.map(\.duration.value) == [0.25, 0.5])
    #expect(keyframes.body.count == 2)  // both keyframes' statements, in order
    guard case .animate(let steps) = s[11].kind else { throw Failure() }
    #expect(steps.fromCurrent)
    #expect(steps.curve.value == .steps(3, jumpStart: true))
    guard case .animate(let spring) = s[12].kind else { throw Failure() }
    #expect(
      spring.curve.value
        == .physicalSpring(mass: 1, stiffness: 100, damping: 50, velocity: 0, overdamping: true))
  }

  @Test func badFormsAreLocatedErrors() {
    // Line 5 is the first line after the prefix.
    let cases: [(String, Int, Int, String)] = [
      ("pause slide", 5, 7, "unknown animator 'slide'"),
      ("animator a 1 {\n}\nscrub a to 1.5", 7, 12, "fraction"),
      ("animator a 1 relayout {\n}", 5, 14, "relayout"),
      ("keyframes 1 {\n    at 0.5 for 0.75 {\n    }\n}", 6, 16, "end by 1"),
      ("keyframes 1 {\n    set x.constant = 3\n}", 6, 5, "'at START for DURATION {'"),
      ("animate 1 steps(2, middle) {\n}", 5, 20, "middle"),
      ("animate 1 spring(damping: 0.5, overdamping: true) {\n}", 5, 32, "overdamping"),
      ("animator a 1 {\n}\nanimator a 2 {\n}", 7, 10, "'a'"),
      ("animator a 1", 5, 13, "'{'"),
    ]
    for (body, line, column, words) in cases {
      let found = diagnostics(prefix + body)
      #expect(found.count == 1, "\(body): \(found.map(\.description))")
      guard let diagnostic = found.first else { continue }
      #expect(diagnostic.line == line && diagnostic.column == column, "\(body): \(diagnostic)")
      #expect(diagnostic.description.contains(words), "\(body): \(diagnostic)")
    }
  }

  @Test func fromCurrentAppliesToItsBlockOnly() throws {
    // SampleScripts.slide: 20 → 220 linear over 1 s, then at 0.5 s (presented 120, model
    // 220) a second 1 s block back to 20. With `from-current` on the second block only, it
    // starts from 120 and takes x over: at 0.75 s, 120 − 100 · 0.25 = 95, where the
    // scenario-wide additive policy shows 120 (RunnerTests.interruptionPolicies).
    let script = SampleScripts.slide.replacingOccurrences(
      of: "animate 1 linear {\n    set x.constant = 20",
      with: "animate 1 linear from-current {\n    set x.constant = 20")
    #expect(script != SampleScripts.slide)
    let (_, result) = try run(
      script + """

        expect box.left == 95 at 0.75
        """)
    #expect(result.expectations.last?.passed == true, "\(result.expectations.last?.actual ?? "")")
  }
}
