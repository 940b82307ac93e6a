import Foundation
import Layout

/// An affine transform (Core Graphics' `CGAffineTransform`, which Foundation on Linux
/// lacks), mirroring Layout's `Transform2D` field for field (`a b c d tx ty`, points
/// map as `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`) and its chaining order.
public struct CGAffineTransform: Hashable, Sendable {
  public var a: CGFloat
  public var b: CGFloat
  public var c: CGFloat
  public var d: CGFloat
  public var tx: CGFloat
  public var ty: CGFloat

  /// The identity transform.
  public static let identity = CGAffineTransform(Layout.Transform2D.identity)

  /// A transform of the given components.
  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  /// A translation.
  public init(translationX tx: CGFloat, y ty: CGFloat) {
    self.init(Layout.Transform2D(translationX: Double(tx), y: Double(ty)))
  }

  /// A scale.
  public init(scaleX sx: CGFloat, y sy: CGFloat) {
    self.init(Layout.Transform2D(scaleX: Double(sx), y: Double(sy)))
  }

  /// A rotation by `angle` radians (counterclockwise in a y-up space, clockwise on a
  /// y-down screen).
  public init(rotationAngle angle: CGFloat) {
    self.init(Layout.Transform2D(rotationAngle: Double(angle)))
  }

  /// The transform of Layout's `transform`.
  package init(_ transform: Layout.Transform2D) {
    self.init(
      a: CGFloat(transform.a), b: CGFloat(transform.b), c: CGFloat(transform.c),
      d: CGFloat(transform.d), tx: CGFloat(transform.tx), ty: CGFloat(transform.ty))
  }

  /// Layout's transform.
  package var layout: Layout.Transform2D {
    Layout.Transform2D(
      a: Double(a), b: Double(b), c: Double(c), d: Double(d), tx: Double(tx), ty: Double(ty))
  }

  /// Whether this is the identity.
  public var isIdentity: Bool { layout.isIdentity }

  /// This transform followed by `t2`.
  public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
    CGAffineTransform(layout.concatenating(t2.layout))
  }

  /// A translation applied before this transform.
  public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
    CGAffineTransform(layout.translatedBy(x: Double(tx), y: Double(ty)))
  }

  /// A scale applied before this transform.
  public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
    CGAffineTransform(layout.scaledBy(x: Double(sx), y: Double(sy)))
  }

  /// A rotation applied before this transform.
  public func rotated(by angle: CGFloat) -> CGAffineTransform {
    CGAffineTransform(layout.rotated(by: Double(angle)))
  }

  /// The inverse, or this transform unchanged when it is not invertible (as Core Graphics
  /// returns it).
  public func inverted() -> CGAffineTransform {
    layout.inverted().map(CGAffineTransform.init) ?? self
  }
}

extension CGPoint {
  /// The point mapped by `t`.
  public func applying(_ t: CGAffineTransform) -> CGPoint {
    CGPoint(t.layout.apply(to: layoutPoint))
  }
}

extension CGRect {
  /// The smallest rectangle containing this one mapped by `t`.
  public func applying(_ t: CGAffineTransform) -> CGRect {
    CGRect(layoutRect.applying(t.layout))
  }
}
