import Dispatch
import Foundation
import Testing

/// What one run of the built `animsim` binary produced.
struct CommandResult {
  /// The exit status, or `nil` when the process was killed by a signal or timed out.
  var status: Int32?
  /// The signal that ended the process, if one did.
  var signal: Int32?
  /// Whether the process was stopped for running past the time limit.
  var timedOut: Bool
  /// Everything written to standard output.
  var stdout: [UInt8]
  /// Everything written to standard error, as text.
  var stderr: String

  /// Standard output as text.
  var stdoutText: String { String(decoding: stdout, as: UTF8.self) }
}

/// Runs the `animsim` executable built next to the test bundle.
enum CommandRunner {
  /// The package root (the directory holding Package.swift).
  static let packageRoot: URL = {
    var url = URL(fileURLWithPath: #filePath)
    while url.path != "/" {
      url.deleteLastPathComponent()
      if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
        return url
      }
    }
    return URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
  }()

  /// The built binary: next to this test executable (the build products directory), or in
  /// `.build/debug` under the package root.
  static let executable: URL = {
    let fileManager = FileManager.default
    var candidates: [URL] = []
    if let path = try? fileManager.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
      candidates.append(URL(fileURLWithPath: path).deletingLastPathComponent())
    }
    candidates.append(Bundle.main.bundleURL)
    candidates.append(Bundle.main.bundleURL.deletingLastPathComponent())
    candidates.append(packageRoot.appendingPathComponent(".build/debug"))
    for directory in candidates {
      let binary = directory.appendingPathComponent("animsim")
      var isDirectory: ObjCBool = false
      if fileManager.fileExists(atPath: binary.path, isDirectory: &isDirectory),
        !isDirectory.boolValue
      {
        return binary
      }
    }
    return packageRoot.appendingPathComponent(".build/debug/animsim")
  }()

  /// Runs `animsim arguments` in the package root with `stdin` as standard input.
  ///
  /// - Parameter timeout: Seconds after which the process is killed and reported as hung.
  static func run(_ arguments: [String], stdin: [UInt8] = [], timeout: Double = 30)
    -> CommandResult
  {
    ignoreBrokenPipes()
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("animsim-tests-\(getpid())-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let outURL = directory.appendingPathComponent("stdout")
    let errURL = directory.appendingPathComponent("stderr")
    let inURL = directory.appendingPathComponent("stdin")
    _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: inURL.path, contents: Data(stdin))

    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = packageRoot
    guard let out = try? FileHandle(forWritingTo: outURL),
      let err = try? FileHandle(forWritingTo: errURL),
      let input = try? FileHandle(forReadingFrom: inURL)
    else {
      Issue.record("cannot create temporary files in \(directory.path)")
      return CommandResult(status: nil, signal: nil, timedOut: false, stdout: [], stderr: "")
    }
    process.standardOutput = out
    process.standardError = err
    process.standardInput = input
    let finished = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in finished.signal() }
    do {
      try process.run()
    } catch {
      Issue.record("cannot launch \(executable.path): \(error)")
      return CommandResult(status: nil, signal: nil, timedOut: false, stdout: [], stderr: "")
    }
    var timedOut = false
    if finished.wait(timeout: .now() + timeout) == .timedOut {
      timedOut = true
      process.terminate()
      finished.wait()
    }
    try? out.close()
    try? err.close()
    try? input.close()
    let stdout = (try? Data(contentsOf: outURL)).map { [UInt8]($0) } ?? []
    let stderr = (try? String(contentsOf: errURL, encoding: .utf8)) ?? ""
    let bySignal = process.terminationReason == .uncaughtSignal
    return CommandResult(
      status: bySignal || timedOut ? nil : process.terminationStatus,
      signal: bySignal ? process.terminationStatus : nil, timedOut: timedOut, stdout: stdout,
      stderr: stderr)
  }
}

/// Makes a write to a pipe whose reader has gone fail with `EPIPE` instead of killing the test
/// process with SIGPIPE (signal 13), which would end every other test of the run with it.
func ignoreBrokenPipes() {
  signal(SIGPIPE, SIG_IGN)
}
