import Testing
@testable import AnimTuneCore

@Suite("Origami / POP / Rebound spring")
struct OrigamiSpringTests {
    // Bounciness 5, speed 10 by hand (rebound-js BouncyConversion + OrigamiValueConverter):
    // s = 10/1.7/20 = 0.2941176, qcTension = 0.5 + 199.5 s = 59.17647,
    // tension = 194 + (59.17647 − 30)·3.62 = 299.6188;
    // b = 0.8·5/1.7/20 = 0.1176471, 2b − b² = 0.2214533,
    // noBounce(59.17647) = 4.5e-7·59.18³ − 3.32e-4·59.18² + 0.1078·59.18 + 5.84 = 11.14985,
    // qcFriction = 0.7785467·11.14985 + 0.2214533·0.01 = 8.68289, friction = 25 + 3·0.68289 = 27.0487.
    @Test("bounciness 5, speed 10 gives tension 299.6188 and friction 27.0487")
    func handComputed() {
        let form = OrigamiSpring(bounciness: 5, speed: 10)
        #expect(isClose(form.tension, 299.6188235294118, 1e-9))
        #expect(isClose(form.friction, 27.0487, 5e-5))
        #expect(form.spring == Spring(mass: 1, stiffness: form.tension, damping: form.friction))
    }

    @Test("POP's default bounciness 4, speed 12 gives stiffness 342.1 and damping 30.49")
    func popDefault() {
        let spring = OrigamiSpring(bounciness: 4, speed: 12).spring
        #expect(isClose(spring.stiffness, 342.1, 0.005))
        #expect(isClose(spring.damping, 30.49, 0.005))
    }

    @Test("bounciness 0 uses the no-bounce friction of each polynomial piece")
    func noBounce() {
        // speed 1.7·20·(10 − 0.5)/199.5 puts qcTension at 10 (first piece): friction 0.7 − 3.1 + 6.4 + 1.28 = 5.28.
        let form = OrigamiSpring(bounciness: 0, speed: 34 * 9.5 / 199.5)
        #expect(isClose((form.friction - 25) / 3 + 8, 5.28, 1e-12))
        #expect(isClose((form.tension - 194) / 3.62 + 30, 10, 1e-12))
    }

    @Test("Origami → spring → Origami round-trips to 1e-12", arguments: [
        (5.0, 10.0), (0, 5), (4, 12), (12, 16), (25, 20), (40, 3), (-3, 8),
    ])
    func roundTrip(_ bounciness: Double, _ speed: Double) throws {
        let back = try OrigamiSpring(OrigamiSpring(bounciness: bounciness, speed: speed).spring)
        #expect(isClose(back.bounciness, bounciness, 1e-12 * max(1, abs(bounciness))))
        #expect(isRelativelyClose(back.speed, speed, 1e-12))
    }

    @Test("a spring with less friction than any bounciness gives has no Origami form")
    func notRepresentable() {
        #expect(throws: MotionError.notRepresentable(form: "Origami", reason:
            "friction 0.5 is below the least friction bounciness reaches at tension 300")) {
            try OrigamiSpring(Spring(stiffness: 300, damping: 0.5))
        }
    }

    @Test("validation refuses a negative speed; a too-soft spring has no Origami form")
    func validation() {
        #expect(throws: MotionError.outOfRange(parameter: "speed", value: -1, accepted: "0 or more")) {
            try OrigamiSpring(bounciness: 5, speed: -1).validate()
        }
        #expect(throws: Never.self) { try OrigamiSpring(bounciness: 0, speed: 0).validate() }
        #expect(isClose(OrigamiSpring(bounciness: 0, speed: 0).tension, 87.21, 1e-12))
        #expect(throws: MotionError.notRepresentable(form: "Origami", reason:
            "tension 50 is below 87.21, the tension at speed 0")) {
            try OrigamiSpring(Spring(stiffness: 50, damping: 20))
        }
    }
}
