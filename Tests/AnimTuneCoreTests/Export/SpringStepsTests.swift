import Testing
import TestPrerequisites
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

    @Test("the largest acceleration over the steps is the closed form's, sampled on the same steps", arguments: springs.indices)
    func largestAcceleration(_ index: Int) {
        let spring = Self.springs[index]
        let exact = ClosedFormSpring(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
                                     velocity: spring.initialVelocity)
        let step = 2.0 / 4_000, h = 1e-4
        // At t = 0 from the equation of motion: p'' = k/m − (c/m)·v₀.
        var expected = abs(spring.stiffness / spring.mass - spring.damping / spring.mass * spring.initialVelocity)
        for k in 1...4_000 {
            let t = Double(k) * step
            expected = max(expected, abs((exact.progress(at: t + h) - 2 * exact.progress(at: t) + exact.progress(at: t - h)) / (h * h)))
        }
        let found = SpringSteps.largestAcceleration(spring, step: step, count: 4_000)
        assertClose(found, expected, .relative(1e-3))
    }
}
