import AnimsimUIKit
import Testing

/// A view whose intrinsic size is an override (UIKit's pattern for custom content).
private final class PillView: UIView {
  var width: CGFloat = 80 {
    didSet { invalidateIntrinsicContentSize() }
  }

  override var intrinsicContentSize: CGSize { CGSize(width: width, height: 30) }
}

/// A 320 × 480 window made with `UIWindow(frame:)`.
@MainActor private func plainWindow() -> UIWindow {
  Simulation.reset()
  return UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
}

/// A label that lays itself out with constraints.
@MainActor private func label(_ text: String) -> UILabel {
  let label = UILabel()
  label.text = text
  label.translatesAutoresizingMaskIntoConstraints = false
  return label
}

@MainActor @Suite struct SizingTests {
  @Test func invalidateIntrinsicContentSizeIsReadAtTheNextPass() {
    let window = plainWindow()
    let pill = PillView()
    pill.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(pill)
    NSLayoutConstraint.activate([
      pill.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      pill.topAnchor.constraint(equalTo: window.topAnchor),
    ])
    Simulation.advance(by: 0)
    #expect(pill.frame.size == CGSize(width: 80, height: 30))
    pill.width = 120
    // Apple, invalidateIntrinsicContentSize(): the layout uses the new size "in the next
    // layout pass"; nothing changes before it.
    #expect(pill.frame.width == 80)
    Simulation.advance(by: 0)
    #expect(pill.frame.size == CGSize(width: 120, height: 30))
  }

  @Test func prioritiesDefaultToUIKitsValuesAndAreStored() {
    Simulation.reset()
    let view = UIView()
    let text = UILabel()
    // Apple: hugging defaults to defaultLow (250), compression resistance to defaultHigh
    // (750); a UILabel hugs at 251 (Interface Builder's default for labels).
    #expect(view.contentHuggingPriority(for: .horizontal) == .defaultLow)
    #expect(view.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
    #expect(text.contentHuggingPriority(for: .horizontal).rawValue == 251)
    view.setContentHuggingPriority(.required, for: .vertical)
    view.setContentCompressionResistancePriority(UILayoutPriority(100), for: .horizontal)
    #expect(view.contentHuggingPriority(for: .vertical) == .required)
    #expect(view.contentHuggingPriority(for: .horizontal) == .defaultLow)
    #expect(view.contentCompressionResistancePriority(for: .horizontal).rawValue == 100)
    // UILayoutPriority arithmetic: defaultHigh + 1 = 751, defaultLow − 1 = 249.
    #expect((UILayoutPriority.defaultHigh + 1).rawValue == 751)
    #expect((UILayoutPriority.defaultLow - 1).rawValue == 249)
    #expect(UILayoutPriority.defaultLow < .defaultHigh)
    #expect(UILayoutPriority.fittingSizeLevel.rawValue == 50)
  }

  @Test func huggingDecidesWhichLabelStretches() {
    let window = plainWindow()
    let name = label("Name")
    let value = label("Value")
    window.addSubview(name)
    window.addSubview(value)
    NSLayoutConstraint.activate([
      name.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      value.leadingAnchor.constraint(equalTo: name.trailingAnchor),
      value.trailingAnchor.constraint(equalTo: window.trailingAnchor),
      name.topAnchor.constraint(equalTo: window.topAnchor),
      value.topAnchor.constraint(equalTo: window.topAnchor),
    ])
    name.setContentHuggingPriority(.defaultHigh, for: .horizontal)
    Simulation.advance(by: 0)
    // Text model at 17 points: 8.5 per character. "Name" hugs harder (750 > 251) and keeps
    // 4 × 8.5 = 34; "Value" takes the rest: 320 − 34 = 286.
    #expect(name.frame.width == 34)
    #expect(value.frame.width == 286)
  }

  @Test func compressionResistanceDecidesWhichLabelShrinks() {
    let window = plainWindow()
    let first = label(String(repeating: "a", count: 30))  // 30 × 8.5 = 255
    let second = label(String(repeating: "b", count: 20))  // 20 × 8.5 = 170
    window.addSubview(first)
    window.addSubview(second)
    NSLayoutConstraint.activate([
      first.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      second.leadingAnchor.constraint(equalTo: first.trailingAnchor),
      second.trailingAnchor.constraint(equalTo: window.trailingAnchor),
      first.topAnchor.constraint(equalTo: window.topAnchor),
      second.topAnchor.constraint(equalTo: window.topAnchor),
    ])
    first.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
    Simulation.advance(by: 0)
    // 255 + 170 = 425 > 320: the first resists less (250 < 750) and gives up 105: 150.
    #expect(first.frame.width == 150)
    #expect(second.frame.width == 170)
  }

  @Test func systemLayoutSizeFittingCompressedSizeWrapsTheContent() {
    let window = plainWindow()
    let cell = UIView()
    window.addSubview(cell)
    let title = label("Hello")
    cell.addSubview(title)
    NSLayoutConstraint.activate([
      title.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 10),
      title.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -10),
      title.topAnchor.constraint(equalTo: cell.topAnchor, constant: 10),
      title.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -10),
    ])
    // Apple, systemLayoutSizeFitting(_:): "the optimal size of the view based on its
    // constraints"; with layoutFittingCompressedSize, the smallest. "Hello" at 17 points is
    // 5 × 8.5 = 42.5 by 1.2 × 17 = 20.4, plus 10 on each side: 62.5 × 40.4.
    let size = cell.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    #expect(abs(size.width - 62.5) < 1e-9)
    #expect(abs(size.height - 40.4) < 1e-9)
  }

  @Test func systemLayoutSizeFittingWithPrioritiesHoldsARequiredWidth() {
    let window = plainWindow()
    let cell = UIView()
    window.addSubview(cell)
    let title = label("Hello")
    cell.addSubview(title)
    NSLayoutConstraint.activate([
      title.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 10),
      title.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -10),
      title.topAnchor.constraint(equalTo: cell.topAnchor, constant: 10),
      title.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -10),
    ])
    // The table-cell pattern: the width is required at 300, the height as small as the
    // content allows (fittingSizeLevel): 300 × 40.4.
    let size = cell.systemLayoutSizeFitting(
      CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(size.width == 300)
    #expect(abs(size.height - 40.4) < 1e-9)
    // An expanded target at the fitting level keeps the content's size on a side whose
    // content hugs (the label's 251 beats 50): the height stays 40.4.
    let tall = cell.systemLayoutSizeFitting(
      CGSize(width: 300, height: 1000), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(abs(tall.height - 40.4) < 1e-9)
  }
}
