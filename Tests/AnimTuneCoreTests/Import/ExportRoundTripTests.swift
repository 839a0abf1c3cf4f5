import Testing
@testable import AnimTuneCore

/// What animtune exports, `import` reads back: every spring group, timing curve and other
/// value of every scene, in every format, as the same spring (1e-9 relative), the same curve
/// and the same value. A CSV holds
/// only samples: its springs come back by fitting, to within 1e-6 in ω0, ζ and velocity.
@Suite("Export → import round trip")
struct ExportRoundTripTests {
    /// css-js is the css file's companion script; the css file is what carries the notes back.
    static let cases = ExportCase.all.filter { ($0.options == ExportOptions() || $0.exporter.format != "css") && $0.exporter.format != "css-js" }

    @Test("every export format of every scene imports back to the same springs and curves", arguments: cases)
    func roundTrip(_ exportCase: ExportCase) throws {
        let preset = try exportCase.preset()
        let result = try DialectDetector.read(try exportCase.export())
        guard case .file(let sceneName, let springs, let curves) = result.value else {
            Issue.record("read as \(result.dialect), not as a whole file")
            return
        }
        #expect(sceneName == preset.scene.name)
        let isSamples = exportCase.exporter.format == "csv"
        for group in preset.scene.springGroups {
            let want = preset.state.spring(group.prefix)
            guard let got = springs[group.prefix]?.spring else {
                Issue.record("\(group.prefix) missing from the \(exportCase.exporter.format) import")
                continue
            }
            if isSamples {
                for (name, a, b) in [("ω0", got.naturalFrequency, want.naturalFrequency), ("ζ", got.dampingRatio, want.dampingRatio),
                                     ("velocity", got.initialVelocity, want.initialVelocity)] {
                    #expect(abs(a - b) <= 1e-6 * max(1, abs(b)), "\(group.prefix) \(name): \(a) vs \(b)")
                }
            } else {
                #expect(springs[group.prefix]?.form == preset.state.setting(group.prefix).form, "\(group.prefix) form")
                for (name, a, b) in [("mass", got.mass, want.mass), ("stiffness", got.stiffness, want.stiffness),
                                     ("damping", got.damping, want.damping), ("velocity", got.initialVelocity, want.initialVelocity)] {
                    #expect(abs(a - b) <= 1e-9 * max(1, abs(b)), "\(group.prefix) \(name): \(a) vs \(b)")
                }
            }
        }
        guard !isSamples else {
            #expect(result.missing.contains("card.top") == (preset.scene.name == "card"), "\(result.missing)")
            return
        }
        #expect(result.missing.isEmpty, "not in the \(exportCase.exporter.format) file: \(result.missing)")
        for parameter in preset.scene.parameters where parameter.kind != .timingCurve {
            #expect(result.values[parameter.key] == (preset.state.values[parameter.key] ?? parameter.defaultValue),
                    "\(parameter.key): \(result.values[parameter.key].map(String.init(describing:)) ?? "missing")")
        }
        for parameter in preset.scene.parameters where parameter.kind == .timingCurve {
            #expect(curves[parameter.key]?.bezier == preset.state.curve(parameter.key).bezier,
                    "\(parameter.key): \(curves[parameter.key].map(String.init(describing:)) ?? "missing")")
        }
    }

    @Test("the card's top and present damping interval come back from every format but csv, which says it lacks them; css-js lacks only curves",
          arguments: ExportCatalog.all.map(\.format))
    func derivedSpringInputs(_ format: String) throws {
        let exporter = try #require(ExportCatalog.exporter(for: format))
        let scene = try #require(SceneCatalog.all.first { $0.name == "card" })
        let preset = Preset(name: "card", state: try scene.defaultState.setting([("card.top", "150"), ("present.dampingInterval", "0.4")]))
        let result = try DialectDetector.read(exporter.export(preset, options: ExportOptions()))
        if format == "csv" {
            #expect(result.values.isEmpty)
            #expect(result.missing.contains("card.top") && result.missing.contains("present.dampingInterval"), "\(result.missing)")
        } else {
            #expect(result.values["card.top"] == .number(150))
            #expect(result.values["present.dampingInterval"] == .number(0.4))
            // css-js is the css file's companion script: it writes the present spring, not the curves.
            let curves = Set(scene.parameters.filter { $0.kind == .timingCurve }.map(\.key))
            #expect(format == "css-js" ? Set(result.missing).isSubset(of: curves) : result.missing.isEmpty, "\(result.missing)")
        }
    }
}
