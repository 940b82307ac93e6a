extension LayoutConstraint {
  /// Creates the constraints a visual format string describes, as Apple's
  /// `constraints(withVisualFormat:options:metrics:views:)` does.
  ///
  /// The format follows Apple's grammar exactly (see docs/vfl.md): `H:|-[a(>=50@750)]-8-[b(==a)]-|`.
  /// Nothing is skipped: whitespace anywhere is a parse error. The constraints come back
  /// inactive, in Apple's order (connections and view predicates left to right, then
  /// alignment constraints), each with origin `.visualFormat(format)`; the result never
  /// depends on the dictionaries' iteration order.
  ///
  ///     let constraints = try LayoutConstraint.constraints(
  ///       withVisualFormat: "H:|-[label]-[field]-|", options: .alignAllLastBaseline,
  ///       views: ["label": label, "field": field])
  ///     try LayoutConstraint.activate(constraints)
  ///
  /// - Parameters:
  ///   - format: The visual format string (ASCII).
  ///   - options: Alignment, direction and spacing options.
  ///   - metrics: Constants and priorities by name, in points; looked up before views.
  ///   - views: The views by the names the format uses.
  ///   - spacing: What `-` next to `|` means: 20 points (`classic`) or the superview's
  ///     layout margins (`margins`).
  /// - Returns: The constraints, not yet active.
  /// - Throws: `VisualFormatError` with Apple's message and the offset of the offending
  ///   character; its `description` is Apple's exception text.
  /// - Complexity: O(*n*) in the format's length.
  public static func constraints(
    withVisualFormat format: String, options: FormatOptions = [],
    metrics: [String: Double] = [:], views: [String: View], spacing: SpacingStyle = .classic
  ) throws(VisualFormatError) -> [LayoutConstraint] {
    let names = VFLParser.Names(metrics: metrics, isView: { views[$0] != nil })
    let parsed = try VFLParser.parse(format, names: names)
    if let syntax = parsed.format {
      // Apple builds each connection's constraints as soon as it is parsed, so an error
      // raised while building (a missing superview, a bad option) in the part before a
      // syntax error is the one Apple reports.
      let lowering = VFLLowering(
        syntax: syntax, format: format, options: options, views: views, spacing: spacing)
      let constraints = try lowering.lower()
      if parsed.failure == nil { return constraints }
    }
    guard let failure = parsed.failure else {
      preconditionFailure("a parse without format must have failed")
    }
    throw VisualFormatError(failure.reason, format: format, offset: failure.offset)
  }
}
