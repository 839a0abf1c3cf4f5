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

    /// Every animation of the page at its end, paused there: the scene at rest after its action.
    static let finishAll = "(() => { for (const x of window.animtune.animations) { x.pause(); x.currentTime = x.effect.getComputedTiming().endTime; } return true; })()"

    /// The centre of an element's node on the window, in CSS pixels.
    static func centre(of element: String, _ driven: PreviewGestureTests.Driven) throws -> (x: Double, y: Double) {
        let script = "(() => { const r = window.animtune.elements['\(element)'].getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]; })()"
        guard let values = try driven.browser.evaluate(script, session: driven.tab) as? [Double], values.count == 2 else {
            throw HeadlessChromium.Failure(description: "no node for \(element)")
        }
        return (values[0], values[1])
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
        try browser.wait(until: "window.animtune.action === 'dismiss' && window.animtune.moduleVersion >= \(driven.hub.version)", session: tab)
        _ = try browser.evaluate(finishAll, session: tab)
        let cell = try centre(of: "cell", driven)
        try mouse("mousePressed", at: cell, driven)
        try browser.wait(until: "window.animtune.action === 'highlight'", session: tab)
        _ = try browser.evaluate(finishAll, session: tab)
        var failures: [String] = []
        let scale = try browser.evaluate("Number(getComputedStyle(window.animtune.elements.cell).scale)", session: tab) as? Double ?? .nan
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
        try browser.wait(until: "window.animtune.moduleVersion >= \(driven.hub.version)", session: tab)
        _ = try browser.evaluate(finishAll, session: tab)
        let right = try centre(of: "right", driven)
        try mouse("mousePressed", at: right, driven)
        try mouse("mouseReleased", at: right, driven)
        try browser.wait(until: "window.animtune.action === 'select' && window.animtune.argument === 'right'", session: tab)
        _ = try browser.evaluate(finishAll, session: tab)
        let indicator = try centre(of: "indicator", driven)
        let scale = try driven.origin().scale
        // Under the tab: the same centre x, to a hundredth of a point.
        guard abs(indicator.x - right.x) <= 0.01 * scale else {
            return ["the indicator ends centred at x \(indicator.x) px, the right tab's centre is at \(right.x) px"]
        }
        return []
    }
}
