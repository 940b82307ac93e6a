/// The syntax tree of a visual format string, with every node's source offsets.
///
/// `(H:|V:)? (| connection)? [view] (connection [view])* (connection |)?` becomes a
/// ``head`` (the leading `|` or the first view) followed by ``links``, each a connection
/// and the view or trailing `|` it leads to. Names are already resolved to "a view" or
/// "a metric with this value"; lowering turns views into ``View`` objects.
struct VFLFormat: Equatable, Sendable {
  /// The layout axis: `H:` (or no prefix) is horizontal, `V:` vertical.
  var orientation: Axis
  /// The first element: the leading `|` or the first view.
  var head: VFLEnd
  /// Each connection with the element after it, left to right.
  var links: [VFLLink]
}

/// An element a connection starts or ends at: the superview `|` or a view.
enum VFLEnd: Equatable, Sendable {
  /// `|`; the payload is its offset.
  case superview(offset: Int)
  /// `[name(predicates)]`.
  case view(VFLView)

  /// The view, or `nil` for the superview.
  var view: VFLView? {
    if case .view(let view) = self { return view }
    return nil
  }
}

/// A connection followed by the element it leads to.
struct VFLLink: Equatable, Sendable {
  /// The connection between the previous element and ``target``.
  var connection: VFLConnection
  /// The view or trailing `|` after the connection.
  var target: VFLEnd
  /// Where Apple's parser stands when it builds this connection's constraints (just past
  /// the target): superview, baseline and alignment errors point here.
  var finishOffset: Int
}

/// A view: `[name]` or `[name(predicate, …)]`.
struct VFLView: Equatable, Sendable {
  /// The view's key in the views dictionary.
  var name: String
  /// Where the name is in the format.
  var nameRange: Range<Int>
  /// Predicates on the view's width (`H:`) or height (`V:`), in source order.
  var predicates: [VFLPredicate]
  /// From `[` through `]`.
  var range: Range<Int>
}

/// The space between two adjacent elements.
enum VFLConnection: Equatable, Sendable {
  /// Nothing (`[a][b]`, `|[a]`): the elements touch (spacing 0). The payload is the
  /// offset where the connection would have started.
  case flush(offset: Int)
  /// A lone `-`: the standard spacing (`NSSpace`). The payload is the dash's range.
  case standard(range: Range<Int>)
  /// `-predicate-` or `-(predicate, …)-`, from the first dash through the last.
  case predicates([VFLPredicate], range: Range<Int>)
}

/// `(relation)? object (@priority)?`.
struct VFLPredicate: Equatable, Sendable {
  /// The relation; `==` when none is written.
  var relation: VFLRelation
  /// What the size or spacing is related to.
  var object: VFLObject
  /// The priority, 0 < p ≤ 1000, or `nil` for required (1000).
  var priority: Double?
  /// From the relation (or object) through the priority.
  var range: Range<Int>
}

/// The object of a predicate.
enum VFLObject: Equatable, Sendable {
  /// A number as written (`50`, `-5`, `1e2`), in points.
  case number(Double)
  /// A metric's name and value, in points.
  case metric(name: String, value: Double)
  /// Another view (only in a view's predicates): its width (`H:`) or height (`V:`).
  case view(name: String)
}
