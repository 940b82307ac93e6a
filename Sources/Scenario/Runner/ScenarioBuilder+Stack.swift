import Diagnostics
import Layout

extension ScenarioBuilder {
  /// A stack view configured from a `stack` declaration (UIKit's defaults where the script
  /// is silent: horizontal, fill, fill, spacing 0).
  static func makeStack(_ declaration: ViewDeclaration) -> StackView {
    let stack = StackView(name: declaration.name.value)
    guard let options = declaration.stack else { return stack }
    if let axis = options.axis { stack.axis = axis.value }
    if let distribution = options.distribution { stack.distribution = distribution.value }
    if let alignment = options.alignment { stack.alignment = alignment.value }
    if let spacing = options.spacing { stack.spacing = spacing.value }
    stack.isLayoutMarginsRelativeArrangement = options.marginsRelative
    stack.isBaselineRelativeArrangement = options.baselineRelative
    stack.baselinesFromArrangedSubviews = options.arrangedBaselines
    return stack
  }
}
