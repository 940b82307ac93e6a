import Diagnostics
import Foundation

/// Escaping text for XML 1.0 documents (the JUnit report).
enum XMLEscaping {
  /// `text` as element content: `&`, `<` and `>` as entities, a carriage return as `&#13;`
  /// (a parser would turn a raw one into a line feed), and every character XML 1.0 does not
  /// allow (C0 controls other than tab, line feed and carriage return; U+FFFE; U+FFFF) as
  /// the visible escape the terminal shows (`\x07`, `\u{FFFE}`).
  static func text(_ text: String) -> String {
    escaped(text, inAttribute: false)
  }

  /// `text` as an attribute value in double quotes: as `text(_:)`, plus `"` and `'` as
  /// entities and tab and line feed as `&#9;` and `&#10;` (attribute-value normalization
  /// would turn raw ones into spaces: XML 1.0 §3.3.3).
  static func attribute(_ text: String) -> String {
    escaped(text, inAttribute: true)
  }

  private static func escaped(_ text: String, inAttribute: Bool) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\r": result += "&#13;"
      case "\"" where inAttribute: result += "&quot;"
      case "'" where inAttribute: result += "&apos;"
      case "\t" where inAttribute: result += "&#9;"
      case "\n" where inAttribute: result += "&#10;"
      case "\t", "\n": result.unicodeScalars.append(scalar)
      default:
        if scalar.value < 0x20 {
          result += DiagnosticRendering.visible(scalar) ?? "\u{FFFD}"
        } else if scalar.value == 0xFFFE || scalar.value == 0xFFFF {
          result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }
}

/// The times reports carry (the only fields that differ between two runs of the same input).
enum ReportTime {
  /// `date` in UTC as `YYYY-MM-DDThh:mm:ss`: the JUnit XSD's `ISO8601_DATETIME_PATTERN`
  /// (no fraction, no zone).
  static func timestamp(_ date: Date) -> String {
    var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
    var parts = tm()
    gmtime_r(&seconds, &parts)
    func padded(_ value: Int32, _ width: Int) -> String {
      let digits = String(value)
      return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
    return padded(parts.tm_year + 1900, 4) + "-" + padded(parts.tm_mon + 1, 2) + "-"
      + padded(parts.tm_mday, 2) + "T" + padded(parts.tm_hour, 2) + ":"
      + padded(parts.tm_min, 2) + ":" + padded(parts.tm_sec, 2)
  }

  /// A duration in seconds with at most three decimals (`1.25`, `0`): an `xs:decimal`.
  static func seconds(_ value: Double) -> String {
    DecimalFormat.string(max(0, value))
  }
}
