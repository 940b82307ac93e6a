import Testing

@testable import Layout

@Suite("Device table")
struct DeviceTests {
  @Test("names and Interface Builder ids are unique")
  func uniqueKeys() {
    var names: [String] = []
    var ids: [String] = []
    for device in Device.all {
      #expect(!names.contains(device.name.lowercased()), "duplicate \(device.name)")
      names.append(device.name.lowercased())
      for id in device.interfaceBuilderIDs {
        #expect(!ids.contains(id), "duplicate IB id \(id)")
        ids.append(id)
      }
      #expect(!device.source.isEmpty)
    }
    #expect(Device.all.count >= 24)
  }

  @Test(
    "Interface Builder ids map to the root sizes IB stores",
    arguments: [
      ("retina4_0", 320.0, 568.0), ("retina4_7", 375, 667), ("retina5_5", 414, 736),
      ("retina5_9", 375, 812), ("retina6_1", 414, 896), ("retina6_5", 414, 896),
      ("retina6_0", 390, 844), ("retina6_12", 393, 852), ("retina5_4", 375, 812),
      ("retina6_7", 428, 926), ("retina6_72", 430, 932),
    ])
  func interfaceBuilderIDs(id: String, width: Double, height: Double) throws {
    let device = try #require(Device.interfaceBuilder(id))
    #expect(device.portraitSize == Size(width: width, height: height))
  }

  @Test("lookup by name, ignoring case, and by IB id")
  func lookup() throws {
    #expect(Device.named("iPhone15Pro")?.portraitSize == Size(width: 393, height: 852))
    #expect(Device.named("iphone15pro")?.name == "iPhone15Pro")
    #expect(Device.lookup("retina4_7")?.name == "iPhone8")
    #expect(Device.lookup("iPhone99") == nil)
  }

  @Test("landscape swaps the size and uses the landscape insets")
  func landscape() throws {
    let device = try #require(Device.named("iPhone15Pro"))
    let screen = device.screen(.landscape)
    #expect(screen.size == Size(width: 852, height: 393))
    #expect(screen.safeAreaInsets == EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
    #expect(screen.scale == 3)
    // Landscape phones use the 20-point minimum; portrait 393 < 414 uses 16.
    #expect(screen.systemMinimumLayoutMargins?.leading == 20)
    #expect(device.screen(.portrait).systemMinimumLayoutMargins?.leading == 16)
    #expect(Device.named("iPhone11")?.screen(.portrait).systemMinimumLayoutMargins?.leading == 20)
  }
}
