/// The deterministic text model behind labels', buttons' and text fields' intrinsic sizes
/// and baselines.
///
/// Real fonts are not available headlessly, so every character (grapheme cluster) advances
/// by the same fraction of the font size, and line height, ascender and descender are fixed
/// fractions of it. The defaults (`standard`) are iOS-like and stable: golden files depend
/// on them. With the standard model, a 17-point line is 20.4 points high with its baseline
/// 16.15 points below the line's top.
///
///     let metrics = TextMetrics.standard
///     metrics.width(of: "Button", fontSize: 15)   // 45 (6 × 7.5)
///     metrics.lineHeight(fontSize: 15)            // 18
public struct TextMetrics: Hashable, Sendable {
  /// Horizontal advance of one character, as a fraction of the font size (0.5).
  public var advance: Double
  /// Height of one line, as a fraction of the font size (1.2).
  public var lineHeight: Double
  /// Distance from a line's top to its baseline, as a fraction of the font size (0.95).
  public var ascender: Double
  /// Distance from the baseline to the line's bottom, as a fraction of the font size (0.25).
  public var descender: Double

  /// The standard model: advance 0.5, line height 1.2, ascender 0.95, descender 0.25
  /// (ascender + descender = line height).
  public static let standard = TextMetrics(
    advance: 0.5, lineHeight: 1.2, ascender: 0.95, descender: 0.25)

  /// Creates a text model from fractions of the font size.
  ///
  /// - Parameters:
  ///   - advance: Width of each character ÷ font size.
  ///   - lineHeight: Height of each line ÷ font size.
  ///   - ascender: Line top to baseline ÷ font size.
  ///   - descender: Baseline to line bottom ÷ font size.
  public init(advance: Double, lineHeight: Double, ascender: Double, descender: Double) {
    self.advance = advance
    self.lineHeight = lineHeight
    self.ascender = ascender
    self.descender = descender
  }

  /// The lines of `text`, split at line feeds (an empty text is one empty line).
  ///
  /// - Parameter text: Any text.
  /// - Returns: At least one line.
  public func lines(of text: String) -> [Substring] {
    text.split(separator: "\n", omittingEmptySubsequences: false)
  }

  /// The width of the widest line of `text`, in points.
  ///
  /// - Parameters:
  ///   - text: The text; line feeds start new lines.
  ///   - fontSize: The font size, in points.
  /// - Returns: `advance × fontSize × characters` of the longest line.
  /// - Complexity: O(characters in `text`).
  public func width(of text: String, fontSize: Double) -> Double {
    var widest = 0
    for line in lines(of: text) {
      widest = max(widest, line.count)
    }
    return Double(widest) * advance * fontSize
  }

  /// The height of `lineCount` lines, in points.
  ///
  /// - Parameters:
  ///   - lineCount: The number of lines (at least 1 for any text).
  ///   - fontSize: The font size, in points.
  public func height(lineCount: Int, fontSize: Double) -> Double {
    Double(lineCount) * lineHeight * fontSize
  }

  /// The height of one line at `fontSize`, in points.
  public func lineHeight(fontSize: Double) -> Double { lineHeight * fontSize }

  /// The distance from a line's top to its baseline at `fontSize`, in points.
  public func ascender(fontSize: Double) -> Double { ascender * fontSize }

  /// The distance from a baseline to its line's bottom at `fontSize`, in points.
  public func descender(fontSize: Double) -> Double { descender * fontSize }

  /// The size of `text` set in lines at `fontSize`: the widest line by the line count.
  ///
  /// - Parameters:
  ///   - text: The text; line feeds start new lines.
  ///   - fontSize: The font size, in points.
  public func size(of text: String, fontSize: Double) -> Size {
    Size(
      width: width(of: text, fontSize: fontSize),
      height: height(lineCount: lines(of: text).count, fontSize: fontSize))
  }

  /// The standard baseline-to-baseline distance between a line at `upperFontSize` and the
  /// next line at `lowerFontSize`: the upper line's descender plus the lower line's
  /// ascender, so stacked lines touch without overlapping (used by VFL's
  /// `spacingBaselineToBaseline` for the standard `-` spacing).
  ///
  /// - Parameters:
  ///   - upperFontSize: The font size of the line above, in points.
  ///   - lowerFontSize: The font size of the line below, in points.
  /// - Returns: A distance in points.
  public func baselineToBaselineSpacing(upperFontSize: Double, lowerFontSize: Double) -> Double {
    descender(fontSize: upperFontSize) + ascender(fontSize: lowerFontSize)
  }
}
