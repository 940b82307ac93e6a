import AnimsimAppKit
import Testing

@MainActor @Test func simulationStartsAtZero() {
  Simulation.reset()
  #expect(Simulation.time == 0)
}
