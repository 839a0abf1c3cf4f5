import AnimTuneCore
import Foundation
import HeadlessChromium
import Testing
import TestPrerequisites
@testable import Preview

/// In headless Chromium: when the page draws again at the clock's place (another runtime chosen,
/// a state's second message, its module's timings arriving), every track stays where the clock
/// has it. WAAPI's `play()` starts an animation that has reached its end over again, so a track
/// that had settled would jump back and replay; the button plays the action again only when asked.
@Suite("preview page: a redraw keeps the clock's place", .serialized,
       .enabled(if: Prerequisite.runs(HeadlessChromium.executable != nil), "Chromium is not installed; the preview page was not run"))
struct PreviewClockTests {
    @Test("another runtime chosen once some runs have settled: every run stays where the clock has it, none starts again")
    func runtimeChosenLate() async throws {
        let problems = try await DedicatedThread.run { try Self.chooseLate() }
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test("at the end of the action, the play button plays it again from its start")
    func playAtTheEnd() async throws {
        let problems = try await DedicatedThread.run { try Self.playAgain() }
        #expect(problems.isEmpty, "\(problems)")
    }

    /// Each of the page's animations whose time is not `place` (to a millisecond), or short of its
    /// end when it ends before `place`, in words; empty when every one is there.
    static let misplaced = """
        ((place) => window.animtune.animations.flatMap((x) => {
          const end = Number(x.effect.getComputedTiming().endTime), time = Number(x.currentTime), target = x.effect.target;
          if (place < end ? Math.abs(time - place) <= 1 : time >= end - 1) return [];
          const name = target ? target.dataset.animtune || target.id || target.className : "an animation";
          return [`${name} at ${time} ms, not ${place < end ? place : "its end"} (it ends at ${end} ms)`];
        }))
        """

    private static func chooseLate() throws -> String {
        let state = try SpringScene().defaultState.setting([(key: "travel", text: "300")])
        let driven = try PreviewGestureTests.Driven(state)
        let browser = driven.browser, tab = driven.tab
        try browser.wait(until: "window.animtune.values.travel === '300'", session: tab)
        // A tap 150 ms into the transition: every runtime's retargeted run, each settling when its platform does.
        if let problem = try driven.tapSpring(at: 150, on: 100, answersBefore: 0) { return problem }
        let other = Runtime.allCases.map(\.name).first { $0 != "exact" }!
        // Within one script the timeline's time stands still: the place is set, the runtime chosen
        // and every animation read at the same instant, while the page plays.
        let script = """
            (() => { const a = window.animtune;
              const ends = a.animations.map((x) => Number(x.effect.getComputedTiming().endTime));
              const first = Math.min(...ends), last = Math.max(...ends);
              if (!(first + 2 < last)) return `every run ends at once (${first} ms): no run has settled before the others`;
              const place = (first + last) / 2;
              for (const x of a.animations) x.currentTime = place;
              a.chooseRuntime("\(other)");
              return \(misplaced)(place).join("; "); })()
            """
        return try browser.evaluate(script, session: tab) as? String ?? "the page gave no answer"
    }

    private static func playAgain() throws -> String {
        let driven = try PreviewGestureTests.Driven(CardScene().defaultState)
        let browser = driven.browser, tab = driven.tab
        let version = driven.hub.version
        try browser.wait(until: "window.animtune.moduleVersion >= \(version) && window.animtune.detailedVersion >= \(version)", session: tab)
        // The action over, the loop off: it ends and stays, playing, at its end (the button says Pause).
        let script = """
            (async () => { const a = window.animtune; document.getElementById("loop").checked = false;
              for (const x of a.animations) x.currentTime = x.effect.getComputedTiming().endTime;
              await Promise.allSettled(a.animations.map((x) => x.finished));
              document.getElementById("play").click();
              const playing = a.animations.filter((x) => x.playState === "running").length;
              if (playing !== a.animations.length) return `${playing} of ${a.animations.length} animations play after the button`;
              return \(misplaced)(0).join("; "); })()
            """
        return try browser.evaluate(script, session: tab) as? String ?? "the page gave no answer"
    }
}
