/// A point in a two-dimensional coordinate space, in points (y grows downward, as in UIKit).
public struct Point: Hashable, Sendable {
  /// The horizontal coordinate, in points.
  public var x: Double
  /// The vertical coordinate, in points; grows downward.
  public var y: Double

  /// The origin (0, 0).
  public static let zero = Point(x: 0, y: 0)

  /// Creates a point from its coordinates, in points.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
}

/// A width and a height, in points.
public struct Size: Hashable, Sendable {
  /// The width, in points.
  public var width: Double
  /// The height, in points.
  public var height: Double

  /// The empty size (0 × 0).
  public static let zero = Size(width: 0, height: 0)

  /// Creates a size from its dimensions, in points.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }
}

/// An axis-aligned rectangle: an origin (top-left corner) and a size, in points.
public struct Rect: Hashable, Sendable {
  /// The top-left corner, in points.
  public var origin: Point
  /// The dimensions, in points.
  public var size: Size

  /// The zero rectangle: what a view has before any layout committed a frame.
  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  /// Creates a rectangle from its origin and size.
  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  /// Creates a rectangle from its four components, in points.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.origin = Point(x: x, y: y)
    self.size = Size(width: width, height: height)
  }

  /// The left edge, in points.
  public var x: Double {
    get { origin.x }
    set { origin.x = newValue }
  }
  /// The top edge, in points.
  public var y: Double {
    get { origin.y }
    set { origin.y = newValue }
  }
  /// The width, in points.
  public var width: Double {
    get { size.width }
    set { size.width = newValue }
  }
  /// The height, in points.
  public var height: Double {
    get { size.height }
    set { size.height = newValue }
  }
  /// The smallest x (the left edge), in points.
  public var minX: Double { origin.x }
  /// The smallest y (the top edge), in points.
  public var minY: Double { origin.y }
  /// The largest x (the right edge), in points.
  public var maxX: Double { origin.x + size.width }
  /// The largest y (the bottom edge), in points.
  public var maxY: Double { origin.y + size.height }
  /// The horizontal center, in points.
  public var midX: Double { origin.x + size.width / 2 }
  /// The vertical center, in points.
  public var midY: Double { origin.y + size.height / 2 }
}

/// Insets from each edge of a rectangle, in points (UIKit's `UIEdgeInsets`).
public struct EdgeInsets: Hashable, Sendable {
  /// Inset from the top edge, in points.
  public var top: Double
  /// Inset from the left edge, in points.
  public var left: Double
  /// Inset from the bottom edge, in points.
  public var bottom: Double
  /// Inset from the right edge, in points.
  public var right: Double

  /// No inset on any edge.
  public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

  /// Creates insets from the four edges, in points.
  public init(top: Double, left: Double, bottom: Double, right: Double) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }
}
