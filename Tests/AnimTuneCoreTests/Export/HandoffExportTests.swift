import Foundation
import Testing
import TestPrerequisites
@testable import AnimTuneCore

/// `export PLATFORM --handoff`: a 300 pt move released at 1200 pt/s. Each export's numbers are
/// read back from its text and re-evaluated here with the platform's unit (UIKit, Core Animation
/// and SwiftUI interpolatingSpring: velocity ÷ distance left; Compose, Android and motion: value
/// units per second, mass 1 for the Kotlin ones) through the textbook closed form; that curve
/// must stay within 0.5 pt of animtune's released spring.
@Suite("--handoff exports start the spring with the gesture's velocity")
struct HandoffExportTests {
    static let distance = 300.0, release = 1200.0

    static func preset() throws -> Preset {
        Preset(name: "spring", state: try SpringScene().defaultState.setting([("spring.response", "0.5"), ("spring.dampingFraction", "0.7")]))
    }

    static func export(_ exporter: any Exporter) throws -> String {
        exporter.export(try preset(), options: ExportOptions(handoff: true))
    }

    /// animtune's curve: the spring group's progress started at 1200 pt/s over 300 pt, in points.
    static func animtune(_ t: Double) throws -> Double {
        let state = try preset().state
        let curve = try #require(SpringScene().curves.first { $0.name == "spring" }?.released(at: .pointsPerSecond(release), distance: distance))
        return curve.evaluate(state, t) * distance
    }

    /// x(t) of m·ẍ + c·ẋ + k·(x − 300) = 0 from x = 0 moving at v0 pt/s, in every regime.
    static func closedForm(_ t: Double, m: Double, k: Double, c: Double, v0: Double) -> Double {
        let sigma = c / (2 * m), w0 = (k / m).squareRoot(), e0 = -distance
        let zeta = sigma / w0
        if abs(zeta - 1) < 1e-9 { return distance + exp(-w0 * t) * (e0 + (v0 + w0 * e0) * t) }
        if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            return distance + exp(-sigma * t) * (e0 * cos(wd * t) + (v0 + sigma * e0) / wd * sin(wd * t))
        }
        let root = (sigma * sigma - w0 * w0).squareRoot(), r1 = -sigma + root, r2 = -sigma - root
        let c2 = (v0 - r1 * e0) / (r2 - r1)
        return distance + (e0 - c2) * exp(r1 * t) + c2 * exp(r2 * t)
    }

    /// The number after `label` in `text` (`stiffness: 157.9`, `.setStiffness(157.9f`).
    static func number(after label: String, in text: String) throws -> Double {
        let range = try #require(text.range(of: label), "no '\(label)' in the export")
        let digits = text[range.upperBound...].prefix { "0123456789.-".contains($0) }
        return try #require(Double(String(digits)), "'\(label)' is not followed by a number")
    }

    static func expectClose(_ name: String, m: Double, k: Double, c: Double, v0: Double) throws {
        var worst = 0.0
        for index in 0...300 {
            let t = Double(index) * 0.005
            worst = max(worst, abs(closedForm(t, m: m, k: k, c: c, v0: v0) - (try animtune(t))))
        }
        #expect(worst < 0.5, "\(name) strays \(worst) pt from animtune's curve")
    }

    @Test("SwiftUI interpolatingSpring: mass, stiffness, damping and velocity ÷ distance")
    func swiftUI() throws {
        let text = try Self.export(SwiftUIExporter())
        #expect(text.contains("let initialVelocity = distance == 0 ? 0 : velocity / distance"))
        let call = String(text[try #require(text.range(of: ".interpolatingSpring(mass: ")).lowerBound...])
        let (m, k, c) = (try Self.number(after: "mass: ", in: call), try Self.number(after: "stiffness: ", in: call),
                         try Self.number(after: "damping: ", in: call))
        // initialVelocity is a fraction of the distance per second: 1200 ÷ 300 = 4, i.e. 1200 pt/s in points.
        try Self.expectClose("swiftui", m: m, k: k, c: c, v0: (Self.release / Self.distance) * Self.distance)
    }

    @Test("UIKit and Core Animation: the same numbers, velocity ÷ distance, and springHandoffVelocity(elapsed:…) is the derivative")
    func uikit() throws {
        let text = try Self.export(UIKitExporter())
        let timing = String(text[try #require(text.range(of: "UISpringTimingParameters(mass: ")).lowerBound...])
        let (m, k, c) = (try Self.number(after: "mass: ", in: timing), try Self.number(after: "stiffness: ", in: timing),
                         try Self.number(after: "damping: ", in: timing))
        #expect(text.contains("initialVelocity: CGVector(dx: relative, dy: 0))"))
        try Self.expectClose("uikit", m: m, k: k, c: c, v0: Self.release)
        let animation = String(text[try #require(text.range(of: "static func springHandoffAnimation(keyPath:")).lowerBound...])
        #expect(try Self.number(after: "animation.stiffness = ", in: animation) == k)
        #expect(try Self.number(after: "animation.damping = ", in: animation) == c)
        #expect(animation.contains("animation.initialVelocity = distance == 0 ? 0 : velocity / distance"))
        // The helper's constants: e^(−s·t)(v0·cos wd·t − (s·v0 + w2·e0)/wd·sin wd·t) against a numeric derivative.
        let helper = String(text[try #require(text.range(of: "static func springHandoffVelocity(elapsed t: Double")).lowerBound...])
        let (s, wd, w2) = (try Self.number(after: "let s = ", in: helper), try Self.number(after: "wd = ", in: helper),
                           try Self.number(after: "w2 = ", in: helper))
        for t in stride(from: 0.0, through: 1.0, by: 0.1) {
            let e0 = -Self.distance, v0 = Self.release
            let helperValue = exp(-s * t) * (v0 * cos(wd * t) - (s * v0 + w2 * e0) / wd * sin(wd * t))
            let h = 1e-6
            let derivative = (Self.closedForm(t + h, m: m, k: k, c: c, v0: v0) - Self.closedForm(max(0, t - h), m: m, k: k, c: c, v0: v0))
                / (t + h - max(0, t - h))
            assertClose(helperValue, derivative, .absolute(0.05), "t = \(t)")
        }
    }

    @Test("Compose and Android: mass 1, stiffness and damping ratio, the velocity in value units per second")
    func kotlin() throws {
        for exporter in [ComposeExporter(), AndroidExporter()] as [any Exporter] {
            let text = try Self.export(exporter)
            let compose = exporter.format == "compose"
            let k = try Self.number(after: compose ? "stiffness = " : ".setStiffness(", in: String(text[try #require(text.range(of: compose ? "Handoff(animatable:" : "Handoff(animation:")).lowerBound...]))
            let tail = String(text[try #require(text.range(of: compose ? "Handoff(animatable:" : "Handoff(animation:")).lowerBound...])
            let zeta = try Self.number(after: compose ? "dampingRatio = " : ".setDampingRatio(", in: tail)
            #expect(tail.contains(compose ? "initialVelocity = velocity" : "animation.setStartVelocity(velocity)"))
            try Self.expectClose(exporter.format, m: 1, k: k, c: 2 * zeta * k.squareRoot(), v0: Self.release)
        }
    }

    @Test("motion: mass, stiffness, damping and the velocity as given")
    func motion() throws {
        let text = try Self.export(MotionExporter())
        let body = String(text[try #require(text.range(of: "export function springHandoff(velocity)")).lowerBound...])
        let (m, k, c) = (try Self.number(after: "mass: ", in: body), try Self.number(after: "stiffness: ", in: body),
                         try Self.number(after: "damping: ", in: body))
        #expect(body.contains(", velocity };"))
        try Self.expectClose("motion", m: m, k: k, c: c, v0: Self.release)
    }

    /// The release on the web: the element runs the same spring toward 300 − Δ and, at the moment
    /// it passes 0 pt moving at 1200 pt/s (time tr of that spring, distance D = 1200 / p′(tr)),
    /// the export's `retargetAdditive` adds the move to 300 pt. Chromium composites both
    /// `linear()` animations; the element's computed `translate` must follow the closed form of
    /// a spring released at 0 pt with 1200 pt/s toward 300 pt within 0.5 pt.
    @Test("css --handoff: retargetAdditive run in Chromium carries 1200 pt/s into the 300 pt move within 0.5 pt of the closed form",
          .enabled(if: ReducedExportTests.chromium != nil, "Chromium is not installed; the css hand-off was not run"))
    func cssInChromium() throws {
        let chromium = try #require(ReducedExportTests.chromium)
        let text = try Self.export(CSSExporter())
        let start = try #require(text.range(of: "function retargetAdditive("))
        let end = try #require(text.range(of: "\n*/", range: start.lowerBound..<text.endIndex))
        let function = String(text[start.lowerBound..<end.lowerBound])
        // The running spring (m 1, k, c of response 0.5 s, ζ 0.7), from rest: p(t) and p′(t).
        let (k, c) = (pow(2 * Double.pi / 0.5, 2), 2 * 0.7 * 2 * Double.pi / 0.5)
        let tr = 0.1, sigma = c / 2, wd = (k - sigma * sigma).squareRoot()
        let p = 1 - exp(-sigma * tr) * (cos(wd * tr) + sigma / wd * sin(wd * tr))
        let slope = k / wd * exp(-sigma * tr) * sin(wd * tr)
        let travel = Self.release / slope, from = -travel * p, oldTarget = from + travel
        let page = """
        <!doctype html><html><head><style>\(text)</style></head><body>
        <div id="box" style="position: absolute"></div><pre id="out"></pre><script>
        \(function)
        const root = getComputedStyle(document.documentElement);
        const easing = root.getPropertyValue('--spring-spring').trim();
        const duration = parseFloat(root.getPropertyValue('--spring-spring-duration'));
        const box = document.getElementById('box');
        const running = box.animate([{ translate: '\(from)px' }, { translate: '\(oldTarget)px' }], { duration, easing, fill: 'forwards' });
        running.pause();
        running.currentTime = \(tr * 1000);
        const added = retargetAdditive(box, 'translate', \(oldTarget), \(Self.distance), duration, easing);
        added.pause();
        const rows = [];
        for (let ms = 0; ms <= 1500; ms += 5) {
          running.currentTime = \(tr * 1000) + ms;
          added.currentTime = ms;
          rows.push([ms, parseFloat(getComputedStyle(box).translate)]);
        }
        document.getElementById('out').textContent = JSON.stringify({ composite: added.effect.composite, easing, rows });
        </script></body></html>
        """
        let result = try chromium.check(page, fileName: "page.html", arguments: ["--headless", "--no-sandbox", "--disable-gpu", "--dump-dom"])
        let output = try #require(result.output.components(separatedBy: "<pre id=\"out\">").dropFirst().first?
            .components(separatedBy: "</pre>").first, "chromium printed no page: \(result.output)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(output.replacingOccurrences(of: "&quot;", with: "\"").utf8))
            as? [String: Any])
        #expect(json["composite"] as? String == "add")
        #expect((json["easing"] as? String)?.hasPrefix("linear(") == true)
        let rows = try #require(json["rows"] as? [[Double]])
        #expect(rows.count == 301)
        var worst = 0.0
        for row in rows {
            worst = max(worst, abs(row[1] - Self.closedForm(row[0] / 1000, m: 1, k: k, c: c, v0: Self.release)))
        }
        #expect(worst < 0.5, "Chromium's additive hand-off strays \(worst) pt from the released spring")
        // The start really is the release: at 0 pt, and 5 ms later about 1200 pt/s × 5 ms further.
        #expect(abs(rows[0][1]) < 0.5 && abs(rows[1][1] - Self.closedForm(0.005, m: 1, k: k, c: c, v0: Self.release)) < 0.5)
        #expect(rows[1][1] > 4, "the element did not start moving at 1200 pt/s: \(rows[1])")
    }

    @Test("css: the Web Animations additive retarget, composite add on the same spring")
    func css() throws {
        let text = try Self.export(CSSExporter())
        #expect(text.contains("composite: \"add\""))
        #expect(text.contains("function retargetAdditive(element, property, oldTarget, newTarget, duration, easing)"))
        #expect(!CSSExporter().export(try Self.preset()).contains("composite"))
    }
}
