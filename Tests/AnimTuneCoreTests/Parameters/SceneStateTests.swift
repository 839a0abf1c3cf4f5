import Testing
import TestPrerequisites
@testable import AnimTuneCore

@Suite("Scene state")
struct SceneStateTests {
    let scene = SpringScene()

    @Test("several assignments apply together or not at all")
    func atomicAssignments() {
        let state = scene.defaultState
        #expect(throws: ParameterError.self) {
            try state.setting([(key: "spring.mass", text: "2"), (key: "curve.duration", text: "-1")])
        }
        #expect(state.isDefault)
    }

    @Test("setting a SwiftUI key keeps the response and switches the form")
    func swiftUIForm() throws {
        let state = try scene.defaultState.setting([(key: "spring.bounce", text: "0.3")])
        #expect(state.setting("spring").form == .swiftui)
        assertClose(state.number("spring.response"), 2 * Double.pi / 10, .absolute(1e-12))
        assertClose(state.number("spring.dampingFraction"), 0.7, .absolute(1e-12))
    }

    @Test("an over-damped spring has no UIKit form but the other keys still work")
    func overDamped() throws {
        let state = try scene.defaultState.setting([(key: "spring.dampingCoefficient", text: "40")])
        #expect(state.number("spring.duration").isNaN)
        assertClose(state.number("spring.dampingFraction"), 2, .absolute(1e-12))
    }

    @Test("velocity is kept when the form changes")
    func velocityKept() throws {
        let state = try scene.defaultState.setting([(key: "spring.velocity", text: "2"), (key: "spring.response", text: "0.5s")])
        #expect(state.spring("spring").initialVelocity == 2)
    }

    @Test("every default lies in its range")
    func defaultsInRange() throws {
        for scene in SceneCatalog.all {
            for key in scene.keys {
                let parameter = try #require(scene.parameter(forKey: key))
                if case .number(let number) = parameter.defaultValue, number.isNaN { continue }
                #expect(throws: Never.self, "\(scene.name).\(key)") { try parameter.validate(parameter.defaultValue) }
            }
        }
    }
}
