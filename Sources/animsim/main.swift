// animsim: the command-line front end. Everything happens in `Tool.main`.
import Foundation

exit(Tool.main(Array(CommandLine.arguments.dropFirst())))
