import Dispatch
import Foundation

/// Node.js, found once, for the tests that check the HTML viewer's script without a browser:
/// `NODE` when set, else `node` or `nodejs` on the `PATH` (Debian's `nodejs` package).
enum NodeJS {
  static let executable: String? = {
    let environment = ProcessInfo.processInfo.environment
    if let path = environment["NODE"], FileManager.default.isExecutableFile(atPath: path) {
      return path
    }
    let directories = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
    for name in ["node", "nodejs"] {
      for directory in directories {
        let path = "\(directory)/\(name)"
        if FileManager.default.isExecutableFile(atPath: path) { return path }
      }
    }
    return nil
  }()

  /// Whether the script tests can run; prints a loud banner when they cannot.
  static let available: Bool = {
    guard executable == nil else { return true }
    let banner = String(repeating: "!", count: 78)
    FileHandle.standardError.write(
      Data(
        """
        \(banner)
        VIEWER SCRIPT TESTS SKIPPED: no node found (set NODE or install it:
        apt-get install -y nodejs; .ci/run does this). viewer.js is NOT checked.
        \(banner)

        """.utf8))
    return false
  }()

  /// What node printed and its exit status (`nil` when it did not run or was killed).
  struct Output {
    var stdout: String
    var stderr: String
    var status: Int32?
  }

  /// Writes `source` to a temporary `name` and runs `node` with `arguments` followed by
  /// its path, killing it after `timeout` seconds.
  static func run(_ arguments: [String], source: String, name: String, timeout: Double = 60)
    -> Output
  {
    guard let executable else { return Output(stdout: "", stderr: "no node", status: nil) }
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("animsim-node-\(getpid())-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let script = directory.appendingPathComponent(name)
    let outURL = directory.appendingPathComponent("stdout")
    let errURL = directory.appendingPathComponent("stderr")
    guard FileManager.default.createFile(atPath: script.path, contents: Data(source.utf8)),
      FileManager.default.createFile(atPath: outURL.path, contents: nil),
      FileManager.default.createFile(atPath: errURL.path, contents: nil),
      let out = try? FileHandle(forWritingTo: outURL),
      let err = try? FileHandle(forWritingTo: errURL)
    else { return Output(stdout: "", stderr: "cannot create temporary files", status: nil) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments + [script.path]
    process.standardOutput = out
    process.standardError = err
    let finished = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in finished.signal() }
    do { try process.run() } catch {
      return Output(stdout: "", stderr: "cannot launch \(executable): \(error)", status: nil)
    }
    var status: Int32? = nil
    if finished.wait(timeout: .now() + timeout) == .timedOut {
      process.terminate()
      finished.wait()
    } else {
      status = process.terminationStatus
    }
    try? out.close()
    try? err.close()
    return Output(
      stdout: (try? String(contentsOf: outURL, encoding: .utf8)) ?? "",
      stderr: (try? String(contentsOf: errURL, encoding: .utf8)) ?? "", status: status)
  }
}
