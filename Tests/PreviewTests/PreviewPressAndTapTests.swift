import AnimTuneCore
import Foundation
import HeadlessChromium
import Testing
import TestPrerequisites
@testable import Preview

/// In headless Chromium, a press and a tap where the originals have them: the card's cell in the
/// list shrinks under the finger and opens when let go; a tab of the bar is selected by a tap.
/// Where things end up is checked against the scene's own geometry and values, read here.
@Suite("preview page: press the card, tap a tab", .serialized,
       .enabled(if: Prerequisite.runs(HeadlessChromium.executable != nil), "Chromium is not installed; the preview page was not run"))
struct PreviewPressAndTapTests {
    @Test("a press on the card's cell in the list shrinks it to highlight.scale; letting go presents the card")
    func pressTheCard() async throws {
        let failures = try await DedicatedThread.run { try Self.drivePress() }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }

    @Test("a tap on a tab at rest selects it: the page plays select TAB and the indicator ends centred under that tab")
    func tapATab() async throws {
        let failures = try await DedicatedThread.run { try Self.driveTabTap() }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }

    /// The page paused at the end of its action: the scene at rest after it.
    static let finishAll = "(() => { window.animtune.pause(); return true; })()"

    /// The centre of an element's node on the window, in CSS pixels.
    static func centre(of element: String, _ driven: PreviewGestureTests.Driven) throws -> (x: Double, y: Double) {
        let script = "(() => { const r = window.animtune.elements['\(element)'].getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]; })()"
        guard let values = try driven.browser.evaluate(script, session: driven.tab) as? [Double], values.count == 2 else {
            throw HeadlessChromium.Failure(description: "no node for \(element)")
        }
        return (values[0], values[1])
    }

    /// Waits until the page has drawn the server's newest state whole (its module's timings and
    /// its second message, whose ghosts can lengthen the clock), then ends every animation there:
    /// the scene at rest, where a press or a tap is not a tap mid-flight.
    static func finishAtRest(_ driven: PreviewGestureTests.Driven) throws {
        let version = driven.hub.version
        try driven.browser.wait(until: "window.animtune.moduleVersion >= \(version) && window.animtune.detailedVersion >= \(version)",
                                session: driven.tab)
        _ = try driven.browser.evaluate(finishAll, session: driven.tab)
    }

    /// Waits until `condition` holds and the page has drawn the server's state with its module's
    /// timings: the page learns a new action before it has built that action's animations.
    static func settle(on condition: String, _ driven: PreviewGestureTests.Driven) throws {
        try driven.browser.wait(until: condition, session: driven.tab)
        try driven.browser.wait(until: "window.animtune.moduleVersion >= \(driven.hub.version)", session: driven.tab)
    }

    static func mouse(_ type: String, at point: (x: Double, y: Double), _ driven: PreviewGestureTests.Driven) throws {
        try driven.browser.call("Input.dispatchMouseEvent", ["type": type, "button": "left", "buttons": type == "mousePressed" ? 1 : 0,
                                                             "clickCount": 1, "x": point.x, "y": point.y], session: driven.tab)
    }

    private static func drivePress() throws -> [String] {
        let state = try CardScene().defaultState.setting([(key: "highlight.scale", text: "0.9")])
        let driven = try PreviewGestureTests.Driven(state)
        let browser = driven.browser, tab = driven.tab
        // The card dismissed: the list, with the cell where the card was.
        driven.hub.play("dismiss")
        try finishAtRest(driven)
        let cell = try centre(of: "cell", driven)
        try mouse("mousePressed", at: cell, driven)
        try settle(on: "window.animtune.action === 'highlight'", driven)
        // The highlight ends while the finger is still down, the page playing with its loop on:
        // the finish event comes by the next frame, and the cell stays shrunk rather than loop.
        let held = """
            (async () => { const all = window.animtune.animations;
              for (const x of all) x.currentTime = x.effect.getComputedTiming().endTime;
              await Promise.allSettled(all.map((x) => x.finished));
              await new Promise((next) => requestAnimationFrame(() => requestAnimationFrame(next)));
              return Number(getComputedStyle(window.animtune.elements.cell).scale); })()
            """
        var failures: [String] = []
        let scale = try browser.evaluate(held, session: tab) as? Double ?? .nan
        // The cell settles at highlight.scale (to 0.001, a hundredth of the 0.1 it shrinks by).
        if !(abs(scale - 0.9) <= 0.001) { failures.append("the pressed cell ends at scale \(scale), not highlight.scale 0.9") }
        try mouse("mouseReleased", at: cell, driven)
        try browser.wait(until: "window.animtune.action === 'present'", session: tab)
        return failures
    }

    private static func driveTabTap() throws -> [String] {
        let scene = TabBarScene()
        let driven = try PreviewGestureTests.Driven(scene.defaultState)
        let browser = driven.browser, tab = driven.tab
        try finishAtRest(driven)
        let right = try centre(of: "right", driven)
        try mouse("mousePressed", at: right, driven)
        try mouse("mouseReleased", at: right, driven)
        try browser.wait(until: "window.animtune.action === 'select' && window.animtune.argument === 'right'", session: tab)
        try finishAtRest(driven)
        let indicator = try centre(of: "indicator", driven)
        let scale = try driven.origin().scale
        // Under the tab: the same centre x, to a hundredth of a point.
        guard abs(indicator.x - right.x) <= 0.01 * scale else {
            return ["the indicator ends centred at x \(indicator.x) px, the right tab's centre is at \(right.x) px"]
        }
        return []
    }
}
