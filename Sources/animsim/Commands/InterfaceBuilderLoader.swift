import Foundation
import Scenario

/// Reads Interface Builder documents for the commands, rendering their diagnostics.
enum InterfaceBuilderLoader {
  /// Whether `path` names a storyboard or xib (by extension).
  static func isDocument(_ path: String) -> Bool {
    path.hasSuffix(".storyboard") || path.hasSuffix(".xib")
  }

  /// Reads and parses `path`.
  ///
  /// On a parse error it writes the diagnostic (with the document's
  /// line and a caret) to standard error and returns nil. Warnings go to standard error.
  ///
  /// - Throws: `CommandFailure.cannotRead` when the file cannot be read.
  static func load(_ path: String) throws(CommandFailure) -> (IBDocument, SourceFile)? {
    let bytes = try readFile(path)
    let source = SourceFile(name: path, bytes: bytes)
    do {
      let document = try IBReader.read(Data(bytes), file: path)
      Console.err(document.warnings.rendered(source: source))
      return (document, source)
    } catch {
      Console.err(error.rendered(source: source))
      return nil
    }
  }

  /// The scenes `id` selects (every scene when nil), or nil after reporting a missing scene
  /// (located at the document element).
  static func scenes(
    _ document: IBDocument, id: String?, source: SourceFile
  ) -> [IBScene]? {
    guard let id else {
      if document.scenes.isEmpty {
        Console.err(
          Diagnostic(
            .error, .interfaceBuilder(.noScenes), file: document.file,
            at: documentLocation(source)
          ).rendered(source: source))
        return nil
      }
      return document.scenes
    }
    if let scene = document.scene(id) { return [scene] }
    let available = document.scenes.map { scene in
      scene.storyboardIdentifier.map { scene.id + " (" + $0 + ")" } ?? scene.id
    }
    Console.err(
      Diagnostic(
        .error, .interfaceBuilder(.missingScene(id, available: available)), file: document.file,
        at: documentLocation(source)
      ).rendered(source: source))
    return nil
  }

  /// Where `<document` starts (line 1, column 1 when absent).
  static func documentLocation(_ source: SourceFile) -> ScriptLocation {
    for (index, line) in source.lines.enumerated() {
      var text = ""
      text.unicodeScalars.append(contentsOf: line)
      if let range = text.range(of: "<document") {
        return ScriptLocation(
          line: index + 1, column: text.unicodeScalars[..<range.lowerBound].count + 1)
      }
    }
    return ScriptLocation(line: 1, column: 1)
  }
}
