import Testing
@testable import AnimTuneCore

@Suite("SwiftUI spring")
struct SwiftUISpringTests {
    @Test("Spring(duration: 0.5, bounce: 0.3) is mass 1, stiffness 157.9, damping 17.6 (Apple's docs)")
    func appleForward() {
        let spring = SwiftUISpring(duration: 0.5, bounce: 0.3).spring
        #expect(spring.mass == 1)
        #expect(isClose(spring.stiffness, 157.9, 0.05))
        #expect(isClose(spring.damping, 17.6, 0.05))
    }

    @Test("Spring(mass: 1, stiffness: 100, damping: 10) is duration 0.63, bounce 0.5 (Apple's docs)")
    func appleInverse() {
        let form = SwiftUISpring(Spring(mass: 1, stiffness: 100, damping: 10))
        #expect(isClose(form.duration, 0.63, 0.005))
        #expect(isClose(form.response, 0.63, 0.005))
        #expect(isClose(form.bounce, 0.5, 1e-15))
        #expect(isClose(form.dampingRatio, 0.5, 1e-15))
    }

    @Test("bounce maps to ζ = 1 − bounce, and negative bounce to ζ = 1/(1 + bounce)")
    func bounceMapping() {
        #expect(SwiftUISpring(duration: 1, bounce: 0).dampingRatio == 1)
        #expect(isClose(SwiftUISpring(duration: 1, bounce: 0.25).dampingRatio, 0.75, 1e-15))
        #expect(isClose(SwiftUISpring(duration: 1, bounce: -0.5).dampingRatio, 2, 1e-15))
        #expect(isClose(SwiftUISpring(duration: 1, bounce: -0.5).bounce, -0.5, 1e-15))
        #expect(isClose(SwiftUISpring(response: 1, dampingRatio: 4).bounce, -0.75, 1e-15))
        #expect(SwiftUISpring(duration: 1, bounce: 1).dampingRatio == 0)
    }

    @Test("the response is the perceptual duration 2π/ω0")
    func responseIsPeriod() {
        let spring = SwiftUISpring(response: 0.4, dampingRatio: 0.8).spring
        #expect(isRelativelyClose(spring.naturalFrequency, 2 * .pi / 0.4, 1e-15))
        #expect(isRelativelyClose(spring.dampingRatio, 0.8, 1e-15))
    }

    @Test("SwiftUI → spring → SwiftUI round-trips to 1e-12", arguments: [
        (0.5, 0.3), (0.01, 0.0), (10, 0.9), (0.35, -0.4), (1.2, -0.9), (0.6, 1.0),
    ])
    func roundTrip(_ duration: Double, _ bounce: Double) {
        let form = SwiftUISpring(duration: duration, bounce: bounce, initialVelocity: 1.5)
        let back = SwiftUISpring(form.spring)
        #expect(isRelativelyClose(back.response, duration, 1e-12))
        #expect(isClose(back.bounce, bounce, 1e-12))
        #expect(back.initialVelocity == 1.5)
    }

    @Test("spring → SwiftUI → spring keeps the motion, folding a mass other than 1")
    func physicalRoundTrip() {
        let heavy = Spring(mass: 4, stiffness: 900, damping: 30, initialVelocity: 2)
        let back = SwiftUISpring(heavy).spring
        #expect(back.mass == 1)
        #expect(isRelativelyClose(back.stiffness, 225, 1e-12))
        #expect(isRelativelyClose(back.damping, 7.5, 1e-12))
        #expect(back.initialVelocity == 2)
    }

    @Test("validation rejects a zero response and a bounce at or below −1")
    func validation() {
        #expect(throws: MotionError.outOfRange(parameter: "response", value: 0, accepted: "above 0 s")) {
            try SwiftUISpring(response: 0, dampingRatio: 1).validate()
        }
        #expect(throws: MotionError.self) { try SwiftUISpring(duration: 1, bounce: -1).validate() }
        #expect(throws: MotionError.self) { try SwiftUISpring(duration: 1, bounce: 1.5).validate() }
        #expect(throws: Never.self) { try SwiftUISpring(duration: 1, bounce: -0.99).validate() }
        #expect(MotionError.outOfRange(parameter: "bounce", value: 1.5, accepted: "above -1 and at most 1").description
            == "bounce must be above -1 and at most 1 (got 1.5)")
    }
}
