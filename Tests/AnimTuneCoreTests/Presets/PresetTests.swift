import Foundation
import Testing
@testable import AnimTuneCore

@Suite("Presets")
struct PresetTests {
    @Test("save then load round-trips every parameter of every scene exactly")
    func roundTrip() throws {
        for scene in SceneCatalog.all {
            var state = scene.defaultState
            for parameter in scene.parameters {
                guard case .number(_, let range) = parameter.kind else { continue }
                try state.apply(key: parameter.key, value: .number(range.lowerBound + (range.upperBound - range.lowerBound) / 3))
            }
            let text = Preset(name: "x", description: "d", state: state).text
            let loaded = try PresetDecoder.decode(text)
            #expect(loaded.state == state, "\(scene.name)")
            #expect(loaded.text == text)
        }
    }

    @Test("spring groups keep their form and exact values")
    func springForms() throws {
        let state = try SpringScene().defaultState.setting([(key: "spring.duration", text: "3"), (key: "spring.damping", text: "0.25")])
        let loaded = try PresetDecoder.decode(Preset(name: "x", state: state).text)
        #expect(loaded.state.setting("spring") == .uikit(UIKitSpring(duration: 3, dampingRatio: 0.25, velocity: 0)))
    }

    @Test("a SwiftUI spring keeps the notation it was written in: dampingFraction or bounce",
          arguments: [("spring.dampingFraction", "0.8", SwiftUINotation.dampingFraction, "\"dampingFraction\": 0.8"),
                      ("spring.bounce", "0.25", SwiftUINotation.bounce, "\"bounce\": 0.25")])
    func swiftUINotation(key: String, value: String, notation: SwiftUINotation, json: String) throws {
        let state = try SpringScene().defaultState.setting([(key: "spring.response", text: "0.4"), (key: key, text: value)])
        let text = Preset(name: "x", state: state).text
        #expect(text.contains(json))
        let loaded = try PresetDecoder.decode(text)
        guard case .swiftui(let spring, 0, let loadedNotation) = loaded.state.setting("spring") else {
            Issue.record("not a SwiftUI spring: \(loaded.state.setting("spring"))")
            return
        }
        #expect(loadedNotation == notation)
        #expect(spring == state.setting("spring").swiftui)
    }

    @Test("a SwiftUI spring needs exactly one of dampingFraction and bounce")
    func swiftUINotationErrors() {
        let physical = "\"form\": \"physical\", \"mass\": 1, \"stiffness\": 100, \"dampingCoefficient\": 10"
        #expect(decodeError(validText.replacingOccurrences(of: physical, with: "\"form\": \"swiftui\", \"response\": 0.5"))
            == "parameters.spring: missing 'dampingFraction' or 'bounce' for a swiftui spring")
        #expect(decodeError(validText.replacingOccurrences(of: physical, with:
            "\"form\": \"swiftui\", \"response\": 0.5, \"bounce\": 0.2, \"dampingFraction\": 0.8"))
            == "parameters.spring: give 'dampingFraction' or 'bounce' for a swiftui spring, not both")
    }

    private func decodeError(_ text: String) -> String {
        do {
            _ = try PresetDecoder.decode(text)
            return "no error"
        } catch {
            return error.description
        }
    }

    private let validText = """
    {"format": "animtune-preset", "version": 1, "scene": "spring", "name": "x",
     "parameters": {"curve": {"value": "easeIn", "duration": 0.5}, "spring": {"form": "physical", "mass": 1, "stiffness": 100, "dampingCoefficient": 10}}}
    """

    @Test("a valid preset decodes")
    func validPresetDecodes() throws {
        let preset = try PresetDecoder.decode(validText)
        #expect(preset.state.curve("curve") == .easeIn)
        #expect(preset.state.number("curve.duration") == 0.5)
    }

    @Test("every error names its place")
    func errors() {
        #expect(decodeError(String(validText.prefix(60))) == "line 1, column 61: unterminated string; the file may be truncated")
        #expect(decodeError(validText.replacingOccurrences(of: "\"duration\": 0.5", with: "\"duraton\": 0.5"))
            == "parameters.curve.duraton: unknown parameter of scene 'spring'; did you mean 'curve.duration'?")
        #expect(decodeError(validText.replacingOccurrences(of: "\"duration\": 0.5", with: "\"duration\": 50"))
            == "parameters.curve.duration: curve.duration: 50 s is out of range; accepted: 0.01…10 s")
        #expect(decodeError(validText.replacingOccurrences(of: "\"duration\": 0.5", with: "\"duration\": \"0.5\""))
            == "parameters.curve.duration: expected a number in s")
        #expect(decodeError(validText.replacingOccurrences(of: "\"version\": 1", with: "\"version\": 2"))
            == "version: 2 is newer than this animtune reads (1); update animtune")
        #expect(decodeError(validText.replacingOccurrences(of: "\"scene\": \"spring\"", with: "\"scene\": \"sprin\""))
            == "scene: unknown scene 'sprin'; did you mean 'spring'? scenes: \(SceneCatalog.names.joined(separator: ", "))")
        #expect(decodeError(validText.replacingOccurrences(of: "\"stiffness\": 100", with: "\"stiffness\": 0"))
            == "parameters.spring.stiffness: 0 N/m is out of range; accepted: 0.01…100000 N/m")
        #expect(decodeError(validText.replacingOccurrences(of: "\"form\": \"physical\"", with: "\"form\": \"uikit\""))
            == "parameters.spring.mass: not a key of a uikit spring (accepted: form, duration, damping, velocity)")
        #expect(decodeError(validText.replacingOccurrences(of: "\"form\": \"physical\", \"mass\": 1, \"stiffness\": 100, \"dampingCoefficient\": 10",
                                                           with: "\"form\": \"uikit\", \"duration\": 1, \"damping\": 1, \"velocity\": 10"))
            == "parameters.spring: this spring has no UIKit form: at damping 1 an initial velocity of 10 cannot settle within 1 s; "
            + "lower the velocity or shorten the duration")
        #expect(decodeError(validText.replacingOccurrences(of: "\"format\": \"animtune-preset\"", with: "\"format\": \"x\""))
            == "format: expected \"animtune-preset\"; this is not an animtune preset")
        #expect(decodeError(validText.replacingOccurrences(of: "\"name\": \"x\",", with: "\"name\": \"x\", \"nmae\": 1,"))
            == "nmae: unknown key; did you mean 'name'? (accepted: $schema, format, version, scene, name, description, parameters)")
        #expect(decodeError(validText.replacingOccurrences(of: "\"easeIn\"", with: "\"ease-in\""))
            == "parameters.curve.value: 'ease-in' is not how a preset writes it; write \"easeIn\" (accepted: linear, easeIn,"
            + " easeOut, easeInOut, default or cubic-bezier(x1, y1, x2, y2) with plain decimals and x1, x2 in 0…1)")
    }
}
