import Foundation
import Testing
import TestPrerequisites
@testable import AnimTuneCore

/// `export figma` typed by `tsc --strict` against Figma's own declarations of `Transition`:
/// every scene, with its reduced branches under every strategy, in one tsc run.
@Suite("Figma export type-checks")
struct FigmaTypeCheckTests {
    static let tsc = ExternalTool("tsc")

    /// Every scene's figma export at its defaults and with every action on each strategy.
    static func variants() throws -> [(name: String, json: String)] {
        var variants: [(String, String)] = []
        for name in SceneCatalog.names {
            let scene = try SceneCatalog.scene(named: name)
            variants.append((ExportIdentifier.camel(name), FigmaExporter().export(Preset(name: name, state: scene.defaultState))))
            for strategy in ReducedStrategy.allCases {
                let state = try scene.defaultState.setting(scene.actions.map { (key: ReducedKeys.key(for: $0.name), text: strategy.rawValue) })
                variants.append((ExportIdentifier.camel(name + "." + strategy.rawValue), FigmaExporter().export(Preset(name: name, state: state))))
            }
        }
        return variants
    }

    /// tsc's diagnostics for `variants`, or nil when it passed.
    static func check(_ variants: [(name: String, json: String)]) throws -> String? {
        let tsc = try #require(Self.tsc)
        var files = ["figma.d.ts": FigmaTypings.declarations]
        for variant in variants { files[variant.name + ".ts"] = FigmaTypings.module(variant.json, name: variant.name) }
        let run = try ToolRun(tsc, files: files, arguments: ["--strict", "--noEmit", "--target", "es2020", "figma.d.ts"]
                                + variants.map { $0.name + ".ts" })
        return run.status == 0 ? nil : run.output
    }

    @Test("every transition of every scene's figma export, reduced ones included, is a Figma Transition under tsc --strict",
          .enabled(if: Prerequisite.runs(tsc != nil), "tsc (Debian node-typescript) is not installed; the figma export was not typed"))
    func everySceneTypeChecks() throws {
        let variants = try Self.variants()
        #expect(variants.count == SceneCatalog.names.count * (1 + ReducedStrategy.allCases.count))
        let problems = try Self.check(variants)
        #expect(problems == nil, "\(problems ?? "")")
    }

    @Test("the check catches a transition without duration (TS2322), as the card's presentExpansionCurve had",
          .enabled(if: Prerequisite.runs(tsc != nil), "tsc (Debian node-typescript) is not installed"))
    func negativeControl() throws {
        let json = FigmaExporter().export(Preset(name: "card", state: CardScene().defaultState))
        let broken = json.replacingOccurrences(of: "\"duration\": 0.321293", with: "\"durationX\": 0.321293")
        #expect(broken != json, "the card's presentExpansionCurve duration moved; update the control")
        let problems = try Self.check([("card", broken)])
        #expect(problems?.contains("TS2322") == true || problems?.contains("duration") == true, "\(problems ?? "passed")")
    }

    @Test("the card's presentExpansionCurve lasts present.expansionFraction × UIKit's duration at card.top (seconds)")
    func expansionDuration() throws {
        let json = FigmaExporter().export(Preset(name: "card", state: try CardScene().defaultState.setting([("card.top", "150")])))
        let root = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let curve = try #require((root["curves"] as? [[String: Any]])?.first { $0["name"] as? String == "presentExpansionCurve" })
        let duration = try #require((curve["transition"] as? [String: Any])?["duration"] as? Double)
        // PresentCardAnimator: duration = base + (max − base)·|top|/screen height, clamped to [0.5, 0.9].
        let uikit = min(max(0.5 + 0.4 * 150 / 812, 0.5), 0.9)
        assertClose(duration, 0.6 * uikit, .absolute(1e-6))
    }
}
