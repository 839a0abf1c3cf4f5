import Foundation
import Testing
import TestPrerequisites
@testable import AnimTuneCore

/// `export waapi` run in headless Chromium: the element functions call `element.animate` with
/// the spring's `linear()`, and the additive retarget (`composite: "add"`) adds the change of
/// target on the same spring.
@Suite("Web Animations export")
struct WAAPIExportTests {
    static func export(_ scene: any Scene, _ assignments: [(key: String, text: String)] = []) throws -> String {
        WAAPIExporter().export(Preset(name: scene.name, state: try scene.defaultState.setting(assignments)))
    }

    /// Runs `module` and then `script` as one module script in Chromium; the JSON `script` puts
    /// into `#out`.
    static func run(_ module: String, _ script: String) throws -> Any {
        let chromium = try #require(ReducedExportTests.chromium)
        let page = """
        <!doctype html><html><body><div id="box" style="position: absolute"></div><pre id="out"></pre>
        <script type="module">
        \(module)
        \(script)
        </script></body></html>
        """
        let result = try chromium.check(page, fileName: "page.html", arguments: ["--headless", "--no-sandbox", "--disable-gpu", "--dump-dom"])
        let output = try #require(result.output.components(separatedBy: "<pre id=\"out\">").dropFirst().first?
            .components(separatedBy: "</pre>").first, "chromium printed no page: \(result.output)")
        return try JSONSerialization.jsonObject(with: Data(output.replacingOccurrences(of: "&quot;", with: "\"").utf8))
    }

    @Test("element.animate runs the spring's linear() within 0.001 of the travel, and the add-composited retarget sums both springs",
          .enabled(if: ReducedExportTests.chromium != nil, "Chromium is not installed; the WAAPI export was not run"))
    func chromiumPlaysSpring() throws {
        let module = try Self.export(SpringScene(), [("spring.response", "0.5"), ("spring.dampingFraction", "0.4")])
        #expect(module.contains("element.animate("))
        let script = """
        const box = document.getElementById("box");
        const x = () => new DOMMatrix(getComputedStyle(box).transform).m41;
        const [anim] = animateView(box, { transform: ["translateX(0px)", "translateX(100px)"] });
        anim.pause();
        const rows = { easing: anim.effect.getTiming().easing, samples: [], retarget: [] };
        for (let ms = 0; ms <= 2000; ms += 5) { anim.currentTime = ms; rows.samples.push([ms, x()]); }
        anim.currentTime = 150;
        const added = retarget(box, { transform: "translateX(0px)" }, { transform: "translateX(50px)" }, springWaapiMotion.spring);
        added.pause();
        rows.composite = added.effect.composite;
        for (let ms = 0; ms <= 1500; ms += 10) { anim.currentTime = 150 + ms; added.currentTime = ms; rows.retarget.push([ms, x()]); }
        document.getElementById("out").textContent = JSON.stringify(rows);
        """
        let rows = try #require(try Self.run(module, script) as? [String: Any])
        #expect((rows["easing"] as? String)?.hasPrefix("linear(") == true, "\(rows["easing"] ?? "")")
        #expect(rows["composite"] as? String == "add")
        let spring = ClosedFormSpring.response(0.5, dampingRatio: 0.4)
        let samples = try #require(rows["samples"] as? [[Double]])
        #expect(samples.count == 401)
        for row in samples { assertClose(row[1] / 100, spring.progress(at: row[0] / 1000), .absolute(0.0011), "\(row)") }
        let retarget = try #require(rows["retarget"] as? [[Double]])
        for row in retarget {
            let s = row[0] / 1000
            #expect(abs(row[1] - 100 * spring.progress(at: 0.15 + s) - 50 * spring.progress(at: s)) <= 0.17, "\(row)")
        }
    }

    @Test("the card's present spring is computed in the browser for the top it is given",
          .enabled(if: ReducedExportTests.chromium != nil, "Chromium is not installed; the WAAPI export was not run"))
    func cardPresentAtTop() throws {
        let module = try Self.export(CardScene())
        let script = """
        const near = cardWaapiMotion.presentSpring(300), far = cardWaapiMotion.presentSpring(600);
        document.getElementById("out").textContent = JSON.stringify([near.uikitDuration, far.uikitDuration,
          near.easing.slice(0, 7), near.duration]);
        """
        let rows = try #require(try Self.run(module, script) as? [Any])
        let card = CardScene(), state = card.defaultState
        let function = try #require(card.export.springFunctions.first)
        assertClose((rows[0] as? Double ?? 0), function.timing(state, at: 300).duration, .absolute(1e-9))
        assertClose((rows[1] as? Double ?? 0), function.timing(state, at: 600).duration, .absolute(1e-9))
        #expect(rows[2] as? String == "linear(")
    }

    @Test("the module has the linear() feature check with a cubic-bezier() fallback and a reduced-motion branch")
    func shape() throws {
        let module = try Self.export(CardScene(), [("dismiss.reduced", "tighten")])
        #expect(module.contains("CSS.supports(\"animation-timing-function\", \"linear(0, 1)\")"))
        #expect(module.contains(": { duration: ") && module.contains("easing: \"cubic-bezier("))
        #expect(module.contains("matchMedia(\"(prefers-reduced-motion: reduce)\")"))
        #expect(module.contains("composite: \"add\""))
    }
}
