import Dispatch
import Foundation
import Testing

/// `--format ascii --realtime` on a terminal: frames redraw in place with the cursor
/// hidden, and Ctrl-C restores the cursor before the process exits with 130.
///
/// The terminal is a pseudo-terminal made by util-linux `script`; Ctrl-C is typed into it
/// (the line discipline turns it into SIGINT for the foreground process), once the output
/// shows that playback is under way, so the test waits on output, not on a timer.
@Suite("Terminal playback through a pseudo-terminal")
struct TerminalPlaybackTests {
  /// Accumulates the terminal's output on a background queue and signals when `marker`
  /// first appears.
  final class Transcript: @unchecked Sendable {
    private let lock = NSLock()
    private var bytes: [UInt8] = []
    private let marker: [UInt8]
    private var seen = false
    let markerSeen = DispatchSemaphore(value: 0)

    init(marker: String) { self.marker = Array(marker.utf8) }

    func append(_ chunk: Data) {
      lock.lock()
      bytes.append(contentsOf: chunk)
      let found = !seen && contains(marker)
      if found { seen = true }
      lock.unlock()
      if found { markerSeen.signal() }
    }

    var text: String {
      lock.lock()
      defer { lock.unlock() }
      return String(decoding: bytes, as: UTF8.self)
    }

    private func contains(_ needle: [UInt8]) -> Bool {
      guard bytes.count >= needle.count else { return false }
      for start in 0...(bytes.count - needle.count)
      where bytes[start..<(start + needle.count)].elementsEqual(needle) {
        return true
      }
      return false
    }
  }

  @Test("Ctrl-C during playback restores the cursor and exits 130")
  func interruptRestoresTheCursor() throws {
    let script = "/usr/bin/script"
    try #require(FileManager.default.isExecutableFile(atPath: script), "util-linux script")
    // A minute of playback (3,600 frames at 60 fps): however loaded the machine, Ctrl-C
    // arrives long before the end, so the test never races the playback.
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("animsim-pty-\(getpid())-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let scriptFile = directory.appendingPathComponent("minute.animsim")
    try """
    screen 320x568
    view box
    constrain "H:|-[box]-|"
    constrain "V:|-[box(==50)]"
    layout
    wait 60

    """.write(to: scriptFile, atomically: false, encoding: .utf8)
    let command =
      CommandRunner.executable.path + " run \(scriptFile.path) --format ascii --realtime"
    let process = Process()
    process.executableURL = URL(fileURLWithPath: script)
    process.arguments = ["-qfec", command, "/dev/null"]
    process.currentDirectoryURL = CommandRunner.packageRoot
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = output
    let transcript = Transcript(marker: "frame 5 ")
    let reader = output.fileHandleForReading
    let readingDone = DispatchSemaphore(value: 0)
    try process.run()
    DispatchQueue.global().async {
      while true {
        let chunk = reader.availableData
        if chunk.isEmpty { break }
        transcript.append(chunk)
      }
      readingDone.signal()
    }
    // Generous: on a loaded machine the first frames can take long; the playback itself runs
    // far longer than frame 5 (30 frames in real time).
    let started = transcript.markerSeen.wait(timeout: .now() + 120)
    #expect(started == .success, "playback never reached frame 5: \(transcript.text)")
    // If the playback ended before the marker, nobody reads the pipe any more: the write must
    // fail as an error (SIGPIPE is ignored in this process), not kill the whole test run.
    ignoreBrokenPipes()
    try? input.fileHandleForWriting.write(contentsOf: Data([0x03]))  // Ctrl-C typed at the terminal
    process.waitUntilExit()
    try? input.fileHandleForWriting.close()
    _ = readingDone.wait(timeout: .now() + 10)

    let text = transcript.text
    let hide = "\u{1B}[?25l"
    let show = "\u{1B}[?25h"
    #expect(process.terminationStatus == 130)
    #expect(text.hasPrefix(hide), "the cursor is hidden before the first frame")
    #expect(text.contains("frame 5 "))
    #expect(!text.contains("frame 3600 "), "interrupted before the end")
    let lastShow = try #require(text.range(of: show, options: .backwards), "cursor restored")
    let lastFrame = try #require(text.range(of: "frame ", options: .backwards))
    #expect(lastShow.lowerBound > lastFrame.lowerBound, "restored after the last frame")
  }
}
