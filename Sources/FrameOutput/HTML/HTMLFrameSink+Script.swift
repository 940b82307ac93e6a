extension HTMLFrameSink {
  /// The viewer's script (`viewer.js`, embedded at build time): reads the embedded JSON and
  /// draws the frame, plots and notes.
  ///
  /// It reports any error into `#errors` and sets `data-status` on `<body>` to `ok` or
  /// `error`, so a headless browser's DOM dump shows whether it ran cleanly.
  static let script = String(decoding: PackageResources.viewer_js, as: UTF8.self)
}
