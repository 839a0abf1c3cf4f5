import AnimTuneCore
import Foundation
import HeadlessChromium
import Testing
import TestPrerequisites
@testable import Preview

/// In headless Chromium: while a finger drags the profile's header or the tab bar, the page
/// draws the scene where `run ACTION --gesture` has it under the finger, computed here by the
/// core from the dispatched samples.
@Suite("preview page: the scene follows a finger that is down", .serialized,
       .enabled(if: Prerequisite.runs(HeadlessChromium.executable != nil), "Chromium is not installed; the preview page was not run"))
struct PreviewFollowTests {
    @Test("profile scroll and tab bar swipe, finger still down: every element where the core's --gesture run has it, to the finger's move in 0.1 ms",
          arguments: ["profile", "tabbar"])
    func followsTheFinger(scene: String) async throws {
        let failures = try await DedicatedThread.run { try Self.drive(scene) }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }

    private static func drive(_ name: String) throws -> [String] {
        let scene: any Scene = name == "profile" ? ProfileScene() : TabBarScene()
        let state = scene.defaultState
        let driven = try PreviewGestureTests.Driven(state)
        let browser = driven.browser, tab = driven.tab
        try browser.wait(until: "window.animtune.moduleVersion >= \(driven.hub.version)", session: tab)
        let drive = try #require(FingerDrive.of(scene))
        // 12 samples 16 ms apart: up 90 pt for the profile's scroll, right 60 pt for the swipe.
        let samples = (0..<12).map { index -> PointerSample in
            let step = Double(index)
            return drive.axis == .y ? PointerSample(time: 0.016 * step, x: 180, y: 600 - 7.5 * step)
                : PointerSample(time: 0.016 * step, x: 100 + 5 * step, y: 700)
        }
        let origin = try driven.origin(), base = Date().timeIntervalSince1970
        for (index, sample) in samples.enumerated() {
            try browser.call("Input.dispatchMouseEvent", [
                "type": index == 0 ? "mousePressed" : "mouseMoved", "button": "left", "buttons": 1, "clickCount": 1,
                "x": origin.x + sample.x * origin.scale, "y": origin.y + sample.y * origin.scale, "timestamp": base + sample.time,
            ], session: tab)
        }
        // The page asks again while samples came after its last question: wait for the answer to all twelve.
        try browser.wait(until: "window.animtune.follow && window.animtune.follow.time >= 0.175", session: tab)
        let gesture = try drive.gesture(samples)
        let action = try scene.action(named: drive.action)
        let core = try scene.timeline(for: action, state: state, options: GestureRelease.options(gesture, runtime: nil, fps: 1000))
        let now = gesture.release.time
        let frame = try #require(core.frames.min { abs($0.time - now) < abs($1.time - now) })
        let script = """
        (() => { const a = window.animtune; const out = {}; for (const [name, node] of Object.entries(a.elements)) {
          const s = getComputedStyle(node); out[name] = [parseFloat(s.left), parseFloat(s.top), parseFloat(s.width), parseFloat(s.height)]; }
          return out; })()
        """
        let shown = try browser.evaluate(script, session: tab) as? [String: [Double]] ?? [:]
        // The page's event times are coarsened to 0.1 ms, so where it puts the finger may differ
        // from the dispatched place by the finger's speed over 0.1 ms; lengths are layout units of 1/64 px.
        let speed = zip(samples, samples.dropFirst()).map { abs(($1.x - $0.x) + ($1.y - $0.y)) / ($1.time - $0.time) }.max() ?? 0
        let tolerance = 0.02 + speed * 0.0001
        var failures: [String] = []
        for element in frame.elements {
            let expected = [element.x, element.y, element.width, element.height]
            guard let values = shown[element.name], values.count == 4 else { failures.append("\(name): no node for \(element.name)"); continue }
            if let worst = zip(values, expected).map({ abs($0 - $1) }).max(), worst > tolerance {
                failures.append("\(name): \(element.name) at \(values), the core's --gesture run at \(expected)")
            }
        }
        try browser.call("Input.dispatchMouseEvent", ["type": "mouseReleased", "button": "left", "buttons": 0, "clickCount": 1,
                                                      "x": origin.x + samples[11].x * origin.scale, "y": origin.y + samples[11].y * origin.scale],
                         session: tab)
        return failures
    }
}
