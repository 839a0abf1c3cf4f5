import Testing
@testable import AnimTuneCore

@Suite("Exports warn when the target renders the spring differently")
struct ExportRuntimeWarningTests {
    static func preset(_ assignments: [(key: String, text: String)]) throws -> Preset {
        Preset(name: "spring", description: "", state: try SpringScene().defaultState.setting(assignments))
    }

    @Test("an over-damped spring warns in uikit and swiftui, once, and nowhere else")
    func overdamped() throws {
        let preset = try Self.preset([("spring.mass", "1"), ("spring.stiffness", "100"), ("spring.dampingCoefficient", "40")])
        #expect(UIKitExporter().output(preset, options: ExportOptions()).warnings.map(\.description) == [
            "spring: Core Animation without allowsOverdamping (before iOS 17) renders ζ 2 as critically damped (coreanimation): "
                + "up to 28.6 % of the distance off the spring as set",
        ])
        #expect(SwiftUIExporter().output(preset, options: ExportOptions()).warnings.count == 1)
        for exporter in ExportCatalog.all where !["uikit", "swiftui"].contains(exporter.format) {
            #expect(exporter.output(preset, options: ExportOptions()).warnings.isEmpty, "\(exporter.format)")
        }
    }

    @Test("a SwiftUI response under the stiffness cap warns; one above it does not")
    func stiffnessCap() throws {
        let fast = try Self.preset([("spring.response", "0.02"), ("spring.dampingFraction", "0.7")])
        #expect(SwiftUIExporter().output(fast, options: ExportOptions()).warnings.first?.message
                    .hasPrefix("SwiftUI's .spring steps it at 300 Hz with stiffness capped at 45000 (response 0.02 s runs as 0.0296 s)") == true)
        let usual = try Self.preset([("spring.response", "0.5"), ("spring.dampingFraction", "0.7")])
        #expect(SwiftUIExporter().output(usual, options: ExportOptions()).warnings.isEmpty)
    }
}
