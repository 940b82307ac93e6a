@_exported import AnimsimCore
@_exported import Foundation
