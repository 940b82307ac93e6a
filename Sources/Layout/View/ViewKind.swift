/// What a view is, which decides its intrinsic size model and whether it is drawn.
public enum ViewKind: Hashable, Sendable, CaseIterable {
  /// A plain view (`UIView`): no intrinsic content size.
  case view
  /// A text label (`UILabel`): intrinsic size from the text model; hugging 251.
  case label
  /// A button (`UIButton`): intrinsic size from its title plus content insets.
  case button
  /// A text field (`UITextField`): intrinsic size from its text and a fixed height.
  case textField
  /// A scroll view (`UIScrollView`): its children live in its content coordinates.
  case scrollView
  /// A layout guide (`UILayoutGuide`): takes part in layout but is not drawn.
  case layoutGuide
  /// A stack view (`UIStackView`, the `StackView` class): arranges its arranged subviews.
  case stackView
}
