import AnimTuneCore
import Foundation
import HeadlessChromium
import Testing
import TestPrerequisites
@testable import Preview

/// In headless Chromium: a tab of the tab bar tapped while the indicator moves sends it under
/// that tab — mid-`select`, and while the spring continues a swipe the finger let go of. Each
/// runtime's curve in the page is the core's run with `--retarget TIME:TARGET` (and the page's
/// own finger, as the server kept it), TARGET worked out here from where the tabs are drawn.
@Suite("preview page: a tab tapped while the indicator moves", .serialized,
       .enabled(if: Prerequisite.runs(HeadlessChromium.executable != nil), "Chromium is not installed; the preview page was not run"))
struct PreviewTabTapTests {
    @Test("right tapped 150 ms into select (camera → left): each runtime's curve is run select --retarget 0.15s:TARGET's, within 0.001 of travel")
    func tapDuringSelect() async throws {
        let failures = try await DedicatedThread.run { try Self.driveSelectTap() }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }

    @Test("a swipe to the right let go, then left tapped 100 ms after the release: each runtime's curve is run swipe --gesture --retarget's, within 0.001 of travel")
    func tapDuringSwipeContinuation() async throws {
        let failures = try await DedicatedThread.run { try Self.driveSwipeTap() }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }

    /// Where the indicator stands under `tab`, as a progress from `from` to `to`: from the tabs'
    /// centres as the scene draws them at rest.
    static func progress(of tab: TabBarTab, from: TabBarTab, to: TabBarTab, _ state: SceneState) throws -> Double {
        let scene = TabBarScene()
        let rest = try #require(scene.timeline(for: scene.action(named: "select"), state: state, options: RunOptions()).frames.first)
        func centre(_ tab: TabBarTab) throws -> Double {
            let element = try #require(rest.elements.first { $0.name == tab.rawValue })
            return element.x + element.width / 2
        }
        return try (centre(tab) - centre(from)) / (centre(to) - centre(from))
    }

    /// Pauses the page at `time` ms, taps the middle of `tab` and waits for the server's answer;
    /// the problem it answered with, if any.
    static func tap(_ tab: TabBarTab, at time: Double, _ driven: PreviewGestureTests.Driven) throws -> String? {
        let browser = driven.browser, session = driven.tab
        let answers = try browser.evaluate("window.animtune.answers", session: session) as? Int ?? 0
        _ = try browser.evaluate("(() => { window.animtune.pause(\(time)); return true; })()", session: session)
        let centre = try PreviewPressAndTapTests.centre(of: tab.rawValue, driven)
        try PreviewPressAndTapTests.mouse("mousePressed", at: centre, driven)
        try PreviewPressAndTapTests.mouse("mouseReleased", at: centre, driven)
        try browser.wait(until: "window.animtune.answers > \(answers)", session: session)
        return try (browser.evaluate("window.animtune.answer.problem", session: session) as? String).map { "the tap was answered with: \($0)" }
    }

    private static func driveSelectTap() throws -> [String] {
        let scene = TabBarScene(), state = scene.defaultState
        let driven = try PreviewGestureTests.Driven(state)
        try PreviewPressAndTapTests.finishAtRest(driven)
        driven.hub.play("select")
        try PreviewPressAndTapTests.settle(on: "window.animtune.action === 'select'", driven)
        if let problem = try tap(.right, at: 150, driven) { return [problem] }
        let target = try progress(of: .right, from: .camera, to: .left, state)
        return try driven.misses(scene, action: "select", state) { runtime in
            var options = RunOptions(fps: 1000)
            options.runtime = runtime
            options.retargets = [Retarget(time: 0.15, target: target)]
            return options
        }
    }

    private static func driveSwipeTap() throws -> [String] {
        let scene = TabBarScene(), state = scene.defaultState
        let driven = try PreviewGestureTests.Driven(state)
        let browser = driven.browser, tab = driven.tab
        try PreviewPressAndTapTests.finishAtRest(driven)
        _ = try browser.evaluate("(() => { document.getElementById('record').checked = true; return true; })()", session: tab)
        // Right 55 pt in 176 ms across the bar: the swipe heads for the right tab.
        let samples = (0..<12).map { PointerSample(time: 0.016 * Double($0), x: 100 + 5 * Double($0), y: 650) }
        try driven.mouseDrag(samples)
        if let problem = try browser.evaluate("window.animtune.answer.problem", session: tab) as? String { return ["the swipe was answered with: \(problem)"] }
        guard let gesture = driven.server.recorder.gesture else { return ["the page's swipe was not kept"] }
        let tapTime = (gesture.release.time * 1000).rounded() + 100
        if let problem = try tap(.left, at: tapTime, driven) { return [problem] }
        guard try browser.evaluate("window.animtune.answer.gesture === true", session: tab) as? Bool == true else {
            return ["the tap retargeted the action, not the swipe's continuation"]
        }
        let target = try progress(of: .left, from: .camera, to: .right, state)
        return try driven.misses(scene, action: "swipe", state) { runtime in
            var options = GestureRelease.options(gesture, runtime: runtime, fps: 1000)
            options.retargets = [Retarget(time: tapTime / 1000, target: target)]
            return options
        }
    }
}
