extension HTMLFrameSink {
  /// The viewer's script (`viewer.js`, embedded at build time): reads the embedded JSON and
  /// draws the frame, plots and notes.
  ///
  /// It reports any error into `#errors` and sets `data-status` on `<body>` to `ok` or
  /// `error`, so a headless browser's DOM dump shows whether it ran cleanly.
  static let script = String(decoding: PackageResources.viewer_js, as: UTF8.self)

  /// The appearance script (`viewer-appearance.js`, embedded at build time), added only to
  /// pages whose frames carry alphas or transforms: it sets each view group's `opacity` and
  /// `transform` for the frame the viewer shows (it follows the stage's `data-frame`).
  static let appearanceScript = String(
    decoding: PackageResources.viewer_appearance_js, as: UTF8.self)
}
