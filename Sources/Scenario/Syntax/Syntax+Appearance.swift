import Layout

/// One function of a transform list (`set card.transform = translate(0, 20) scale(0.9)`).
public enum TransformStep: Hashable, Sendable {
  /// `identity`.
  case identity
  /// `translate(tx, ty)`, in points.
  case translate(x: Double, y: Double)
  /// `scale(s)` or `scale(sx, sy)`.
  case scale(x: Double, y: Double)
  /// `rotate(a)` in radians, or `rotate(45deg)` (stored in radians).
  case rotate(radians: Double)

  /// The step's matrix (`CGAffineTransform`'s constructors).
  public var matrix: Transform2D {
    switch self {
    case .identity: .identity
    case .translate(let x, let y): Transform2D(translationX: x, y: y)
    case .scale(let x, let y): Transform2D(scaleX: x, y: y)
    case .rotate(let radians): Transform2D(rotationAngle: radians)
    }
  }
}

/// A transform as written: a list of functions applied like `CGAffineTransform` chaining and
/// a CSS transform list.
///
/// `translate(0, 20) scale(0.9)` is `CGAffineTransform(translationX: 0, y: 20).scaledBy(x:
/// 0.9, y: 0.9)`: each later function is applied to the view first (the view is scaled,
/// then translated), about the view's center.
public struct ScriptTransform: Hashable, Sendable {
  /// The functions, in the order written (at least one).
  public var steps: [TransformStep]

  /// Creates a transform from its functions.
  public init(steps: [TransformStep]) {
    self.steps = steps
  }

  /// The matrix: the first function's matrix, then each later one chained on it
  /// (`t.scaledBy`, `t.translatedBy`, `t.rotated(by:)`: applied before what came earlier).
  public var matrix: Transform2D {
    steps.reduce(Transform2D.identity) { result, step in step.matrix.concatenating(result) }
  }
}
