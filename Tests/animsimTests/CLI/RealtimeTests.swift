import Testing

/// `--realtime` drives the timeline from the Dispatch clock in wall-clock time; its data
/// must be byte-identical to the virtual-clock run, with frame pacing reported on stderr.
@Suite("Real-time playback through the built CLI")
struct RealtimeTests {
  @Test("a 0.5 s scenario played in real time writes the same bytes as the virtual clock")
  func realtimeMatchesVirtualClock() {
    let script = "Scenarios/anim-uikit-constraint.animsim"
    let virtual = CommandRunner.run(["run", script])
    let realtime = CommandRunner.run(["run", script, "--realtime"])
    #expect(virtual.status == 0)
    #expect(realtime.status == 0)
    #expect(!virtual.stdout.isEmpty)
    #expect(realtime.stdout == virtual.stdout)
    // 0.5 s at 60 fps: frames 0…30.
    #expect(realtime.stderr.contains("realtime: 31 frames"), "\(realtime.stderr)")
    #expect(realtime.stderr.contains("late"), "\(realtime.stderr)")
  }
}
