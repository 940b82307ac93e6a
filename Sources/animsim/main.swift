// animsim: the command-line front end. Everything happens in `Tool.main`.
import Foundation

BrokenPipe.ignoreSignal()
exit(Tool.main(Array(CommandLine.arguments.dropFirst())))
