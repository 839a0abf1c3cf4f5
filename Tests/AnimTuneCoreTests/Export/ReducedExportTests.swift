import Foundation
import Testing
import TestPrerequisites
@testable import AnimTuneCore

/// Every code export carries its platform's reduced-motion signal and one branch per action,
/// and the branches of every strategy compile where a compiler is at hand.
@Suite("Reduced motion in exports")
struct ReducedExportTests {
    /// The signal each format reads, as its platform spells it.
    static let signals: [String: String] = [
        "swiftui": "\\.accessibilityReduceMotion",
        "uikit": "UIAccessibility.isReduceMotionEnabled",
        "css": "@media (prefers-reduced-motion: reduce) {",
        "compose": "ValueAnimator.areAnimatorsEnabled()",
        "android": "ValueAnimator.areAnimatorsEnabled()",
        "motion": "useReducedMotion()",
        "tokens": "\"dev.animtune.reduced\"",
    ]

    static func export(_ scene: any Scene, _ format: String, _ assignments: [(key: String, text: String)] = []) throws -> String {
        let exporter = try #require(ExportCatalog.exporter(for: format))
        return exporter.export(Preset(name: scene.name, state: try scene.defaultState.setting(assignments)))
    }

    @Test("each scene in each code format has the platform's signal and a branch for each action that has animations",
          arguments: SceneCatalog.names)
    func signalAndBranches(_ name: String) throws {
        let scene = try SceneCatalog.scene(named: name)
        let actions = scene.export.reducedActions
        #expect(Set(actions.map(\.action)) == Set(scene.actions.map(\.name)), "\(name): every action has a reduced branch")
        for (format, signal) in Self.signals {
            let text = try Self.export(scene, format)
            #expect(text.contains(signal), "\(name) \(format): no \(signal)")
            for action in actions {
                let strategy = scene.reducedStrategy(for: try scene.action(named: action.action), in: scene.defaultState).rawValue
                let mark = format == "tokens" ? "\"\(ExportIdentifier.camel(action.action))\": {\n" : "\(action.action)` — \(strategy):"
                let plain = format == "tokens" ? mark : "\(action.action) — \(strategy):"
                #expect(text.contains(mark) || text.contains(plain), "\(name) \(format): no branch for \(action.action)")
            }
        }
    }

    /// The body of `@media (prefers-reduced-motion: reduce)`, and each element rule in it.
    static func reducedRules(_ css: String) throws -> [String: String] {
        let start = try #require(css.range(of: "@media (prefers-reduced-motion: reduce) {\n"))
        var rules: [String: String] = [:]
        var selector: String?
        var body = ""
        for line in css[start.upperBound...].split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("  ."), line.hasSuffix(" {") {
                selector = String(line.dropFirst(2).dropLast(2))
                body = ""
            } else if line == "  }", let name = selector {
                rules[name] = body
                selector = nil
            } else if selector != nil {
                body += line + "\n"
            }
        }
        return rules
    }

    @Test("the card's CSS reduced block fades each moving element with opacity, tightens the highlight and has no blanket 0.01ms")
    func cardCSS() throws {
        let css = try Self.export(CardScene(), "css")
        #expect(!css.contains("0.01ms"))
        let rules = try Self.reducedRules(css)
        #expect(Set(rules.keys) == [".card-cell-highlighted", ".card-presenting", ".card-blur-presenting", ".card-dismissing",
                                    ".card-blur-dismissing"])
        for element in [".card-presenting", ".card-dismissing"] {
            let rule = try #require(rules[element])
            #expect(rule.contains("transition: opacity var(--card-reduced-fade-duration) ease-out;"), "\(element): \(rule)")
            #expect(rule.contains("animation: card-reduced-fade-in var(--card-reduced-fade-duration) ease-out;"))
        }
        #expect(rules[".card-cell-highlighted"]?.contains("--card-highlight-spring: var(--card-highlight-spring-tightened);") == true)
        #expect(css.contains("--card-reduced-fade-duration: 200ms;"))
        #expect(css.contains("@keyframes card-reduced-fade-in {\n    from { opacity: 0; }\n  }"))
        // Only snap is written as 0.01ms, and only for its own elements.
        let snapped = try Self.reducedRules(try Self.export(CardScene(), "css", [("present.reduced", "snap")]))
        #expect(snapped[".card-presenting"]?.contains("transition-duration: 0.01ms;") == true)
        #expect(snapped[".card-dismissing"]?.contains("0.01ms") == false)
    }

    @Test("a tightened spring's linear() in CSS follows the ζ = 1 closed form 1 − (1 + ω0·t)e^(−ω0·t)")
    func tightenedLinearFollowsCriticalDamping() throws {
        let css = try Self.export(TabBarScene(), "css", [("select.reduced", "tighten")])
        let value = try #require(css.components(separatedBy: "--tabbar-spring-tightened: ").dropFirst().first?
            .components(separatedBy: ";").first)
        let easing = try CSSLinearFunction(value.replacingOccurrences(of: "\n", with: " "))
        let durationText = try #require(css.components(separatedBy: "--tabbar-spring-tightened-duration: ").dropFirst().first?
            .components(separatedBy: "ms;").first)
        let duration = try #require(Double(durationText)) / 1000
        // UIKit duration 0.75 s at ζ 1: ω0 solves e^(−ω0·d)(1 + ω0·d) = 0.001 (the UIKit mapping's ε).
        var low = 0.1, high = 200.0
        for _ in 0..<200 {
            let mid = (low + high) / 2
            if exp(-mid * 0.75) * (1 + mid * 0.75) > 0.001 { low = mid } else { high = mid }
        }
        let omega = (low + high) / 2
        for point in easing.points {
            let t = point.x * duration
            let exact = 1 - (1 + omega * t) * exp(-omega * t)
            assertClose(point.y, exact, .absolute(0.0015), "at \(t) s: \(point.y) vs \(exact)")
        }
    }

    @Test("the Swift exports type-check and the motion export parses with every strategy",
          arguments: ReducedStrategy.allCases)
    func everyStrategyCompiles(_ strategy: ReducedStrategy) throws {
        for scene in [CardScene() as any Scene, SpringScene(), ProfileScene()] {
            let assignments = scene.actions.map { (key: ReducedKeys.key(for: $0.name), text: strategy.rawValue) }
            if let swiftc = ExportSyntaxTests.swiftc, let modules = AppleStubs.modules {
                let both = try Self.export(scene, "swiftui", assignments)
                    + "\n" + (try Self.export(scene, "uikit", assignments)).replacingOccurrences(of: "import UIKit\n", with: "")
                let result = try swiftc.check("import UIKit\n" + both, fileName: "Both.swift",
                                              arguments: ["-typecheck", "-swift-version", "6", "-I", modules])
                #expect(result.status == 0, "\(scene.name) \(strategy):\n\(result.output)")
            }
            if let node = ExportSyntaxTests.node {
                let result = try node.check(try Self.export(scene, "motion", assignments), fileName: "export.mjs", arguments: ["--check"])
                #expect(result.status == 0, "\(scene.name) \(strategy):\n\(result.output)")
            }
            for format in ["compose", "android"] {
                #expect(DelimiterCheck.problem(in: try Self.export(scene, format, assignments)) == nil)
            }
        }
    }

    @Test("a spring token carries its reduced entry: tightened, stiffness ω0² with e^(−ω0·d)(1 + ω0·d) = 0.001 at UIKit's d")
    func tokensSpringEntry() throws {
        let text = try Self.export(TabBarScene(), "tokens", [("select.reduced", "tighten")])
        let root = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let spring = try #require(((((root["tabbar"] as? [String: Any])?["spring"] as? [String: Any])?["$extensions"]
            as? [String: Any])?["dev.animtune.spring"] as? [String: Any])?["reduced"] as? [String: Any])
        #expect(spring["strategy"] as? String == "tighten" && spring["action"] as? String == "select")
        let tight = try #require(spring["spring"] as? [String: Any])
        var low = 0.1, high = 200.0
        for _ in 0..<200 {
            let mid = (low + high) / 2
            if exp(-mid * 0.75) * (1 + mid * 0.75) > 0.001 { low = mid } else { high = mid }
        }
        let omega = (low + high) / 2
        #expect(abs((tight["stiffness"] as? Double ?? 0) - omega * omega) < 1e-6 * omega * omega)
        #expect(tight["dampingRatio"] as? Double == 1)
        assertClose((tight["response"] as? Double ?? 0), 2 * Double.pi / omega, .absolute(1e-9))
    }

    static let chromium = ExternalTool("chromium") ?? ExternalTool("chromium-browser")

    /// Each element's computed transition property, duration and animation name, as Chromium
    /// evaluates `css` with reduced motion forced on or not.
    static func computed(_ css: String, elements: [String], reduced: Bool) throws -> [String: String] {
        let chromium = try #require(Self.chromium)
        let divs = elements.map { "<div class=\"\($0)\"></div>" }.joined()
        let page = """
        <!doctype html><html><head><style>\(css)</style></head><body>\(divs)<pre id="out"></pre><script>
        document.getElementById('out').textContent = [...document.querySelectorAll('div')].map(e => {
          const c = getComputedStyle(e);
          return e.className + '|' + c.transitionProperty + '|' + c.transitionDuration + '|' + c.animationName;
        }).join('\\n');
        </script></body></html>
        """
        let flags = ["--headless", "--no-sandbox", "--disable-gpu", "--dump-dom"] + (reduced ? ["--force-prefers-reduced-motion"] : [])
        let result = try chromium.check(page, fileName: "page.html", arguments: flags)
        let output = try #require(result.output.components(separatedBy: "<pre id=\"out\">").dropFirst().first?
            .components(separatedBy: "</pre>").first, "chromium printed no page: \(result.output)")
        var rows: [String: String] = [:]
        for line in output.split(separator: "\n") {
            let parts = line.split(separator: "|", maxSplits: 1).map(String.init)
            if parts.count == 2 { rows[parts[0]] = parts[1] }
        }
        return rows
    }

    @Test("Chromium with prefers-reduced-motion forced runs the card's fades on opacity for 200 ms and its tightened dismissal on the same duration",
          .enabled(if: chromium != nil, "Chromium is not installed; the reduced CSS rules were not evaluated"))
    func chromiumEvaluatesReducedRules() throws {
        let card = CardScene()
        let elements = card.export.transitions.map { String(ExportNaming(preset: Preset(name: "card", state: card.defaultState),
                                                                        options: ExportOptions()).cssClass($0.element).dropFirst()) }
        let css = try Self.export(card, "css", [("dismiss.reduced", "tighten")])
        let reduced = try Self.computed(css, elements: elements, reduced: true)
        let full = try Self.computed(css, elements: elements, reduced: false)
        #expect(reduced["card-presenting"] == "opacity|0.2s|card-reduced-fade-in", "\(reduced)")
        #expect(reduced["card-blur-presenting"] == "opacity|0.2s|none", "\(reduced)")
        #expect(full["card-presenting"]?.hasPrefix("translate, clip-path|") == true, "\(full)")
        // Tightened: the same properties, on the ζ = 1 spring's duration (UIKit's 0.6 s, as linear() needs it).
        let dismiss = try #require(reduced["card-dismissing"]).split(separator: "|").map(String.init)
        #expect(dismiss[0] == "transform, translate, clip-path")
        let seconds = dismiss[1].split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces).dropLast()) }
        #expect(seconds.count == 3 && seconds.allSatisfy { abs($0 - 0.6) < 0.01 }, "\(dismiss)")
        #expect(full["card-dismissing"] != reduced["card-dismissing"])
    }
}
