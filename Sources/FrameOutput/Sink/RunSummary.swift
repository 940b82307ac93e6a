import Diagnostics

/// What a finished run says besides its frames, for viewers: the timing curve of each
/// `animate` line, the failed expectations and the warnings, each with its script line.
///
/// Built after the run (Scenario's `init(result:scenario:)`) and handed to
/// `HTMLFrameSink.complete(with:)`.
public struct RunSummary: Hashable, Sendable {
  /// The timing curve of one `animate` statement.
  public struct Curve: Hashable, Sendable {
    /// The 1-based line of the `animate` statement (the line animation events carry).
    public var line: Int
    /// The curve as written (`linear`, `spring(damping: 0.5, velocity: 0)`), or
    /// `easeInOut` when the statement names none (UIKit's default curve:
    /// https://developer.apple.com/documentation/uikit/uiview/animationoptions).
    public var name: String

    /// Creates a curve entry.
    public init(line: Int, name: String) {
      self.line = line
      self.name = name
    }
  }

  /// One failed expectation or warning.
  public struct Note: Hashable, Sendable {
    /// `expectation` or `warning`.
    public var kind: String
    /// The 1-based script line (0 when it has none).
    public var line: Int
    /// The 1-based column.
    public var column: Int
    /// The message as the terminal shows it (`file:line:col: warning: …`).
    public var text: String
    /// When it happened (the first failing time of an expectation), in seconds.
    public var time: Double?
    /// A failed expectation's expected values on the viewer's plots (empty when it
    /// compares nothing the plots show).
    public var targets: [Target] = []

    /// Creates a note.
    public init(kind: String, line: Int, column: Int, text: String, time: Double?) {
      self.kind = kind
      self.line = line
      self.column = column
      self.text = text
      self.time = time
    }
  }

  /// An expected value of a failed expectation, drawn as a target line on a plot.
  public struct Target: Hashable, Sendable {
    /// The view's name.
    public var view: String
    /// The plotted series: 0 x, 1 y, 2 width, 3 height (of the frame in the superview).
    public var series: Int
    /// The expected value, in points.
    public var value: Double

    /// Creates a target.
    public init(view: String, series: Int, value: Double) {
      self.view = view
      self.series = series
      self.value = value
    }
  }

  /// The script's file name.
  public var file: String
  /// Every `animate` statement's curve, in line order.
  public var curves: [Curve]
  /// The failed expectations (script order, then automatic checks), then the warnings in
  /// the order they arose.
  public var notes: [Note]
  /// How many expectations and automatic checks passed.
  public var passedCount: Int

  /// Creates a summary from its parts.
  public init(file: String, curves: [Curve], notes: [Note], passedCount: Int) {
    self.file = file
    self.curves = curves
    self.notes = notes
    self.passedCount = passedCount
  }
}
