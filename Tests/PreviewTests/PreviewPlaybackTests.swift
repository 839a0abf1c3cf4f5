import AnimTuneCore
import Foundation
import HeadlessChromium
import Testing
import TestPrerequisites
@testable import Preview

/// The page plays every action of every scene where `run ACTION --table` puts its elements:
/// in headless Chromium, its WAAPI animations paused and seeked 50 times across the action,
/// each element's computed left, top, width, height, scale, rotate, border radius, opacity and z-index
/// are within 0.001 of that property's travel of the core's frames at the same time (a length
/// that does not move at all within Chromium's layout unit, 1/64 px) — reduced variants too.
@Suite("preview page plays what run --table computes", .serialized,
       .enabled(if: Prerequisite.runs(HeadlessChromium.executable != nil), "Chromium is not installed; the preview page was not run"))
struct PreviewPlaybackTests {
    /// Computed style of each property, in `WAAPIPlayback.Property` order.
    static let sampling = """
    (async () => {
      const a = window.animtune;
      await a.reduced(REDUCED);
      const started = await a.play("ACTION");
      for (const animation of a.animations) animation.pause();
      const rows = [];
      for (let i = 0; i < 50; i++) {
        const t = Math.round(DURATION * i / 49);
        for (const animation of a.animations) animation.currentTime = t;
        const row = { t, elements: {} };
        for (const [name, node] of Object.entries(a.elements)) {
          const s = getComputedStyle(node);
          row.elements[name] = [s.left, s.top, s.width, s.height, s.scale === "none" ? "1" : s.scale,
            s.rotate === "none" ? "0deg" : s.rotate, s.borderTopLeftRadius, s.opacity, s.zIndex];
        }
        rows.push(row);
      }
      return { started: started.length, rows };
    })()
    """

    @Test("every scene, action and variant: 50 seeks, every element within 0.001 of its travel")
    func everyAction() async throws {
        let failures = try await DedicatedThread.run { try Self.playEveryAction() }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }

    /// In the page: the served module's `presentSpring(top)` drives `left` 0 → 1000 px on a
    /// probe, paused and seeked every millisecond; the page's `left` / 1000 at each ms.
    static let presentSpringProbe = """
    (async () => {
      const module = await import(window.animtune.module);
      const timing = module.cardWaapiMotion.presentSpring(TOP);
      const probe = document.createElement("div");
      probe.style.position = "absolute";
      document.body.append(probe);
      const animation = probe.animate({ left: ["0px", "1000px"] }, { duration: timing.duration, easing: timing.easing, fill: "both" });
      animation.pause();
      const values = [];
      for (let t = 0; t <= Math.ceil(timing.duration); t++) {
        animation.currentTime = t;
        values.push(parseFloat(getComputedStyle(probe).left) / 1000);
      }
      animation.cancel();
      probe.remove();
      return { easing: String(timing.easing), duration: timing.duration, values };
    })()
    """

    @Test("the served module's presentSpring(cardTop) in Chromium follows table present.spring within 0.001 at card.top 40, 72.04, 150 and 300")
    func cardPresentSpringAtEachTop() async throws {
        let failures = try await DedicatedThread.run { () -> [String] in
            let scene = CardScene()
            let hub = PreviewHub(state: scene.defaultState)
            let server = try PreviewServer.start(hub: hub, port: 0, log: { print("server: \($0)") })
            defer { server.stop() }
            let browser = try HeadlessChromium()
            let tab = try browser.openTab(server.url)
            var failures: [String] = []
            for top in ["40", "72.04", "150", "300"] {
                let state = try scene.defaultState.setting([(key: "card.top", text: top)])
                hub.publish(state)
                try browser.wait(until: "window.animtune && window.animtune.moduleVersion >= \(hub.version)", session: tab)
                let script = Self.presentSpringProbe.replacingOccurrences(of: "TOP", with: top)
                guard let result = try browser.evaluate(script, session: tab) as? [String: Any],
                      let values = result["values"] as? [Double], let easing = result["easing"] as? String else {
                    failures.append("card.top \(top): the page returned nothing")
                    continue
                }
                guard easing.hasPrefix("linear(") else {
                    failures.append("card.top \(top): presentSpring's easing is \(easing), not the module's linear()")
                    continue
                }
                let curve = try scene.curve(named: "present.spring")
                // The probe's left is in Chromium's layout unit, 1/64 px of the 1000 px travel.
                let tolerance = 0.001 + 1.0 / 64 / 1000
                let worst = values.enumerated().map { (index, page) in (index, abs(page - curve.evaluate(state, Double(index) / 1000))) }
                    .max { $0.1 < $1.1 }
                if let worst, worst.1 > tolerance {
                    failures.append("card.top \(top): at \(worst.0) ms the page is \(worst.1) of the travel off table present.spring")
                }
                if values.count < 100 { failures.append("card.top \(top): only \(values.count) ms played") }
            }
            return failures
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }

    /// The worst miss of each scene, action and variant that has one.
    private static func playEveryAction() throws -> [String] {
        var failures: [String] = []
        let hub = PreviewHub(state: SceneCatalog.defaultScene.defaultState)
        let server = try PreviewServer.start(hub: hub, port: 0, log: { print("server: \($0)") })
        defer { server.stop() }
        let browser = try HeadlessChromium()
        let tab = try browser.openTab(server.url)
        for scene in SceneCatalog.all {
            let state = scene.defaultState
            hub.publish(state)
            try browser.wait(until: "window.animtune && window.animtune.version >= \(hub.version) && window.animtune.values", session: tab)
            for action in scene.actions {
                for reduced in [false, true] {
                    if let failure = try check(scene: scene, state: state, action: action, reduced: reduced, browser: browser, tab: tab) {
                        failures.append(failure)
                    }
                }
            }
        }
        return failures
    }

    /// The worst miss of `action` in `state`, or nil.
    private static func check(scene: any Scene, state: SceneState, action: SceneAction, reduced: Bool, browser: HeadlessChromium,
                              tab: String) throws -> String? {
        var options = RunOptions()
        options.fps = 1000
        let timeline = reduced ? try scene.reducedTimeline(for: action, state: state, options: options)
            : try scene.timeline(for: action, state: state, options: options)
        let duration = Int(((timeline.frames.last?.time ?? 0) * 1000).rounded(.down))
        let script = Self.sampling.replacingOccurrences(of: "REDUCED", with: String(reduced))
            .replacingOccurrences(of: "ACTION", with: action.name).replacingOccurrences(of: "DURATION", with: String(duration))
        guard let result = try browser.evaluate(script, session: tab) as? [String: Any] else {
            throw HeadlessChromium.Failure(description: "\(scene.name) \(action.name): the page returned nothing")
        }
        guard let rows = result["rows"] as? [[String: Any]] else { throw HeadlessChromium.Failure(description: "no rows: \(result)") }
        guard rows.count == 50 else { return "\(scene.name) \(action.name): \(rows.count) rows, not 50" }
        let label = "\(scene.name) \(action.name)\(reduced ? " reduced" : "")"
        let names = timeline.frames[0].elements.map(\.name)
        var worst: (excess: Double, text: String)?
        for (index, name) in names.enumerated() {
            for (column, property) in WAAPIPlayback.Property.allCases.enumerated() {
                let values = timeline.frames.map { property.value(of: $0.elements[index]) }
                let travel = (values.max() ?? 0) - (values.min() ?? 0)
                let isLength = ["x", "y", "width", "height", "cornerRadius"].contains(property.rawValue)
                let tolerance = max(0.001 * travel, isLength ? 1.0 / 64 + 1e-9 : 1e-6)
                for row in rows {
                    let t = row["t"] as? Int ?? 0
                    let computed = ((row["elements"] as? [String: Any])?[name] as? [String])?[column]
                    guard let page = computed.flatMap(Self.number) else {
                        throw HeadlessChromium.Failure(description: "\(label): no \(name).\(property.rawValue) at \(t) ms: \(computed ?? "nothing")")
                    }
                    let expected = values[min(t, values.count - 1)]
                    let excess = abs(page - expected) - tolerance
                    if excess > 0, excess > (worst?.excess ?? 0) {
                        worst = (excess, "\(label): \(name).\(property.rawValue) at \(t) ms is \(page), run --table says \(expected) (travel \(travel))")
                    }
                }
            }
        }
        return worst?.text
    }

    /// `12.5px`, `0.96`, `x 30deg` as numbers.
    static func number(_ css: String) -> Double? {
        let last = css.split(separator: " ").last.map(String.init) ?? css
        let digits = last.replacingOccurrences(of: "px", with: "").replacingOccurrences(of: "deg", with: "")
        return Double(digits)
    }
}
