import Dispatch
import Foundation
import Testing

/// Issue 11 through the built binary: huge numbers, `--out` through links, FIFOs and
/// directories, stale temporary files, and a reader that closes the pipe early.
@Suite("Reliability: the CLI under hostile input and output") struct ReliabilityCLITests {
  private let seed = "Scenarios/seed1-gray-views.animsim"

  private func scratch() throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "animsim-rel-\(getpid())-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
  }

  /// One view at 1000 fps for `seconds` of script time (two CSV rows per frame).
  private func longScript(seconds: Int) -> String {
    "screen 320x568\nfps 1000\nview a\nconstrain \"H:|-[a]-|\"\n"
      + "constrain \"V:|-[a(==10)]\"\nwait \(seconds)\n"
  }

  private func fileType(_ path: String) -> mode_t? {
    var info = stat()
    guard lstat(path, &info) == 0 else { return nil }
    return info.st_mode & S_IFMT
  }

  @Test(
    "numbers from 9.22e12 to 1e15 exit 2 with their exact digits",
    arguments: [
      ("screen 10000000000000x568\n", "screen size 10000000000000 is out of range"),
      ("screen 320x568\nfps 9300000000000\n", "fps 9300000000000 is out of range"),
      ("screen 320x568\nfps 9223372036854\n", "fps 9223372036854 is out of range"),
      ("screen 320x568\nwait 9999999999999\n", "wait 9999999999999 is out of range"),
      (
        "screen 320x568\nview a\nconstrain a.width == -9300000000000\n",
        "constant -9300000000000 is out of range"
      ),
      ("screen 320x568\nwait 999999999999999\n", "wait 999999999999999 is out of range"),
    ])
  func hugeNumbers(script: String, message: String) throws {
    let directory = try scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("huge.animsim")
    try script.write(to: file, atomically: false, encoding: .utf8)
    let result = CommandRunner.run(["check", file.path])
    #expect(result.status == 2 && result.signal == nil)
    #expect(result.stderr.contains(message), "\(result.stderr)")
  }

  @Test("--out through a symbolic link writes the link's target and keeps the link")
  func symbolicLink() throws {
    let directory = try scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    let expected = CommandRunner.run(["run", seed]).stdout
    let target = directory.appendingPathComponent("target.csv").path
    try "old\n".write(toFile: target, atomically: false, encoding: .utf8)
    #expect(chmod(target, 0o600) == 0)
    let link = directory.appendingPathComponent("link.csv").path
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "target.csv")
    let result = CommandRunner.run(["run", seed, "--out", link])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(fileType(link) == S_IFLNK)
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "target.csv")
    #expect(FileManager.default.contents(atPath: target).map { [UInt8]($0) } == expected)
    // The replaced file keeps its permission bits (0600, not the new file's 0644).
    var info = stat()
    #expect(stat(target, &info) == 0 && info.st_mode & 0o777 == 0o600)

    // A dangling link creates its target; a chain of two links is followed too.
    let chain = directory.appendingPathComponent("chain.csv").path
    try FileManager.default.createSymbolicLink(atPath: chain, withDestinationPath: "dangling.csv")
    let outer = directory.appendingPathComponent("outer.csv").path
    try FileManager.default.createSymbolicLink(atPath: outer, withDestinationPath: chain)
    #expect(CommandRunner.run(["run", seed, "--out", outer]).status == 0)
    #expect(fileType(outer) == S_IFLNK && fileType(chain) == S_IFLNK)
    let dangling = directory.appendingPathComponent("dangling.csv").path
    #expect(FileManager.default.contents(atPath: dangling).map { [UInt8]($0) } == expected)

    // A loop of links is refused with the system's wording, not followed forever.
    let loopA = directory.appendingPathComponent("a.csv").path
    try FileManager.default.createSymbolicLink(atPath: loopA, withDestinationPath: "b.csv")
    try FileManager.default.createSymbolicLink(atPath: loopA + ".x", withDestinationPath: "a.csv")
    try FileManager.default.createSymbolicLink(
      atPath: directory.appendingPathComponent("b.csv").path, withDestinationPath: "a.csv")
    let loop = CommandRunner.run(["run", seed, "--out", loopA])
    #expect(loop.status == 1)
    #expect(loop.stderr.contains("cannot write '\(loopA)'"))
    let left = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    #expect(
      left == [
        "a.csv", "a.csv.x", "b.csv", "chain.csv", "dangling.csv", "link.csv", "outer.csv",
        "target.csv",
      ])
  }

  @Test("--out to a FIFO writes into it directly and leaves the FIFO in place")
  func fifo() throws {
    let directory = try scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    let expected = CommandRunner.run(["run", seed]).stdout
    let fifo = directory.appendingPathComponent("pipe.csv").path
    #expect(mkfifo(fifo, 0o600) == 0)
    // The reader blocks in open(2) until the run opens the FIFO for writing.
    let box = ReadBox()
    let done = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
      let descriptor = open(fifo, O_RDONLY)
      if descriptor >= 0 {
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
          let count = read(descriptor, &chunk, chunk.count)
          if count <= 0 { break }
          box.append(chunk[..<count])
        }
        close(descriptor)
      }
      done.signal()
    }
    let result = CommandRunner.run(["run", seed, "--out", fifo])
    // If the run never opened the FIFO, open it here so the reader wakes up and the test ends.
    let unblock = open(fifo, O_WRONLY | O_NONBLOCK)
    if unblock >= 0 { close(unblock) }
    done.wait()
    #expect(result.status == 0, "\(result.stderr)")
    #expect(box.bytes == expected)
    #expect(fileType(fifo) == S_IFIFO)
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["pipe.csv"])
  }

  @Test("--out /dev/stdout on a pipe writes into the pipe (opened, never replaced)")
  func devStdoutPipe() throws {
    let expected = CommandRunner.run(["run", seed]).stdout
    let process = Process()
    process.executableURL = CommandRunner.executable
    process.arguments = ["run", seed, "--out", "/dev/stdout"]
    process.currentDirectoryURL = CommandRunner.packageRoot
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    try process.run()
    try? pipe.fileHandleForWriting.close()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    #expect([UInt8](data) == expected)
  }

  @Test("--out to a directory is refused before running, and the directory is untouched")
  func directoryTarget() throws {
    let directory = try scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    let inner = directory.appendingPathComponent("dir.csv")
    try FileManager.default.createDirectory(at: inner, withIntermediateDirectories: false)
    let result = CommandRunner.run(["run", seed, "--out", inner.path])
    #expect(result.status == 1)
    #expect(result.stderr.contains("cannot write '\(inner.path)': it is a directory"))
    #expect(fileType(inner.path) == S_IFDIR)
    #expect(try FileManager.default.contentsOfDirectory(atPath: inner.path).isEmpty)
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["dir.csv"])
  }

  @Test("a temporary file left by a killed run is removed by the next run to that target")
  func staleTemporaryAfterSIGKILL() throws {
    let directory = try scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    // A long run: 1000 fps for 900 s of script time keeps writing for much longer than
    // the test waits for its temporary file to appear.
    let script = directory.appendingPathComponent("long.animsim")
    try longScript(seconds: 900).write(to: script, atomically: false, encoding: .utf8)
    let target = directory.appendingPathComponent("out.csv")
    let process = Process()
    process.executableURL = CommandRunner.executable
    process.arguments = ["run", script.path, "--out", target.path]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    var temporaries: [String] = []
    for _ in 0..<200 where temporaries.isEmpty {
      temporaries = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        .filter { $0.hasPrefix(".out.csv.animsim-\(process.processIdentifier)-") }
      if temporaries.isEmpty { usleep(50_000) }
    }
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    #expect(process.terminationReason == .uncaughtSignal)
    #expect(temporaries.count == 1, "no temporary file appeared")

    // Files of the same pattern that must stay: a live process's (this test's), another
    // target's, and one whose name only looks similar.
    let keep = [
      ".out.csv.animsim-\(getpid())-7.tmp", ".other.csv.animsim-\(Int32.max - 1)-7.tmp",
      ".out.csv.animsim-x-7.tmp",
    ]
    // A second stale file of a process id above Linux's pid_max (2^22), which cannot exist.
    let stale = ".out.csv.animsim-\(Int32.max - 1)-12345.tmp"
    for name in keep + [stale] {
      try "x".write(
        to: directory.appendingPathComponent(name), atomically: false, encoding: .utf8)
    }
    let second = CommandRunner.run(["run", seed, "--out", target.path])
    #expect(second.status == 0)
    let left = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    #expect(left == (keep + ["long.animsim", "out.csv"]).sorted())
  }

  @Test("a reader that closes the pipe early ends the run quietly with status 0")
  func closedPipe() throws {
    ignoreBrokenPipes()
    let directory = try scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    // About 10 MB of CSV (60,000 frames of two rows), far more than a pipe buffers (64 KiB).
    let script = directory.appendingPathComponent("long.animsim")
    try longScript(seconds: 60).write(to: script, atomically: false, encoding: .utf8)
    let errors = directory.appendingPathComponent("stderr")
    _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
    let process = Process()
    process.executableURL = CommandRunner.executable
    process.arguments = ["run", script.path]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = try FileHandle(forWritingTo: errors)
    let finished = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in finished.signal() }
    try process.run()
    try? pipe.fileHandleForWriting.close()
    // Like `head -1`: read the header line, then close the read end.
    let first = pipe.fileHandleForReading.readData(ofLength: 60)
    try pipe.fileHandleForReading.close()
    if finished.wait(timeout: .now() + 60) == .timedOut {
      process.terminate()
      finished.wait()
      Issue.record("the run kept going after its reader left")
    }
    #expect(String(decoding: first, as: UTF8.self).hasPrefix("frame,time,view"))
    #expect(process.terminationReason == .exit, "killed by signal \(process.terminationStatus)")
    #expect(process.terminationStatus == 0)
    #expect(try String(contentsOf: errors, encoding: .utf8) == "")
  }
}

/// Bytes collected on another thread.
private final class ReadBox: @unchecked Sendable {
  private let lock = NSLock()
  private var storage: [UInt8] = []

  func append(_ chunk: ArraySlice<UInt8>) {
    lock.withLock { storage += chunk }
  }

  var bytes: [UInt8] { lock.withLock { storage } }
}
