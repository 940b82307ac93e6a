import Synchronization

/// A source of process-wide identities for constraints (used for lookups, never for output
/// order).
private let constraintIdentities = Atomic<Int>(0)
/// A process-wide activation clock: later activations get larger stamps.
private let activationClock = Atomic<Int>(0)

/// A linear relation between two layout attributes (`NSLayoutConstraint`):
/// `firstItem.firstAttribute (== | <= | >=) multiplier × secondItem.secondAttribute + constant`,
/// with a priority.
///
/// Constraints start inactive; `activate(_:)` (or `setActive(true)`) installs them on the
/// closest common ancestor of their items, and the engine that owns that tree includes them in
/// its next `layoutIfNeeded()`. Only `constant`, `priority`, `identifier` and `isActive` can
/// change after creation; the engine applies such changes incrementally.
///
///     let gap = try LayoutConstraint(
///       item: b, attribute: .leading, relatedBy: .equal,
///       toItem: a, attribute: .trailing, multiplier: 1, constant: 8)
///     try LayoutConstraint.activate([gap])
public final class LayoutConstraint {
  /// The view on the left of the relation.
  ///
  /// Like UIKit's, a constraint does not own the view it is installed on (that view owns
  /// it); it owns its other items, and every item while inactive. Reading an item that was
  /// released (a constraint kept after the view it was installed on) traps; the
  /// constraint's own methods and descriptions never read it (activating it throws).
  public var firstItem: View { firstItemReference }
  /// The attribute of `firstItem`.
  public let firstAttribute: LayoutAttribute
  /// How the two sides relate.
  public let relation: LayoutRelation
  /// The view on the right of the relation, or `nil` for a constant.
  public var secondItem: View? { secondItemReference }
  /// The attribute of `secondItem` (`notAnAttribute` when there is none).
  public let secondAttribute: LayoutAttribute
  /// The factor applied to the second attribute.
  public let multiplier: Double
  /// The system guide of `firstItem` the first attribute belongs to (`safeArea` for
  /// `root.safeAreaLayoutGuide.top`), or `nil` for the view itself.
  public internal(set) var firstGuide: SystemLayoutGuide?
  /// The system guide of `secondItem` the second attribute belongs to, or `nil`.
  public internal(set) var secondGuide: SystemLayoutGuide?

  /// The offset added to the right side, in points.
  ///
  /// A change on an active constraint is applied incrementally in the next layout pass. The
  /// setter is the animation idiom (`c.constant = 200` inside an animation block); it
  /// refuses NaN and infinities by keeping the old value, and `setConstant(_:)` reports them
  /// as `LayoutError.nonFiniteValue` (UIKit raises for them).
  public var constant: Double {
    get { storedConstant }
    set {
      guard newValue.isFinite, newValue != storedConstant else { return }
      storedConstant = newValue
      container?.engine?.constantChanged(self)
    }
  }

  /// How much the constraint matters (1…1000; 1000 = required).
  ///
  /// Change it with `setPriority(_:)`, which reports a value outside 1…1000, or a change of
  /// an active constraint to or from required, as a `LayoutError` (UIKit raises for both).
  public var priority: LayoutPriority { storedPriority }

  /// A name for the constraint, shown in descriptions and reports.
  public var identifier: String?

  /// Where the constraint came from (code, a VFL string, an expression, autoresizing, …).
  public var origin: ConstraintOrigin = .code

  /// The line of the script that created the constraint, when a script did.
  public var sourceLine: Int?

  /// Whether the constraint is installed and takes part in layout.
  ///
  /// Change it with `setActive(_:)`, `activate(_:)` or `deactivate(_:)`; activating a
  /// constraint whose items have no common ancestor is reported as a `LayoutError` (UIKit
  /// raises for it).
  public var isActive: Bool { container != nil }

  // MARK: - Internal state

  /// A process-wide identity.
  let id: Int
  /// The priority as last set.
  var storedPriority: LayoutPriority
  /// The constant as last set (always finite).
  var storedConstant: Double
  /// The view the constraint is installed on while active.
  ///
  /// It is the items' closest common ancestor, or the superview for generated autoresizing
  /// constraints. Not owned: the view holds the constraint in `installedConstraints` (and
  /// sets this to `nil` when it is released, see `View.deinit`; `unowned` rather than `weak`
  /// keeps views free of side tables, see `View.superview`). Set only by `install(on:)` and
  /// `uninstall(from:)`, which hand the ownership of an item that is the container to the
  /// container and back (see the ownership note below), and `containerReleased()`.
  private(set) unowned(safe) var container: View?

  // Ownership. A view owns the constraints installed on it (`installedConstraints`), the
  // way UIKit's views own theirs; a constraint owning its items as well would make a cycle
  // whenever it is installed on one of them (`a.width == 100` lives on `a`; a stack view's
  // `UISV-canvas-connection` constraints live on the stack), and the cycle kept the whole
  // tree alive after its engine and every other reference were gone. So a constraint owns
  // its items except the one it is installed on: that item owns the constraint and, being
  // the closest common ancestor, every other item through `subviews`. The other items stay
  // owned so that an inactive constraint (created before its views are added, or
  // deactivated) keeps them, as it always did. The one difference from owning everything:
  // a constraint kept after the view it was installed on was released (and nothing else
  // held that view) has lost that item, and reading it traps, where UIKit's unretained
  // `firstItem` would be dangling (developer.apple.com/documentation/uikit/nslayoutconstraint/firstitem).

  /// `firstItem`, not owned: an immutable reference, read without exclusivity checks (views
  /// have no side table, so loading it is one atomic increment).
  private unowned(safe) let firstItemReference: View
  /// `secondItem`, not owned.
  private unowned(safe) let secondItemReference: View?
  /// `firstItem` while the constraint owns it: always, except while it is installed on
  /// `firstItem` itself (`nil` then).
  ///
  /// Only ownership; never read for the item.
  private var ownedFirstItem: View?
  /// `secondItem` while the constraint owns it: always, except while it is installed on it.
  private var ownedSecondItem: View?
  /// Whether `secondItem` is the view the constraint is installed on (and not owned).
  private var secondItemIsContainer = false
  /// The name of the item released with the view the constraint was installed on.
  ///
  /// `nil` while every item is alive. Names and activation read it instead of the item.
  private var releasedItemName: String?

  /// When the constraint was last activated; larger is later.
  var activationStamp = 0
  /// What generated the constraint, when the engine did.
  var generatedKind: GeneratedKind?
  /// Engine-side state while the constraint is in an engine.
  var engineState: ConstraintEngineState?

  /// Creates an inactive constraint `item.attribute (relation) multiplier × toItem.attribute +
  /// constant`, checking Apple's validity rules.
  ///
  /// - Parameters:
  ///   - item: The first item.
  ///   - attribute1: The first item's attribute (not `notAnAttribute`).
  ///   - relation: `==`, `<=` or `>=`.
  ///   - toItem: The second item, or `nil` to relate to the constant alone.
  ///   - attribute2: The second item's attribute; `notAnAttribute` exactly when `toItem` is
  ///     `nil`.
  ///   - multiplier: The factor applied to the second attribute.
  ///   - constant: The offset, in points.
  ///   - priority: 1…1000; required by default.
  /// - Throws: `LayoutError` when the constraint breaks a rule: a location equal to a
  ///   constant, size with location, horizontal with vertical, leading/trailing with
  ///   left/right, an invalid priority, a non-finite number.
  public convenience init(
    item: View, attribute attribute1: LayoutAttribute, relatedBy relation: LayoutRelation,
    toItem: View?, attribute attribute2: LayoutAttribute, multiplier: Double,
    constant: Double, priority: LayoutPriority = .required
  ) throws(LayoutError) {
    try LayoutConstraint.validate(
      item: item, attribute1, toItem: toItem, attribute2, multiplier: multiplier,
      constant: constant, priority: priority)
    self.init(
      unchecked: item, attribute1, relation, toItem, attribute2, multiplier: multiplier,
      constant: constant, priority: priority)
  }

  /// Creates a constraint without checking the rules: for constraints the engine generates
  /// (autoresizing, intrinsic size, root size) and for already-checked anchor constraints.
  init(
    unchecked item: View, _ attribute1: LayoutAttribute, _ relation: LayoutRelation,
    _ toItem: View?, _ attribute2: LayoutAttribute, multiplier: Double, constant: Double,
    priority: LayoutPriority
  ) {
    self.firstItemReference = item
    self.ownedFirstItem = item
    self.firstAttribute = attribute1
    self.relation = relation
    self.secondItemReference = toItem
    self.ownedSecondItem = toItem
    self.secondAttribute = attribute2
    self.multiplier = multiplier
    self.storedConstant = constant
    self.storedPriority = priority
    self.id = constraintIdentities.add(1, ordering: .relaxed).newValue
  }

  /// Changes the constant, reporting a non-finite value as an error instead of trapping.
  ///
  /// - Parameter newConstant: The new offset, in points.
  /// - Throws: `LayoutError.nonFiniteValue` for NaN or an infinity.
  public func setConstant(_ newConstant: Double) throws(LayoutError) {
    guard newConstant.isFinite else {
      throw .nonFiniteValue(item: firstItemPlainName, attribute: firstAttribute)
    }
    constant = newConstant
  }

  /// Changes the priority, reporting misuse as an error instead of trapping.
  ///
  /// - Parameter newPriority: A priority in 1…1000.
  /// - Throws: `LayoutError.invalidPriority` outside 1…1000;
  ///   `LayoutError.requiredPriorityChange` when the constraint is active and the change goes
  ///   to or from required.
  public func setPriority(_ newPriority: LayoutPriority) throws(LayoutError) {
    guard newPriority.isValid else { throw .invalidPriority(newPriority.rawValue) }
    if isActive && newPriority.isRequired != storedPriority.isRequired {
      throw .requiredPriorityChange(from: storedPriority, to: newPriority)
    }
    guard newPriority != storedPriority else { return }
    storedPriority = newPriority
    container?.engine?.priorityChanged(self)
  }

  /// Activates or deactivates the constraint, reporting misuse as an error.
  ///
  /// - Parameter active: The new state.
  /// - Throws: `LayoutError.noCommonAncestor` when activating a constraint whose items are in
  ///   different view trees.
  public func setActive(_ active: Bool) throws(LayoutError) {
    if active {
      try LayoutConstraint.activate([self])
    } else {
      LayoutConstraint.deactivate([self])
    }
  }

  /// Activates each constraint: installs it on its items' closest common ancestor.
  ///
  /// Either all are activated or, when one is invalid, none.
  ///
  /// - Parameter constraints: Constraints, active or not (active ones are left as they are).
  /// - Throws: `LayoutError.noCommonAncestor` for the first constraint whose items are in
  ///   different trees, or that lost an item (kept after the view it was installed on was
  ///   released).
  /// - Complexity: O(n × depth).
  public static func activate(_ constraints: [LayoutConstraint]) throws(LayoutError) {
    var containers: [View] = []
    containers.reserveCapacity(constraints.count)
    for constraint in constraints {
      if let container = constraint.container {
        containers.append(container)
        continue
      }
      if constraint.hasReleasedItem {
        // An item is gone: it has no common ancestor with anything.
        throw .noCommonAncestor(
          first: constraint.firstItemPlainName + "." + constraint.firstAttribute.name,
          second: constraint.secondItemPlainName.map { $0 + "." + constraint.secondAttribute.name }
            ?? "nil")
      }
      if let second = constraint.secondItem {
        guard let ancestor = constraint.firstItem.closestCommonAncestor(with: second) else {
          throw .noCommonAncestor(
            first: constraint.firstItem.name + "." + constraint.firstAttribute.name,
            second: second.name + "." + constraint.secondAttribute.name)
        }
        containers.append(ancestor)
      } else {
        containers.append(constraint.firstItem)
      }
    }
    for (constraint, container) in zip(constraints, containers) where !constraint.isActive {
      constraint.install(on: container)
    }
  }

  /// Deactivates each constraint (inactive ones are left as they are).
  ///
  /// Each container's `installedConstraints` is compacted once per call (order kept), not
  /// searched once per constraint: a stack view dropping k of its n constraints costs O(n),
  /// not O(k × n).
  ///
  /// - Parameter constraints: The constraints to remove from layout.
  /// - Complexity: O(n + installed constraints of the containers involved).
  public static func deactivate(_ constraints: [LayoutConstraint]) {
    // Containers in first-seen order; the set only answers membership.
    var containers: [View] = []
    var seen = Set<ObjectIdentifier>()
    for constraint in constraints {
      guard let container = constraint.container else { continue }
      constraint.uninstall(from: container)
      if seen.insert(ObjectIdentifier(container)).inserted { containers.append(container) }
      container.engine?.constraintDeactivated(constraint)
    }
    for container in containers {
      // Every constraint still installed here has this container; the ones just
      // deactivated have none.
      container.installedConstraints.removeAll { $0.container !== container }
    }
  }

  /// A fresh activation stamp, later than every stamp handed out before.
  static func nextActivationStamp() -> Int {
    activationClock.add(1, ordering: .relaxed).newValue
  }

  /// Uninstalls the constraint from `view`, its container.
  ///
  /// Takes back the ownership of an item that is `view` (the caller holds `view`, so it is
  /// alive). The caller removes the constraint from `view.installedConstraints`.
  ///
  /// - Complexity: O(1).
  func uninstall(from view: View) {
    container = nil
    if ownedFirstItem == nil { ownedFirstItem = view }
    if secondItemIsContainer {
      ownedSecondItem = view
      secondItemIsContainer = false
    }
  }

  /// The view the constraint is installed on is being released (from its `deinit`); the
  /// item that is that view, if any, is lost.
  ///
  /// - Parameter name: The released view's name.
  func containerReleased(name: String) {
    container = nil
    if ownedFirstItem == nil || secondItemIsContainer { releasedItemName = name }
  }

  /// Whether an item was released with the view the constraint was installed on.
  var hasReleasedItem: Bool { releasedItemName != nil }

  /// `firstItem`'s name, read without the item when it was released.
  var firstItemPlainName: String {
    if let releasedItemName, ownedFirstItem == nil { return releasedItemName }
    return firstItemReference.name
  }

  /// `secondItem`'s name, if there is a second item, read without the item when it was
  /// released.
  var secondItemPlainName: String? {
    if let releasedItemName, secondItemIsContainer { return releasedItemName }
    return secondItemReference?.name
  }

  /// Installs the (inactive) constraint on `view` and tells its engine, if any.
  ///
  /// - Parameters:
  ///   - view: The container.
  ///   - stamp: The activation stamp; a fresh one by default.
  func install(on view: View, stamp: Int? = nil) {
    container = view
    // The view owns the constraint now: an item that is the view is no longer owned here.
    if ownedFirstItem === view { ownedFirstItem = nil }
    if ownedSecondItem === view {
      ownedSecondItem = nil
      secondItemIsContainer = true
    }
    activationStamp = stamp ?? LayoutConstraint.nextActivationStamp()
    view.installedConstraints.append(self)
    view.engine?.constraintActivated(self)
  }
}

/// What generated an engine-made constraint.
enum GeneratedKind {
  /// An autoresizing mask's constraint, with the mask it came from.
  case autoresizing(AutoresizingMask)
  /// Content hugging (`<=`) or compression resistance (`>=`) on one axis.
  case intrinsic(Axis)
  /// The engine's root size.
  case rootSize
  /// The floor under a view's size on one axis (`size >= 0`).
  case sizeFloor(Axis)
}
