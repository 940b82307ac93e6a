import Dispatch
import Foundation
import FrameOutput
import Scenario

/// The arguments every workload takes: `--json` and the sizes to run.
struct BenchArguments {
  /// Print one JSON object per size instead of a table row.
  var json = false
  /// The sizes given on the command line (empty: the workload's defaults).
  var sizes: [Int] = []
  /// Repetitions per size, from the `RUNS` environment variable (default 5).
  var runs = 5
  /// `--kiwi`: also run the workload's kiwi peer script (bench/), where it has one.
  var kiwi = false
  /// `--only=a,b`: run only these parts of the workload (the zoo's shapes).
  var only: [String] = []

  init?(_ arguments: [String]) {
    for argument in arguments {
      if argument == "--json" {
        json = true
      } else if argument == "--kiwi" {
        kiwi = true
      } else if argument.hasPrefix("--only=") {
        only = argument.dropFirst("--only=".count).split(separator: ",").map(String.init)
      } else if let size = Int(argument), size > 0 {
        sizes.append(size)
      } else {
        return nil
      }
    }
    if let raw = ProcessInfo.processInfo.environment["RUNS"], let value = Int(raw), value > 0 {
      runs = value
    }
  }
}

/// Monotonic time in nanoseconds, for measuring elapsed intervals.
func monotonicNanoseconds() -> UInt64 {
  DispatchTime.now().uptimeNanoseconds
}

/// The median of `values` (the mean of the middle two for an even count).
func median(_ values: [Double]) -> Double {
  precondition(!values.isEmpty, "median of no values")
  let sorted = values.sorted()
  let middle = sorted.count / 2
  return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/// Formats `value` with three decimals, for JSON figures (locale-independent).
func formatFigure(_ value: Double) -> String {
  let scaled = (value * 1000).rounded()
  let negative = scaled < 0
  let magnitude = Int64(abs(scaled))
  let whole = magnitude / 1000
  let fraction = magnitude % 1000
  var digits = String(fraction)
  while digits.count < 3 { digits = "0" + digits }
  return (negative ? "-" : "") + String(whole) + "." + digits
}

/// One JSON line from ordered key/value pairs; values are emitted as given (pre-rendered).
func jsonLine(_ fields: [(String, String)]) -> String {
  "{" + fields.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}"
}

/// A JSON string literal for `text`: Scenario's escaping (quotes, backslashes and every
/// control character), which the JSON frame output uses too.
func jsonString(_ text: String) -> String {
  JSONFrameSink.string(text)
}

/// Writing to the standard streams without Foundation.
enum FileHandleOutput {
  /// Writes `text` to standard error.
  static func standardError(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }
}
