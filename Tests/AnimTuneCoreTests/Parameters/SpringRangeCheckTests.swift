import Testing
@testable import AnimTuneCore

@Suite("springs from outside 'set' are held to the parameter ranges")
struct SpringRangeCheckTests {
    @Test("a key outside its range is refused in one line naming the key, the value and the range")
    func refused() {
        let huge = SpringSetting.physical(Spring(mass: 1, stiffness: 1e300, damping: 0))
        #expect(throws: SpringRangeError(source: "imported", key: "spring.stiffness", field: .stiffness, value: 1e300)) {
            try SpringRangeCheck(huge, group: "spring")
        }
        let error = SpringRangeError(source: "imported", key: "spring.stiffness", field: .stiffness, value: 1e300)
        #expect(error.description == "imported stiffness 1e+300 N/m is outside 0.01…100000 N/m (the range of spring.stiffness)")
        let tiny = SpringSetting.swiftui(SwiftUISpring(response: 1e-20, dampingRatio: 0.7), velocity: 0, notation: .dampingFraction)
        #expect(throws: SpringRangeError(source: "fitted", key: "dismiss.spring.response", field: .response, value: 1e-20)) {
            try SpringRangeCheck(tiny, group: "dismiss.spring", source: "fitted")
        }
    }

    @Test("the damping coefficient a dialect's ratio becomes is checked too, and nothing that is not finite passes")
    func derived() {
        let android = SpringSetting.physical(AndroidSpring(stiffness: 400, dampingRatio: 1e20).spring)
        #expect(throws: SpringRangeError.self) { try SpringRangeCheck(android, group: "spring") }
        let notFinite = SpringSetting.physical(Spring(mass: 1, stiffness: 100, damping: 10, initialVelocity: .nan))
        #expect(throws: SpringRangeError.self) { try SpringRangeCheck(notFinite, group: "spring", wider: [WiderRange(.velocity, -1e9...1e9, reason: "")]) }
    }

    @Test("a value inside the dialect's wider range is clamped, with a warning saying which and why")
    func clamped() throws {
        let uikit = SpringSetting.uikit(UIKitSpring(duration: 0.5, dampingRatio: 1.5, velocity: 0))
        let check = try SpringRangeCheck(uikit, group: "spring", wider: [WiderRange(.damping, 1...1e300, reason: "UIKit treats damping above 1 as 1")])
        #expect(check.setting == .uikit(UIKitSpring(duration: 0.5, dampingRatio: 1, velocity: 0)))
        #expect(check.warnings == ["imported damping 1.5 clamped to 1, the nearest in 0.01…1 (the range of spring.damping); "
            + "UIKit treats damping above 1 as 1"])
        // Outside the wider range as well: refused.
        let zero = SpringSetting.uikit(UIKitSpring(duration: 0.5, dampingRatio: 0.001, velocity: 0))
        #expect(throws: SpringRangeError.self) {
            try SpringRangeCheck(zero, group: "spring", wider: [WiderRange(.damping, 1...1e300, reason: "")])
        }
    }

    @Test("a spring inside every range is kept as it is, without warnings")
    func inside() throws {
        for setting in [SpringSetting.physical(Spring(mass: 1000, stiffness: 0.01, damping: 0.001, initialVelocity: -100)),
                        .swiftui(SwiftUISpring(duration: 0.5, bounce: -0.9), velocity: 0, notation: .bounce),
                        .uikit(UIKitSpring(duration: 10, dampingRatio: 0.01, velocity: 0))] {
            let check = try SpringRangeCheck(setting, group: "spring")
            #expect(check.setting == setting)
            #expect(check.warnings.isEmpty)
        }
    }
}
