import Testing
@testable import AnimTuneCore

/// Exporters return what they cannot match beside the text, one line each.
@Suite("Export warnings")
struct ExportWarningTests {
    static let slow = "its linear() is up to 0.963 of the distance from the spring, beyond the tolerance 0.001: the spring"
        + " takes 6250 s to settle within it and the easing stops at 100 s"

    /// The same spring is over-damped (ζ 1.58): Apple's APIs without over-damping render it critical.
    static let critical = [
        "uikit": "Core Animation without allowsOverdamping (before iOS 17) renders ζ 1.58 as critically damped (coreanimation):"
            + " up to 19.5 % of the distance off the spring as set",
        "swiftui": "SwiftUI's interpolatingSpring without allowOverDamping (before iOS 17) renders ζ 1.58 as critically damped"
            + " (swiftui-interpolating): up to 19.5 % of the distance off the spring as set",
    ]

    @Test("a spring whose linear() cannot keep to the tolerance is one warning in css and tokens; its over-damping one in uikit and swiftui")
    func slowSpring() throws {
        let state = try SpringScene().defaultState.setting([("spring.mass", "1000"), ("spring.stiffness", "0.01")])
        let preset = Preset(name: "slow", state: state)
        for exporter in ExportCatalog.all {
            let warnings = exporter.output(preset, options: ExportOptions()).warnings
            if exporter.format == "lottie" {
                #expect(warnings.map(\.key) == ["spring"] && warnings[0].message.hasPrefix("its Bézier keyframes are up to 0.963 of the travel"),
                        "\(warnings)")
                continue
            }
            let expected = ["css", "tokens", "waapi"].contains(exporter.format) ? [ExportWarning(key: "spring", message: Self.slow)]
                : Self.critical[exporter.format].map { [ExportWarning(key: "spring", message: $0)] } ?? []
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
