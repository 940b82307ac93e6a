import Solver
import Testing

@Suite("Model")
struct ModelTests {
  @Test("operators build the expected expressions")
  func operators() {
    let x = Variable("x")
    let y = Variable("y")
    let e = 2 * x + y - 10
    #expect(e.terms == [Term(x, 2), Term(y)])
    #expect(e.constant == -10)
    #expect((-(x - y) / 2).terms == [Term(x, -0.5), Term(y, 0.5)])
    #expect((10 - x).description == "-x + 10")
    #expect((x * 3 + 0.5).description == "3 * x + 0.5")
    #expect(Expression(7).description == "7")
  }

  @Test("constraint operators and initializers mean lhs (relation) rhs")
  func constraints() {
    let x = Variable("x")
    let y = Variable("y")
    let a = 2 * x + y |==| 10
    #expect(a.expression.description == "2 * x + y - 10")
    #expect(a.relation == .equal && a.priority.isRequired)
    let b = x |<=| y + 8
    #expect(b.expression.description == "x - y - 8")
    #expect(b.relation == .lessThanOrEqual)
    let c = Constraint(x, .greaterThanOrEqual, y, priority: .low)
    #expect(c.expression.description == "x - y" && c.priority == .low)
    let d = b.withPriority(.high)
    #expect(d != b && d.priority == .high && d.expression == b.expression)
    #expect(Constraint(x + y - x, .equal).expression.terms == [Term(y)])
    #expect(Constraint(x, .equal, 3) != Constraint(x, .equal, 3))
  }

  @Test(
    "priorities clamp and order", arguments: [(-5.0, 1.0), (0.5, 1.0), (250, 250), (2000, 1000)])
  func priorities(value: Double, expected: Double) {
    #expect(Priority(value).value == expected)
    #expect(Priority.fittingSize < .low && Priority.low < .high && Priority.high < .required)
    #expect(Priority(999.9).isRequired == false)
  }

  @Test("variables are identities")
  func identities() {
    let a = Variable("same")
    let b = Variable("same")
    #expect(a != b && a == a)
    let unnamed = Variable()
    #expect(unnamed.description == "v\(unnamed.id)")
  }

  @Test("tolerance helpers")
  func tolerance() {
    #expect(1e-9.isNearZero && !(1e-7).isNearZero)
    #expect(1000.0.isApproximatelyEqual(to: 1000.000_001))
    #expect(!1.0.isApproximatelyEqual(to: 1.001))
  }
}
