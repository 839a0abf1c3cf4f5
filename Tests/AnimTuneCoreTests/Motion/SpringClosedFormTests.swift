import Foundation
import Testing
import TestPrerequisites
@testable import AnimTuneCore

@Suite("Spring closed form")
struct SpringClosedFormTests {
    static let regimes: [(String, Spring)] = [
        ("under-damped", Spring(mass: 1, stiffness: 100, damping: 10)),
        ("under-damped, velocity toward target", Spring(mass: 1, stiffness: 200, damping: 8, initialVelocity: 6)),
        ("under-damped, velocity away from target", Spring(mass: 2, stiffness: 300, damping: 12, initialVelocity: -4)),
        ("undamped", Spring(mass: 1, stiffness: 50, damping: 0)),
        ("critically damped", Spring(mass: 1, stiffness: 100, damping: 20)),
        ("critically damped, velocity", Spring(mass: 1, stiffness: 100, damping: 20, initialVelocity: 15)),
        ("over-damped", Spring(mass: 1, stiffness: 100, damping: 60)),
        ("over-damped, velocity", Spring(mass: 3, stiffness: 90, damping: 70, initialVelocity: 9)),
        ("over-damped, velocity away", Spring(mass: 1, stiffness: 40, damping: 30, initialVelocity: -2)),
    ]

    @Test("progress and velocity match RK4 integration in every regime", arguments: regimes)
    func matchesIntegration(_ name: String, _ spring: Spring) {
        let times = stride(from: 0.0, through: 2, by: 0.05).map { $0 }
        let reference = RK4Reference(spring: spring).sample(at: times)
        for (t, expected) in zip(times, reference) {
            #expect(isClose(spring.progress(at: t), expected.progress, 1e-7), "\(name) progress at \(t)")
            #expect(isClose(spring.velocity(at: t), expected.velocity, 1e-6), "\(name) velocity at \(t)")
        }
    }

    @Test("progress starts at 0 with the initial velocity and is 0 before the start")
    func startsAtRest() {
        let spring = Spring(stiffness: 120, damping: 9, initialVelocity: 3)
        #expect(spring.progress(at: 0) == 0)
        #expect(spring.progress(at: -1) == 0)
        #expect(isClose(spring.velocity(at: 0), 3, 1e-15))
        #expect(spring.velocity(at: -1) == 0)
    }

    @Test("the under-damped formula is the textbook one")
    func textbookUnderDamped() {
        let spring = Spring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 2)
        let zeta = 0.5, w0 = 10.0, wd = w0 * (1 - zeta * zeta).squareRoot()
        for t in [0.01, 0.1, 0.37, 1.2] {
            let x = exp(-zeta * w0 * t) * (cos(wd * t) + (zeta * w0 - 2) / wd * sin(wd * t))
            #expect(isClose(spring.progress(at: t), 1 - x, 1e-14))
        }
    }

    @Test("damping ratios 1 ± 1e-7 differ from 1 only by the physical first-order change")
    func nearCriticalIsStable() {
        // Changing ζ by δ at fixed ω0 changes x by δ·ω0·e^(−ω0t)·(v0t² + (ω0 − v0)ω0t³/3) + O(δ²);
        // a cancelling formula would add noise far above the 1e-9 allowed here.
        for v0 in [0.0, 7.0, -3.0] {
            let w0 = 10.0
            let critical = Spring(stiffness: w0 * w0, damping: 2 * w0, initialVelocity: v0)
            for delta in [-1e-7, 1e-7] {
                let near = Spring(stiffness: w0 * w0, damping: 2 * w0 * (1 + delta), initialVelocity: v0)
                let times = Array(stride(from: 0.0, through: 2, by: 0.01))
                let expected = times.map { t in
                    critical.progress(at: t) - delta * w0 * exp(-w0 * t) * (v0 * t * t + (w0 - v0) * w0 * t * t * t / 3)
                }
                assertClose(times.map { near.progress(at: $0) }, expected, .scaled(1e-9), "ζ = 1 + \(delta), v0 \(v0)",
                            label: { "t \(times[$0])" })
            }
        }
    }

    @Test("damping ratios within 1e-12 of 1 agree with critical damping to 1e-12")
    func veryNearCritical() {
        let critical = Spring(stiffness: 100, damping: 20, initialVelocity: 4)
        for zeta in [1 - 1e-12, 1 - 1e-15, 1 + 1e-15, 1 + 1e-12] {
            let near = Spring(stiffness: 100, damping: 20 * zeta, initialVelocity: 4)
            let times = Array(stride(from: 0.0, through: 3, by: 0.01))
            assertClose(times.map { near.progress(at: $0) }, times.map { critical.progress(at: $0) }, .scaled(1e-12),
                        "progress, ζ = \(zeta)", label: { "t \(times[$0])" })
            assertClose(times.map { near.velocity(at: $0) }, times.map { critical.velocity(at: $0) }, .scaled(1e-10),
                        "velocity, ζ = \(zeta)", label: { "t \(times[$0])" })
        }
    }

    @Test("the critically damped closed form is (1 + (ω0 − v0)t)e^(−ω0t)")
    func criticalClosedForm() {
        let spring = Spring(stiffness: 64, damping: 16, initialVelocity: 3)
        for t in [0.05, 0.3, 1.0] {
            #expect(isClose(spring.progress(at: t), 1 - (1 + 5 * t) * exp(-8 * t), 1e-15))
        }
    }

    @Test("a heavily over-damped spring stays finite long after it settles")
    func overDampedFarOut() {
        let spring = Spring(stiffness: 1, damping: 1_000)
        for t in [1e-6, 1.0, 1e3, 1e6, 1e9] {
            let p = spring.progress(at: t)
            #expect(p.isFinite && p >= 0 && p <= 1)
        }
        #expect(spring.progress(at: 1e9) == 1)
    }

    @Test("ratio and frequency are ζ = c/(2√(km)) and ω0 = √(k/m)")
    func derivedQuantities() {
        let spring = Spring(mass: 2, stiffness: 200, damping: 8)
        #expect(isClose(spring.dampingRatio, 0.2, 1e-15))
        #expect(isClose(spring.naturalFrequency, 10, 1e-15))
        #expect(Spring() == Spring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0))
    }

    @Test("folding the mass keeps the motion")
    func massNormalized() {
        let spring = Spring(mass: 2.5, stiffness: 250, damping: 15, initialVelocity: 1)
        let unit = spring.massNormalized
        #expect(unit.mass == 1)
        let times = Array(stride(from: 0.0, through: 2, by: 0.1))
        assertClose(times.map { unit.progress(at: $0) }, times.map { spring.progress(at: $0) }, .scaled(1e-14),
                    label: { "t \(times[$0])" })
    }

    @Test("validation names what is wrong and what is accepted")
    func validation() {
        #expect(throws: MotionError.nonPositiveMass(0)) { try Spring(mass: 0).validate() }
        #expect(throws: MotionError.nonPositiveStiffness(0)) { try Spring(stiffness: 0).validate() }
        #expect(throws: MotionError.negativeDamping(-1)) { try Spring(damping: -1).validate() }
        #expect(throws: MotionError.notFinite(parameter: "stiffness")) { try Spring(stiffness: .infinity).validate() }
        #expect(throws: MotionError.notFinite(parameter: "initialVelocity")) { try Spring(initialVelocity: .nan).validate() }
        #expect(throws: Never.self) { try Spring(damping: 0).validate() }
        #expect(MotionError.nonPositiveStiffness(0).description == "stiffness must be above 0 (got 0)")
        #expect(MotionError.nonPositiveMass(-2.5).description == "mass must be above 0 (got -2.5)")
        #expect(MotionError.negativeDamping(-1).description == "damping must be 0 or more (got -1)")
        #expect(MotionError.notFinite(parameter: "mass").description == "mass must be a finite number")
    }
}
