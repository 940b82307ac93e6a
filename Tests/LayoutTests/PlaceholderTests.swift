import Testing

@Test func placeholderLayout() {
  #expect(Bool(true))
}
