import AnimTuneCore
import Foundation
import Testing
import TestPrerequisites
@testable import AnimTuneShell

/// `t` in tune throws the preview: the phone plays the action a finger ends, released at
/// 1200 pt/s, and `t` again plays the first action from rest.
@Suite("tune: t throws the preview")
struct TuneThrowTests {
    @Test("in the card scene t plays the drag released at 1200 pt/s (a dismissal); t again the focused action from rest")
    func card() throws {
        var model = try TuneModel(state: CardScene().defaultState, focusKey: "dismiss.spring")
        let still = TuneView(model: model, columns: 100, rows: 30, mode: .monochrome)
        // dismiss.spring shapes the dismissal, so that is what plays from rest.
        #expect(still.timeline?.action == "dismiss")
        model.apply(.character("t"))
        #expect(model.thrown)
        #expect(model.message == "t: drag thrown at 1200 pt/s → dismiss; t again plays it from rest")
        let thrown = TuneView(model: model, columns: 100, rows: 30, mode: .monochrome, reusing: still)
        #expect(thrown.timeline?.action == "drag → dismiss")
        // The title names what the phone plays, not the action the focused key shapes.
        #expect(thrown.grid(frame: 0).text(ofRow: 0).contains("· playing drag thrown at 1200 pt/s"))
        // The thrown dismissal follows the tuned spring: a nudge changes the frames.
        model.apply(.right)
        let nudged = TuneView(model: model, columns: 100, rows: 30, mode: .monochrome, reusing: thrown)
        #expect(nudged.timeline?.action == "drag → dismiss")
        #expect(nudged.timeline?.frames != thrown.timeline?.frames)
        model.apply(.character("t"))
        #expect(!model.thrown)
        #expect(model.message == "t: dismiss from rest")
        #expect(TuneView(model: model, columns: 100, rows: 30, mode: .monochrome, reusing: nudged).timeline?.action == "dismiss")
    }

    @Test("the spring scene throws its transition, the tab bar its swipe (toward the right, which switches tabs)")
    func otherScenes() throws {
        var spring = try TuneModel(state: SpringScene().defaultState)
        spring.apply(.character("t"))
        let timeline = try #require(TuneView(model: spring, columns: 100, rows: 30, mode: .monochrome).timeline)
        // 1200 pt/s over the 200 pt travel is 6/s: mass 1, k 100, c 10 (σ 5, ω_d √75), e(0) = 1, ė(0) = −6.
        let frame = try #require(timeline.frames.dropFirst().first)
        let shown = try #require(frame.readouts.first { $0.name == "spring" }?.value)
        let t = frame.time, wd = 75.0.squareRoot()
        let expected = 1 - exp(-5 * t) * (cos(wd * t) + (-6 + 5) / wd * sin(wd * t))
        assertClose(shown, expected, .absolute(1e-9))
        var tabbar = try TuneModel(state: TabBarScene().defaultState)
        tabbar.apply(.character("t"))
        #expect(tabbar.thrown)
        #expect(tabbar.message == "t: swipe thrown at 1200 pt/s → right; t again plays it from rest")
        let swipe = try #require(TuneView(model: tabbar, columns: 100, rows: 30, mode: .monochrome).timeline)
        #expect(swipe.action == "swipe → right")
    }
}
