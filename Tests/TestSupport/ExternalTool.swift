import Dispatch
import Foundation

/// A program the tests run but the package does not build (headless Chromium, node): found
/// once on the `PATH` or through an environment variable, and run with a time limit.
public struct ExternalTool: Sendable {
  /// The executable's path, or `nil` when none was found.
  public let executable: String?

  /// The tool at `path` (`nil`: none).
  public init(path: String?) {
    executable = path
  }

  /// Finds the tool: the path in `variable` when it is set and executable, else the first
  /// of `names` on the `PATH`.
  public init(variable: String, names: [String]) {
    let environment = ProcessInfo.processInfo.environment
    if let path = environment[variable], FileManager.default.isExecutableFile(atPath: path) {
      executable = path
      return
    }
    let directories = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
    for name in names {
      for directory in directories {
        let path = "\(directory)/\(name)"
        if FileManager.default.isExecutableFile(atPath: path) {
          executable = path
          return
        }
      }
    }
    executable = nil
  }

  /// Whether the tool was found; when it was not, prints `banner` between two lines of `!`
  /// on standard error, so that skipped tests are loud.
  public func available(elseSkipping banner: String) -> Bool {
    guard executable == nil else { return true }
    let line = String(repeating: "!", count: 78)
    FileHandle.standardError.write(Data("\(line)\n\(banner)\n\(line)\n\n".utf8))
    return false
  }

  /// What one run printed and its exit status (`nil` when it did not run or was killed).
  public struct Output: Sendable {
    /// Everything written to standard output.
    public var stdout: String
    /// Everything written to standard error.
    public var stderr: String
    /// The exit status.
    public var status: Int32?
  }

  /// Runs the tool with `arguments`, killing it after `timeout` seconds.
  ///
  /// `prepare` gets a fresh temporary directory to fill first and returns more arguments,
  /// appended to `arguments`; the directory is removed afterwards.
  public func run(
    _ arguments: [String], timeout: Double,
    prepare: (URL) throws -> [String] = { _ in [] }
  ) -> Output {
    guard let executable else { return Output(stdout: "", stderr: "not found", status: nil) }
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("animsim-tool-\(getpid())-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let outURL = directory.appendingPathComponent("stdout")
    let errURL = directory.appendingPathComponent("stderr")
    let more: [String]
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      more = try prepare(directory)
    } catch {
      return Output(stdout: "", stderr: "cannot prepare \(directory.path): \(error)", status: nil)
    }
    guard FileManager.default.createFile(atPath: outURL.path, contents: nil),
      FileManager.default.createFile(atPath: errURL.path, contents: nil),
      let out = try? FileHandle(forWritingTo: outURL),
      let err = try? FileHandle(forWritingTo: errURL)
    else { return Output(stdout: "", stderr: "cannot create temporary files", status: nil) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments + more
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
