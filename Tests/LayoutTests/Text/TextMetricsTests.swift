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

@Suite("Attribute values")
struct AttributeValueTests {
  @Test func valuesMatchWhatConstraintsMeasure() throws {
    let engine = LayoutEngine(rootSize: Size(width: 320, height: 568), direction: .rightToLeft)
    let root = engine.root
    let label = try makeView("label", .label, in: root, text: "Hello")
    let marker = try makeView("marker", in: root)
    activate([
      try label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      try label.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
      try marker.leadingAnchor.constraint(equalTo: label.leadingMarginAnchor),
      try marker.topAnchor.constraint(equalTo: label.firstBaselineAnchor),
      try marker.widthAnchor.constraint(equalToConstant: 1),
      try marker.heightAnchor.constraint(equalToConstant: 1),
    ])
    engine.layoutIfNeeded()
    #expect(label.value(of: .leading, direction: .rightToLeft) == 300)
    #expect(marker.frame.maxX == label.value(of: .leadingMargin, direction: .rightToLeft))
    #expect(abs(marker.frame.minY - label.value(of: .firstBaseline)) < 1e-9)
    #expect(abs(label.value(of: .firstBaseline) - (40 + 16.15)) < 1e-9)
    #expect(label.value(of: .width, frame: rect(0, 0, 7, 9)) == 7)
  }
}
