import Foundation
import Layout

/// A view's Core Animation layer, as far as geometry goes (`CALayer`): the model values,
/// and `presentation()`, the values on screen at `Simulation.time`.
@MainActor open class CALayer {
  /// The view the layer backs.
  private weak var view: (any HostedView)?
  /// The presented values, for a presentation copy.
  private let presentedValues: PresentedValues?

  /// The drawing properties (stored only), shared by a model layer and its copies.
  private let drawing: Drawing

  /// The layer of `view`.
  package init(view: any HostedView) {
    self.view = view
    self.presentedValues = nil
    self.drawing = Drawing()
  }

  private init(view: any HostedView, presented: PresentedValues?, drawing: Drawing) {
    self.view = view
    self.presentedValues = presented
    self.drawing = drawing
  }

  /// The layer's frame in its superlayer's coordinates: the view's frame (the presented
  /// one for a presentation copy).
  public var frame: CGRect {
    guard let view else { return .zero }
    let rect = presentedValues?.frame ?? view.node.modelFrame
    return CGRect(view.platformFrame(rect, parentHeight: parentHeight(of: view)))
  }

  /// The layer's bounds: origin zero (a scroll view's: its content offset) and the frame's
  /// size.
  public var bounds: CGRect {
    guard let view else { return .zero }
    let size = (presentedValues?.frame ?? view.node.view.frame).size
    return CGRect(Rect(origin: view.node.view.contentOffset, size: size))
  }

  /// The frame's center in the superlayer's coordinates (the anchor point is the center).
  public var position: CGPoint {
    let rect = frame
    return CGPoint(x: rect.midX, y: rect.midY)
  }

  /// Whether the layer is hidden (for a presentation copy: still drawn while an arranged
  /// view hidden in an animation collapses).
  public var isHidden: Bool {
    presentedValues?.isHidden ?? view?.node.view.isHidden ?? false
  }

  /// The layer's opacity: the view's alpha (for a presentation copy, the alpha on screen
  /// while an animation block changes it).
  public var opacity: Float { Float(presentedValues?.alpha ?? view?.node.modelAlpha ?? 1) }

  /// The view's transform (for a presentation copy, the transform on screen).
  public func affineTransform() -> CGAffineTransform {
    CGAffineTransform(presentedValues?.transform ?? view?.node.modelTransform ?? .identity)
  }

  /// The values on screen at `Simulation.time`, or nil when the layer has never been
  /// drawn (its view is not in a window, or no layout pass of its window has placed it).
  public func presentation() -> CALayer? {
    guard let view, let window = view.node.window,
      let presented = window.presented(view.node)
    else { return nil }
    return CALayer(view: view, presented: presented, drawing: drawing)
  }

  // MARK: - Drawing properties (stored only)

  /// The drawing properties a presentation copy shares with its model layer.
  private final class Drawing {
    var cornerRadius: CGFloat = 0
    var masksToBounds = false
    var borderWidth: CGFloat = 0
    var borderColor: CGColor? = CGColor(gray: 0, alpha: 1)
    var shadowColor: CGColor? = CGColor(gray: 0, alpha: 1)
    var shadowOpacity: Float = 0
    var shadowRadius: CGFloat = 3
    var shadowOffset = CGSize(width: 0, height: -3)
    var backgroundColor: CGColor?
  }

  /// The radius of the rounded corners, in points (stored only: nothing is drawn;
  /// Core Animation's default 0).
  public var cornerRadius: CGFloat {
    get { drawing.cornerRadius }
    set { drawing.cornerRadius = newValue }
  }

  /// Whether sublayers are clipped to the bounds (stored only; default false).
  public var masksToBounds: Bool {
    get { drawing.masksToBounds }
    set { drawing.masksToBounds = newValue }
  }

  /// The border's width, in points (stored only; default 0).
  public var borderWidth: CGFloat {
    get { drawing.borderWidth }
    set { drawing.borderWidth = newValue }
  }

  /// The border's colour (stored only; Core Animation's default, opaque black).
  public var borderColor: CGColor? {
    get { drawing.borderColor }
    set { drawing.borderColor = newValue }
  }

  /// The background colour (stored only).
  public var backgroundColor: CGColor? {
    get { drawing.backgroundColor }
    set { drawing.backgroundColor = newValue }
  }

  /// The shadow's colour (stored only; Core Animation's default, opaque black).
  public var shadowColor: CGColor? {
    get { drawing.shadowColor }
    set { drawing.shadowColor = newValue }
  }

  /// The shadow's opacity, 0…1 (stored only; Core Animation's default 0).
  public var shadowOpacity: Float {
    get { drawing.shadowOpacity }
    set { drawing.shadowOpacity = newValue }
  }

  /// The shadow's blur radius, in points (stored only; Core Animation's default 3).
  public var shadowRadius: CGFloat {
    get { drawing.shadowRadius }
    set { drawing.shadowRadius = newValue }
  }

  /// The shadow's offset, in points (stored only; Core Animation's default (0, −3)).
  public var shadowOffset: CGSize {
    get { drawing.shadowOffset }
    set { drawing.shadowOffset = newValue }
  }

  /// The model layer (itself, or the layer a presentation copy was taken from).
  public func model() -> CALayer {
    guard presentedValues != nil, let view else { return self }
    return CALayer(view: view, presented: nil, drawing: drawing)
  }

  /// The height of `view`'s superview now (presented for a presentation copy).
  private func parentHeight(of view: any HostedView) -> Double {
    guard let parent = view.node.parent else { return 0 }
    if presentedValues != nil, let window = parent.node.window,
      let presented = window.presented(parent.node)
    {
      return presented.frame.height
    }
    return parent.node.view.frame.height
  }
}
