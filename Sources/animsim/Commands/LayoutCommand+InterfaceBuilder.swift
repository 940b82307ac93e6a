import Diagnostics
import InterfaceBuilder
import Scenario

extension LayoutCommand {
  /// Lays out a storyboard's or xib's scenes and prints them as a table or CSV.
  ///
  /// Exit status 2 when the document cannot be read or the scene does not exist.
  func executeDocument() throws -> Int32 {
    guard let loaded = try InterfaceBuilderLoader.open(file, scene: scene) else {
      return ExitStatus.invalidScript
    }
    var out = format == "csv" ? IBSceneLayout.csvHeader : ""
    var savedSize = 0
    var textModel = 0
    let mode: IBLayoutMode = runtime ? .runtime : .canvas
    for (index, scene) in loaded.scenes.enumerated() {
      let layout = loaded.layout(scene, textModel: useTextModel, mode: mode)
      Console.err(layout.warnings.rendered(source: loaded.source))
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
    if format == "csv" {
      Console.err("note: laid out as " + IBCanvas(loaded.document).describe(mode) + "\n")
    }
    if format == "csv" && savedSize + textModel > 0 {
      Console.err(
        "note: intrinsic sizes: \(savedSize) view(s) from their saved frames, "
          + "\(textModel) from the text model (see --format table)\n")
    }
    return ExitStatus.success
  }
}
