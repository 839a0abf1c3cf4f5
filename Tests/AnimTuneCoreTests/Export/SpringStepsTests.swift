import Testing
@testable import AnimTuneCore

@Suite("springs sampled by recurrence")
struct SpringStepsTests {
    /// Under, near and over critical damping, with velocities, over long runs of steps.
    static let springs = [Spring(mass: 1, stiffness: 100, damping: 1, initialVelocity: 2),
                          Spring(mass: 0.7, stiffness: 3_000, damping: 40, initialVelocity: -3),
                          Spring(mass: 1, stiffness: 100, damping: 20, initialVelocity: 0),
                          Spring(mass: 1.3, stiffness: 50, damping: 60, initialVelocity: 1)]

    @Test("progress and velocity drift less than 1e-12 from the closed form (ClosedFormSpring) over 100,000 steps",
          arguments: springs.indices)
    func drift(_ index: Int) {
        let spring = Self.springs[index]
        let exact = ClosedFormSpring(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
                                     velocity: spring.initialVelocity)
        let step = 8.0 / 100_000
        let steps = SpringSteps(spring, start: 0.25, step: step, count: 100_000)
        let progress = steps.progress(), velocity = steps.velocity()
        var worst = 0.0, worstVelocity = 0.0
        for k in stride(from: 0, through: 100_000, by: 7) {
            let t = 0.25 + Double(k) * step
            worst = max(worst, abs(progress[k] - exact.progress(at: t)))
            let h = 1e-6, slope = (exact.progress(at: t + h) - exact.progress(at: t - h)) / (2 * h)
            worstVelocity = max(worstVelocity, abs(velocity[k] - slope) / max(1, abs(slope)))
        }
        #expect(worst < 1e-12)
        #expect(worstVelocity < 1e-6)
    }
}
