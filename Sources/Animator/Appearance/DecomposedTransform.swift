import Foundation
import Layout

/// A 2D affine transform split into translation, scale, rotation and a remaining 2 × 2
/// matrix (the skew): the form in which Core Animation and CSS interpolate transforms.
///
/// The algorithm is CSS Transforms Level 1, §"Interpolation of Matrices" → "Decomposing a
/// 2D matrix", "Interpolation of decomposed 2D matrix values" and "Recomposing to a 2D
/// matrix" (https://www.w3.org/TR/css-transforms-1/#interpolation-of-2d-matrices; WebKit's
/// `TransformationMatrix::decompose2` is the same code). Core Animation's interpolation of
/// `transform` is not documented; that it decomposes (rather than interpolating the six
/// numbers, which shrinks a rotating view half way) is observed behaviour, and a singular
/// matrix (`scale(0)`) breaks UIKit's transform animations because "we often need to invert
/// the matrix in order to do the animation" (Apple DTS, developer forums thread 21945).
/// Angles are in radians here (the spec's pseudo-code converts to degrees).
///
/// Recomposed, the parts give the matrix scale × rotation × skew × translation in row-vector
/// order, the decomposition's inverse (WebKit's `recompose2`: the affine matrix of the skew
/// and translation, then `rotate(θ)` and `scale(sx, sy)`, each applied before):
/// a = sx·(m11·cos θ + m21·sin θ), b = sx·(m12·cos θ + m22·sin θ),
/// c = sy·(m21·cos θ − m11·sin θ), d = sy·(m22·cos θ − m12·sin θ), (tx, ty) = translation.
public struct DecomposedTransform: Hashable, Sendable {
  /// The translation, in points.
  public var translationX: Double
  /// The translation, in points.
  public var translationY: Double
  /// The scale along x (negative when the x axis is flipped).
  public var scaleX: Double
  /// The scale along y (negative when the y axis is flipped).
  public var scaleY: Double
  /// The rotation, in radians.
  public var angle: Double
  /// The remaining 2 × 2 matrix after scale and rotation are removed (identity without skew).
  public var m11: Double
  /// See `m11`.
  public var m12: Double
  /// See `m11`.
  public var m21: Double
  /// See `m11`.
  public var m22: Double

  /// The identity's parts.
  public static let identity = DecomposedTransform(
    translationX: 0, translationY: 0, scaleX: 1, scaleY: 1, angle: 0, m11: 1, m12: 0, m21: 0,
    m22: 1)

  /// Creates the parts directly.
  public init(
    translationX: Double, translationY: Double, scaleX: Double, scaleY: Double, angle: Double,
    m11: Double, m12: Double, m21: Double, m22: Double
  ) {
    self.translationX = translationX
    self.translationY = translationY
    self.scaleX = scaleX
    self.scaleY = scaleY
    self.angle = angle
    self.m11 = m11
    self.m12 = m12
    self.m21 = m21
    self.m22 = m22
  }

  /// Decomposes `transform` ("Decomposing a 2D matrix"); nil when its determinant is 0 or a
  /// component is not finite (the spec: such a matrix cannot be decomposed).
  public init?(_ transform: Transform2D) {
    let determinant = transform.determinant
    guard determinant != 0, determinant.isFinite, transform.isFinite else { return nil }
    translationX = transform.tx
    translationY = transform.ty
    var row0x = transform.a
    var row0y = transform.b
    var row1x = transform.c
    var row1y = transform.d
    var scaleX = (row0x * row0x + row0y * row0y).squareRoot()
    var scaleY = (row1x * row1x + row1y * row1y).squareRoot()
    // A negative determinant: one axis was flipped; flip the one with the smaller diagonal.
    if determinant < 0 {
      if row0x < row1y { scaleX = -scaleX } else { scaleY = -scaleY }
    }
    if scaleX != 0 {
      row0x /= scaleX
      row0y /= scaleX
    }
    if scaleY != 0 {
      row1x /= scaleY
      row1y /= scaleY
    }
    let angle = atan2(row0y, row0x)
    if angle != 0 {
      // Rotate by −angle: [cos, sin; −sin, cos] = [row0x, −row0y; row0y, row0x] after the
      // normalization above.
      let sine = -row0y
      let cosine = row0x
      let (m11, m12, m21, m22) = (row0x, row0y, row1x, row1y)
      row0x = cosine * m11 + sine * m21
      row0y = cosine * m12 + sine * m22
      row1x = -sine * m11 + cosine * m21
      row1y = -sine * m12 + cosine * m22
    }
    self.scaleX = scaleX
    self.scaleY = scaleY
    self.angle = angle
    m11 = row0x
    m12 = row0y
    m21 = row1x
    m22 = row1y
  }

  /// The matrix again ("Recomposing to a 2D matrix").
  public func recomposed() -> Transform2D {
    recomposed(cosine: Transform2D.cosine(angle), sine: Transform2D.sine(angle))
  }

  /// The matrix for the given cosine and sine of `angle` (computed once by callers whose
  /// angle does not change).
  func recomposed(cosine: Double, sine: Double) -> Transform2D {
    Transform2D(
      a: scaleX * (m11 * cosine + m21 * sine), b: scaleX * (m12 * cosine + m22 * sine),
      c: scaleY * (m21 * cosine - m11 * sine), d: scaleY * (m22 * cosine - m12 * sine),
      tx: translationX, ty: translationY)
  }

  /// The two ends adjusted for interpolation ("Interpolation of decomposed 2D matrix
  /// values"): when the x axis of one end and the y axis of the other are flipped, the
  /// first end's flips become a half turn; an angle of 0 counts as a full turn; and the
  /// angles are brought within a half turn of each other, so the rotation takes the short
  /// way (identity → rotate(π/2) passes rotate(π/4) half way, not rotate(−3π/4)).
  public static func interpolationEnds(
    from start: DecomposedTransform, to end: DecomposedTransform
  ) -> (DecomposedTransform, DecomposedTransform) {
    var a = start
    var b = end
    if (a.scaleX < 0 && b.scaleY < 0) || (a.scaleY < 0 && b.scaleX < 0) {
      a.scaleX = -a.scaleX
      a.scaleY = -a.scaleY
      a.angle += a.angle < 0 ? Double.pi : -Double.pi
    }
    if a.angle == 0 { a.angle = 2 * Double.pi }
    if b.angle == 0 { b.angle = 2 * Double.pi }
    if abs(a.angle - b.angle) > Double.pi {
      if a.angle > b.angle { a.angle -= 2 * Double.pi } else { b.angle -= 2 * Double.pi }
    }
    return (a, b)
  }

  /// The parts at `progress` between `self` (0) and `other` (1), each linearly.
  ///
  /// A progress outside 0…1 (a spring's overshoot) extrapolates. Call on the ends from
  /// `interpolationEnds(from:to:)`.
  public func interpolated(to other: DecomposedTransform, progress: Double) -> DecomposedTransform {
    func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * progress }
    return DecomposedTransform(
      translationX: mix(translationX, other.translationX),
      translationY: mix(translationY, other.translationY), scaleX: mix(scaleX, other.scaleX),
      scaleY: mix(scaleY, other.scaleY), angle: mix(angle, other.angle),
      m11: mix(m11, other.m11), m12: mix(m12, other.m12), m21: mix(m21, other.m21),
      m22: mix(m22, other.m22))
  }
}

extension Transform2D {
  /// The transform at `progress` from `self` (0) to `other` (1), interpolated as Core
  /// Animation and CSS do: decomposed into translation, scale, rotation and skew, each
  /// interpolated linearly, recomposed (`DecomposedTransform`).
  ///
  /// identity → rotate(π/2) at 0.5 is rotate(π/4); identity → scale(2) at 0.5 is scale(1.5).
  /// When either end cannot be decomposed (a determinant of 0, such as `scale(0)`), the
  /// value jumps: `self` before progress 0.5, `other` from 0.5 on (the spec's fallback to
  /// discrete interpolation).
  public func interpolated(to other: Transform2D, progress: Double) -> Transform2D {
    guard let start = DecomposedTransform(self), let end = DecomposedTransform(other) else {
      return progress < 0.5 ? self : other
    }
    let (a, b) = DecomposedTransform.interpolationEnds(from: start, to: end)
    return a.interpolated(to: b, progress: progress).recomposed()
  }
}
