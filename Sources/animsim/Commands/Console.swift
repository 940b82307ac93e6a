import Foundation

/// Writing text to the standard streams (everything the CLI prints goes through here).
enum Console {
  /// Writes `text` to standard output.
  static func out(_ text: String) {
    write(text, to: STDOUT_FILENO)
  }

  /// Writes `text` to standard error.
  static func err(_ text: String) {
    write(text, to: STDERR_FILENO)
  }

  private static func write(_ text: String, to descriptor: Int32) {
    let sink = FileDescriptorSink(descriptor: descriptor, label: "output")
    var text = text
    text.withUTF8 { sink.write(UnsafeRawBufferPointer($0)) }
  }
}
