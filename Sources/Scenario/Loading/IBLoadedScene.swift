import Diagnostics
import Foundation
import InterfaceBuilder
import Layout

/// A scene a script's `load` statement names, read and selected at compile time.
public struct IBLoadedScene: @unchecked Sendable {
  /// The document.
  public let document: IBDocument
  /// The scene.
  public let scene: IBScene

  /// Creates the record.
  public init(document: IBDocument, scene: IBScene) {
    self.document = document
    self.scene = scene
  }

  /// Reads every top-level `load` statement of `script`.
  ///
  /// - Parameters:
  ///   - script: The parsed script.
  ///   - file: The script's name (for diagnostics).
  ///   - reader: Returns the bytes of a path as written in the script (the caller resolves
  ///     it against the script's directory), or a reason it cannot.
  /// - Returns: The scenes by the line of their `load`, and the errors (at the `load` line).
  static func resolve(
    _ script: Script, file: String, reader: (String) -> Result<[UInt8], IBReadFailure>
  ) -> (scenes: [Int: IBLoadedScene], diagnostics: [ScenarioDiagnostic]) {
    var scenes: [Int: IBLoadedScene] = [:]
    var diagnostics: [ScenarioDiagnostic] = []
    func fail(_ message: ScenarioMessage, _ location: TextLocation) {
      diagnostics.append(ScenarioDiagnostic(.error, message, file: file, at: location))
    }
    for statement in script.statements {
      guard case .load(let load) = statement.kind else { continue }
      let path = load.path.value
      let bytes: [UInt8]
      switch reader(path) {
      case .success(let data): bytes = data
      case .failure(let failure):
        fail(.cannotLoad(path: path, reason: failure.reason), load.path.location)
        continue
      }
      let document: IBDocument
      do {
        document = try IBReader.read(Data(bytes), file: path)
      } catch {
        fail(.cannotLoad(path: path, reason: error.description), load.path.location)
        continue
      }
      let scene: IBScene?
      if let id = load.scene {
        scene = document.scene(id.value)
        if scene == nil {
          let available = document.scenes.map { scene in
            scene.storyboardIdentifier.map { scene.id + " (" + $0 + ")" } ?? scene.id
          }
          fail(.interfaceBuilder(.missingScene(id.value, available: available)), id.location)
          continue
        }
      } else {
        scene = document.scenes.first
        if scene == nil {
          fail(.interfaceBuilder(.noScenes), load.path.location)
          continue
        }
      }
      if let scene {
        scenes[statement.location.line] = IBLoadedScene(document: document, scene: scene)
      }
    }
    return (scenes, diagnostics)
  }
}

/// Why a document named by `load` could not be read.
public struct IBReadFailure: Error, Sendable {
  /// The reason, as shown after the path.
  public var reason: String

  /// Creates the failure.
  public init(reason: String) {
    self.reason = reason
  }
}
