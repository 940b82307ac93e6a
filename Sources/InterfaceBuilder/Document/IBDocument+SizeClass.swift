import Diagnostics
import Layout

/// One entry of a `<variation>` mask: a constraint or subview excluded from, or included
/// in, a size-class configuration.
///
///     <variation key="default">
///         <mask key="constraints"><exclude reference="5DN-IR-4nr"/></mask>
///     </variation>
///
/// `default` is the base configuration (any width, any height); other keys name size
/// classes (`widthClass=compact`, `heightClass=regular-widthClass=compact`).
public struct IBVariation: Hashable, Sendable {
  /// The variation key: `default`, or `widthClass=…` / `heightClass=…` joined by `-`.
  public var key: String
  /// The mask: `constraints` or `subviews`.
  public var mask: String
  /// The id of the constraint or view.
  public var reference: String
  /// `<include>` (installed for this configuration) rather than `<exclude>`.
  public var isInclude: Bool
}

/// A constraint's constant for a size-class configuration.
///
///     <constraint firstAttribute="height" constant="90" id="weF-fk-AC7">
///         <variation key="heightClass=regular-widthClass=regular" constant="10"/>
///     </constraint>
public struct IBConstantVariation: Hashable, Sendable {
  /// The variation key (`heightClass=regular-widthClass=regular`).
  public var key: String
  /// The constant in that configuration, in points.
  public var constant: Double
}

/// A horizontal and vertical size class, as Interface Builder writes them.
public struct IBSizeClasses: Hashable, Sendable {
  /// `compact` or `regular`.
  public var width: String
  /// `compact` or `regular`.
  public var height: String
}

extension IBDocument {
  /// The size classes of the simulated device and orientation, or nil without a known
  /// device.
  ///
  /// From Apple's Human Interface Guidelines, "Layout › Device size classes": every iPad
  /// full screen is regular × regular; an iPhone in portrait is compact width, regular
  /// height; in landscape compact height, with regular width on the large phones (Plus,
  /// Max, XR/11: portrait width 414 pt or more) and compact width on the others.
  public var sizeClasses: IBSizeClasses? {
    guard let id = deviceID, let device = Device.interfaceBuilder(id) else { return nil }
    if device.idiom == .pad { return IBSizeClasses(width: "regular", height: "regular") }
    guard orientation == "landscape" else {
      return IBSizeClasses(width: "compact", height: "regular")
    }
    return IBSizeClasses(
      width: device.portraitSize.width >= 414 ? "regular" : "compact", height: "compact")
  }

  /// Whether variation `key` applies to `classes`: every `widthClass=`/`heightClass=` term
  /// of the key matches (a key naming neither applies to none).
  static func variation(_ key: String, appliesTo classes: IBSizeClasses) -> Bool {
    var matchedTerm = false
    for term in key.split(separator: "-") {
      let parts = term.split(separator: "=", maxSplits: 1).map(String.init)
      guard parts.count == 2 else { return false }
      switch parts[0] {
      case "widthClass": if parts[1] != classes.width { return false }
      case "heightClass": if parts[1] != classes.height { return false }
      default: return false
      }
      matchedTerm = true
    }
    return matchedTerm
  }

  /// The constant of `constraint` for the simulated device's size classes.
  ///
  /// The last of its per-size-class constants whose variation applies (`variation(_:appliesTo:)`),
  /// else its own. Without a known device only its own constant applies.
  ///
  /// The development corpus's 124 (ipad12_9rounded: regular × regular) sets a view's
  /// `height = 90` to 10 for `heightClass=regular-widthClass=regular`, and saves its buttons
  /// at y = 10 − 44 = −34; 162's constants for regular widths leave its compact phone alone.
  ///
  /// - Complexity: O(variations of the constraint).
  public func constant(of constraint: IBConstraint) -> Double {
    guard let classes = sizeClasses else { return constraint.constant }
    var constant = constraint.constant
    for variation in constraint.constantVariations
    where Self.variation(variation.key, appliesTo: classes) {
      constant = variation.constant
    }
    return constant
  }

  /// The ids of constraints and subviews not installed for the simulated device.
  ///
  /// Those the
  /// `default` variation excludes, minus what a variation matching the device's size
  /// classes includes again (plus what it excludes). Without a known device only `default`
  /// applies.
  ///
  /// - Complexity: O(variations).
  public func excludedByVariations() -> Set<String> {
    var excluded = Set<String>()
    for entry in variations where entry.key == "default" {
      if entry.isInclude {
        excluded.remove(entry.reference)
      } else {
        excluded.insert(entry.reference)
      }
    }
    guard let classes = sizeClasses else { return excluded }
    for entry in variations
    where entry.key != "default" && Self.variation(entry.key, appliesTo: classes) {
      if entry.isInclude {
        excluded.remove(entry.reference)
      } else {
        excluded.insert(entry.reference)
      }
    }
    return excluded
  }
}
