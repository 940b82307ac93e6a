import FrameOutput

/// Writes the `--report` files of a batch command.
enum ReportWriter {
  /// Refuses, before anything is checked, a report path that is a folder.
  ///
  /// - Throws: `CommandFailure.cannotWrite`.
  static func checkPaths(_ requests: [ReportRequest]) throws(CommandFailure) {
    for request in requests where !request.toStandardOutput {
      if OutputPath.kind(of: request.path) == .directory {
        throw .cannotWrite(path: request.path, reason: "it is a directory (give a file path)")
      }
    }
  }

  /// The text of a report of `format`.
  static func render(_ format: ReportFormat, _ result: BatchResult) -> String {
    switch format {
    case .junit: JUnitReport.render(result)
    case .sarif: SARIFReport.render(result)
    case .github: GitHubAnnotations.render(result)
    }
  }

  /// Writes every report of `requests`: files atomically (each through a temporary file
  /// renamed into place once complete, see `OutputDestination`), then the ones for standard
  /// output in command-line order.
  ///
  /// Every file is written to its temporary file before any is renamed, so a write error
  /// (a full disk) leaves no report at all, and Ctrl-C meanwhile deletes the temporary
  /// files; a report file on disk is always complete.
  ///
  /// - Throws: `CommandFailure.cannotWrite` for the first report that cannot be written.
  static func write(_ result: BatchResult, _ requests: [ReportRequest]) throws(CommandFailure) {
    guard !requests.isEmpty else { return }
    var texts: [ReportFormat: String] = [:]
    func text(_ format: ReportFormat) -> String {
      if let text = texts[format] { return text }
      let text = render(format, result)
      texts[format] = text
      return text
    }
    var destinations: [OutputDestination] = []
    let interrupts = InterruptGuard()
    defer { interrupts.uninstall() }
    do throws(CommandFailure) {
      for request in requests where !request.toStandardOutput {
        let destination = try OutputDestination(atomicallyAt: request.path)
        destinations.append(destination)
        interrupts.removeOnInterrupt(all: destinations.compactMap(\.temporaryPath))
        let buffer = ByteBuffer(sink: destination.sink)
        buffer.append(text(request.format))
        buffer.flush()
        if let failure = destination.sink.failure {
          throw .cannotWrite(path: request.path, reason: failure)
        }
      }
      for destination in destinations {
        try destination.commit()
      }
    } catch {
      for destination in destinations { destination.abandon() }
      throw error
    }
    for request in requests where request.toStandardOutput {
      Console.out(text(request.format))
    }
  }
}
