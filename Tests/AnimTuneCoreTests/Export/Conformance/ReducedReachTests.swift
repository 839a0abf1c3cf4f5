import Foundation
import Testing
import TestPrerequisites
@testable import AnimTuneCore

/// The reduced-motion branches reach what plays: the tab bar's swipe rule in Chromium, the
/// waapi element functions in node, and the Android comment says what AndroidX does at scale 0.
@Suite("Reduced motion reaches the player")
struct ReducedReachTests {
    @Test("Chromium, reduced motion forced: the tab bar's swipe rule (track) runs transform on the tightened spring, select's fade runs opacity",
          .enabled(if: Prerequisite.runs(ReducedExportTests.chromium != nil), "Chromium is not installed; the reduced CSS rules were not evaluated"))
    func tabBarSwipe() throws {
        let css = try ReducedExportTests.export(TabBarScene(), "css")
        let rows = try ReducedExportTests.computed(css, elements: ["tabbar-indicator", "tabbar-indicator tabbar-swipe"], reduced: true)
        #expect(rows["tabbar-indicator"] == "opacity|0.2s|tabbar-reduced-fade-in", "\(rows)")
        let swipe = try #require(rows["tabbar-indicator tabbar-swipe"]).split(separator: "|").map(String.init)
        #expect(swipe.first == "transform" && swipe.last == "none", "\(swipe)")
        // The tightened spring keeps UIKit's 0.75 s; its linear() runs until it stays within 0.001 (just past it).
        let seconds = Double(swipe[1].dropLast()) ?? 0
        #expect(seconds >= 0.75 && seconds < 0.8, "\(swipe)")
    }

    /// Runs `module` in node with `script` after it; element.animate is recorded, not played.
    static func record(_ module: String, _ script: String) throws -> Any {
        let node = try #require(AfterEffectsExportTests.node)
        let stub = """
        const calls = [];
        const element = { animate(keyframes, timing) { calls.push({ keyframes, timing }); return {}; } };

        """
        let run = try ToolRun(node, files: ["run.mjs": module + "\n" + stub + script], arguments: ["run.mjs"])
        #expect(run.status == 0, "\(run.output)")
        return try JSONSerialization.jsonObject(with: Data(run.output.utf8))
    }

    @Test("waapi: with reduce, animateCardPresenting sets translate and clip-path at once and fades opacity over 200 ms; without, it plays the springs",
          .enabled(if: Prerequisite.runs(AfterEffectsExportTests.node != nil), "node is not installed; the waapi module was not run"))
    func waapiCardFade() throws {
        let module = try ReducedExportTests.export(CardScene(), "waapi")
        let script = """
        const kf = { translate: ["0px 72px", "0px 0px"], clipPath: ["inset(10px)", "inset(0px)"] };
        animateCardPresenting(element, kf, 72.04, undefined, undefined, true);
        const reduced = calls.splice(0);
        animateCardPresenting(element, kf, 72.04, undefined, undefined, false);
        console.log(JSON.stringify({ reduced, full: calls }));
        """
        let rows = try #require(try Self.record(module, script) as? [String: [[String: Any]]])
        let reduced = try #require(rows["reduced"]), full = try #require(rows["full"])
        let durations = reduced.map { ($0["timing"] as? [String: Any])?["duration"] as? Double ?? -1 }
        let properties = reduced.map { ($0["keyframes"] as? [String: Any])?.keys.sorted().joined() ?? "" }
        #expect(properties == ["translate", "opacity", "clipPath"] && durations == [0, 200, 0], "\(reduced)")
        #expect(full.count == 2 && full.allSatisfy { (($0["timing"] as? [String: Any])?["duration"] as? Double ?? 0) > 100 }, "\(full)")
    }

    @Test("waapi: with reduce, a tightened spring's element function plays the damping-ratio-1 spring, not the full one",
          .enabled(if: Prerequisite.runs(AfterEffectsExportTests.node != nil), "node is not installed; the waapi module was not run"))
    func waapiTighten() throws {
        let module = try ReducedExportTests.export(SpringScene(), "waapi", [("spring.dampingFraction", "0.3")]
            + SpringScene().actions.map { (key: ReducedKeys.key(for: $0.name), text: "tighten") })
        let script = """
        animateView(element, { transform: ["translateX(0px)", "translateX(100px)"] }, true);
        animateView(element, { transform: ["translateX(0px)", "translateX(100px)"] }, false);
        console.log(JSON.stringify(calls.map((call) => call.timing.duration)));
        """
        let durations = try #require(try Self.record(module, script) as? [Double])
        // Node has no CSS.supports: the cubic-bezier fallbacks. ζ 0.3 settles far later than its ζ 1 twin.
        #expect(durations.count == 2 && durations[0] != durations[1], "\(durations)")
    }

    @Test("the Android views export says SpringAnimation ends on its first frame at ANIMATOR_DURATION_SCALE 0 (AndroidX deltaT = Integer.MAX_VALUE)")
    func androidComment() throws {
        let text = try ReducedExportTests.export(CardScene(), "android")
        #expect(!text.contains("SpringAnimation takes the designed spring force"))
        #expect(text.contains("Integer.MAX_VALUE"))
        #expect(text.contains("first frame"))
    }
}
