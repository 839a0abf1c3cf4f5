import Foundation
import Testing
@testable import AnimTuneCore

@Suite("UIKit duration-based spring")
struct UIKitSpringTests {
    @Test("duration 3 s, damping 0.25 gives Framer's stiffness and damping")
    func referenceValues() {
        let spring = UIKitSpring(duration: 3, dampingRatio: 0.25).spring
        #expect(spring.mass == 1)
        #expect(isClose(spring.stiffness, 54.83363359078326, 1e-9))
        #expect(isClose(spring.damping, 3.702486785620688, 1e-9))
    }

    @Test("the envelope has decayed to ε exactly at the duration", arguments: [
        (0.5, 0.4, 0.0), (0.75, 0.4, 0.0), (1.2, 0.8, 2.0), (2, 0.3, -1.5), (0.3, 0.6, 4.0),
    ])
    func envelopeAtDuration(_ duration: Double, _ zeta: Double, _ v0: Double) throws {
        let form = UIKitSpring(duration: duration, dampingRatio: zeta, velocity: v0)
        try form.validate()
        let spring = form.spring
        let w = spring.naturalFrequency
        let envelope = (zeta * w - v0) / (w * (1 - zeta * zeta).squareRoot()) * exp(-zeta * w * duration)
        #expect(isRelativelyClose(envelope, UIKitSpring.epsilon, 1e-12))
        #expect(isClose(spring.dampingRatio, zeta, 1e-14))
        #expect(spring.initialVelocity == v0)
    }

    @Test("critical damping solves e^(−ωd)((ω − v0)d + 1) = ε", arguments: [0.0, 3.0, -2.0])
    func critical(_ v0: Double) {
        let spring = UIKitSpring(duration: 0.8, dampingRatio: 1, velocity: v0).spring
        let w = spring.naturalFrequency
        #expect(isRelativelyClose(exp(-w * 0.8) * ((w - v0) * 0.8 + 1), UIKitSpring.epsilon, 1e-12))
        #expect(isClose(spring.dampingRatio, 1, 1e-15))
    }

    @Test("damping above 1 is clamped to 1, as UIKit does")
    func clampsDamping() {
        #expect(UIKitSpring(duration: 0.5, dampingRatio: 1.7).spring == UIKitSpring(duration: 0.5, dampingRatio: 1).spring)
    }

    @Test("durations are clamped into 0.01...10 s and both ends solve")
    func durationLimits() {
        for (duration, clamped) in [(0.01, 0.01), (10, 10), (0.001, 0.01), (30, 10)] {
            let spring = UIKitSpring(duration: duration, dampingRatio: 0.5).spring
            let w = spring.naturalFrequency
            let envelope = 0.5 / (1 - 0.25).squareRoot() * exp(-0.5 * w * clamped)
            #expect(isRelativelyClose(envelope, UIKitSpring.epsilon, 1e-12), "duration \(duration)")
            #expect(throws: Never.self) { try spring.validate() }
        }
    }

    @Test("spring → UIKit → spring round-trips to 1e-12", arguments: [
        (0.01, 0.5, 0.0), (10, 0.5, 0.0), (0.75, 0.4, 0.0), (0.5, 1, 0.0), (0.6, 1, 2.0), (2, 0.1, 0.5),
        (1, 0.7, -3.0), (0.4, 0.9999, 0.0),
    ])
    func roundTrip(_ duration: Double, _ zeta: Double, _ v0: Double) throws {
        let form = UIKitSpring(duration: duration, dampingRatio: zeta, velocity: v0)
        let back = try UIKitSpring(form.spring)
        #expect(isRelativelyClose(back.duration, duration, 1e-12))
        #expect(isRelativelyClose(back.dampingRatio, zeta, 1e-12))
        #expect(back.velocity == v0)
        #expect(isRelativelyClose(back.spring.stiffness, form.spring.stiffness, 1e-12))
        #expect(isRelativelyClose(back.spring.damping, form.spring.damping, 1e-12))
    }

    @Test("a spring with another mass maps to the same motion at mass 1")
    func foldsMass() throws {
        let heavy = Spring(mass: 2, stiffness: 400, damping: 16)
        let form = try UIKitSpring(heavy)
        #expect(isRelativelyClose(form.spring.stiffness, 200, 1e-12))
        #expect(isRelativelyClose(form.spring.damping, 8, 1e-12))
    }

    @Test("over-damped, undamped and zero-stiffness springs have no UIKit form, with reasons")
    func notRepresentable() {
        #expect(throws: MotionError.notRepresentable(form: "UIKit", reason:
            "damping ratio 1.5 is above 1 and UIKit clamps the damping ratio to 1")) {
            try UIKitSpring(Spring(stiffness: 100, damping: 30))
        }
        #expect((try? UIKitSpring(Spring(stiffness: 100, damping: 30))) == nil)
        #expect(throws: MotionError.notRepresentable(form: "UIKit", reason:
            "an undamped spring never settles, so it has no duration")) {
            try UIKitSpring(Spring(stiffness: 100, damping: 0))
        }
        #expect(throws: MotionError.nonPositiveStiffness(0)) { try UIKitSpring(Spring(stiffness: 0)) }
        #expect(MotionError.notRepresentable(form: "UIKit", reason: "x").description == "this spring has no UIKit form: x")
    }

    @Test("a spring slower than 10 s has no UIKit form")
    // k 1, c 1: ζ 0.5, ω 1, d = ln(0.5/(0.001·√0.75))/0.5 = 12.7169 s.
    func tooSlow() {
        #expect(throws: MotionError.notRepresentable(form: "UIKit", reason:
            "its duration 12.72 s is outside 0.01...10 s, where UIKit clamps it")) {
            try UIKitSpring(Spring(stiffness: 1, damping: 1))
        }
    }

    @Test("validation rejects a zero duration, zero damping and a velocity too fast to settle")
    func validation() {
        #expect(throws: MotionError.outOfRange(parameter: "duration", value: 0, accepted: "above 0 s")) {
            try UIKitSpring(duration: 0, dampingRatio: 0.5).validate()
        }
        #expect(throws: MotionError.outOfRange(parameter: "damping", value: 0, accepted: "above 0; values above 1 act as 1")) {
            try UIKitSpring(duration: 1, dampingRatio: 0).validate()
        }
        #expect(throws: MotionError.outOfRange(parameter: "damping", value: 0.0005,
                                               accepted: "at least 0.001 for the oscillation to decay to 0.001 of the distance")) {
            try UIKitSpring(duration: 1, dampingRatio: 0.0005).validate()
        }
        #expect(throws: Never.self) { try UIKitSpring(duration: 1, dampingRatio: 0.002).validate() }
        #expect(throws: MotionError.notFinite(parameter: "velocity")) {
            try UIKitSpring(duration: 1, dampingRatio: 0.5, velocity: .nan).validate()
        }
        let fast = UIKitSpring(duration: 0.2, dampingRatio: 0.5, velocity: 200)
        #expect(throws: MotionError.self) { try fast.validate() }
        #expect(fast.spring == Spring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 200))
        #expect(throws: MotionError.notRepresentable(form: "UIKit", reason: "at damping 0.5 an initial velocity of 200 "
            + "cannot settle within 0.2 s; lower the velocity or shorten the duration")) {
            try fast.validate()
        }
    }
}
