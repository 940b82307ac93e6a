extension LayoutConstraint {
  /// The relation in plain names: `bottomButton.leading == topButton.trailing + 8`.
  ///
  /// The multiplier prints as `0.5*` when it is not 1; a zero constant is omitted; numbers
  /// print like C's `%g`. Constraints that relate to a constant print only the constant.
  public var plainDescription: String {
    relationText { $0.name }
  }

  /// The constraint as UIKit logs it, with the view's class and name in place of addresses:
  /// `<NSLayoutConstraint:0x3 UIView:topGray.height == 200   (active)>`.
  ///
  /// Autoresizing constraints print as `NSAutoresizingMaskLayoutConstraint` with the mask's
  /// `h=--& v=--&` prefix, intrinsic-size ones as `NSContentSizeLayoutConstraint` with
  /// `Hug:` or `CompressionResistance:`. The "address" is the constraint's number in its
  /// engine (`0x0` outside an engine).
  public var appleDescription: String {
    let serial = engineState?.serial ?? 0
    let address = "0x" + String(serial, radix: 16)
    var className = "NSLayoutConstraint"
    var prefix = ""
    var suffix = ""
    switch generatedKind {
    case .autoresizing(let mask)?:
      className = "NSAutoresizingMaskLayoutConstraint"
      prefix = mask.logDescription + " "
    case .intrinsic?:
      className = "NSContentSizeLayoutConstraint"
      let label = relation == .lessThanOrEqual ? "Hug:" : "CompressionResistance:"
      suffix = " " + label + NumberText.general(priority.rawValue)
    case .rootSize?, nil:
      break
    }
    if let identifier { prefix = "'" + identifier + "' " + prefix }
    var body = relationText { $0.className + ":" + $0.name }
    if generatedKind == nil && !priority.isRequired {
      body += " @" + NumberText.general(priority.rawValue)
    }
    let state = isActive ? "   (active)" : ""
    return "<" + className + ":" + address + " " + prefix + body + suffix + state + ">"
  }

  /// `first.attr == m*second.attr + c` with items named by `itemName`.
  private func relationText(_ itemName: (View) -> String) -> String {
    var text = itemName(firstItem) + "." + firstAttribute.name + " " + relation.symbol + " "
    guard let secondItem, multiplier != 0 else {
      return text + NumberText.general(constant)
    }
    if multiplier != 1 { text += NumberText.general(multiplier) + "*" }
    text += itemName(secondItem) + "." + secondAttribute.name
    if constant > 0 {
      text += " + " + NumberText.general(constant)
    } else if constant < 0 {
      text += " - " + NumberText.general(-constant)
    }
    return text
  }

  /// Where the constraint came from, in words, with its script line when known:
  /// `from the visual format "V:|-[top]" (line 4)`.
  public var originDescription: String {
    var text: String
    switch origin {
    case .code: text = "created in code"
    case .expression(let source): text = "from the constraint `" + source + "`"
    case .visualFormat(let format): text = "from the visual format \"" + format + "\""
    case .autoresizing:
      text =
        "from " + firstItem.name + "'s autoresizing mask (it translates its frame into "
        + "constraints)"
    case .intrinsic:
      let kind = relation == .lessThanOrEqual ? "content hugging" : "compression resistance"
      text = "from " + firstItem.name + "'s intrinsic content size (" + kind + ")"
    case .rootSize: text = "the root view's size"
    }
    if let sourceLine { text += " (line " + String(sourceLine) + ")" }
    return text
  }
}

extension LayoutConstraint: CustomStringConvertible {
  /// The constraint as UIKit logs it (`appleDescription`).
  public var description: String { appleDescription }
}
