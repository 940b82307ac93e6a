import Foundation
import Layout

// Foundation on Linux provides CGFloat, CGPoint, CGSize and CGRect (swift-corelibs-foundation,
// NSGeometry.swift); Layout works in Doubles. These conversions are the one boundary.

extension CGRect {
  /// The rectangle in Layout's Doubles.
  package var layoutRect: Rect {
    Rect(
      x: Double(origin.x), y: Double(origin.y), width: Double(size.width),
      height: Double(size.height))
  }

  /// The same rectangle from Layout's Doubles.
  package init(_ rect: Rect) {
    self.init(
      x: CGFloat(rect.origin.x), y: CGFloat(rect.origin.y), width: CGFloat(rect.size.width),
      height: CGFloat(rect.size.height))
  }
}

extension CGSize {
  /// The size in Layout's Doubles.
  package var layoutSize: Size { Size(width: Double(width), height: Double(height)) }

  /// The same size from Layout's Doubles.
  package init(_ size: Size) {
    self.init(width: CGFloat(size.width), height: CGFloat(size.height))
  }
}

extension CGPoint {
  /// The point in Layout's Doubles.
  package var layoutPoint: Point { Point(x: Double(x), y: Double(y)) }

  /// The same point from Layout's Doubles.
  package init(_ point: Point) {
    self.init(x: CGFloat(point.x), y: CGFloat(point.y))
  }
}

/// A two-dimensional vector (Core Graphics' `CGVector`, which Foundation on Linux lacks):
/// `UISpringTimingParameters`' initial velocity.
public struct CGVector: Hashable, Sendable {
  /// The horizontal component.
  public var dx: CGFloat
  /// The vertical component.
  public var dy: CGFloat

  /// The zero vector.
  public static let zero = CGVector(dx: 0, dy: 0)

  /// A vector with the given components.
  public init(dx: CGFloat, dy: CGFloat) {
    self.dx = dx
    self.dy = dy
  }
}

/// Core Foundation's time interval, in seconds (`CACurrentMediaTime()`'s type).
public typealias CFTimeInterval = Double
