import Foundation
import TestSupport

/// Node.js, for the tests that check the HTML viewer's script without a browser: `NODE`
/// when set, else `node` or `nodejs` on the `PATH` (Debian's `nodejs` package).
enum NodeJS {
  static let tool = ExternalTool(variable: "NODE", names: ["node", "nodejs"])

  /// Whether the script tests can run; prints a loud banner when they cannot.
  static let available = tool.available(
    elseSkipping: """
      VIEWER SCRIPT TESTS SKIPPED: no node found (set NODE or install it:
      apt-get install -y nodejs; .ci/run does this). viewer.js is NOT checked.
      """)

  /// Writes `source` to a temporary `name` and runs `node` with `arguments` followed by
  /// its path, killing it after `timeout` seconds.
  static func run(_ arguments: [String], source: String, name: String, timeout: Double = 60)
    -> ExternalTool.Output
  {
    tool.run(arguments, timeout: timeout) { directory in
      let script = directory.appendingPathComponent(name)
      try Data(source.utf8).write(to: script)
      return [script.path]
    }
  }
}
