import InterfaceBuilder

/// Inline Interface Builder documents that more than one test module lays out (the
/// InterfaceBuilder tests check the layout; the Scenario tests run the imported script).
public enum IBFixtures {
  /// A slider pinned 16 from both sides of a 375-point view, 100 from the top, with no
  /// height constraint, and a bar-style progress view (`height = 10`) and a default one
  /// (`height = 5`) below it.
  public static let sliderAndProgress = IBTestSupport.storyboard(
    subviews: """
      <slider opaque="NO" contentMode="scaleToFill" value="0.5" minValue="0.0" maxValue="1" translatesAutoresizingMaskIntoConstraints="NO" id="sld">
          <rect key="frame" x="14" y="100" width="347" height="31"/>
      </slider>
      <progressView opaque="NO" contentMode="scaleToFill" verticalHuggingPriority="750" progressViewStyle="bar" progress="0.5" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
          <rect key="frame" x="16" y="138" width="343" height="11"/>
          <constraints>
              <constraint firstAttribute="height" constant="10" id="barH"/>
          </constraints>
      </progressView>
      <progressView opaque="NO" contentMode="scaleToFill" verticalHuggingPriority="750" progress="0.5" translatesAutoresizingMaskIntoConstraints="NO" id="def">
          <rect key="frame" x="16" y="156" width="343" height="5"/>
          <constraints>
              <constraint firstAttribute="height" constant="5" id="defH"/>
          </constraints>
      </progressView>
      """,
    constraints: """
      <constraint firstItem="sld" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>
      <constraint firstAttribute="trailing" secondItem="sld" secondAttribute="trailing" constant="16" id="c2"/>
      <constraint firstItem="sld" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c3"/>
      <constraint firstItem="bar" firstAttribute="top" secondItem="sld" secondAttribute="bottom" constant="8" id="c4"/>
      <constraint firstItem="bar" firstAttribute="leading" secondItem="sld" secondAttribute="leading" id="c5"/>
      <constraint firstItem="bar" firstAttribute="trailing" secondItem="sld" secondAttribute="trailing" id="c6"/>
      <constraint firstItem="def" firstAttribute="top" secondItem="bar" secondAttribute="bottom" constant="8" id="c7"/>
      <constraint firstItem="def" firstAttribute="leading" secondItem="sld" secondAttribute="leading" id="c8"/>
      <constraint firstItem="def" firstAttribute="trailing" secondItem="sld" secondAttribute="trailing" id="c9"/>
      """)

  /// An SF Symbol `heart` image view with a label after it, and a
  /// `bitcoinsign.circle.fill` constrained to 100 × 100.
  public static let symbols = IBTestSupport.storyboard(
    subviews: """
      <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" horizontalHuggingPriority="251" verticalHuggingPriority="251" image="heart" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="img">
          <rect key="frame" x="16" y="11.5" width="20.5" height="22.5"/>
      </imageView>
      <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="123" translatesAutoresizingMaskIntoConstraints="NO" id="lbl">
          <rect key="frame" x="40.5" y="15" width="21" height="15"/>
          <fontDescription key="fontDescription" type="system" pointSize="12"/>
      </label>
      <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" image="bitcoinsign.circle.fill" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="coin">
          <rect key="frame" x="100" y="101" width="100" height="98.5"/>
          <constraints>
              <constraint firstAttribute="width" constant="100" id="cw"/>
              <constraint firstAttribute="height" constant="100" id="ch"/>
          </constraints>
      </imageView>
      """,
    constraints: """
      <constraint firstItem="img" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>
      <constraint firstItem="img" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c2"/>
      <constraint firstItem="lbl" firstAttribute="leading" secondItem="img" secondAttribute="trailing" constant="4" id="c3"/>
      <constraint firstItem="lbl" firstAttribute="centerY" secondItem="img" secondAttribute="centerY" id="c4"/>
      <constraint firstItem="coin" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="100" id="c5"/>
      <constraint firstItem="coin" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c6"/>
      """,
    resources: """
      <image name="heart" catalog="system" width="128" height="109"/>
      <image name="bitcoinsign.circle.fill" catalog="system" width="128" height="123"/>
      """)

  /// A 375 × 667 root holding a vertical proportional stack (spacing 10) pinned to its edges,
  /// arranging plain views saved 400 and 257 high.
  public static let proportionalStack = IBTestSupport.storyboard(
    subviews: """
      <stackView axis="vertical" distribution="fillProportionally" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="stk">
          <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
          <subviews>
              <view translatesAutoresizingMaskIntoConstraints="NO" id="top">
                  <rect key="frame" x="0.0" y="0.0" width="375" height="400"/>
              </view>
              <view translatesAutoresizingMaskIntoConstraints="NO" id="bottom">
                  <rect key="frame" x="0.0" y="410" width="375" height="257"/>
              </view>
          </subviews>
      </stackView>
      """,
    constraints: """
      <constraint firstItem="stk" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="a"/>
      <constraint firstItem="stk" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="b"/>
      <constraint firstItem="stk" firstAttribute="top" secondItem="root" secondAttribute="top" id="c"/>
      <constraint firstItem="stk" firstAttribute="bottom" secondItem="root" secondAttribute="bottom" id="d"/>
      """)
}
