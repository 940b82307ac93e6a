import Foundation

extension OutputDestination {
  /// The temporary file a run with process id `pid` writes before renaming it to `target`:
  /// `DIR/.NAME.animsim-PID-RANDOM.tmp`, hidden, in the target's directory (a rename is
  /// atomic only within one file system).
  static func temporaryPath(for target: String, pid: Int32) -> String {
    let url = URL(fileURLWithPath: target)
    let directory = url.deletingLastPathComponent().path
    return (directory == "/" ? "" : directory) + "/" + temporaryPrefix(for: url.lastPathComponent)
      + "\(pid)-\(UInt32.random(in: 0...UInt32.max)).tmp"
  }

  /// The name every temporary file of `name` starts with, up to the process id.
  static func temporaryPrefix(for name: String) -> String {
    "." + name + ".animsim-"
  }

  /// Deletes the temporary files of `target` that runs killed before they could clean up
  /// (SIGKILL, a crash, power loss) left behind.
  ///
  /// A file is stale when its name has our exact pattern for this target
  /// (`.NAME.animsim-PID-RANDOM.tmp`) and no process `PID` exists (`kill(PID, 0)` fails
  /// with `ESRCH`). Files of live runs, other targets, and other programs are never
  /// touched; a live process that reused the id only postpones the cleanup to a later run.
  ///
  /// - Returns: The paths deleted, in directory order.
  /// - Complexity: O(entries in the target's directory).
  @discardableResult
  static func removeStaleTemporaries(for target: String) -> [String] {
    let url = URL(fileURLWithPath: target)
    let directory = url.deletingLastPathComponent().path
    let prefix = temporaryPrefix(for: url.lastPathComponent)
    guard let entries = try? FileManager.default.contentsOfDirectory(atPath: directory) else {
      return []
    }
    var removed: [String] = []
    for entry in entries where entry.hasPrefix(prefix) && entry.hasSuffix(".tmp") {
      let fields = entry.dropFirst(prefix.count).dropLast(4).split(
        separator: "-", omittingEmptySubsequences: false)
      guard fields.count == 2, let pid = Int32(fields[0]), pid > 0, UInt32(fields[1]) != nil
      else { continue }
      guard kill(pid, 0) != 0, errno == ESRCH else { continue }
      let path = (directory == "/" ? "" : directory) + "/" + entry
      if unlink(path) == 0 { removed.append(path) }
    }
    return removed
  }
}
