import Testing
@testable import AnimTuneCore

/// What `import --from FILE` reads from a file of each new format: every spring group in the
/// form it was set in (and the timing curves where the format carries them), exactly.
@Suite("New export targets round-trip through import")
struct TargetRoundTripTests {
    /// Format, options, whether timing curves come back too (every one does).
    static let formats: [(String, ExportOptions, Bool)] = {
        var jsx = ExportOptions()
        jsx.jsx = true
        return [("lottie", ExportOptions(), true), ("aftereffects", ExportOptions(), false), ("aftereffects", jsx, false),
                ("flutter", ExportOptions(), true), ("waapi", ExportOptions(), true), ("figma", ExportOptions(), true)]
    }()

    static let states: [(String, [(key: String, text: String)])] = [
        ("spring", [("spring.response", "0.45"), ("spring.bounce", "0.25"), ("curve", "cubic-bezier(0.3, 0.1, 0.2, 1)")]),
        ("spring", [("spring.duration", "0.6"), ("spring.damping", "0.55")]),
        ("card", []), ("notch", []), ("tabbar", [("spring.mass", "1.25"), ("spring.stiffness", "210.5")]), ("profile", []),
    ]

    @Test("every spring group (and curve where the format has them) comes back as set", arguments: 0..<states.count)
    func roundTrip(_ index: Int) throws {
        let (name, assignments) = Self.states[index]
        let scene = try SceneCatalog.scene(named: name)
        let state = try scene.defaultState.setting(assignments)
        for (format, options, hasCurves) in Self.formats {
            let exporter = try #require(ExportCatalog.exporter(for: format))
            let text = exporter.export(Preset(name: name, state: state), options: options)
            let result = try DialectDetector.read(text)
            guard case .file(let sceneName, let springs, let curves) = result.value else {
                Issue.record("\(format): read as \(result.dialect)")
                continue
            }
            #expect(sceneName == scene.name)
            for group in scene.springGroups {
                let label = "\(name) \(format) \(options.jsx ? "--jsx " : "")\(group.prefix)"
                let expected = state.setting(group.prefix), read = try #require(springs[group.prefix], "\(label): missing")
                #expect(read.formDescription.prefix(8) == expected.formDescription.prefix(8), "\(label): \(read)")
                // As exact as the notes, which carry the values as typed (10 digits; a derived damping too).
                for (a, b) in [(read.spring.mass, expected.spring.mass), (read.spring.stiffness, expected.spring.stiffness),
                               (read.spring.damping, expected.spring.damping), (read.spring.initialVelocity, expected.spring.initialVelocity)] {
                    #expect(abs(a - b) <= 1e-9 * max(1, abs(b)), "\(label): \(read) vs \(expected)")
                }
            }
            guard hasCurves else { continue }
            for parameter in scene.parameters where parameter.kind == .timingCurve {
                #expect(curves[parameter.key] == state.curve(parameter.key), "\(name) \(format) \(parameter.key)")
            }
        }
    }
}
