// The one place where a script's diagnostics become words.

import Diagnostics
import Layout

extension ScenarioMessage {
  /// The domain of every script diagnostic's id: `scenario.unknownView`.
  public static var diagnosticDomain: String { "scenario" }

  /// The message's id: a document's problem reported through `load` keeps the problem's
  /// own id (`ib.misplaced`, as `check-ib` reports it), every other case is
  /// `scenario.caseName`.
  public var id: String {
    if case .interfaceBuilder(let problem) = self { return problem.id }
    return caseID
  }

  /// The message text, without location or severity.
  public var text: String {
    switch self {
    case .interfaceBuilder(let problem): return problem.text
    case .cannotLoad(let path, let reason): return "cannot load '\(path)': \(reason)"
    case .loadAfterAction: return "'load' must come before the first action"
    case .invalidUTF8: return "the file is not valid UTF-8 text"
    case .unexpectedCharacter(let c): return "unexpected character \(quoted(c))"
    case .unterminatedString: return "unterminated string: missing closing '\"' on this line"
    case .unknownEscape(let c):
      return "unknown escape '\\\(String(Character(c)))' in string (only \\\" and \\\\ are allowed)"
    case .invalidNumberSuffix(let s):
      return "unexpected '\(s)' after a number (durations take 's' or 'ms', angles 'deg')"
    case .numberTooLarge(let s): return "number '\(s)' is too large"
    case .unknownStatement(let word, _): return "unknown statement '\(word)'"
    case .expected(let what, let found): return "expected \(what), found \(found)"
    case .extraInput(let found): return "unexpected \(found) at the end of the statement"
    case .unknownOption(let statement, let option, _):
      return "unknown option '\(option)' for '\(statement)'"
    case .duplicateOption(let option): return "option '\(option)' is given twice"
    case .unknownAttribute(let name, _): return "unknown attribute '\(name)'"
    case .unknownCurve(let name, _): return "unknown timing curve '\(name)'"
    case .unknownAutoresizingFlag(let name, _): return "unknown autoresizing flag '\(name)'"
    case .unknownValue(let word, let allowed, _):
      return "unknown value '\(word)'; expected "
        + allowed.map { "'\($0)'" }.joined(separator: " or ")
    case .closingBraceNotAlone: return "'}' must be alone on its line"
    case .unexpectedClosingBrace: return "'}' without an open block"
    case .unterminatedBlock: return "block is never closed: add a line with '}' alone"
    case .nestedAnimate: return "'animate' blocks cannot be nested"
    case .notAllowedInAnimate(let word): return "'\(word)' is not allowed inside 'animate'"
    case .unexpectedBlock(let word): return "'\(word)' does not open a block"
    case .springNeverSettles:
      return "this spring decays too slowly to settle (it would run for hours)"
    case .repeatNeedsCount:
      return "'repeat' needs a count (a repeat forever would never end)"
    case .strictRelationInConstraint(let symbol):
      return "a constraint relates with '==', '<=' or '>=', not '\(symbol)'"
    case .unknownTransform(let word, _):
      return "unknown transform '\(word)'; expected 'identity', 'translate', 'scale' or 'rotate'"
    case .transformNeedsEquality(let symbol):
      return "a transform compares with '==' or '!=', not '\(symbol)'"
    case .extremeNeedsNumber(let keyword):
      return "'\(keyword)' takes one number: an attribute such as 'card.top', "
        + "'card.visualFrame.top' or 'card.alpha'"
    case .atWithQuantifier(let keyword):
      return "'at' does not go with '\(keyword)', which looks at every sampled frame"
    case .optionNeedsQuantifier(let option, let quantifiers):
      return "'\(option)' goes with \(quantifiers)"
    case .emptyRange(let start, let end):
      return "the interval \(number(start))..\(number(end)) ends before it starts"
    case .outOfRange(let quantity, let value):
      return "\(quantity.noun) \(number(value)) is out of range "
        + "(\(number(quantity.range.lowerBound))...\(number(quantity.range.upperBound)))"
    case .notAnInteger(let quantity, let value):
      return "\(quantity.noun) must be a whole number, not \(number(value))"
    case .missingScreen: return "the script has no 'screen WxH' or 'device NAME' statement"
    case .duplicateSetting(let word, let line):
      return "'\(word)' is already set on line \(line)"
    case .duplicateName(let name, let line):
      return "'\(name)' is already declared on line \(line)"
    case .reservedName(let name): return "'\(name)' is a reserved name"
    case .unknownView(let name, _):
      if let id = IBReference.id(of: name) {
        return "no view of a loaded scene has the Interface Builder id '\(id)'"
      }
      return "unknown view '\(name)'"
    case .unknownConstraint(let name, _):
      if let id = IBReference.id(of: name) {
        return "no constraint of a loaded scene has the Interface Builder id '\(id)'"
      }
      return "unknown constraint id '\(name)'"
    case .unknownAnimator(let name, _):
      return "unknown animator '\(name)' (declare it with 'animator \(name) DURATION { … }' first)"
    case .notAScrollView(let name): return "'\(name)' is not a scroll view"
    case .notAStackView(let name): return "'\(name)' is not a stack view"
    case .notArranged(let name): return "'\(name)' is not arranged by a stack view"
    case .rootIsFixed: return "the root view cannot be removed or moved"
    case .addMakesCycle(let view, let parent):
      return "adding '\(view)' to '\(parent)' would put '\(view)' inside itself"
    case .arrangedIndexBeyond(let index, let count, let stack):
      return "index \(index) is beyond the \(count) arranged views of '\(stack)'"
    case .guideCannotContain(let name): return "layout guide '\(name)' cannot contain views"
    case .unknownDevice(let name, _): return "unknown device '\(name)'"
    case .safeAreaBeyondScreen(let axis, let insets, let side):
      return "the safe area's insets add up to \(number(insets)) points, more than the "
        + "screen's \(axis) of \(number(side))"
    case .spacedDeviceName(let written, _):
      return "unknown device '\(written)': device names are written without spaces"
    case .declaredInDocument(let id):
      return "declared here with the Interface Builder id '\(id)' (a script names it "
        + "constraint \"\(id)\")"
    case .uikitSpelling(let written, let script):
      return "'\(written)' is UIKit's spelling; a script writes '\(script)'"
    case .propertyOnAttribute(let view, let attribute, let property):
      return "'\(view).\(attribute)' is an attribute, not a constraint: '\(property)' is set "
        + "on a constraint's id"
    case .guideNeedsScrollView(let view, let guide):
      return "'\(view)' is not a scroll view, so it has no '\(guide)' guide"
    case .keyboardGuideOnRoot(let view):
      return "the keyboard guide belongs to root, not to '\(view)'"
    case .guideAttribute(let guide, let attribute):
      return "a layout guide has no '\(attribute)' (the '\(guide)' guide has edges, centers, "
        + "width and height)"
    case .guideNotMeasurable(let guide):
      return "expectations read views' frames; the '\(guide)' guide cannot be read"
    case .propertyNeedsView(let name, let property):
      return "'\(property)' applies to views, and '\(name)' is a constraint id"
    case .propertyNeedsConstraint(let name, let property):
      return "'\(property)' applies to constraint ids, and '\(name)' is a view"
    case .notAView(let name): return "'\(name)' is a constraint id, not a view"
    case .notAConstraint(let name): return "'\(name)' is a view, not a constraint id"
    case .attributeNotMeasurable(let name):
      return "attribute '\(name)' cannot be read from a frame in an expectation"
    case .screenBeforeFirstAction:
      return "the initial 'screen WxH' must come before the first action"
    case .invalidVisualFormat(let message, _): return "invalid visual format: \(message)"
    case .notAnAlignment(let name):
      return "'\(name)' is not an alignment option (use left, right, top, bottom, leading, "
        + "trailing, centerX, centerY, firstBaseline or lastBaseline)"
    case .invalidConstraint(let message): return "invalid constraint: \(message)"
    case .invalidAction(let message): return message
    case .requiredPriorityChange(_, let from, let to):
      // UIKit's exception text, as Layout words it.
      return LayoutError.requiredPriorityChange(
        from: LayoutPriority(from), to: LayoutPriority(to)
      ).description
    case .timelineTooLong(let frames, let limit):
      return "the timeline needs \(number(frames)) frames, more than the limit of \(limit)"
    case .invalidAnimation(let message): return "invalid animation: \(message)"
    case .conflict(let broken, let involved):
      return "unable to simultaneously satisfy \(involved) constraints; broke \(broken)"
    case .conflictsWith(let constraint, let origin):
      return "conflicts with " + constraint + (origin.map { " (" + $0 + ")" } ?? "")
    case .ambiguity(let views):
      return "ambiguous layout: the frame of " + views.map { "'\($0)'" }.joined(separator: ", ")
        + " is not uniquely determined"
    case .staleFrame(let view):
      return "'\(view)' animates from a frame that was never laid out "
        + "(add 'layout' before the change)"
    }
  }

  /// A follow-up hint, such as a did-you-mean suggestion, when one helps.
  public var hint: String? {
    switch self {
    case .unknownView(let name, _) where IBReference.id(of: name) != nil:
      return "'animsim layout' on the document lists its views with their ids"
    case .unknownConstraint(let name, _) where IBReference.id(of: name) != nil:
      return "a constraint's id is the 'id' attribute of its <constraint> element"
    case .unknownStatement(_, let suggestion?), .unknownOption(_, _, let suggestion?),
      .unknownAttribute(_, let suggestion?), .unknownCurve(_, let suggestion?),
      .unknownAutoresizingFlag(_, let suggestion?), .unknownValue(_, _, let suggestion?),
      .unknownView(_, let suggestion?), .unknownConstraint(_, let suggestion?),
      .unknownAnimator(_, let suggestion?),
      .invalidVisualFormat(_, let suggestion?), .unknownDevice(_, let suggestion?),
      .unknownTransform(_, let suggestion?):
      return "did you mean '\(suggestion)'?"
    case .unknownDevice:
      return "use a name such as iPhone15Pro or an Interface Builder id such as retina6_1"
    case .guideAttribute:
      return "write the margin as a guide instead: 'view.margins.top'"
    case .unexpectedCharacter(let c) where c == "\u{201C}" || c == "\u{201D}":
      return "use straight double quotes (\") for strings"
    case .invalidNumberSuffix:
      return "write durations as 0.3, 0.3s or 300ms, angles as 0.785 (radians) or 45deg"
    case .strictRelationInConstraint:
      return "'<', '>' and '!=' are for expectations ('expect card.top < 518')"
    case .atWithQuantifier:
      return "limit it with 'during T1..T2' (or 'by T' for 'eventually')"
    case .transformNeedsEquality:
      return "compare a number instead, such as 'card.visualFrame.width < 150'"
    case .missingScreen:
      return "add a line such as 'screen 320x568' or 'device iPhone15Pro' before the first action"
    case .spacedDeviceName(_, let name):
      return "write 'device \(name)'"
    case .uikitSpelling:
      return "attributes and guides drop UIKit's 'Anchor' and 'LayoutGuide' (card.top, "
        + "card.safeArea.top); a frame is read through its edges: x is 'left', y is 'top'"
    case .propertyOnAttribute(let view, let attribute, let property):
      return "name the constraint ('constrain \(attribute)Gap: \(view).\(attribute) == …'), "
        + "then change it: 'set \(attribute)Gap.\(property) = …'"
    case .requiredPriorityChange(let constraint, _, _):
      let name = IBReference.id(of: constraint).map { "constraint \"\($0)\"" } ?? constraint
      return "deactivate \(name) first, set its priority, then activate it again "
        + "(required is 1000; between lower priorities it can change while active)"
    case .springNeverSettles:
      return "raise the damping, or the stiffness when heavily damped"
    case .repeatNeedsCount:
      return "write 'repeat 2' for two cycles"
    case .nestedAnimate:
      return "start the second animation after the first block's '}'"
    case .interfaceBuilder(let problem):
      return problem.hint
    case .notAStackView:
      return "declare it with 'stack NAME axis …' to set stack properties"
    case .notArranged:
      return "declare the view 'in' a stack to give it a spacing after"
    default:
      return nil
    }
  }
}

extension Quantity {
  /// How the quantity is named in messages.
  var noun: String {
    switch self {
    case .screenSize: return "screen size"
    case .fps: return "fps"
    case .duration: return "duration"
    case .delay: return "delay"
    case .repeatCount: return "repeat count"
    case .wait: return "wait"
    case .time: return "time"
    case .tolerance: return "tolerance"
    case .priority: return "priority"
    case .fontSize: return "font size"
    case .intrinsicSize: return "intrinsic size"
    case .frameOrigin: return "frame origin"
    case .frameSize: return "frame size"
    case .scrollOffset: return "scroll offset"
    case .constant: return "constant"
    case .multiplier: return "multiplier"
    case .metric: return "metric"
    case .curveControlPoint: return "curve control point"
    case .curveParameter: return "curve parameter"
    case .steps: return "step count"
    case .dampingRatio: return "damping ratio"
    case .springVelocity: return "spring velocity"
    case .arrangedIndex: return "arranged index"
    case .fraction: return "fraction"
    case .scale: return "scale"
    case .keyboardHeight: return "keyboard height"
    case .safeAreaInset: return "safe-area inset"
    case .margin: return "margin"
    case .alpha: return "alpha"
    case .translation: return "translation"
    case .transformScale: return "scale factor"
    case .angle: return "angle"
    }
  }
}

private func quoted(_ scalar: Unicode.Scalar) -> String {
  if scalar.value < 0x20 || scalar.value == 0x7F || scalar == "\u{FFFD}" {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }
  return "'" + String(Character(scalar)) + "'"
}

/// A number in a message (see `NumberWording.text(_:fractionDigits:)`).
func number(_ value: Double, fractionDigits: Int = 6) -> String {
  NumberWording.text(value, fractionDigits: fractionDigits)
}
