import AnimsimUIKit
import Testing

// The text model (docs/layout.md, Text): every character advances 0.5 × the font size, a
// line is 1.2 × the font size high. Buttons add 6 points above and below their title, text
// fields 7 on each side and are 30 high.

@MainActor @Suite struct ControlsTests {
  @Test func labelIntrinsicSizeFollowsItsTextAndFont() {
    Simulation.reset()
    let label = UILabel()
    // Apple: a label's default font is the 17-point system font.
    #expect(label.font.pointSize == 17)
    #expect(label.intrinsicContentSize == .zero)  // no text: 0 × 0
    label.text = "Hello"
    // 5 × 8.5 = 42.5 by 1.2 × 17 = 20.4.
    #expect(abs(label.intrinsicContentSize.width - 42.5) < 1e-9)
    #expect(abs(label.intrinsicContentSize.height - 20.4) < 1e-9)
    label.font = UIFont.systemFont(ofSize: 20, weight: .bold)
    // 5 × 10 = 50 by 24; the weight is stored (0.4, UIFontWeightBold).
    #expect(label.intrinsicContentSize == CGSize(width: 50, height: 24))
    #expect(label.font.weight == .bold)
    #expect(label.font.weight.rawValue == 0.4)
  }

  @Test func preferredFontUsesTheDefaultDynamicTypeSizes() {
    // Apple HIG, Typography, iOS Dynamic Type sizes at Large (the default): large title 34,
    // title 1 28, headline 17 (semibold), body 17, footnote 13, caption 2 11.
    #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
    #expect(UIFont.preferredFont(forTextStyle: .title1).pointSize == 28)
    #expect(UIFont.preferredFont(forTextStyle: .headline).pointSize == 17)
    #expect(UIFont.preferredFont(forTextStyle: .headline).weight == .semibold)
    #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
    #expect(UIFont.preferredFont(forTextStyle: .footnote).pointSize == 13)
    #expect(UIFont.preferredFont(forTextStyle: .caption2).pointSize == 11)
    Simulation.reset()
    let title = UILabel()
    title.text = "Hi"
    title.font = UIFont.preferredFont(forTextStyle: .largeTitle)
    // 2 × 17 = 34 wide, 1.2 × 34 = 40.8 high.
    #expect(abs(title.intrinsicContentSize.width - 34) < 1e-9)
    #expect(abs(title.intrinsicContentSize.height - 40.8) < 1e-9)
  }

  @Test func numberOfLinesLimitsTheLinesALabelShows() {
    Simulation.reset()
    let label = UILabel()
    label.text = "ab\ncdef\ng"
    #expect(label.numberOfLines == 1)  // Apple: "The default value for this property is 1."
    // Apple, numberOfLines: "the maximum number of lines to use … any text that doesn't fit
    // within the maximum number of lines … is truncated": one line, "ab": 17 × 20.4.
    #expect(abs(label.intrinsicContentSize.width - 17) < 1e-9)
    #expect(abs(label.intrinsicContentSize.height - 20.4) < 1e-9)
    label.numberOfLines = 2
    // Two lines, the widest "cdef": 34 × 40.8.
    #expect(abs(label.intrinsicContentSize.width - 34) < 1e-9)
    #expect(abs(label.intrinsicContentSize.height - 40.8) < 1e-9)
    label.numberOfLines = 0
    // 0: "use as many lines as needed": three lines, 34 × 61.2.
    #expect(abs(label.intrinsicContentSize.height - 61.2) < 1e-9)
    #expect(label.text == "ab\ncdef\ng")  // the text itself is kept whole
  }

  @Test func buttonIsItsTitlePlusSixPointsAboveAndBelow() {
    Simulation.reset()
    let button = UIButton(type: .system)
    #expect(button.buttonType == .system)
    button.setTitle("Button", for: .normal)
    // 15-point title: 6 × 7.5 = 45 wide, 18 + 12 = 30 high (a system button's 30-point height).
    #expect(button.intrinsicContentSize == CGSize(width: 45, height: 30))
    #expect(button.currentTitle == "Button")
    button.setTitle("Pressed", for: .highlighted)
    #expect(button.title(for: .highlighted) == "Pressed")
    #expect(button.title(for: .selected) == "Button")  // falls back to the normal title
    #expect(button.intrinsicContentSize.width == 45)  // only the normal title sizes it
  }

  @Test func imageViewIsTheSizeOfItsImage() {
    Simulation.reset()
    let imageView = UIImageView(image: UIImage(size: CGSize(width: 64, height: 48)))
    // Apple, UIImageView.init(image:): "adjusts the frame of the receiver to match the size
    // of the specified image"; its intrinsic size is the image's.
    #expect(imageView.frame == CGRect(x: 0, y: 0, width: 64, height: 48))
    #expect(imageView.intrinsicContentSize == CGSize(width: 64, height: 48))
    imageView.image = UIImage(size: CGSize(width: 20, height: 10), scale: 2)
    #expect(imageView.intrinsicContentSize == CGSize(width: 20, height: 10))
    imageView.image = nil
    // No image: no intrinsic size (noIntrinsicMetric, -1, on both sides).
    #expect(imageView.intrinsicContentSize == CGSize(width: -1, height: -1))
  }

  @Test func imageViewInAWindowResizesWhenTheImageChanges() {
    Simulation.reset()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let imageView = UIImageView(image: UIImage(size: CGSize(width: 64, height: 48)))
    imageView.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(imageView)
    NSLayoutConstraint.activate([
      imageView.centerXAnchor.constraint(equalTo: window.centerXAnchor),
      imageView.topAnchor.constraint(equalTo: window.topAnchor),
    ])
    Simulation.advance(by: 0)
    // Centered: x = 160 − 32 = 128.
    #expect(imageView.frame == CGRect(x: 128, y: 0, width: 64, height: 48))
    imageView.image = UIImage(size: CGSize(width: 100, height: 20))
    Simulation.advance(by: 0)
    #expect(imageView.frame == CGRect(x: 110, y: 0, width: 100, height: 20))
  }

  @Test func textFieldIsItsTextPlusSevenOnEachSideBy30() {
    Simulation.reset()
    let field = UITextField()
    field.text = "abc"
    // 14-point text: 3 × 7 = 21, plus 7 + 7: 35 × 30 (a rounded-rect field's height).
    #expect(field.intrinsicContentSize == CGSize(width: 35, height: 30))
    field.font = UIFont.systemFont(ofSize: 20)
    // 3 × 10 + 14 = 44.
    #expect(field.intrinsicContentSize == CGSize(width: 44, height: 30))
    field.placeholder = "Name"
    #expect(field.placeholder == "Name")
  }

  @Test func switchHasUIKitsFixedSize() {
    Simulation.reset()
    let toggle = UISwitch()
    // UISwitch is 51 × 31 points (iOS 7 and later; Apple: "the size … is fixed").
    #expect(toggle.intrinsicContentSize == CGSize(width: 51, height: 31))
    #expect(!toggle.isOn)
    toggle.setOn(true, animated: true)
    #expect(toggle.isOn)
  }
}
