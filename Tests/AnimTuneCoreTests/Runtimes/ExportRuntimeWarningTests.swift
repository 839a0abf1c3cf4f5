import Testing
@testable import AnimTuneCore

@Suite("Exports warn when the target renders the spring differently")
struct ExportRuntimeWarningTests {
    static func preset(_ assignments: [(key: String, text: String)]) throws -> Preset {
        Preset(name: "spring", description: "", state: try SpringScene().defaultState.setting(assignments))
    }

    @Test("an over-damped spring warns in uikit and swiftui, once; compose and android warn only of their own ends")
    func overdamped() throws {
        let preset = try Self.preset([("spring.mass", "1"), ("spring.stiffness", "100"), ("spring.dampingCoefficient", "40")])
        #expect(UIKitExporter().output(preset, options: ExportOptions()).warnings.map(\.description) == [
            "spring: Core Animation without allowsOverdamping (before iOS 17) renders ζ 2 as critically damped (coreanimation): "
                + "up to 28.6 % of the distance off the spring as set, over the tolerance 0.1 %",
        ])
        #expect(SwiftUIExporter().output(preset, options: ExportOptions()).warnings.count == 1)
        for exporter in ExportCatalog.all where !["uikit", "swiftui"].contains(exporter.format) {
            let warnings = exporter.output(preset, options: ExportOptions()).warnings
            #expect(warnings.allSatisfy { !$0.message.contains("critically damped") }, "\(exporter.format)")
            #expect(warnings.count == (["compose", "android"].contains(exporter.format) ? 1 : 0), "\(exporter.format): \(warnings)")
        }
    }

    @Test("a SwiftUI .spring warns of its 300 Hz steps, with the stiffness cap when a response is under it, and names interpolatingSpring")
    func stiffnessCap() throws {
        let fast = try Self.preset([("spring.response", "0.02"), ("spring.dampingFraction", "0.7")])
        #expect(SwiftUIExporter().output(fast, options: ExportOptions()).warnings.first?.message
                    .hasPrefix("SwiftUI's .spring steps it at 300 Hz with stiffness capped at 45000 (response 0.02 s runs as 0.0296 s)") == true)
        let usual = try Self.preset([("spring.response", "0.5"), ("spring.dampingFraction", "0.7")])
        let warning = try #require(SwiftUIExporter().output(usual, options: ExportOptions()).warnings.first).message
        #expect(warning.hasPrefix("SwiftUI's .spring steps it at 300 Hz and ends it near rest (swiftui): up to "), "\(warning)")
        #expect(warning.hasSuffix("; Animation.interpolatingSpring(mass:stiffness:damping:initialVelocity:) follows the closed form"
            + "; measured on a move of 100 pt at 60 fps (the thresholds are absolute; metrics --distance D measures yours)"))
    }
}
