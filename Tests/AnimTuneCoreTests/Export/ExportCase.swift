import Foundation
@testable import AnimTuneCore

/// One export to check: a scene in some state, a format and its options. Every scene's
/// defaults in every format, plus spring-scene variants that exercise each spring form.
struct ExportCase: CustomStringConvertible, Sendable {
    let scene: any Scene
    /// "" for the scene's defaults, else what is set ("uikit-form").
    let variant: String
    let assignments: [(key: String, text: String)]
    let exporter: any Exporter
    let options: ExportOptions

    var description: String { "\(scene.name)\(variant.isEmpty ? "" : "-" + variant) \(exporter.format)" }

    /// `spring-css.css`, `spring-tokens.tokens.json`, `spring-uikit-form-uikit.swift.golden`:
    /// Swift files get `.golden` so SwiftPM does not compile them into the test target (the
    /// other goldens are reported as unhandled files, a warning, until the package excludes
    /// `Export/Golden`).
    var goldenName: String {
        let name = "\(scene.name)\(variant.isEmpty ? "" : "-" + variant)-\(exporter.format).\(exporter.fileExtension)"
        return exporter.fileExtension == "swift" ? name + ".golden" : name
    }

    func preset() throws -> Preset {
        Preset(name: scene.name, state: try scene.defaultState.setting(assignments))
    }

    func export() throws -> String { exporter.export(try preset(), options: options) }

    /// Variants of the spring scene: (name, assignments, formats, options).
    private static let springVariants: [(String, [(key: String, text: String)], [String], ExportOptions)] = [
        ("uikit-form", [("spring.duration", "0.5"), ("spring.damping", "0.7")], ["swiftui", "uikit"], ExportOptions()),
        ("swiftui-form", [("spring.response", "0.5"), ("spring.bounce", "0.3")], ["swiftui", "uikit"], ExportOptions()),
        ("mass-velocity", [("spring.mass", "2"), ("spring.velocity", "1.5")],
         ["swiftui", "uikit", "compose", "android", "motion", "css", "tokens"], ExportOptions()),
        ("overdamped", [("spring.dampingCoefficient", "30"), ("curve", "cubic-bezier(0.2, 0, 0, 1)")],
         ["swiftui", "uikit", "css", "compose", "android", "motion", "tokens"], ExportOptions()),
        ("bezier", [], ["css"], ExportOptions(bezier: true)),
        ("tolerance", [], ["css"], ExportOptions(tolerance: 0.01)),
        ("handoff", [("spring.response", "0.5"), ("spring.dampingFraction", "0.7")],
         ["swiftui", "uikit", "compose", "android", "motion", "css"], ExportOptions(handoff: true)),
        ("handoff-overdamped", [("spring.dampingCoefficient", "30")], ["uikit"], ExportOptions(handoff: true)),
    ]

    static var all: [ExportCase] {
        var cases: [ExportCase] = []
        for scene in SceneCatalog.all {
            for exporter in ExportCatalog.all {
                cases.append(ExportCase(scene: scene, variant: "", assignments: [], exporter: exporter, options: ExportOptions()))
            }
            guard scene.name == "spring" else { continue }
            for (name, assignments, formats, options) in springVariants {
                for exporter in ExportCatalog.all where formats.contains(exporter.format) {
                    cases.append(ExportCase(scene: scene, variant: name, assignments: assignments, exporter: exporter, options: options))
                }
            }
        }
        return cases
    }
}
