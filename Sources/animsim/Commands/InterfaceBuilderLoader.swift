import Diagnostics
import Foundation
import InterfaceBuilder
import Scenario

/// A document read for a command: the scenes it selected, and how to lay one out.
///
/// The one path from a file to laid-out scenes that `layout`, `import` and `check-ib` share
/// (read → select scenes → build and lay out each).
struct LoadedDocument {
  /// The parsed document.
  let document: IBDocument
  /// Its text, for rendering diagnostics at the document's lines.
  let source: SourceFile
  /// The selected scenes, in document order (never empty).
  let scenes: [IBScene]

  /// Builds `scene` (one of `scenes`) in an engine and lays it out; its build warnings are
  /// left in `IBSceneLayout.warnings` for the caller to render.
  ///
  /// - Parameters:
  ///   - scene: The scene to lay out.
  ///   - textModel: Whether text is measured with the text model instead of saved frames.
  ///   - mode: The saving Xcode's canvas (`layout`, `check-ib`) or the device (`import`,
  ///     `layout --runtime`).
  /// - Complexity: One build and one layout pass of the scene.
  func layout(_ scene: IBScene, textModel: Bool, mode: IBLayoutMode) -> IBSceneLayout {
    let layout = IBSceneLayout(
      document: document, scene: scene,
      options: IBLayoutOptions(textModel: textModel, mode: mode))
    layout.engine.layoutIfNeeded()
    return layout
  }
}

/// Reads Interface Builder documents for the commands, rendering their diagnostics.
enum InterfaceBuilderLoader {
  /// Whether `path` names a storyboard or xib (by extension).
  static func isDocument(_ path: String) -> Bool {
    path.hasSuffix(".storyboard") || path.hasSuffix(".xib")
  }

  /// What reading a document gave, before anything is printed.
  enum Reading {
    /// The document was read and has the selected scenes; `warnings` are the reader's.
    case loaded(LoadedDocument, warnings: [IBDiagnostic])
    /// The document cannot be used: it does not parse, has no scene, or lacks the scene
    /// asked for (`errors`, located in `source`); `warnings` are the reader's, if it read.
    case invalid(errors: [IBDiagnostic], warnings: [IBDiagnostic], source: SourceFile)
  }

  /// Reads and parses `path` and selects the scenes `id` names (every scene when nil).
  ///
  /// A parse error, a document without scenes or a missing scene is written to standard
  /// error (with the document's line and a caret) and gives nil; the document's warnings go
  /// to standard error too.
  ///
  /// - Throws: `CommandFailure.cannotRead` when the file cannot be read.
  static func open(_ path: String, scene id: String?) throws(CommandFailure) -> LoadedDocument? {
    switch try read(path, scene: id) {
    case .loaded(let loaded, let warnings):
      Console.err(warnings.rendered(source: loaded.source))
      return loaded
    case .invalid(let errors, let warnings, let source):
      Console.err(warnings.rendered(source: source))
      Console.err(errors.rendered(source: source))
      return nil
    }
  }

  /// Reads and parses `path` and selects the scenes `id` names (every scene when nil),
  /// printing nothing (`check-ib` collects each file's text to print it in order).
  ///
  /// - Throws: `CommandFailure.cannotRead` when the file cannot be read.
  static func read(_ path: String, scene id: String?) throws(CommandFailure) -> Reading {
    let bytes = try readFile(path)
    let source = SourceFile(name: path, bytes: bytes)
    let document: IBDocument
    do {
      document = try IBReader.read(Data(bytes), file: path)
    } catch {
      return .invalid(errors: [error], warnings: [], source: source)
    }
    switch scenes(document, id: id, source: source) {
    case .success(let scenes):
      return .loaded(
        LoadedDocument(document: document, source: source, scenes: scenes),
        warnings: document.warnings)
    case .failure(let problem):
      return .invalid(errors: [problem], warnings: document.warnings, source: source)
    }
  }

  /// The scenes `id` selects (every scene when nil), or the diagnostic for a document
  /// without scenes or a missing scene (located at the document element).
  private static func scenes(
    _ document: IBDocument, id: String?, source: SourceFile
  ) -> Result<[IBScene], IBDiagnostic> {
    guard let id else {
      if document.scenes.isEmpty {
        return .failure(
          IBDiagnostic(.error, .noScenes, file: document.file, at: documentLocation(source)))
      }
      return .success(document.scenes)
    }
    if let scene = document.scene(id) { return .success([scene]) }
    let available = document.scenes.map { scene in
      scene.storyboardIdentifier.map { scene.id + " (" + $0 + ")" } ?? scene.id
    }
    return .failure(
      IBDiagnostic(
        .error, .missingScene(id, available: available), file: document.file,
        at: documentLocation(source)))
  }

  /// Where `<document` starts (line 1, column 1 when absent).
  static func documentLocation(_ source: SourceFile) -> TextLocation {
    for (index, line) in source.lines.enumerated() {
      var text = ""
      text.unicodeScalars.append(contentsOf: line)
      if let range = text.range(of: "<document") {
        return TextLocation(
          line: index + 1, column: text.unicodeScalars[..<range.lowerBound].count + 1)
      }
    }
    return TextLocation(line: 1, column: 1)
  }
}
