import Testing

@testable import Layout

@Suite("TextMetrics and intrinsic sizes")
struct TextMetricsTests {
  @Test func standardModel() {
    let metrics = TextMetrics.standard
    #expect(metrics.width(of: "Button", fontSize: 15) == 45)
    #expect(metrics.lineHeight(fontSize: 15) == 18)
    #expect(metrics.width(of: "ab\nabcd", fontSize: 10) == 20)
    #expect(metrics.size(of: "ab\nabcd", fontSize: 10) == Size(width: 20, height: 24))
    #expect(metrics.baselineToBaselineSpacing(upperFontSize: 20, lowerFontSize: 20) == 24)
  }

  @Test func intrinsicSizesByKind() {
    let label = View(name: "l", kind: .label)
    label.text = "Name"
    #expect(label.intrinsicContentSize.width == 34)
    #expect(abs(label.intrinsicContentSize.height - 20.4) < 1e-9)
    #expect(View(name: "e", kind: .label).intrinsicContentSize == .zero)

    let button = View(name: "b", kind: .button)
    button.text = "Button"
    #expect(button.intrinsicContentSize == Size(width: 45, height: 30))

    let field = View(name: "f", kind: .textField)
    field.text = "abc"
    #expect(field.intrinsicContentSize == Size(width: 35, height: 30))

    for kind in [ViewKind.view, .scrollView, .layoutGuide] {
      #expect(View(name: "v", kind: kind).intrinsicContentSize == Size(width: -1, height: -1))
    }

    label.intrinsicContentSizeOverride = Size(width: -1, height: 30)
    #expect(label.intrinsicContentSize == Size(width: -1, height: 30))
  }

  @Test func contentPriorityDefaults() {
    let label = View(name: "l", kind: .label)
    let view = View(name: "v")
    #expect(label.contentHuggingPriority(for: .horizontal) == 251)
    #expect(view.contentHuggingPriority(for: .vertical) == 250)
    #expect(view.contentCompressionResistancePriority(for: .horizontal) == 750)
    view.setContentHuggingPriority(.required, for: .vertical)
    #expect(view.contentHuggingPriority(for: .vertical) == .required)
    #expect(view.contentHuggingPriority(for: .horizontal) == 250)
  }

  @Test func numbersPrintLikePercentG() {
    #expect(NumberText.general(200) == "200")
    #expect(NumberText.general(16.0 / 9.0) == "1.77778")
    #expect(NumberText.general(-16) == "-16")
    #expect(NumberText.general(0.5) == "0.5")
    #expect(NumberText.general(-0.0) == "0")
    #expect(NumberText.fixed(20.4, decimals: 3) == "20.4")
  }
}
