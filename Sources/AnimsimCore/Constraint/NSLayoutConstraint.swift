import Foundation
import Layout

/// A relation between two layout items (`item1.attribute1 == multiplier × item2.attribute2 +
/// constant`), UIKit's and AppKit's `NSLayoutConstraint` on Layout's constraint.
///
/// Calls UIKit answers with an exception (a leading/left mix, a NaN constant, activation
/// across hierarchies, a required priority changed on an active constraint) are recorded
/// in `Simulation.errors` and have no effect.
@MainActor public final class NSLayoutConstraint {
  /// Layout's constraint, nil when the constraint could not be made (the error is
  /// recorded; activating it does nothing).
  package let backing: LayoutConstraint?
  /// The first item (a view or layout guide).
  public private(set) weak var firstItem: AnyObject?
  /// The second item, nil for a constant.
  public private(set) weak var secondItem: AnyObject?
  /// The first item's attribute.
  public let firstAttribute: Attribute
  /// The second item's attribute (`notAnAttribute` for a constant).
  public let secondAttribute: Attribute
  /// The relation.
  public let relation: Relation
  /// The multiplier of the second attribute (read-only, as in UIKit).
  public let multiplier: CGFloat
  /// The constant when the constraint could not be made.
  private var refusedConstant: CGFloat
  /// The priority when the constraint could not be made.
  private var refusedPriority = Priority.required

  /// Makes the wrapper of `backing` (nil: refused) with the items it was made from.
  package init(
    backing: LayoutConstraint?, firstItem: AnyObject?, firstAttribute: Attribute,
    relation: Relation, secondItem: AnyObject?, secondAttribute: Attribute, multiplier: CGFloat,
    constant: CGFloat
  ) {
    self.backing = backing
    self.firstItem = firstItem
    self.secondItem = secondItem
    self.firstAttribute = firstAttribute
    self.secondAttribute = secondAttribute
    self.relation = relation
    self.multiplier = multiplier
    self.refusedConstant = constant
  }

  /// Creates a constraint `view1.attr1 (relation) multiplier × view2.attr2 + c`.
  ///
  /// - Parameters:
  ///   - view1: A view or layout guide.
  ///   - attr1: Its attribute.
  ///   - relation: The relation.
  ///   - view2: A view or layout guide, or nil with `notAnAttribute` for a constant.
  ///   - attr2: Its attribute.
  ///   - multiplier: The multiplier.
  ///   - c: The constant, in points.
  public convenience init(
    item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
    attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
  ) {
    let call = "NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)"
    let first = view1 as? LayoutItem
    let second = view2 as? LayoutItem
    var backing: LayoutConstraint?
    if first == nil {
      Runtime.shared.record(.notALayoutItem(call: call, item: itemDescription(view1)), call: call)
    } else if view2 != nil && second == nil {
      Runtime.shared.record(.notALayoutItem(call: call, item: itemDescription(view2)), call: call)
    } else if let first {
      backing = Self.make(
        first, attr1, relation, second, attr2, multiplier: multiplier, constant: c, call: call)
    }
    self.init(
      backing: backing, firstItem: first, firstAttribute: attr1, relation: relation,
      secondItem: second, secondAttribute: attr2, multiplier: multiplier, constant: c)
  }

  /// Makes Layout's constraint, recording what Layout refuses.
  package static func make(
    _ first: LayoutItem, _ attr1: Attribute, _ relation: Relation, _ second: LayoutItem?,
    _ attr2: Attribute, multiplier: CGFloat, constant: CGFloat, call: String
  ) -> LayoutConstraint? {
    let one = first.layoutTarget
    let two = second?.layoutTarget
    if !Double(multiplier).isFinite || !Double(constant).isFinite {
      let bad = Double(multiplier).isFinite ? Double(constant) : Double(multiplier)
      let quantity = Double(multiplier).isFinite ? "constant" : "multiplier"
      Runtime.shared.record(
        .nonFinite(
          quantity: quantity, value: bad,
          anchors: anchorsDescription(first, attr1, second, attr2)),
        call: call)
      return nil
    }
    do throws(LayoutError) {
      return try LayoutConstraint(
        item: one.view, guide: one.guide, attribute: attr1.layout, relatedBy: relation.layout,
        toItem: two?.view, toGuide: two?.guide, attribute: attr2.layout,
        multiplier: Double(multiplier), constant: Double(constant))
    } catch {
      Runtime.shared.record(.layout(error), call: call)
      return nil
    }
  }

  /// `firstAnchor:<…> secondAnchor:<…>` as UIKit's non-finite-constant message shows them.
  package static func anchorsDescription(
    _ first: LayoutItem?, _ attr1: Attribute, _ second: LayoutItem?, _ attr2: Attribute
  ) -> String {
    func anchor(_ item: LayoutItem?, _ attribute: Attribute) -> String {
      guard let item else { return "(null)" }
      let kind: String
      switch attribute.layout.axis {
      case .horizontal where !attribute.layout.isSize: kind = "NSLayoutXAxisAnchor"
      case .vertical where !attribute.layout.isSize: kind = "NSLayoutYAxisAnchor"
      default: kind = "NSLayoutDimension"
      }
      return "<\(kind) \"\(itemDescription(item)).\(attribute.layout.name)\">"
    }
    return "firstAnchor:\(anchor(first, attr1)) secondAnchor:\(anchor(second, attr2))"
  }

  /// The constant, in points.
  ///
  /// A NaN or infinite value is recorded (UIKit: "NSLayoutConstraint constant is not
  /// finite!  That's illegal.") and ignored. On an active constraint the change takes
  /// effect in the next layout pass.
  public var constant: CGFloat {
    get { backing.map { CGFloat($0.constant) } ?? refusedConstant }
    set {
      guard let backing else {
        refusedConstant = newValue
        return
      }
      guard Double(newValue).isFinite else {
        Runtime.shared.record(
          .nonFinite(
            quantity: "constant", value: Double(newValue),
            anchors: Self.anchorsDescription(
              firstItem as? LayoutItem, firstAttribute, secondItem as? LayoutItem,
              secondAttribute)),
          call: "NSLayoutConstraint.constant")
        return
      }
      backing.constant = Double(newValue)
    }
  }

  /// The priority; a change between required and optional on an active constraint is
  /// recorded (UIKit raises) and ignored.
  public var priority: Priority {
    get { backing.map { Priority(layout: $0.priority) } ?? refusedPriority }
    set {
      guard let backing else {
        refusedPriority = newValue
        return
      }
      do throws(LayoutError) {
        try backing.setPriority(newValue.layout)
      } catch {
        Runtime.shared.record(.layout(error), call: "NSLayoutConstraint.priority")
      }
    }
  }

  /// The identifier that logs show (`'card-top'`).
  public var identifier: String? {
    get { backing?.identifier }
    set { backing?.identifier = newValue }
  }

  /// Whether the constraint is installed; setting it activates or deactivates.
  public var isActive: Bool {
    get { backing?.isActive ?? false }
    set {
      if newValue {
        Self.activate([self])
      } else {
        Self.deactivate([self])
      }
    }
  }

  /// Activates `constraints`, each on the closest common ancestor of its items.
  ///
  /// Items without a common ancestor are recorded (UIKit raises "Unable to activate
  /// constraint with anchors … because they have no common ancestor") and leave that
  /// constraint inactive; the others are activated.
  public static func activate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints {
      guard let backing = constraint.backing, !backing.isActive else { continue }
      do throws(LayoutError) {
        try backing.setActive(true)
        Runtime.shared.constraintActivated(constraint)
      } catch {
        Runtime.shared.record(.layout(error), call: "NSLayoutConstraint.activate(_:)")
      }
    }
  }

  /// Deactivates `constraints`.
  public static func deactivate(_ constraints: [NSLayoutConstraint]) {
    LayoutConstraint.deactivate(constraints.compactMap(\.backing))
  }

  /// The constraints a visual format string describes, inactive (Apple's
  /// `constraints(withVisualFormat:options:metrics:views:)`).
  ///
  /// A format that does not parse is recorded with Apple's message and caret ("Unable to
  /// parse constraint format: …") and gives no constraints.
  ///
  /// - Parameters:
  ///   - format: The format, such as `H:|-[label]-[field(>=100)]-|`.
  ///   - opts: Alignment, direction and spacing options.
  ///   - metrics: Numbers by name (`CGFloat`, `Double`, `Int`, `Float`, `NSNumber`).
  ///   - views: Views and layout guides by name.
  public static func constraints(
    withVisualFormat format: String, options opts: FormatOptions = [],
    metrics: [String: Any]?, views: [String: Any]
  ) -> [NSLayoutConstraint] {
    let call = "NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)"
    var items: [String: LayoutItem] = [:]  // lookups only
    var layoutViews: [String: View] = [:]  // lookups only (the parser orders its output)
    for name in views.keys.sorted() {
      guard let item = views[name] as? LayoutItem else {
        Runtime.shared.record(
          .notALayoutItem(call: call, item: itemDescription(views[name])), call: call)
        return []
      }
      items[name] = item
      layoutViews[name] = item.layoutTarget.view
    }
    var numbers: [String: Double] = [:]  // lookups only
    for (name, value) in metrics ?? [:] {
      if let number = Self.number(value) { numbers[name] = number }
    }
    let spacing = views.keys.sorted().first.flatMap { items[$0]?.visualFormatSpacing } ?? .margins
    let made: [LayoutConstraint]
    do throws(VisualFormatError) {
      made = try LayoutConstraint.constraints(
        withVisualFormat: format, options: Layout.FormatOptions(rawValue: opts.rawValue),
        metrics: numbers, views: layoutViews, spacing: spacing)
    } catch {
      Runtime.shared.record(.visualFormat(error), call: call)
      return []
    }
    var owners: [ObjectIdentifier: LayoutItem] = [:]  // lookups only
    for item in items.values { owners[ObjectIdentifier(item.layoutTarget.view)] = item }
    return made.map { constraint in
      let first: AnyObject? =
        owners[ObjectIdentifier(constraint.firstItem)]
        ?? Runtime.shared.owner(of: constraint.firstItem)
      let second: AnyObject? = constraint.secondItem.flatMap { item in
        owners[ObjectIdentifier(item)] ?? Runtime.shared.owner(of: item)
      }
      return NSLayoutConstraint(
        backing: constraint, firstItem: first, firstAttribute: Attribute(constraint.firstAttribute),
        relation: Relation(constraint.relation), secondItem: second,
        secondAttribute: Attribute(constraint.secondAttribute),
        multiplier: CGFloat(constraint.multiplier), constant: CGFloat(constraint.constant))
    }
  }

  /// A metric's value as a Double, nil for anything that is not a number.
  static func number(_ value: Any) -> Double? {
    switch value {
    case let number as CGFloat: return Double(number)
    case let number as Double: return number
    case let number as Float: return Double(number)
    case let number as Int: return Double(number)
    case let number as NSNumber: return number.doubleValue
    default: return nil
    }
  }
}
