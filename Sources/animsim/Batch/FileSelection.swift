import Foundation

/// The files a batch command (`check`, `check-ib`) works on: its PATH arguments with the
/// folders expanded, in one stable order.
struct FileSelection: Equatable {
  /// The files, sorted by the bytes of their paths as given, each once.
  var files: [String]
  /// Whether a PATH argument was a folder (the summary line is then printed even for one
  /// file).
  var includesFolder: Bool

  /// The extensions (without the dot) a folder is searched for.
  let extensions: [String]

  /// Expands `paths` for `command`.
  ///
  /// A folder becomes every file below it, recursively, whose name ends with `.` and one of
  /// `extensions`; its paths are the folder as given, a `/` and the path inside it. Entries
  /// whose name starts with `.` (`.git`, `.build`) are skipped, and symbolic links to
  /// folders are not followed (no cycles); a symbolic link to a matching file is kept. Any
  /// other PATH is kept as given, whatever its extension: a file that does not exist is
  /// reported when it is read, as before.
  ///
  /// The list is then sorted by the UTF-8 bytes of the paths (so `Z.xib` before `a.xib`,
  /// the same on every machine and locale) and exact duplicates are dropped.
  ///
  /// - Throws: `UsageError.emptyFolder` for a folder without a matching file: a CI job
  ///   pointed at the wrong folder (or at the right one with the wrong extension) should
  ///   fail loudly rather than pass having checked nothing. `CommandFailure.cannotRead` for
  ///   a folder that cannot be listed.
  /// - Complexity: O(entries below the folders) file-system calls, then O(n log n)
  ///   comparisons for n files.
  init(_ paths: [String], extensions: [String], command: String) throws {
    self.extensions = extensions
    var found: [String] = []
    var includesFolder = false
    for path in paths {
      guard Self.isFolder(path) else {
        found.append(path)
        continue
      }
      includesFolder = true
      let before = found.count
      try Self.collect(in: path, extensions: extensions, into: &found)
      if found.count == before {
        throw UsageError.emptyFolder(
          path, patterns: extensions.map { "*." + $0 }.joined(separator: " or "), command: command
        )
      }
    }
    found.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    var unique: [String] = []
    unique.reserveCapacity(found.count)
    for path in found where unique.last != path {
      unique.append(path)
    }
    files = unique
    self.includesFolder = includesFolder
  }

  /// Whether `path` names a folder (following symbolic links: a PATH argument that is a
  /// link to a folder is searched).
  private static func isFolder(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
  }

  /// Appends the matching files below `folder` to `found`, depth first.
  private static func collect(
    in folder: String, extensions: [String], into found: inout [String]
  ) throws(CommandFailure) {
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: folder)
    } catch {
      throw .cannotRead(path: folder, reason: "the folder cannot be listed")
    }
    let prefix = folder.hasSuffix("/") ? folder : folder + "/"
    for name in names where !name.hasPrefix(".") {
      let path = prefix + name
      var info = stat()
      guard lstat(path, &info) == 0 else { continue }
      switch info.st_mode & S_IFMT {
      case S_IFDIR:
        try collect(in: path, extensions: extensions, into: &found)
      case S_IFREG, S_IFLNK:
        if matches(name, extensions), isFileOrLinkToFile(path, mode: info.st_mode) {
          found.append(path)
        }
      default:
        continue
      }
    }
  }

  /// Whether `name` ends with `.` and one of `extensions`.
  private static func matches(_ name: String, _ extensions: [String]) -> Bool {
    extensions.contains { name.hasSuffix("." + $0) && name.count > $0.count + 1 }
  }

  /// Whether `path` (whose `lstat` mode is `mode`) is a regular file or a link to one.
  private static func isFileOrLinkToFile(_ path: String, mode: mode_t) -> Bool {
    if mode & S_IFMT == S_IFREG { return true }
    var target = stat()
    return stat(path, &target) == 0 && target.st_mode & S_IFMT == S_IFREG
  }
}
