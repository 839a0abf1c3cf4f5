import AnimTuneCore
import Foundation
import HeadlessChromium
import Testing
@testable import Preview

extension PreviewGestureTests {
    /// A page open on a server.
    final class Driven {
        let hub: PreviewHub
        let server: PreviewServer
        let browser: HeadlessChromium
        let tab: String
        let log = PreviewLiveTests.Lines()

        init(_ state: SceneState) throws {
            hub = PreviewHub(state: state)
            let log = self.log
            server = try PreviewServer.start(hub: hub, port: 0, log: { log.add($0) })
            browser = try HeadlessChromium()
            tab = try browser.openTab(server.url)
            try browser.wait(until: "window.animtune && window.animtune.version >= \(hub.version) && window.animtune.elements", session: tab)
        }

        deinit { server.stop() }

        /// The device's top left corner in CSS pixels and the page's scale (pixels per point).
        func origin() throws -> (x: Double, y: Double, scale: Double) {
            let script = "(() => { const r = document.getElementById('device').getBoundingClientRect(); return [r.left, r.top, window.animtune.scale]; })()"
            guard let values = try browser.evaluate(script, session: tab) as? [Double], values.count == 3 else {
                throw HeadlessChromium.Failure(description: "no device rectangle")
            }
            return (values[0], values[1], values[2])
        }

        /// A mouse drag through `samples` (times in seconds from the press, points on the screen),
        /// released where the last one is, `liftOff` seconds after it; returns once the server answered.
        func mouseDrag(_ samples: [PointerSample], liftOff: Double = 0) throws {
            let answers = try browser.evaluate("window.animtune.answers", session: tab) as? Int ?? 0
            let origin = try origin(), base = Date().timeIntervalSince1970
            for (index, sample) in samples.enumerated() {
                try browser.call("Input.dispatchMouseEvent", [
                    "type": index == 0 ? "mousePressed" : "mouseMoved", "button": "left", "buttons": 1, "clickCount": 1,
                    "x": origin.x + sample.x * origin.scale, "y": origin.y + sample.y * origin.scale, "timestamp": base + sample.time,
                ], session: tab)
            }
            let last = samples[samples.count - 1]
            try browser.call("Input.dispatchMouseEvent", [
                "type": "mouseReleased", "button": "left", "buttons": 0, "clickCount": 1,
                "x": origin.x + last.x * origin.scale, "y": origin.y + last.y * origin.scale, "timestamp": base + last.time + liftOff,
            ], session: tab)
            try browser.wait(until: "window.animtune.answers > \(answers)", session: tab)
        }

        /// The same with a finger on a touch screen.
        func touchDrag(_ samples: [PointerSample]) throws {
            let answers = try browser.evaluate("window.animtune.answers", session: tab) as? Int ?? 0
            let origin = try origin(), base = Date().timeIntervalSince1970
            for (index, sample) in samples.enumerated() {
                try browser.call("Input.dispatchTouchEvent", [
                    "type": index == 0 ? "touchStart" : "touchMove",
                    "touchPoints": [["x": origin.x + sample.x * origin.scale, "y": origin.y + sample.y * origin.scale, "id": 1]],
                    "timestamp": base + sample.time,
                ], session: tab)
            }
            try browser.call("Input.dispatchTouchEvent", ["type": "touchEnd", "touchPoints": [], "timestamp": base + samples[samples.count - 1].time],
                             session: tab)
            try browser.wait(until: "window.animtune.answers > \(answers)", session: tab)
        }

        /// Nil when the gesture the server kept (record ticked) is the dispatched `samples` as the
        /// scene's finger reads them, to Chromium's 0.1 ms event times and 0.01 pt; else the two.
        func keptMismatch(_ samples: [PointerSample], scene: any Scene) throws -> String? {
            let dispatched = try #require(FingerDrive.of(scene)).gesture(samples)
            guard let kept = server.recorder.gesture else { return "the page's gesture was not kept" }
            guard kept.samples.count == dispatched.samples.count,
                  zip(kept.samples, dispatched.samples).allSatisfy({ abs($0.time - $1.time) <= 0.0002 && abs($0.position - $1.position) <= 0.01 }) else {
                return "the page sent \(kept.samples), dispatched \(dispatched.samples)"
            }
            return nil
        }

        /// The spring scene's view at rest, 300 pt of travel: its left edge in points.
        static let springLeft = (Screen.iPhoneX.width - 300) / 2 - 30

        /// Pauses the page at `time` ms and taps where the spring scene's view is `points` along its
        /// 300 pt travel; returns the problem the server answered with, if any.
        func tapSpring(at time: Double, on points: Double, answersBefore: Int) throws -> String? {
            _ = try browser.evaluate("(() => { window.animtune.pause(\(time)); return true; })()", session: tab)
            let origin = try origin()
            let point = (x: origin.x + (Self.springLeft + points + 30) * origin.scale, y: origin.y + 330 * origin.scale)
            for type in ["mousePressed", "mouseReleased"] {
                try browser.call("Input.dispatchMouseEvent", ["type": type, "button": "left", "buttons": type == "mousePressed" ? 1 : 0,
                                                              "clickCount": 1, "x": point.x, "y": point.y], session: tab)
            }
            try browser.wait(until: "window.animtune.answers > \(answersBefore)", session: tab)
            return try (browser.evaluate("window.animtune.answer.problem", session: tab) as? String).map { "the tap was answered with: \($0)" }
        }

        /// For every runtime chosen in the page, the worst miss of the spring scene's view against
        /// the core's run with `options(runtime)` (nil: exact), sampled at 61 times.
        func springMisses(_ scene: SpringScene, _ state: SceneState, options: (Runtime?) -> RunOptions) throws -> [String] {
            try misses(scene, action: "transition", state, elements: ["spring"], options: options)
        }

        /// For every runtime chosen in the page, the worst miss of `elements` (nil: all) against
        /// the core's run of `action` with `options(runtime)` (nil: exact), sampled at 61 times.
        func misses(_ scene: any Scene, action name: String, _ state: SceneState, elements: Set<String>? = nil,
                    options: (Runtime?) -> RunOptions) throws -> [String] {
            let action = try scene.action(named: name)
            var failures: [String] = []
            for runtime in Runtime.allCases {
                _ = try browser.evaluate("window.animtune.chooseRuntime('\(runtime.name)').length", session: tab)
                let core = try scene.timeline(for: action, state: state, options: options(runtime == .exact ? nil : runtime))
                let times = (0...60).map { $0 * (core.frames.count - 1) / 60 }
                let rows = try sample(at: times.map(Double.init))
                let shown = core.frames.map { Frame(time: $0.time, elements: $0.elements.filter { elements?.contains($0.name) ?? true }) }
                if let miss = PreviewGestureTests.worstMiss(rows, pageTimes: times.map(Double.init), frames: shown, coreTimes: times, label: runtime.name) {
                    failures.append(miss)
                }
            }
            return failures
        }

        /// Each element's computed properties (in `WAAPIPlayback.properties` order) at each time (ms), the page paused there.
        func sample(at times: [Double]) throws -> [[String: [Double]]] {
            let script = """
            (() => { const a = window.animtune; for (const x of a.animations) x.pause(); const rows = [];
              for (const t of \(times)) { for (const x of a.animations) x.currentTime = t; const row = {};
                for (const [name, node] of Object.entries(a.elements)) { const s = getComputedStyle(node);
                  row[name] = [s.left, s.top, s.width, s.height, s.scale === "none" ? "1" : s.scale, s.rotate === "none" ? "0deg" : s.rotate,
                    s.borderTopLeftRadius, s.opacity, s.zIndex]; }
                rows.push(row); }
              return rows; })()
            """
            guard let rows = try browser.evaluate(script, session: tab) as? [[String: [String]]] else {
                throw HeadlessChromium.Failure(description: "the page returned no samples")
            }
            return rows.map { $0.mapValues { $0.compactMap(PreviewPlaybackTests.number) } }
        }
    }
}
