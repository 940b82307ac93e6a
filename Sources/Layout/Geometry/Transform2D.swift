import Foundation

/// A 2D affine transform with `CGAffineTransform`'s layout and conventions.
///
/// (Named `Transform2D` rather than `AffineTransform`, which Foundation declares: a file
/// importing both modules would have to qualify every use.)
///
/// The matrix
///
///     | a   b   0 |
///     | c   d   0 |
///     | tx  ty  1 |
///
/// applied to row vectors, so a point (x, y) goes to (a·x + c·y + tx, b·x + d·y + ty)
/// (Apple, "CGAffineTransform": https://developer.apple.com/documentation/corefoundation/cgaffinetransform).
/// `t1.concatenating(t2)` applies `t1` first, then `t2` (CGAffineTransformConcat), and the
/// chaining methods apply the new operation first, as Core Graphics does:
/// `Transform2D(translationX: 0, y: 20).scaledBy(x: 0.9, y: 0.9)` scales, then translates
/// (`CGAffineTransformScale(t, sx, sy)` = `CGAffineTransformConcat(scale, t)`). That is also
/// the order of a CSS transform list, `translate(0, 20) scale(0.9)` (CSS Transforms Level 1,
/// §"The Transform Rendering Model": the list is post-multiplied left to right, so the last
/// function is applied to the element first).
///
/// A view's transform is applied about the center of its bounds (anchor point 0.5, 0.5),
/// after layout: Auto Layout ignores it (see `View.transform`). Angles are in radians; in
/// UIKit's coordinates (y down) a positive angle turns clockwise on screen.
public struct Transform2D: Hashable, Sendable {
  /// The x scale and rotation part: x' = a·x + c·y + tx.
  public var a: Double
  /// The y shear and rotation part: y' = b·x + d·y + ty.
  public var b: Double
  /// The x shear and rotation part: x' = a·x + c·y + tx.
  public var c: Double
  /// The y scale and rotation part: y' = b·x + d·y + ty.
  public var d: Double
  /// The translation along x, in points.
  public var tx: Double
  /// The translation along y, in points.
  public var ty: Double

  /// The identity: every point stays where it is.
  public static let identity = Transform2D(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// Creates a transform from its six components.
  @inlinable
  public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  /// A translation by (x, y) points (`CGAffineTransform(translationX:y:)`).
  public init(translationX x: Double, y: Double) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
  }

  /// A scale by `x` horizontally and `y` vertically (`CGAffineTransform(scaleX:y:)`).
  public init(scaleX x: Double, y: Double) {
    self.init(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
  }

  /// A rotation by `angle` radians (`CGAffineTransform(rotationAngle:)`: a = cos, b = sin,
  /// c = −sin, d = cos; clockwise on screen for a positive angle, y growing down).
  public init(rotationAngle angle: Double) {
    let cosine = Self.cosine(angle)
    let sine = Self.sine(angle)
    self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
  }

  /// Whether this is exactly the identity.
  @inlinable
  public var isIdentity: Bool {
    a == 1 && b == 0 && c == 0 && d == 1 && tx == 0 && ty == 0
  }

  /// Whether every component is finite.
  public var isFinite: Bool {
    a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
  }

  /// The determinant of the linear part, a·d − b·c (0 for a transform that cannot be
  /// inverted, such as `scale(0)`).
  public var determinant: Double { a * d - b * c }

  /// `self` followed by `other` (`CGAffineTransformConcat(self, other)`: the matrix product
  /// self × other).
  @inlinable
  public func concatenating(_ other: Transform2D) -> Transform2D {
    Transform2D(
      a: a * other.a + b * other.c, b: a * other.b + b * other.d,
      c: c * other.a + d * other.c, d: c * other.b + d * other.d,
      tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
  }

  /// A translation by (x, y) applied before this transform (`CGAffineTransformTranslate`).
  public func translatedBy(x: Double, y: Double) -> Transform2D {
    Transform2D(translationX: x, y: y).concatenating(self)
  }

  /// A scale applied before this transform (`CGAffineTransformScale`).
  public func scaledBy(x: Double, y: Double) -> Transform2D {
    Transform2D(scaleX: x, y: y).concatenating(self)
  }

  /// A rotation by `angle` radians applied before this transform (`CGAffineTransformRotate`).
  public func rotated(by angle: Double) -> Transform2D {
    Transform2D(rotationAngle: angle).concatenating(self)
  }

  /// The inverse, or nil when the transform cannot be inverted (determinant 0 or not finite).
  ///
  /// For the linear part [[a, b], [c, d]] the inverse is [[d, −b], [−c, a]] / det; the
  /// translation becomes −(tx, ty) × that inverse.
  public func inverted() -> Transform2D? {
    let det = determinant
    guard det != 0, det.isFinite else { return nil }
    let ia = d / det
    let ib = -b / det
    let ic = -c / det
    let id = a / det
    return Transform2D(
      a: ia, b: ib, c: ic, d: id, tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
  }

  /// Where `point` goes: (a·x + c·y + tx, b·x + d·y + ty).
  @inlinable
  public func apply(to point: Point) -> Point {
    Point(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
  }

  /// This transform applied about `center` instead of the origin: translate by −center,
  /// apply, translate back (how a layer applies its transform about its anchor point).
  @inlinable
  public func about(_ center: Point) -> Transform2D {
    // (p − c)·M + c: the linear part is unchanged; the translation absorbs the center.
    Transform2D(
      a: a, b: b, c: c, d: d,
      tx: tx + center.x - (a * center.x + c * center.y),
      ty: ty + center.y - (b * center.x + d * center.y))
  }

  /// cos(angle), exact at multiples of π/2 (so `rotate(90deg)` has a = 0, not 6.1e-17).
  public static func cosine(_ angle: Double) -> Double {
    if let quarter = quarterTurns(angle) { return quarter == 0 ? 1 : quarter == 2 ? -1 : 0 }
    return cos(angle)
  }

  /// sin(angle), exact at multiples of π/2.
  public static func sine(_ angle: Double) -> Double {
    if let quarter = quarterTurns(angle) { return quarter == 1 ? 1 : quarter == 3 ? -1 : 0 }
    return sin(angle)
  }

  /// The number of quarter turns (0…3) when `angle` is within 1e-12 rad of a multiple of
  /// π/2, else nil.
  private static func quarterTurns(_ angle: Double) -> Int? {
    guard angle.isFinite, abs(angle) < 1e6 else { return nil }
    let turns = angle / (Double.pi / 2)
    let rounded = turns.rounded()
    guard abs(turns - rounded) * (Double.pi / 2) < 1e-12 else { return nil }
    let quarter = Int(rounded) % 4
    return quarter < 0 ? quarter + 4 : quarter
  }
}

extension Rect {
  /// The smallest rectangle that contains this one's four corners after `transform`
  /// (`CGRect.applying(_:)`).
  @inlinable
  public func applying(_ transform: Transform2D) -> Rect {
    if transform.b == 0 && transform.c == 0 {
      // Scale and translation only: two corners suffice (no trigonometry, no min of four).
      let x0 = transform.a * minX + transform.tx
      let x1 = transform.a * maxX + transform.tx
      let y0 = transform.d * minY + transform.ty
      let y1 = transform.d * maxY + transform.ty
      return Rect(x: min(x0, x1), y: min(y0, y1), width: abs(x1 - x0), height: abs(y1 - y0))
    }
    // The four corners' extremes without forming the corners (this runs per view per
    // frame): a corner's x is (a·x + c·y) + tx, and rounding is monotonic in each addend, so
    // the smallest corner x is (min(a·x) + min(c·y)) + tx exactly, and likewise the others.
    let (ax0, ax1) = (transform.a * minX, transform.a * maxX)
    let (cy0, cy1) = (transform.c * minY, transform.c * maxY)
    let (bx0, bx1) = (transform.b * minX, transform.b * maxX)
    let (dy0, dy1) = (transform.d * minY, transform.d * maxY)
    let low = Point(
      x: min(ax0, ax1) + min(cy0, cy1) + transform.tx,
      y: min(bx0, bx1) + min(dy0, dy1) + transform.ty)
    let high = Point(
      x: max(ax0, ax1) + max(cy0, cy1) + transform.tx,
      y: max(bx0, bx1) + max(dy0, dy1) + transform.ty)
    return Rect(x: low.x, y: low.y, width: high.x - low.x, height: high.y - low.y)
  }
}
