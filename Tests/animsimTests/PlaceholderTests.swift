import Testing

@Test func placeholderanimsim() {
  #expect(Bool(true))
}
