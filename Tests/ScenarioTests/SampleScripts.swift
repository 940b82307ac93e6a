/// Scripts used by the runner tests and as seeds for the fuzz test.
enum SampleScripts {
  /// Seed 1: two gray views with a button each, a cross-hierarchy constraint, rotation.
  static let grayViews = """
    screen 320x568
    view topGray
    view bottomGray
    button topButton in topGray text "Button" intrinsic 60x30
    button bottomButton in bottomGray text "Button" intrinsic 60x30
    constrain "H:|-[topGray]-|"
    constrain "H:|-[bottomGray]-|"
    constrain "V:|-[topGray]-[bottomGray(==topGray)]-|"
    constrain topButton.centerY == topGray.centerY
    constrain bottomButton.centerY == bottomGray.centerY
    constrain "H:|-[topButton]"
    constrain cross: bottomButton.leading == topButton.trailing
    layout
    expect topGray.frame == 20,20,280,260
    expect bottomGray.frame == 20,288,280,260
    expect topButton.frame == 20,115,60,30
    expect bottomButton.frame == 80,115,60,30
    expect bottomButton.window == 100,403,60,30
    expect always topButton inside topGray
    expect always no-overlap topGray, bottomGray
    wait 0.1
    animate 0.4 easeInOut {
        screen 568x320
    }
    expect topGray.frame == 20,20,404,198 at 0.3
    wait 0.4
    expect topGray.frame == 20,20,528,136
    expect bottomButton.frame == 80,53,60,30 at end
    """

  /// A box moved linearly by a constant, then moved back while still running.
  static let slide = """
    screen 320x568
    fps 10
    view box
    constrain x: box.leading == root.leading + 20
    constrain "V:|-[box(==100)]"
    constrain box.width == 100
    layout
    animate 1 linear {
        set x.constant = 220
    }
    wait 0.5
    expect box.left == 120
    animate 1 linear {
        set x.constant = 20
    }
    expect box.left == 120 at 0.75
    expect box.left == 70 at 1.25
    expect box.left == 20 at end
    """

  /// Spacers and guides, relayout animation, scroll, options: a wide mix for mutation.
  static let mix = """
    screen 320x568   # comment
    fps 30
    spacing classic
    metric pad = 12
    interruption from-current
    guide s1
    guide s2
    view a intrinsic 40x40 hugging 251,high compression 750,750
    scrollview sv
    view content in sv
    label title in content text "Hi \\"there\\"" font 17
    constrain "H:|[s1][a(==60)][s2(==s1)]|" align top,bottom
    constrain "V:|-pad-[a(==40)]"
    constrain "H:|[sv]|"
    constrain "V:|-80-[sv]|"
    constrain "H:|[content(==320)]|"
    constrain "V:|[content(==1000)]|"
    constrain h: title.height == 30 @750
    constrain "H:|-[title]"
    constrain "V:|-[title]"
    layout
    animate 300ms easeOut relayout {
        set h.constant = 60
    }
    animate 0.2 spring(damping: 0.7, velocity: 0) repeat 2 autoreverse delay 0.05 {
        scroll sv to 0,100
    }
    wait 0.5
    deactivate h
    set a.intrinsic = 50x-
    layout
    expect a.width == 60 within 0.5
    expect always a inside root
    """

  static let all = [grayViews, slide, mix]
}
