import Testing

@testable import Layout

/// Whether two transforms agree within `tolerance` on every component.
private func expectTransform(
  _ actual: Transform2D, _ expected: Transform2D, tolerance: Double = 1e-12,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let pairs = [
    (actual.a, expected.a), (actual.b, expected.b), (actual.c, expected.c),
    (actual.d, expected.d), (actual.tx, expected.tx), (actual.ty, expected.ty),
  ]
  #expect(
    pairs.allSatisfy { abs($0.0 - $0.1) <= tolerance }, "expected \(expected), got \(actual)",
    sourceLocation: sourceLocation)
}

@Suite("Affine transforms (CGAffineTransform conventions)")
struct Transform2DTests {
  @Test func constructorsMatchCoreGraphics() {
    // CGAffineTransform(translationX: 3, y: -4) = [1 0 0 1 3 −4].
    expectTransform(
      Transform2D(translationX: 3, y: -4), .init(a: 1, b: 0, c: 0, d: 1, tx: 3, ty: -4))
    // CGAffineTransform(scaleX: 2, y: 0.5) = [2 0 0 0.5 0 0].
    expectTransform(
      Transform2D(scaleX: 2, y: 0.5), .init(a: 2, b: 0, c: 0, d: 0.5, tx: 0, ty: 0))
    // rotationAngle θ = [cos θ, sin θ, −sin θ, cos θ, 0, 0]; θ = π/6: cos = √3/2, sin = 1/2.
    expectTransform(
      Transform2D(rotationAngle: .pi / 6),
      .init(a: 3.0.squareRoot() / 2, b: 0.5, c: -0.5, d: 3.0.squareRoot() / 2, tx: 0, ty: 0))
    // Quarter turns are exact: rotate(π/2) = [0 1 −1 0 0 0] bit for bit.
    #expect(Transform2D(rotationAngle: .pi / 2) == .init(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0))
    #expect(Transform2D(rotationAngle: -.pi) == .init(a: -1, b: 0, c: 0, d: -1, tx: 0, ty: 0))
    #expect(Transform2D.identity.isIdentity)
  }

  @Test func chainingAppliesTheNewOperationFirst() {
    // CGAffineTransform(translationX: 0, y: 20).scaledBy(x: 0.9, y: 0.9) = scale then
    // translate: [0.9 0 0 0.9 0 20]. The point (10, 10) goes to (9, 9 + 20) = (9, 29).
    let t = Transform2D(translationX: 0, y: 20).scaledBy(x: 0.9, y: 0.9)
    expectTransform(t, .init(a: 0.9, b: 0, c: 0, d: 0.9, tx: 0, ty: 20))
    #expect(t.apply(to: Point(x: 10, y: 10)) == Point(x: 9, y: 29))
    // The other order translates first: scale(0.9).translatedBy(0, 20) moves (10, 10) to
    // (10, 30), then scales it to (9, 27): [0.9 0 0 0.9 0 18].
    let u = Transform2D(scaleX: 0.9, y: 0.9).translatedBy(x: 0, y: 20)
    expectTransform(u, .init(a: 0.9, b: 0, c: 0, d: 0.9, tx: 0, ty: 18))
    // rotated(by:) rotates first: translate(5, 0).rotated(by: π/2) sends (1, 0) to (0, 1)
    // and then to (5, 1).
    let r = Transform2D(translationX: 5, y: 0).rotated(by: .pi / 2)
    let moved = r.apply(to: Point(x: 1, y: 0))
    #expect(abs(moved.x - 5) < 1e-12 && abs(moved.y - 1) < 1e-12)
  }

  @Test func concatenationIsTheMatrixProduct() {
    // [1 2 3 4 5 6] × [7 8 9 10 11 12]: a = 1·7 + 2·9 = 25, b = 1·8 + 2·10 = 28,
    // c = 3·7 + 4·9 = 57, d = 3·8 + 4·10 = 64, tx = 5·7 + 6·9 + 11 = 100,
    // ty = 5·8 + 6·10 + 12 = 112.
    let p = Transform2D(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
    let q = Transform2D(a: 7, b: 8, c: 9, d: 10, tx: 11, ty: 12)
    expectTransform(p.concatenating(q), .init(a: 25, b: 28, c: 57, d: 64, tx: 100, ty: 112))
  }

  @Test func inversionUndoesAndRefusesSingularTransforms() {
    // [2 0 0 4 6 8]⁻¹ = [0.5 0 0 0.25 −3 −2]: (x·2 + 6, y·4 + 8) back to (x, y).
    let t = Transform2D(a: 2, b: 0, c: 0, d: 4, tx: 6, ty: 8)
    guard let inverse = t.inverted() else {
      Issue.record("an invertible transform has an inverse")
      return
    }
    expectTransform(inverse, .init(a: 0.5, b: 0, c: 0, d: 0.25, tx: -3, ty: -2))
    let skewed = Transform2D(a: 1, b: 0.5, c: -2, d: 3, tx: 4, ty: -1)
    if let back = skewed.inverted() {
      expectTransform(skewed.concatenating(back), .identity)
    } else {
      Issue.record("det = 1·3 − 0.5·(−2) = 4 ≠ 0: invertible")
    }
    // scale(0): determinant 0, no inverse.
    #expect(Transform2D(scaleX: 0, y: 0).inverted() == nil)
  }

  @Test func aboutACenterKeepsTheCenterFixed() {
    // scale(0.5) about (100, 50): (p − c)·0.5 + c; the center stays, (0, 0) goes to (50, 25).
    let t = Transform2D(scaleX: 0.5, y: 0.5).about(Point(x: 100, y: 50))
    #expect(t.apply(to: Point(x: 100, y: 50)) == Point(x: 100, y: 50))
    #expect(t.apply(to: Point(x: 0, y: 0)) == Point(x: 50, y: 25))
  }

  @Test func boundingBoxOfATransformedRectangle() {
    // A 100 × 50 rectangle at (0, 0) under rotate(π/4): corners (0,0), (70.71, 70.71),
    // (−35.36, 35.36), (35.36, 106.07): x from −50/√2 to 100/√2, y from 0 to 150/√2.
    let r = Rect(x: 0, y: 0, width: 100, height: 50).applying(
      Transform2D(rotationAngle: .pi / 4))
    let s = 2.0.squareRoot()
    #expect(abs(r.x - -50 / s) < 1e-9 && abs(r.y) < 1e-9)
    #expect(abs(r.width - 150 / s) < 1e-9 && abs(r.height - 150 / s) < 1e-9)
    // A negative scale flips: x ∈ [−200, 0] for [0, 100] scaled by −2.
    let flipped = Rect(x: 0, y: 10, width: 100, height: 20).applying(
      Transform2D(scaleX: -2, y: 1))
    #expect(flipped == Rect(x: -200, y: 10, width: 200, height: 20))
  }

  @Test func boundingBoxEqualsTheCornersExtremesExactly() {
    // `applying` takes min(a·x) + min(c·y) + tx instead of forming the four corners
    // (a·x + c·y) + tx: rounding is monotonic in each addend, so both give the same bits.
    let transforms = [
      Transform2D(rotationAngle: 0.1), Transform2D(rotationAngle: -2.3).scaledBy(x: 0.9, y: 1.7),
      Transform2D(a: 0.3, b: -1.1, c: 2.2, d: 0.7, tx: 3.3, ty: -4.4),
      Transform2D(translationX: 0.1, y: 0.2).rotated(by: 1e-7),
    ]
    let rects = [
      Rect(x: 0.1, y: 0.2, width: 100.3, height: 50.7),
      Rect(x: -33.33, y: 17.1, width: 0.3, height: 1e6),
    ]
    for transform in transforms {
      for rect in rects {
        let corners = [
          Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
          Point(x: rect.minX, y: rect.maxY), Point(x: rect.maxX, y: rect.maxY),
        ].map { transform.apply(to: $0) }
        let lowX = corners.map(\.x).min()!
        let lowY = corners.map(\.y).min()!
        let expected = Rect(
          x: lowX, y: lowY, width: corners.map(\.x).max()! - lowX,
          height: corners.map(\.y).max()! - lowY)
        #expect(rect.applying(transform) == expected, "\(transform) \(rect)")
      }
    }
  }
}
