import FrameOutput
import Layout
import Scenario
import Testing

@Suite("Frame selection keeps hidden flags with their items") struct FrameSelectionHiddenTests {
  @Test("--views: the hidden flags follow the kept items")
  func hiddenFollowsItems() {
    let last = LastFrameSink()
    let selection = FrameSelection(last, views: ["label"])
    selection.begin(views: SyntheticScene.views, fps: 60)
    var frame = SyntheticScene.frame(0)
    // Items root, box, spacer, label; label (item 3) hidden. Kept: root and label.
    frame.hidden = [false, false, false, true]
    selection.write(frame)
    selection.finish()
    #expect(last.frame?.hidden == [false, true])
    #expect(last.views.map(\.name) == ["root", "label"])
  }
}
