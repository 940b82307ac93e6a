import Testing

@Test func placeholderAnimator() {
  #expect(Bool(true))
}
