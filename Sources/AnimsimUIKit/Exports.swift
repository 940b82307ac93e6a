// What `import UIKit` brings along: Foundation (CGFloat, CGRect, CGPoint, CGSize on Linux)
// and the types AnimsimUIKit shares with AnimsimAppKit (`NSLayoutConstraint`, the anchors,
// `Simulation`, `CAMediaTimingFunction`, `CACurrentMediaTime()`).
@_exported import AnimsimCore
@_exported import Foundation
