import Layout

/// The four constraints that place `view` at a fixed offset from `container` with a fixed
/// size: leading, top, width and height, in that order.
///
/// - Parameters:
///   - view: The view to place.
///   - container: The view whose leading and top edges the offsets are measured from.
///   - x: The offset from `container`'s leading edge, in points.
///   - y: The offset from `container`'s top edge, in points.
///   - width: The width, in points.
///   - height: The height, in points.
/// - Returns: The constraints, not yet active.
/// - Throws: What the anchor factories throw (nothing for views of one tree).
public func placement(
  of view: View, in container: View, x: Double = 0, y: Double = 0, width: Double,
  height: Double
) throws(LayoutError) -> [LayoutConstraint] {
  [
    try view.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: x),
    try view.topAnchor.constraint(equalTo: container.topAnchor, constant: y),
    try view.widthAnchor.constraint(equalToConstant: width),
    try view.heightAnchor.constraint(equalToConstant: height),
  ]
}
