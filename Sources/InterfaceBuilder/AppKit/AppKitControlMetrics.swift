import Layout

/// What Auto Layout sees of an AppKit control that its saved frame does not show: its
/// alignment-rectangle insets, where its baselines are, and whether its intrinsic size is
/// its content's.
///
/// Keyed on what the document says of the control (`IBAppKitAttributes`): its element, its
/// cell's `type` and `bezelStyle`, its `controlSize`, whether the cell is bezeled or
/// bordered, and an NSBox's `boxType`. AppKit reports a control's `alignmentRectInsets` as
/// the difference between its frame (which includes focus rings, shadows and bezel
/// padding) and the rectangle Auto Layout constrains
/// (developer.apple.com/documentation/appkit/nsview/alignmentrectinsets); Interface
/// Builder saves frames, so every inset below is the saved frame minus what the
/// document's own constraints say about the same control, measured on constraints whose
/// other item is a plain view, in the development corpus (`../ib-corpus`, tv 12118–24765,
/// C:NNN = document NNN). Insets are (top, left, bottom, right); the frame is the larger.
///
/// Baselines: the system font is San Francisco, whose ascender is 1950/2048 of the point
/// size (the font's `hhea` table, as on iOS: ib-rules §1.1); a control's first baseline
/// lies that far plus a per-control offset below its alignment rectangle's top. The offsets
/// come from baseline constraints between controls of known fonts (C:105 large controls,
/// C:104): with the insets below, a large pop-up or push button puts its baseline 4 below a
/// label's, a bezeled field 3, a checkbox, radio button or NSSwitch 0.
struct AppKitControlMetrics: Equatable {
  /// The alignment-rectangle insets, in points.
  var alignmentInsets = EdgeInsets.zero
  /// The first baseline's offset below the alignment top beyond the font's ascender, when
  /// the control has a text baseline (nil: its baselines stay Layout's default).
  var baselineOffset: Double?
  /// The first baseline's distance below the alignment top whatever the cell's font, for
  /// controls whose baseline the corpus shows but whose text is not the cell's font
  /// (a help button's "?", a titleless radio button, a slider); replaces `baselineOffset`.
  var fixedBaseline: Double?

  /// The metrics of `view` in a macOS document (none for views the table does not know).
  ///
  /// - Complexity: O(1).
  init(_ view: IBView) {
    let attributes = view.appKit
    let cell = attributes.cell
    let size = attributes.effectiveControlSize
    switch view.element {
    case .textField, .secureTextField, .comboBox, .searchField, .tokenField:
      if cell?.hasFrame ?? false {
        // A bezeled or bordered field's frame is its alignment rectangle: no residual on
        // 10 width and 3 leading constraints of bezeled large fields (C:105) or on the
        // 49 bezeled fields of C:114 (ib-rules §3.2). Its text sits 3 below a label's on
        // the same baseline (C:105: 5 baseline constraints of 22-high fields), 6 in a
        // large round-bezel field (30 high, C:105).
        baselineOffset = cell?.bezelStyle == "round" && size == "large" ? 6 : 3
      } else {
        // A label (neither bezeled nor bordered) reaches 2 points past its text on each
        // side: leading constraints miss its frame by −2 (11 in C:025, C:100, C:104,
        // C:105, C:108), trailing ones by +2 (10), widths by +4 (3); top and bottom by 0
        // (16). Its text starts at its top.
        alignmentInsets = EdgeInsets(top: 0, left: 2, bottom: 0, right: 2)
        baselineOffset = 0
      }
    case .button:
      (alignmentInsets, baselineOffset, fixedBaseline) = Self.button(cell, size: size)
    case .popUpButton:
      switch size {
      case "large":
        // C:105, 13 large pop-ups (40 high): leading −5 (9 constraints), top −6 (6),
        // bottom +6, trailing +5; alignment height 28. Baseline 4 below a label's
        // (11 constraints: frame tops 10 apart, less the 6 inset).
        alignmentInsets = EdgeInsets(top: 6, left: 5, bottom: 6, right: 5)
        baselineOffset = 4
      case "regular":
        // 25 high (C:104, C:108, C:114, ×16); insets from C:104's centerY stack of a
        // pop-up and labels and C:108's leading constraints (−3): alignment 20 high. The
        // right inset is 4 (the arrows' side): C:104's centred row (spacing 4) of a
        // 39-wide pop-up at x −3, a spinner at 36 and a label ends at 102, which puts the
        // pop-up's rectangle at 0 to 32.
        alignmentInsets = EdgeInsets(top: 1, left: 3, bottom: 4, right: 4)
        baselineOffset = 2
      default:
        break
      }
    case .datePicker where cell?.hasFrame ?? false:
      // A bezeled date picker, large (C:105, 3 pickers, 22 high): its top constraints
      // miss the frame by −4 and its bottom by 0 (`top = superview.top + 11` with the
      // frame's top at 7; a checkbox 22 below its bottom), leading by 0 and the trailing
      // edge by +3 (a checkbox 16 after it at x 226 + 3 from a frame ending at 216); its
      // text's baseline 3 above a 14 pt label's whose top is level with its alignment top
      // (`firstBaseline` to the label beside it: frame tops 7 and 8, 1 apart, less the
      // inset 4).
      if size == "large" {
        alignmentInsets = EdgeInsets(top: 4, left: 0, bottom: 0, right: 3)
        baselineOffset = -3
      }
    case .slider where attributes.cell?.numberOfTickMarks ?? 0 > 0:
      // A horizontal slider with tick marks, large (C:105: 184 × 28 under a width
      // constraint of 180, so 2 each side; a top constraint 22 below a field meets the
      // frame's top + 2 and a field 22 below its bottom meets the frame's bottom − 6):
      // a 20-high alignment rectangle. Its `firstBaseline` is a 14 pt label's beside it,
      // whose top is level with the slider's alignment top: the 14 pt ascender.
      if size == "large" && (view.frame?.width ?? 0) > (view.frame?.height ?? 0) {
        alignmentInsets = EdgeInsets(top: 2, left: 2, bottom: 6, right: 2)
        fixedBaseline = Self.ascender(pointSize: 14)
      }
    case .switch:
      // NSSwitch, regular: C:104's 7 switches are saved 42 × 25 at (−2, −1) of the 38 × 22
      // rectangle their stacks place. Its baseline is the 13 pt label's beside it (the
      // baseline stacks of C:104 put both alignment tops at 0).
      if size == "regular" {
        alignmentInsets = EdgeInsets(top: 1, left: 2, bottom: 2, right: 2)
        baselineOffset = 0
      }
    case .box where attributes.boxType == "separator":
      // A separator draws a 1 pt line centred in a 5 pt frame: C:104's and C:105's
      // separator chains miss the box's top by −2 (7 constraints) and bottom by +2 (7).
      let horizontal = (view.frame?.width ?? 1) >= (view.frame?.height ?? 0)
      alignmentInsets =
        horizontal
        ? EdgeInsets(top: 2, left: 0, bottom: 2, right: 0)
        : EdgeInsets(top: 0, left: 2, bottom: 0, right: 2)
    default:
      break
    }
  }

  /// An NSButton's insets, baseline offset and fixed baseline by its cell's type and bezel
  /// style.
  private static func button(_ cell: IBCell?, size: String) -> (EdgeInsets, Double?, Double?) {
    switch (cell?.type ?? "", cell?.bezelStyle ?? "", size) {
    case ("push", "rounded", "regular"):
      // 32 high around a 20-high rectangle: C:104 (a horizontal stack: x −7, width −14,
      // y −7 from the top…) and C:108 (bottom +7, trailing +7, `placeholderIntrinsicHeight
      // ="20"` with a 32 frame; ib-rules 0.4).
      return (EdgeInsets(top: 5, left: 7, bottom: 7, right: 7), 2, nil)
    case ("push", "rounded", "large"):
      // 40 high around 28 (C:105: bottom +6); its baseline 10 below a 14 pt label's frame
      // top, less the 6 inset.
      return (EdgeInsets(top: 6, left: 6, bottom: 6, right: 6), 4, nil)
    case ("check", _, "large") where cell?.title == nil,
      ("radio", _, "large") where cell?.title == nil:
      // Without a title a large check box or radio button is its 16 × 16 box in a 22 × 22
      // frame (C:105, 7 titleless radio buttons in a grid of `leading = trailing + 55`,
      // `top = bottom + 19` and `top = checkbox.bottom + 28`: 3 on every side). Its first
      // baseline (shared with a titled 14 pt radio button) lies 15.33 below its alignment
      // top.
      return (EdgeInsets(top: 3, left: 3, bottom: 3, right: 3), nil, 46.0 / 3)
    case ("help", _, "small"):
      // A small help button is 18 × 19 around 16 × 17 (C:104: in a first-baseline stack
      // after a label, frame x 195 where the stack's spacing puts its alignment at 196,
      // the stack ending 1 before the frame's right edge and 2 above its bottom; its
      // baseline level with the 13 pt label's, whose top is level with its own).
      return (EdgeInsets(top: 0, left: 1, bottom: 2, right: 1), nil, Self.ascender(pointSize: 13))
    case ("help", _, "large"):
      // A large help button is 35 × 35 around 26 × 28 (C:105: `leading = popUp.trailing
      // + 16` meets the frame's left edge + 4, a square button 12 after it meets its right
      // edge − 5, and `centerY = popUp.centerY` centres a 28-high rectangle starting at
      // the frame's top on the large pop-up's).
      return (EdgeInsets(top: 0, left: 4, bottom: 7, right: 5), nil, nil)
    case ("check", _, "regular"), ("radio", _, "regular"):
      // 18 high around 16 (C:108, C:114): the box drawn 2 in from the leading edge.
      return (EdgeInsets(top: 1, left: 2, bottom: 1, right: 0), 0, nil)
    case ("check", _, "small"), ("radio", _, "small"):
      // 16 high; one bottom constraint misses by +1 (C:108); top and leading taken as the
      // regular size's.
      return (EdgeInsets(top: 1, left: 2, bottom: 1, right: 0), 0, nil)
    case ("check", _, "large"), ("radio", _, "large"):
      // 22 high around 17 (C:105: leading −3 ×6, top −2.5 ×3, bottom +2.5); its baseline
      // 2.5 below a 14 pt label's frame top: the inset.
      return (EdgeInsets(top: 2.5, left: 3, bottom: 2.5, right: 0), 0, nil)
    default:
      return (.zero, nil, nil)
    }
  }

  /// The SF ascender, 1950/2048 of the point size (ib-rules §1.1).
  static func ascender(pointSize: Double) -> Double { pointSize * 1950 / 2048 }

  /// The height of one line of an AppKit label, in whole points: `ceil(pt × 1.1934)`
  /// (SF's ascender plus descender, 2444/2048 of the size, rounded up per line; ib-rules
  /// §3.2: 13 pt → 16, 11 pt → 14, 14 pt → 17, in C:104, C:105, C:108).
  static func labelLineHeight(pointSize: Double) -> Double {
    (pointSize * 2444 / 2048).rounded(.up)
  }

  /// The baselines of `view` given its font size and its alignment height.
  ///
  /// The first is at the ascender plus `baselineOffset`; for a label of n whole lines the
  /// last is n − 1 line heights lower. Nil when the control has no text baseline in this
  /// table.
  func baselines(of view: IBView, fontSize: Double, alignmentHeight: Double) -> FixedBaselines? {
    if let fixedBaseline { return FixedBaselines(single: fixedBaseline) }
    guard let offset = baselineOffset else { return nil }
    let first = Self.ascender(pointSize: fontSize) + offset
    guard view.element == .textField, !(view.appKit.cell?.hasFrame ?? false) else {
      return FixedBaselines(single: first)
    }
    let line = Self.labelLineHeight(pointSize: fontSize)
    let lines = max(1, (alignmentHeight / line).rounded())
    return FixedBaselines(first: first, last: first + (lines - 1) * line)
  }
}
