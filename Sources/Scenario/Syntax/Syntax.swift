import Animator
import Diagnostics
import Layout

/// A parsed script: its statements in source order.
public struct Script: Hashable, Sendable {
  /// The file name used in diagnostics.
  public var file: String
  /// The top-level statements, in source order.
  public var statements: [Statement]

  /// Creates a script from its statements.
  public init(file: String, statements: [Statement]) {
    self.file = file
    self.statements = statements
  }
}

/// A name as written, with its location.
public typealias Name = Located<String>

/// One statement with the location of its first token.
public struct Statement: Hashable, Sendable {
  /// What the statement says.
  public var kind: StatementKind
  /// Where its first token is.
  public var location: TextLocation

  /// Creates a statement.
  public init(_ kind: StatementKind, at location: TextLocation) {
    self.kind = kind
    self.location = location
  }
}

/// Every statement of the language.
public indirect enum StatementKind: Hashable, Sendable {
  /// `screen WxH`: the initial root size in the setup, a resize after the first action.
  case screen(Located<Size>)
  /// `load "Main.storyboard" [scene "ID"]`: declares an Interface Builder scene's views and
  /// constraints (setup only).
  case load(LoadStatement)
  /// `fps N`.
  case fps(Located<Double>)
  /// `spacing classic|margins`.
  case spacing(ScriptSpacing)
  /// `direction ltr|rtl`.
  case direction(ScriptDirection)
  /// `metric name = N`.
  case metric(Name, Located<Double>)
  /// `interruption additive|from-current|replace` (scenario-wide).
  case interruption(ScriptInterruption)
  /// `allow conflicts|ambiguity|stale-frames`: turns an automatic check off (extension).
  case allow(AutomaticCheck)
  /// `view|label|button|textfield|scrollview|guide name …`.
  case declare(ViewDeclaration)
  /// `constrain [id:] …`.
  case constrain(ConstraintDeclaration)
  /// `layout`.
  case layout
  /// `set target.property = value`.
  case set(SetAction)
  /// `activate id[, id…]`.
  case activate([Name])
  /// `deactivate id[, id…]`.
  case deactivate([Name])
  /// `scroll sv to x,y`.
  case scroll(Name, Located<Point>)
  /// `animate … { … }`, `animator NAME … { … }` and `keyframes … { at S for D { … } … }`
  /// (see `AnimateBlock.kind`).
  case animate(AnimateBlock)
  /// `pause NAME`, `resume NAME`, `reverse NAME`, `scrub NAME to F`, `stop NAME`: controls
  /// a named `animator` (UIViewPropertyAnimator).
  case control(Name, AnimatorControl)
  /// `wait D`.
  case wait(Located<Double>)
  /// `expect …`.
  case expect(Expectation)
  /// `device NAME [portrait|landscape]` or `screen WxH scale S` (extension): the initial
  /// screen in the setup, a rotation or resize after the first action.
  case device(DeviceSetting)
  /// `keyboard show H` / `keyboard hide` (extension).
  case keyboard(KeyboardAction)
  /// `remove view`: `removeFromSuperview()` (extension).
  case remove(Name)
  /// `add view in parent [at N]`: `addSubview`, or `insertArrangedSubview(_:at:)` for a
  /// stack (extension).
  case add(Name, parent: Name, index: Located<Double>?)

  /// Whether the statement is an action (the first action ends the setup).
  public var isAction: Bool {
    switch self {
    case .layout, .set, .activate, .deactivate, .scroll, .animate, .control, .wait, .keyboard,
      .remove, .add:
      return true
    case .screen, .load, .fps, .spacing, .direction, .metric, .interruption, .allow, .declare,
      .constrain, .expect, .device:
      return false
    }
  }
}

/// `spacing classic|margins`.
public enum ScriptSpacing: Hashable, Sendable {
  case classic, margins
}

/// `direction ltr|rtl`.
public enum ScriptDirection: Hashable, Sendable {
  case leftToRight, rightToLeft
}

/// How a new animation treats one that is still running on the same views.
public enum ScriptInterruption: Hashable, Sendable {
  /// iOS 8+ additive animation: the running animation's offset keeps decaying (default).
  case additive
  /// iOS 7 `beginFromCurrentState`: the new animation starts where the view is on screen.
  case fromCurrent
  /// The running animation is removed; the new one starts from the model frame.
  case replace
}

/// The automatic checks that `allow` and `RunOptions` can turn off.
public enum AutomaticCheck: Hashable, Sendable, CaseIterable {
  /// Fail when a layout pass had to break a constraint.
  case conflicts
  /// Fail when a layout pass left a view's frame ambiguous.
  case ambiguity
  /// Fail when an animation starts from a frame no layout pass committed.
  case staleFrames
}

/// A view, label, button, text field, scroll view or layout guide declaration.
public struct ViewDeclaration: Hashable, Sendable {
  /// What it is.
  public var kind: ViewKind
  /// Its name.
  public var name: Name
  /// `in parent`: the superview (root when absent).
  public var parent: Name?
  /// `text "…"`.
  public var text: Located<String>?
  /// `font N`: the font size in points.
  public var font: Located<Double>?
  /// `intrinsic WxH`: `nil` sides have no intrinsic metric.
  public var intrinsic: Located<OptionalSize>?
  /// `hugging H,V`.
  public var hugging: Located<AxisPair>?
  /// `compression H,V`.
  public var compression: Located<AxisPair>?
  /// `frame x,y,w,h`: the view translates its autoresizing mask into constraints.
  public var frame: Located<Rect>?
  /// `autoresizing flag,flag`.
  public var autoresizing: Located<[ScriptAutoresizing]>?
  /// A stack view's options (`stack` declarations only).
  public var stack: StackDeclaration?
  /// `spacingAfter N`: the custom spacing after this arranged view, in points.
  public var spacingAfter: Located<Double>?
  /// `hidden`: the view starts hidden.
  public var hidden: Located<Bool>?
  /// `detached`: declared in a stack, the view is a subview of the stack but not arranged
  /// (an NSStackView's detached hidden view); outside a stack it changes nothing.
  public var detached: Located<Bool>?
  /// `constrained`: with `frame`, the view does not translate its autoresizing mask into
  /// constraints; the frame is only where it starts (a view loaded from a nib with
  /// `translatesAutoresizingMaskIntoConstraints` off), until its constraints move it.
  public var constrained: Located<Bool>?
}

/// `stack name [in parent] [axis …] [distribution …] [alignment …] [spacing N]
/// [margins-relative] [baseline-relative] [arranged-baselines]`: a `UIStackView`'s
/// configuration.
public struct StackDeclaration: Hashable, Sendable {
  /// `axis horizontal|vertical` (horizontal when not written).
  public var axis: Located<Axis>?
  /// `distribution …` (fill when not written).
  public var distribution: Located<StackView.Distribution>?
  /// `alignment …` (fill when not written).
  public var alignment: Located<StackView.Alignment>?
  /// `spacing N`, in points (0 when not written).
  public var spacing: Located<Double>?
  /// `margins-relative`: arranged relative to the stack's layout margins.
  public var marginsRelative = false
  /// `baseline-relative`: vertical spacing measured between baselines.
  public var baselineRelative = false
  /// `arranged-baselines`: the stack's baselines are its first and last visible arranged
  /// views' (NSStackView; `StackView.baselinesFromArrangedSubviews`).
  public var arrangedBaselines = false

  /// Creates an empty configuration (UIKit's defaults).
  public init() {}
}

/// A size with optional sides (`-` in the script).
public struct OptionalSize: Hashable, Sendable {
  /// The width in points, or `nil` for no intrinsic width.
  public var width: Double?
  /// The height in points, or `nil` for no intrinsic height.
  public var height: Double?
}

/// A horizontal and a vertical value (hugging or compression resistance priorities).
public struct AxisPair: Hashable, Sendable {
  /// The horizontal value.
  public var horizontal: Double
  /// The vertical value.
  public var vertical: Double
}

/// The UIKit autoresizing flags, by their script names.
public enum ScriptAutoresizing: String, Hashable, Sendable, CaseIterable {
  case flexibleLeftMargin, flexibleWidth, flexibleRightMargin
  case flexibleTopMargin, flexibleHeight, flexibleBottomMargin
}

/// `constrain [id:] …`.
public struct ConstraintDeclaration: Hashable, Sendable {
  /// The id that names the constraint (or the group a VFL string produced).
  public var id: Name?
  /// The constraint itself.
  public var body: ConstraintBody
  /// `inactive`: declared but not activated (extension).
  public var inactive = false
}

/// The two ways to write a constraint.
public enum ConstraintBody: Hashable, Sendable {
  /// A VFL string with its options.
  case visualFormat(VisualFormatConstraint)
  /// `a.attr rel [m *] b.attr [± c] [@prio]` or `a.attr rel c [@prio]`.
  case explicit(ExplicitConstraint)
}

/// `constrain "VFL" [align a,b] [direction d]`.
public struct VisualFormatConstraint: Hashable, Sendable {
  /// The format string, with the script column of each character.
  public var format: StringLiteral
  /// Where the string token starts (its opening quote).
  public var location: TextLocation
  /// `align …`: NSLayoutFormatOptions alignAll… attributes.
  public var align: [Located<ScriptAttribute>]
  /// `direction …`: the format direction option.
  public var direction: Located<FormatDirection>?
}

/// NSLayoutFormatOptions direction values.
public enum FormatDirection: Hashable, Sendable {
  /// `leading`: leading to trailing (the default).
  case leadingToTrailing
  /// `ltr`: left to right.
  case leftToRight
  /// `rtl`: right to left.
  case rightToLeft
}

/// One side of an explicit constraint: `item.attribute`.
public struct AttributeReference: Hashable, Sendable {
  /// The view or guide.
  public var item: Name
  /// The attribute, with its location.
  public var attribute: Located<ScriptAttribute>
  /// `item.safeArea.attr` … (extension): a system layout guide of the item.
  public var guide: Located<SystemLayoutGuide>? = nil
}

/// `first rel multiplier * second + constant @priority`.
public struct ExplicitConstraint: Hashable, Sendable {
  /// The left-hand side.
  public var first: AttributeReference
  /// The relation.
  public var relation: ScriptRelation
  /// The right-hand item, absent for `a.width == 100`.
  public var second: AttributeReference?
  /// The multiplier (1 when not written).
  public var multiplier: Located<Double>
  /// The constant (0 when not written).
  public var constant: Located<Double>
  /// The priority (required when not written).
  public var priority: Located<Double>?
  /// The constraint as written, from its first token to its last (reports quote it).
  public var source: String = ""
}

/// A relation: `==`, `<=`, `>=`.
public enum ScriptRelation: Hashable, Sendable {
  case lessThanOrEqual, equal, greaterThanOrEqual
}

/// A layout attribute by its script name.
public enum ScriptAttribute: String, Hashable, Sendable, CaseIterable {
  case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
  case firstBaseline, lastBaseline
  case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
  case centerXWithinMargins, centerYWithinMargins
}

/// `set target.property = value`.
public struct SetAction: Hashable, Sendable {
  /// The constraint id or view.
  public var target: Name
  /// The property and its new value.
  public var value: SetValue
}

/// What `set` changes.
public enum SetValue: Hashable, Sendable {
  /// `id.constant = N`.
  case constant(Located<Double>)
  /// `id.priority = P`.
  case priority(Located<Double>)
  /// `view.intrinsic = WxH`.
  case intrinsic(Located<OptionalSize>)
  /// `view.text = "…"` (extension).
  case text(Located<String>)
  /// `view.hidden = true|false` (extension).
  case hidden(Located<Bool>)
  /// `id.active = true|false` (extension).
  case active(Located<Bool>)
  /// `id.multiplier = M`: replaces the constraints, as UIKit requires (extension).
  case multiplier(Located<Double>)
  /// `stack.spacing = N` (extension).
  case stackSpacing(Located<Double>)
  /// `stack.axis = horizontal|vertical` (extension).
  case stackAxis(Located<Axis>)
  /// `stack.distribution = …` (extension).
  case stackDistribution(Located<StackView.Distribution>)
  /// `stack.alignment = …` (extension).
  case stackAlignment(Located<StackView.Alignment>)
  /// `view.margins = top,left,bottom,right` (extension): the layout margins.
  case margins(Located<EdgeInsets>)
  /// `view.alignmentInsets = top,left,bottom,right [aspectFit WxH]` (extension):
  /// `alignmentRectInsets`, the insets from the frame to the rectangle constraints place;
  /// with `aspectFit`, scaled like content of that alignment size drawn aspect-fit.
  case alignmentInsets(Located<EdgeInsets>, aspectFit: Size?)
  /// `view.baselines = first[,last]` (extension): `fixedBaselines`, the baselines' distances
  /// below the alignment rectangle's top whatever the view's height.
  case baselines(Located<FixedBaselines>)
  /// `view.directionalMargins = top,leading,bottom,trailing` (extension):
  /// `directionalLayoutMargins`.
  case directionalMargins(Located<DirectionalEdgeInsets>)
  /// `view.insetsLayoutMarginsFromSafeArea|preservesSuperviewLayoutMargins = true|false`
  /// (extension).
  case flag(ViewFlag, Located<Bool>)
  /// `view.alpha = A`, 0…1 (v2): how opaque the view is; animatable.
  case alpha(Located<Double>)
  /// `view.transform = identity | translate(tx, ty) | scale(s) | scale(sx, sy) | rotate(a) …`
  /// (v2): applied about the view's center; animatable; ignored by layout.
  case transform(Located<ScriptTransform>)
}

/// `animate D [curve] [delay D] [repeat N] [autoreverse] [relayout] { … }`.
public struct AnimateBlock: Hashable, Sendable {
  /// The duration of one cycle, in seconds.
  public var duration: Located<Double>
  /// The timing curve (easeInOut when not written).
  public var curve: Located<CurveSpec>
  /// The delay before it starts, in seconds.
  public var delay: Located<Double>?
  /// `repeat N`: the number of cycles.
  public var repeatCount: Located<Double>?
  /// `autoreverse`: every cycle runs forth and back.
  public var autoreverses: Bool
  /// `relayout`: AppKit animator semantics (constants animate, layout re-solved per frame).
  public var relayout: Bool
  /// The statements inside the block.
  public var body: [Statement]
  /// `from-current`: UIKit's `beginFromCurrentState` for this block only (the new animation
  /// starts from the presented frames and takes over the components it changes).
  public var fromCurrent: Bool = false
  /// Which statement wrote the block; for `keyframes`, `body` holds every keyframe's
  /// statements in order (and each keyframe its own).
  public var kind: AnimateBlockKind = .animate
}

/// A timing curve as written.
public enum CurveSpec: Hashable, Sendable {
  case linear, easeIn, easeOut, easeInOut, systemDefault
  /// `cubic(x1,y1,x2,y2)`.
  case cubic(x1: Double, y1: Double, x2: Double, y2: Double)
  /// `spring(damping: ζ, velocity: v)`: UIKit's duration-based spring.
  case dampedSpring(dampingRatio: Double, velocity: Double)
  /// `spring(mass: m, stiffness: k, damping: c, velocity: v [, overdamping: true])`: runs
  /// until settled; `overdamping` is CASpringAnimation's `allowsOverdamping`.
  case physicalSpring(
    mass: Double, stiffness: Double, damping: Double, velocity: Double, overdamping: Bool = false)
  /// `steps(n)` or `steps(n, start|end)` (CSS jump-start / jump-end; end by default).
  case steps(Int, jumpStart: Bool = false)
  /// `keyboard`: the on-screen keyboard's curve (extension).
  case keyboard
}

/// `expect …`.
public struct Expectation: Hashable, Sendable {
  /// What is checked.
  public var check: ExpectationCheck
  /// When it is checked (for checks at one time; `quantifier` replaces it).
  public var time: ExpectationTime
  /// `within T`: the tolerance in points (0.001 when not written).
  public var tolerance: Located<Double>?
  /// `always`, `never`, `eventually`, `max`, `min` (v2): the check over the sampled frames
  /// instead of at one time; nil for a check at one time.
  public var quantifier: Located<ExpectationQuantifier>? = nil
}

/// When an expectation is evaluated.
public enum ExpectationTime: Hashable, Sendable {
  /// At the cursor: the time the script has reached at this line.
  case cursor
  /// `at T`: at T seconds from the start.
  case at(Located<Double>)
  /// `at end`: on the last frame.
  case end
}

/// An interval of the timeline, `T1..T2` in seconds (both ends included).
public struct TimeRange: Hashable, Sendable {
  /// The first time, in seconds.
  public var start: Double
  /// The last time, in seconds; not before `start`.
  public var end: Double

  /// Creates an interval.
  public init(start: Double, end: Double) {
    self.start = start
    self.end = end
  }
}

/// How an expectation over time looks at the sampled frames (v2).
public enum ExpectationQuantifier: Hashable, Sendable {
  /// `always … [during T1..T2]`: holds on every sampled frame in the interval (the whole
  /// run without `during`).
  case always(during: Located<TimeRange>?)
  /// `never … [during T1..T2]`: holds on no sampled frame in the interval.
  case never(during: Located<TimeRange>?)
  /// `eventually … [by T]`: holds on some sampled frame at or before T (any frame without
  /// `by`).
  case eventually(by: Located<Double>?)
  /// `max A [during T1..T2] REL N`: the largest value over the sampled frames relates to N.
  case maximum(during: Located<TimeRange>?)
  /// `min A [during T1..T2] REL N`: the smallest value.
  case minimum(during: Located<TimeRange>?)

  /// The keyword as written.
  public var keyword: String {
    switch self {
    case .always: "always"
    case .never: "never"
    case .eventually: "eventually"
    case .maximum: "max"
    case .minimum: "min"
    }
  }
}

/// Which rectangle of a view an expectation reads.
public enum FrameProperty: String, Hashable, Sendable, CaseIterable {
  /// `frame`: the presented frame in the superview's coordinates.
  case frame
  /// `window`: the presented rectangle in root coordinates (extension).
  case window
  /// `visualFrame` (v2): where the view is seen, the bounding box of the transformed view in
  /// root coordinates after every ancestor's transform and content offset.
  case visualFrame
}

/// What an expectation checks.
public enum ExpectationCheck: Hashable, Sendable {
  /// `view.frame == x,y,w,h` (also `window`, `visualFrame`).
  case frame(Name, FrameProperty, Comparison, Located<Rect>)
  /// `view.attr == N`: measured on the presented frame's alignment rectangle.
  case attribute(Name, Located<ScriptAttribute>, Comparison, Located<Double>)
  /// `view.visualFrame.top == N` (v2; also `frame.` and `window.`): an edge, center or side
  /// of that rectangle itself.
  case rectAttribute(Name, FrameProperty, Located<ScriptAttribute>, Comparison, Located<Double>)
  /// `view.alpha == A` (v2): the presented alpha (the view's own, as UIKit's
  /// `layer.presentation().opacity`).
  case alpha(Name, Comparison, Located<Double>)
  /// `view.transform == scale(0.9)` (v2): the presented transform, `==` or `!=` within
  /// the tolerance on each of a, b, c, d, tx, ty.
  case transform(Name, Comparison, Located<ScriptTransform>)
  /// `no-conflicts`: no layout pass broke a constraint.
  case noConflicts
  /// `no-ambiguity`: no layout pass left a frame ambiguous.
  case noAmbiguity
  /// `always a inside b`: on every sampled frame, a's window rectangle lies in b's.
  case alwaysInside(Name, Name)
  /// `always no-overlap a, b`: on every sampled frame, the window rectangles do not overlap.
  case alwaysNoOverlap(Name, Name)
  /// `view.fitting == WxH` (extension): the compressed fitting size
  /// (`systemLayoutSizeFitting(layoutFittingCompressedSize)`).
  case fitting(Name, Comparison, Located<Size>)
}

/// `load "FILE" [scene "ID"]`.
public struct LoadStatement: Hashable, Sendable {
  /// The document's path as written (relative to the script's directory).
  public var path: Located<String>
  /// The scene: a `sceneID`, storyboard identifier or top-level view id; the first scene
  /// when absent.
  public var scene: Located<String>?
}
