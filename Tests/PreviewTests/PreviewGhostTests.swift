import AnimTuneCore
import Foundation
import HeadlessChromium
import Testing
import TestPrerequisites
@testable import Preview

/// In headless Chromium: the page adds a state's ghosts a runtime at a time once its second
/// message is in, and drops the ones a newer state makes stale. After a burst of changes from the
/// shell, what is on show is the newest state's ghosts, each runtime's copy once.
@Suite("preview ghosts follow the newest state", .serialized,
       .enabled(if: Prerequisite.runs(HeadlessChromium.executable != nil), "Chromium is not installed; the preview page was not run"))
struct PreviewGhostTests {
    @Test("12 nudges of the card's present published back to back: once the last is drawn, every runtime's ghost is on show once, with the keyframes of the last state's ghosts")
    func burstEndsWithTheNewestGhosts() async throws {
        let outcome = try await DedicatedThread.run { try Self.burst() }
        #expect(!outcome.expected.isEmpty)
        #expect(outcome.shown == outcome.expected, "page: \(outcome.shown)\nserver: \(outcome.expected)")
    }

    @Test("the card's present looping with every runtime's ghost: after the loop starts again, each ghost's animation shows the clock's time (or its own end, once the clock is past it)")
    func ghostsLoopOnThePageClock() async throws {
        let offsets = try await DedicatedThread.run { () throws -> [String] in
            let driven = try PreviewGestureTests.Driven(CardScene().defaultState)
            try driven.browser.wait(until: "window.animtune.detailedVersion >= \(driven.hub.version)", session: driven.tab)
            try Self.waitForTheLoop(driven)
            return try driven.browser.evaluate("""
                (() => { const all = window.animtune.animations; all.forEach((a) => a.pause()); const at = Number((\(Self.clock)).currentTime);
                  return [...document.querySelectorAll('.ghost')].flatMap((node) => node.getAnimations()
                    .filter((a) => { const end = Number(a.effect.getComputedTiming().endTime);
                      return Math.abs(Math.min(Number(a.currentTime), end) - Math.min(at, end)) > 1; })
                    .map((a) => `${node.dataset.ghost} at ${a.currentTime} (end ${a.effect.getComputedTiming().endTime}), clock at ${at}, listed ${all.includes(a)}, ${a.playState}`)); })()
                """, session: driven.tab) as? [String] ?? ["no answer"]
        }
        #expect(offsets.isEmpty, "\(offsets)")
    }

    /// The class behind ghosts found off the clock: animations made in one task (a redraw's) and
    /// ones already running (kept ghosts) were put at one time with `play()`, and the new ones
    /// started at the next frame, as late as a busy page made it. Each playing animation must
    /// have the clock's own start time and rate, whatever the page was doing meanwhile.
    @Test("the card's present playing with every runtime's ghost: every animation has the clock's start time and rate once the module's timings are in, after a nudge of another spring, and after the loop comes round")
    func everyAnimationRunsOnTheClock() async throws {
        let misses = try await DedicatedThread.run { () throws -> [String] in
            var state = CardScene().defaultState
            let driven = try PreviewGestureTests.Driven(state)
            let settled = { (version: Int) in
                "window.animtune.detailedVersion >= \(version) && window.animtune.moduleVersion >= \(version)"
            }
            try driven.browser.wait(until: settled(driven.hub.version), session: driven.tab)
            var misses = try Self.offTheClock(driven, when: "settled")
            state = try state.setting([(key: "dismiss.spring.damping", text: "0.71")])
            driven.hub.publish(state)
            try driven.browser.wait(until: settled(driven.hub.version), session: driven.tab)
            misses += try Self.offTheClock(driven, when: "after a nudge")
            try Self.waitForTheLoop(driven)
            misses += try Self.offTheClock(driven, when: "after the loop")
            return misses
        }
        #expect(misses.isEmpty, "\(misses)")
    }

    /// The class behind a ghost drawn with the wrong box: the server sent only the tracks a
    /// runtime moves its own way, and the page filled the rest of the box from where the element
    /// starts (Android's card moved its own way and never grew). Every ghost's box, read from
    /// the page, must be where `run ACTION --runtime NAME --table` puts the element.
    @Test("the card's present and the spring's transition, paused at 20 times: every ghost's box is where its runtime's run --table puts the element, within 0.15 pt",
          arguments: [("card", "present"), ("spring", "transition")])
    func ghostBoxesAreTheRuntimesBoxes(scene name: String, action: String) async throws {
        let misses = try await DedicatedThread.run { () throws -> [String] in
            let scene = try #require(SceneCatalog.all.first { $0.name == name })
            let state = scene.defaultState
            let driven = try PreviewGestureTests.Driven(state)
            try driven.browser.wait(until: "window.animtune.detailedVersion >= \(driven.hub.version)", session: driven.tab)
            let sceneAction = try scene.action(named: action)
            var timelines: [String: Timeline] = [:]
            for runtime in Runtime.allCases {
                var options = RunOptions()
                options.runtime = runtime
                options.fps = PreviewPayload.ghostRate
                timelines[runtime.rawValue] = try scene.timeline(for: sceneAction, state: state, options: options)
            }
            let samples = timelines.values.map(\.frames.count).max() ?? 0
            var misses: [String] = [], seen = 0
            for step in 0..<20 {
                let sample = step * (samples - 1) / 19
                let milliseconds = Double(sample) * 1000 / PreviewPayload.ghostRate
                let boxes = try driven.browser.evaluate("""
                    (() => { window.animtune.pause(\(milliseconds)); const device = document.getElementById('device');
                      const d = device.getBoundingClientRect(), scale = window.animtune.scale;
                      return [...document.querySelectorAll('.ghost')].map((node) => { const r = node.getBoundingClientRect();
                        return [node.dataset.ghost, node.dataset.element, (r.left - d.left) / scale - device.clientLeft,
                                (r.top - d.top) / scale - device.clientTop, r.width / scale, r.height / scale]; }); })()
                    """, session: driven.tab) as? [[Any]] ?? []
                for box in boxes {
                    guard let runtime = box[0] as? String, let element = box[1] as? String, let timeline = timelines[runtime],
                          let frame = timeline.frames[min(sample, timeline.frames.count - 1)].elements.first(where: { $0.name == element }) else {
                        misses.append("\(name) \(action): a ghost the core has no element for: \(box)")
                        continue
                    }
                    seen += 1
                    let page = box[2...].map { ($0 as? NSNumber)?.doubleValue ?? .nan }
                    let expected = [frame.x + frame.width * (1 - frame.scale) / 2, frame.y + frame.height * (1 - frame.scale) / 2,
                                    frame.width * frame.scale, frame.height * frame.scale]
                    if zip(page, expected).contains(where: { !(abs($0 - $1) <= 0.15) }) {
                        misses.append("\(name) \(action) \(runtime) \(element) at \(milliseconds) ms: page x y w h \(page), run --table \(expected)")
                    }
                }
            }
            if seen == 0 { misses.append("\(name) \(action): no ghost on show") }
            return misses
        }
        #expect(misses.isEmpty, "\(misses.prefix(8))")
    }

    /// The page's clock: the device's one animation without keyframes.
    private static let clock = "window.animtune.animations.find((a) => a.effect.target === document.getElementById('device') && a.effect.getKeyframes().length === 0)"

    /// Waits until the clock has come round and is 100 ms into the action again.
    private static func waitForTheLoop(_ driven: PreviewGestureTests.Driven) throws {
        _ = try driven.browser.evaluate("window.loopProbe = { last: Number((\(clock)).currentTime), wrapped: false }", session: driven.tab)
        try driven.browser.wait(until: """
            (() => { const now = Number((\(clock)).currentTime); if (now < window.loopProbe.last) window.loopProbe.wrapped = true;
              window.loopProbe.last = now; return window.loopProbe.wrapped && now > 100; })()
            """, session: driven.tab)
    }

    /// Each animation the page runs whose start time or rate is not the clock's, named by its node,
    /// two frames on (when an animation started with `play()` has its start time).
    private static func offTheClock(_ driven: PreviewGestureTests.Driven, when: String) throws -> [String] {
        try driven.browser.evaluate("""
            new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame))).then(() => {
              const clock = \(clock); if (!clock || clock.playState === 'paused') return ['\(when): the clock is not playing'];
              return window.animtune.animations.filter((a) => a.startTime !== clock.startTime || a.playbackRate !== clock.playbackRate)
                .map((a) => `\(when): ${a.effect.target.dataset.ghost ?? a.effect.target.dataset.animtune ?? a.effect.target.id} starts at ${a.startTime}, the clock at ${clock.startTime}, ${a.playState}`); })
            """, session: driven.tab) as? [String] ?? ["\(when): no answer"]
    }

    /// Each ghost node as `runtime: samples of each of its animations` (its keyframes, or the stops
    /// of its linear() easing), in the order the page makes them.
    private static func burst() throws -> (shown: [String], expected: [String]) {
        var state = CardScene().defaultState
        let driven = try PreviewGestureTests.Driven(state)
        try driven.browser.wait(until: "window.animtune.detailedVersion >= \(driven.hub.version)", session: driven.tab)
        for nudge in 1...12 {
            state = try state.setting([(key: "present.dampingInterval", text: NumberFormatting.short(0.3 + 0.04 * Double(nudge)))])
            driven.hub.publish(state)
        }
        try driven.browser.wait(until: "window.animtune.detailedVersion === \(driven.hub.version)", session: driven.tab)
        let shown = try driven.browser.evaluate("""
            [...document.querySelectorAll('.ghost')].map((node) => `${node.dataset.ghost}: `
              + node.getAnimations().map((a) => { const easing = String(a.effect.getTiming().easing);
                  return easing.startsWith('linear(') ? easing.split(',').length : a.effect.getKeyframes().length; }).join(','))
            """, session: driven.tab) as? [String] ?? []
        return (shown, expected(PreviewPayload.ghosts(state: state, view: PreviewView())))
    }

    /// What the page draws of `ghosts` (the server's member): a node for each element a runtime
    /// moves, with one animation of its box (a keyframe at every time of any of its box tracks)
    /// and one of each other track but its corner radius (a sample at each of its times).
    private static func expected(_ ghosts: JSONValue) -> [String] {
        guard case .array(let runs) = ghosts else { return [] }
        let box: Set<String> = ["x", "y", "width", "height"]
        return runs.flatMap { run -> [String] in
            guard case .string(let runtime)? = run["runtime"], case .array(let elements)? = run["plan"]?["elements"],
                  case .array(let tracks)? = run["plan"]?["tracks"] else { return [] }
            func times(_ track: JSONValue) -> [Double] {
                guard case .array(let times)? = track["times"] else { return [] }
                return times.compactMap { if case .number(let time) = $0 { time } else { nil } }
            }
            return elements.compactMap { element -> String? in
                guard case .string(let name)? = element["name"] else { return nil }
                let own = tracks.filter { $0["element"] == .string(name) }
                guard !own.isEmpty else { return nil }
                let property = { (track: JSONValue) -> String in if case .string(let p)? = track["property"] { p } else { "" } }
                let boxTracks = own.filter { box.contains(property($0)) }
                var counts = boxTracks.isEmpty ? [] : [Set(boxTracks.flatMap(times)).count]
                counts += own.filter { !box.contains(property($0)) && property($0) != "cornerRadius" }.map { times($0).count }
                return "\(runtime): " + counts.map(String.init).joined(separator: ",")
            }
        }
    }
}
