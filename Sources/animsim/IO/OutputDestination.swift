import Foundation

/// Where `run` writes: standard output, a file written atomically, or a device or FIFO
/// written directly.
///
/// `--out PATH` looks at what the path names, following symbolic links (so a link stays a
/// link and its target gets the output):
/// - nothing, or a regular file: the bytes go to a temporary file in the target's directory,
///   which `commit()` renames over the target (a replaced file keeps its permission bits);
///   `abandon()` (on any failure, and on Ctrl-C through `InterruptGuard`) deletes it, so a
///   failed run never leaves a partial file. Temporary files a killed run left for the same
///   target are removed first (see `OutputDestination+StaleTemporaries.swift`).
/// - a character or block device, a FIFO or a socket: opened and written directly; renaming
///   a file over it would replace the device node (`/dev/null`, a terminal) for everyone.
/// - a directory: refused with `CommandFailure.cannotWrite` before anything runs.
final class OutputDestination {
  /// The sink to write into.
  let sink: FileDescriptorSink
  /// The path as given, `nil` for standard output.
  let path: String?
  /// The temporary file's path, while it exists (only for atomic writes).
  private(set) var temporaryPath: String?
  /// The file the temporary file replaces (the link-resolved `path`), for atomic writes.
  private let finalPath: String?
  /// Whether `sink.descriptor` was opened here (and must be closed).
  private var ownsDescriptor: Bool

  /// Standard output.
  init() {
    sink = FileDescriptorSink(descriptor: STDOUT_FILENO, label: "standard output")
    path = nil
    finalPath = nil
    ownsDescriptor = false
  }

  /// Opens `path` for writing as described in the type's documentation.
  ///
  /// - Throws: `CommandFailure.cannotWrite` when `path` is a directory, its links loop,
  ///   or the file (or the temporary file next to it) cannot be created.
  init(atomicallyAt path: String) throws(CommandFailure) {
    self.path = path
    // `stat` follows every link, including /proc's (`/dev/stdout` → `/proc/self/fd/1` →
    // `pipe:[…]`, whose text is no path): a device or FIFO is opened by the path given.
    switch OutputPath.kind(of: path) {
    case .directory:
      throw .cannotWrite(path: path, reason: "it is a directory (give a file path)")
    case .special:
      let descriptor = open(path, O_WRONLY | O_CLOEXEC)
      guard descriptor >= 0 else {
        throw .cannotWrite(path: path, reason: String(cString: strerror(errno)))
      }
      sink = FileDescriptorSink(descriptor: descriptor, label: path)
      finalPath = nil
      ownsDescriptor = true
    case .missing, .regular:
      let target = try OutputPath.resolvingSymbolicLinks(path)
      OutputDestination.removeStaleTemporaries(for: target)
      let temporary = OutputDestination.temporaryPath(for: target, pid: getpid())
      let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
      guard descriptor >= 0 else {
        throw .cannotWrite(path: path, reason: String(cString: strerror(errno)))
      }
      if case .regular(let mode) = OutputPath.kind(of: target) {
        _ = fchmod(descriptor, mode)
      }
      sink = FileDescriptorSink(descriptor: descriptor, label: path)
      finalPath = target
      temporaryPath = temporary
      ownsDescriptor = true
    }
  }

  /// Finishes the output: moves an atomically written file into place, closes a device.
  ///
  /// - Throws: `CommandFailure.cannotWrite` when a write failed or the rename fails; the
  ///   temporary file is deleted then.
  func commit() throws(CommandFailure) {
    if let failure = sink.failure {
      abandon()
      throw .cannotWrite(path: path ?? "standard output", reason: failure)
    }
    guard let path, ownsDescriptor else { return }
    ownsDescriptor = false
    let closed = close(sink.descriptor)
    guard let temporaryPath, let finalPath else {
      if closed != 0 {
        throw .cannotWrite(path: path, reason: String(cString: strerror(errno)))
      }
      return
    }
    guard closed == 0, rename(temporaryPath, finalPath) == 0 else {
      let reason = String(cString: strerror(errno))
      unlink(temporaryPath)
      self.temporaryPath = nil
      throw .cannotWrite(path: path, reason: reason)
    }
    self.temporaryPath = nil
  }

  /// Deletes the temporary file, if any, and closes what was opened.
  func abandon() {
    if ownsDescriptor {
      close(sink.descriptor)
      ownsDescriptor = false
    }
    guard let temporaryPath else { return }
    unlink(temporaryPath)
    self.temporaryPath = nil
  }
}

/// Looking at an output path before writing it.
enum OutputPath {
  /// What a path names.
  enum Kind: Equatable {
    /// Nothing (or something `stat` cannot see, which `open` will then report).
    case missing
    /// A regular file with these permission bits.
    case regular(mode: mode_t)
    /// A directory.
    case directory
    /// A device, FIFO or socket: written in place, never replaced.
    case special
  }

  /// The most links followed, as Linux's `MAXSYMLINKS` (40, path_resolution(7)).
  static let maximumLinks = 40

  /// What `path` names, following symbolic links.
  static func kind(of path: String) -> Kind {
    var info = stat()
    guard stat(path, &info) == 0 else { return .missing }
    switch info.st_mode & S_IFMT {
    case S_IFREG: return .regular(mode: info.st_mode & 0o7777)
    case S_IFDIR: return .directory
    default: return .special
    }
  }

  /// `path` with the symbolic links of its last component followed.
  ///
  /// The output then replaces the file a link names rather than the link. A link to a
  /// missing file gives that file's path (the output creates it, as a shell's `>` does).
  ///
  /// - Throws: `CommandFailure.cannotWrite` with `ELOOP`'s text after `maximumLinks` links.
  /// - Complexity: O(links followed).
  static func resolvingSymbolicLinks(_ path: String) throws(CommandFailure) -> String {
    var current = path
    for _ in 0..<maximumLinks {
      var info = stat()
      guard lstat(current, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return current }
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let length = readlink(current, &buffer, buffer.count - 1)
      guard length > 0 else { return current }
      let target = String(
        decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      if target.hasPrefix("/") {
        current = target
      } else {
        let directory = URL(fileURLWithPath: current).deletingLastPathComponent().path
        current = directory == "/" ? "/" + target : directory + "/" + target
      }
    }
    throw .cannotWrite(path: path, reason: String(cString: strerror(ELOOP)))
  }
}
