import Scenario

extension LayoutCommand {
  /// Lays out a storyboard's or xib's scenes and prints them as a table or CSV.
  ///
  /// Exit status 2 when the document cannot be read or the scene does not exist.
  func executeDocument() throws -> Int32 {
    guard let (document, source) = try InterfaceBuilderLoader.load(file) else {
      return ExitStatus.invalidScript
    }
    guard let scenes = InterfaceBuilderLoader.scenes(document, id: scene, source: source) else {
      return ExitStatus.invalidScript
    }
    var out = format == "csv" ? IBSceneLayout.csvHeader : ""
    var savedSize = 0
    var textModel = 0
    for (index, scene) in scenes.enumerated() {
      let layout = IBSceneLayout(
        document: document, scene: scene, options: IBLayoutOptions(textModel: useTextModel))
      layout.engine.layoutIfNeeded()
      Console.err(layout.warnings.rendered(source: source))
      if format == "csv" {
        out += layout.csvRows()
      } else {
        if index > 0 { out += "\n" }
        out += layout.table()
      }
      let summary = layout.intrinsicSummary
      savedSize += summary.savedFrame.count
      textModel += summary.textModel.count
    }
    Console.out(out)
    if format == "csv" && savedSize + textModel > 0 {
      Console.err(
        "note: intrinsic sizes: \(savedSize) view(s) from their saved frames, "
          + "\(textModel) from the text model (see --format table)\n")
    }
    return ExitStatus.success
  }
}
