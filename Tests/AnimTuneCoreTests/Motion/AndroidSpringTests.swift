import Testing
@testable import AnimTuneCore

@Suite("Android SpringForce / Compose spring")
struct AndroidSpringTests {
    @Test("the named constants are SpringForce's and Compose's")
    func constants() {
        #expect(AndroidSpring.stiffnessHigh == 10_000)
        #expect(AndroidSpring.stiffnessMedium == 1_500)
        #expect(AndroidSpring.stiffnessMediumLow == 400)
        #expect(AndroidSpring.stiffnessLow == 200)
        #expect(AndroidSpring.stiffnessVeryLow == 50)
        #expect(AndroidSpring.dampingRatioHighBouncy == 0.2)
        #expect(AndroidSpring.dampingRatioMediumBouncy == 0.5)
        #expect(AndroidSpring.dampingRatioLowBouncy == 0.75)
        #expect(AndroidSpring.dampingRatioNoBouncy == 1)
    }

    @Test("stiffness 1500, ratio 0.5 is mass 1, damping 2ζ√k = 38.7298")
    func forward() {
        let spring = AndroidSpring(stiffness: AndroidSpring.stiffnessMedium,
                                   dampingRatio: AndroidSpring.dampingRatioMediumBouncy).spring
        #expect(spring.mass == 1)
        #expect(spring.stiffness == 1_500)
        #expect(isClose(spring.damping, 38.72983346207417, 1e-12))
    }

    @Test("a mass other than 1 is folded into k/m and c/m, keeping the motion")
    func foldsMass() {
        let heavy = Spring(mass: 2, stiffness: 800, damping: 24, initialVelocity: 3)
        let form = AndroidSpring(heavy)
        #expect(form.stiffness == 400)
        #expect(isClose(form.dampingRatio, 0.3, 1e-15))
        for t in [0.05, 0.2, 0.7] {
            #expect(isClose(form.spring.progress(at: t), heavy.progress(at: t), 1e-14))
        }
    }

    @Test("Android → spring → Android round-trips to 1e-12", arguments: [
        (10_000.0, 0.2), (1_500, 0.5), (400, 0.75), (200, 1), (50, 1.8),
    ])
    func roundTrip(_ stiffness: Double, _ ratio: Double) {
        let back = AndroidSpring(AndroidSpring(stiffness: stiffness, dampingRatio: ratio, initialVelocity: -1).spring)
        #expect(isRelativelyClose(back.stiffness, stiffness, 1e-12))
        #expect(isRelativelyClose(back.dampingRatio, ratio, 1e-12))
        #expect(back.initialVelocity == -1)
    }

    @Test("validation refuses zero stiffness and a negative damping ratio")
    func validation() {
        #expect(throws: MotionError.nonPositiveStiffness(0)) { try AndroidSpring(stiffness: 0, dampingRatio: 1).validate() }
        #expect(throws: MotionError.negativeDamping(-40)) { try AndroidSpring(stiffness: 400, dampingRatio: -1).validate() }
        #expect(throws: Never.self) { try AndroidSpring(stiffness: 50, dampingRatio: 0).validate() }
    }
}
