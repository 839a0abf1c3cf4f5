import Testing
@testable import AnimTuneCore

/// Exporters return what they cannot match beside the text, one line each.
@Suite("Export warnings")
struct ExportWarningTests {
    static let slow = "its linear() is up to 0.963 of the distance from the spring, beyond the tolerance 0.001: the spring"
        + " takes 6250 s to settle within it and the easing stops at 100 s"

    @Test("a spring whose linear() cannot keep to the tolerance is one warning in css and tokens, none elsewhere")
    func slowSpring() throws {
        let state = try SpringScene().defaultState.setting([("spring.mass", "1000"), ("spring.stiffness", "0.01")])
        let preset = Preset(name: "slow", state: state)
        for exporter in ExportCatalog.all {
            let warnings = exporter.output(preset, options: ExportOptions()).warnings
            let expected = exporter.optionNames.contains(ExportOptions.toleranceName) ? [ExportWarning(key: "spring", message: Self.slow)] : []
            #expect(warnings == expected, "\(exporter.format)")
            #expect(warnings.allSatisfy { !$0.description.contains("\n") })
        }
    }

    @Test("the shipped scenes export without warnings", arguments: SceneCatalog.all.map(\.name))
    func shippedScenes(_ name: String) throws {
        let preset = Preset(name: name, state: try SceneCatalog.scene(named: name).defaultState)
        for exporter in ExportCatalog.all {
            #expect(exporter.output(preset, options: ExportOptions()).warnings == [], "\(exporter.format)")
        }
    }
}
