import AnimTuneCore
import Foundation
import HeadlessChromium
import Testing
import TestPrerequisites
@testable import Preview

/// In headless Chromium, driven with DevTools' `Input.dispatchMouseEvent` and
/// `Input.dispatchTouchEvent` at known times and places: the page's decisions, curves and
/// velocities are animtune's core's for the same finger, computed here from the dispatched
/// samples (never from what the page says), and hostile messages change nothing.
@Suite("preview page: a finger in the page is the core's finger", .serialized,
       .enabled(if: Prerequisite.runs(HeadlessChromium.executable != nil), "Chromium is not installed; the preview page was not run"))
struct PreviewGestureTests {
    /// The worst miss, as a line, of the page's `rows` (at page times) against `frames` of the
    /// core at `coreTimes` (ms, integers: the frames are 1 ms apart), each property within 0.001
    /// of its travel over `frames` (or a layout unit, 1/64 px, for a length that barely moves).
    static func worstMiss(_ rows: [[String: [Double]]], pageTimes: [Double], frames: [Frame], coreTimes: [Int], label: String) -> String? {
        var worst: (excess: Double, text: String)?
        for (index, element) in frames[0].elements.enumerated() {
            for (column, property) in WAAPIPlayback.Property.allCases.enumerated() {
                let values = frames.map { property.value(of: $0.elements[index]) }
                let travel = (values.max() ?? 0) - (values.min() ?? 0)
                let isLength = ["x", "y", "width", "height", "cornerRadius"].contains(property.rawValue)
                let tolerance = max(0.001 * travel, isLength ? 1.0 / 64 + 1e-9 : 1e-6)
                for (row, (pageTime, coreTime)) in zip(rows, zip(pageTimes, coreTimes)) {
                    guard let page = row[element.name].flatMap({ $0.indices.contains(column) ? $0[column] : nil }) else { continue }
                    let expected = values[min(coreTime, values.count - 1)]
                    let excess = abs(page - expected) - tolerance
                    if excess > 0, excess > (worst?.excess ?? 0) {
                        worst = (excess, "\(label): \(element.name).\(property.rawValue) at page \(pageTime) ms is \(page), core \(expected) at \(coreTime) ms (travel \(travel))")
                    }
                }
            }
        }
        return worst?.text
    }

    // MARK: Card drags around the threshold

    /// A drag down whose UIKit pan ends `translation` pt from its begin point, moving at `speed`
    /// pt/s over its last two events (100 ms each): the pan begins at 12 pt, a quick ramp, then
    /// the two steady events. Whole milliseconds and points.
    static func cardDrag(translation: Double, speed: Double) -> [PointerSample] {
        let x = 187.0, y0 = 200.0, step = 0.1
        var samples = [PointerSample(time: 0, x: x, y: y0), PointerSample(time: 0.016, x: x, y: y0 + 12)]
        let ramp = translation - 2 * speed * step
        let count = max(1, Int((abs(ramp) / 10).rounded(.up)))
        for index in 1...count {
            samples.append(PointerSample(time: 0.016 + 0.016 * Double(index), x: x, y: y0 + 12 + ramp * Double(index) / Double(count)))
        }
        for _ in 0..<2 {
            let last = samples[samples.count - 1]
            samples.append(PointerSample(time: last.time + step, x: x, y: last.y + speed * step))
        }
        return samples
    }

    @Test("20 card drags around the threshold: the page's dismiss or restore is run drag --velocity V --release D's, its curves the table's within 0.001 of travel")
    func cardDrags() async throws {
        let failures = try await DedicatedThread.run { try Self.driveCardDrags() }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }

    private static func driveCardDrags() throws -> [String] {
        let scene = CardScene()
        let state = scene.defaultState
        let driven = try Driven(state)
        // The card presented (at rest, full screen), as a finger finds it to drag it down: once
        // the page plays it with its module's timings and every runtime's ghost.
        try driven.browser.wait(until: "window.animtune.moduleVersion === window.animtune.version && document.querySelectorAll('.ghost').length > 0",
                                session: driven.tab)
        _ = try driven.browser.evaluate(PreviewPressAndTapTests.finishAll, session: driven.tab)
        _ = try driven.browser.evaluate("(() => { document.getElementById('record').checked = true; return true; })()", session: driven.tab)
        let action = try scene.action(named: "drag")
        let distance = try #require(Double(state.value(forKey: "shrink.distance")?.description ?? ""))
        let dragDuration = try #require(Double(state.value(forKey: "drag.duration")?.description ?? ""))
        var failures: [String] = []
        var outcomes: Set<String> = []
        for index in 0..<20 {
            // Projected release = D + 0.499·V lands 3 to 12 pt either side of shrink.distance.
            let speed = 20.0 * Double(1 + index % 7)
            let margin = (3.0 + Double(index % 10)) * (index.isMultiple(of: 2) ? 1 : -1)
            let translation = (distance + margin - speed * 0.998 / 0.002 / 1000).rounded()
            let samples = cardDrag(translation: translation, speed: speed)
            try driven.mouseDrag(samples)
            let label = "drag \(index + 1): D \(translation) pt, V \(speed) pt/s"
            if let mismatch = try driven.keptMismatch(samples, scene: scene) {
                failures.append("\(label): \(mismatch)")
                continue
            }
            let outcome = try driven.browser.evaluate("window.animtune.answer.outcome", session: driven.tab) as? String
            var options = RunOptions(fps: 1000)
            options.release = .pointsPerSecond(speed)
            options.values = ["velocity": speed, "release": translation]
            let core = try scene.timeline(for: action, state: state, options: options)
            outcomes.insert(core.action)
            guard outcome == core.action else {
                failures.append("\(label): the page played \(outcome ?? "nothing"), run drag says \(core.action)")
                continue
            }
            // After the release: the page's run at the dispatched release time + τ against the table at held + τ.
            let held = Int((dragDuration * translation / distance * 1000).rounded())
            // The page's clock is coarsened to 0.1 ms: its release is placed by that clock (within 1 ms of the dispatch).
            let dispatchedRelease = samples[samples.count - 1].time * 1000
            let released = (try driven.browser.evaluate("window.animtune.answer.release.time * 1000", session: driven.tab) as? Double) ?? .nan
            guard abs(released - dispatchedRelease) <= 1 else {
                failures.append("\(label): the page's release at \(released) ms, dispatched at \(dispatchedRelease) ms")
                continue
            }
            let after = (core.frames.count - 1) - held
            // From 1 ms after the release to 1 ms before the end: the core's frames jump at both (the card's corner
            // radius and the cell's alpha switch at the release, UIKit's form ends the spring at its duration).
            let steps = (0...40).map { 1 + $0 * (after - 2) / 40 }
            let rows = try driven.sample(at: steps.map { released + Double($0) })
            if let miss = worstMiss(rows, pageTimes: steps.map { released + Double($0) }, frames: core.frames,
                                    coreTimes: steps.map { held + $0 }, label: label) {
                failures.append(miss)
            }
        }
        if outcomes.count != 2 { failures.append("the drags should both dismiss and restore; all were \(outcomes)") }
        return failures
    }

    // MARK: One instant, two event times

    @Test("a lift-off 0.1 ms after the last move, where it moved last (seen 0.1–0.2 ms apart in Chromium's 0.1 ms event times): the kept finger is the moves alone")
    func liftOffWithinEventResolution() async throws {
        let mismatch = try await DedicatedThread.run { () throws -> String? in
            let scene = SpringScene()
            let driven = try Driven(scene.defaultState)
            _ = try driven.browser.evaluate("(() => { window.animtune.pause(0); document.getElementById('record').checked = true; return true; })()",
                                            session: driven.tab)
            let samples = (0...8).map { PointerSample(time: 0.016 * Double($0), x: Driven.springLeft + 30 + 9 * Double($0), y: 330) }
            try driven.mouseDrag(samples, liftOff: 0.0001)
            return try driven.keptMismatch(samples, scene: scene)
        }
        #expect(mismatch == nil, "\(mismatch ?? "")")
    }

    // MARK: A tap retargets the spring

    @Test("a tap at 0.15 s into a 0 → 300 pt spring, on 100 pt: each runtime's curve is run --retarget 0.15s:100 --runtime NAME's within 0.001 of travel")
    func tapRetargets() async throws {
        let failures = try await DedicatedThread.run { try Self.driveTap() }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }

    private static func driveTap() throws -> [String] {
        let scene = SpringScene()
        let state = try scene.defaultState.setting([(key: "travel", text: "300")])
        let driven = try Driven(state)
        try driven.browser.wait(until: "window.animtune.values.travel === '300'", session: driven.tab)
        // Paused 150 ms into the transition, mid-flight; the tap lands where the view is 100 pt along.
        if let problem = try driven.tapSpring(at: 150, on: 100, answersBefore: 0) { return [problem] }
        return try driven.springMisses(scene, state) { runtime in
            var options = RunOptions(fps: 1000)
            options.runtime = runtime
            options.retargets = [Retarget(time: 0.15, target: 100.0 / 300)]
            return options
        }
    }

    // MARK: A tap after the release retargets the finger's continuation

    @Test("a drag of the spring let go at 120 pt, then a tap 108 ms after the release on 200 pt: each runtime's curve is the core's continuation retargeted there, within 0.001 of travel")
    func tapRetargetsContinuation() async throws {
        let failures = try await DedicatedThread.run { try Self.driveContinuationTap() }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }

    private static func driveContinuationTap() throws -> [String] {
        let scene = SpringScene()
        let state = try scene.defaultState.setting([(key: "travel", text: "300")])
        let driven = try Driven(state)
        let tab = driven.tab, browser = driven.browser
        try browser.wait(until: "window.animtune.values.travel === '300'", session: tab)
        _ = try browser.evaluate("(() => { window.animtune.pause(0); return true; })()", session: tab)
        // The view at rest, pulled right: 20 ms steps, whole ms and points, faster towards the release at 200 ms.
        let samples = (0...10).map { index in PointerSample(time: 0.02 * Double(index), x: Driven.springLeft + 30 + 1.2 * Double(index * index), y: 330) }
        _ = try browser.evaluate("(() => { document.getElementById('record').checked = true; return true; })()", session: tab)
        try driven.mouseDrag(samples)
        if let problem = try browser.evaluate("window.animtune.answer.problem", session: tab) as? String { return ["the drag was answered with: \(problem)"] }
        // The core runs on the finger the page sent, which is the dispatched one up to Chromium's 0.1 ms
        // event times: near a frame boundary of a frame-driven runtime that 0.1 ms decides which frame shows.
        if let mismatch = try driven.keptMismatch(samples, scene: scene) { return [mismatch] }
        guard let gesture = driven.server.recorder.gesture else { return ["the page's gesture was not kept"] }
        // 108 ms after the release, between the frames of every frame-driven runtime (a tap on a frame
        // would land before or after it by Chromium's 0.1 ms event times), where the view is 200 pt along.
        let tapTime = 308.0
        if let problem = try driven.tapSpring(at: tapTime, on: 200, answersBefore: 1) { return [problem] }
        guard try browser.evaluate("window.animtune.answer.gesture === true", session: tab) as? Bool == true else {
            return ["the tap retargeted the action, not the finger's continuation"]
        }
        return try driven.springMisses(scene, state) { runtime in
            var options = GestureRelease.options(gesture, runtime: runtime, fps: 1000)
            options.retargets = [Retarget(time: tapTime / 1000, target: 200.0 / 300)]
            return options
        }
    }

    // MARK: A recorded fling

    @Test("a recorded touch fling kept for save-gesture equals the dispatched samples, and the page shows metrics --gesture's velocities")
    func recordedFling() async throws {
        let failures = try await DedicatedThread.run { try Self.driveFling() }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }

    private static func driveFling() throws -> [String] {
        let scene = ProfileScene()
        let driven = try Driven(scene.defaultState)
        let tab = driven.tab, browser = driven.browser
        _ = try browser.call("Emulation.setTouchEmulationEnabled", ["enabled": true, "maxTouchPoints": 1], session: tab)
        _ = try browser.evaluate("(() => { document.getElementById('record').checked = true; return true; })()", session: tab)
        // A finger flicking up, faster and faster, an event every 8 ms.
        let samples = (0..<24).map { index -> PointerSample in
            let t = Double(index) * 0.008
            return PointerSample(time: t, x: 180.25, y: 640 - 900 * t - 6000 * t * t)
        }
        try driven.touchDrag(samples)
        var failures: [String] = []
        guard let kept = driven.server.recorder.gesture else { return ["nothing was recorded"] }
        let dispatched = try FingerDrive.of(scene)!.gesture(samples)
        if kept.samples.count != dispatched.samples.count {
            failures.append("recorded \(kept.samples.count) samples, dispatched \(dispatched.samples.count)")
        }
        for (index, (got, sent)) in zip(kept.samples, dispatched.samples).enumerated()
        where abs(got.time - sent.time) > 0.001 || abs(got.position - sent.position) > 0.01 {
            failures.append("sample \(index + 1): recorded \(got.time) s, \(got.position) pt; dispatched \(sent.time) s, \(sent.position) pt")
        }
        // What save-gesture writes, read back as metrics --gesture reads it.
        let saved = try GestureCSV.parse(kept.csv)
        let shown = try browser.evaluate("[...document.querySelectorAll('#velocities tr')].map((r) => [...r.children].map((c) => c.textContent))",
                                         session: tab) as? [[String]] ?? []
        let expected = Runtime.allCases.map { runtime in
            [runtime.name, runtime.velocityTracker.name, "\(NumberFormatting.fixed(runtime.velocityTracker.releaseVelocity(saved), decimals: 1)) pt/s"]
        }
        if shown != expected { failures.append("the page shows \(shown), metrics --gesture gives \(expected)") }
        // Each velocity on one line, and the panel no wider than its place: a four-digit velocity
        // once wrapped under its unit in a real window, and then, kept on its line, widened the panel.
        let wrapped = try browser.evaluate("""
            [...document.querySelectorAll('#velocities td:last-child')].filter((td) =>
              td.getBoundingClientRect().height > 1.8 * parseFloat(getComputedStyle(td).fontSize)).map((td) => td.textContent)
            """, session: tab) as? [String] ?? ["(not read)"]
        if !wrapped.isEmpty { failures.append("velocities wrap onto a second line: \(wrapped)") }
        let overflow = try browser.evaluate("(() => { const p = document.getElementById('panel'); return p.scrollWidth - p.clientWidth; })()",
                                            session: tab) as? Int ?? -1
        if overflow != 0 { failures.append("the panel scrolls sideways by \(overflow) px") }
        return failures
    }

    // MARK: Hostile messages

    /// Messages no page of animtune's sends, each on a socket of its own (built in the page, so large ones cost no transfer here).
    static let hostile = [
        #"'{"type":"gesture","samples":[[0,NaN,0],[1,1,1]]}'"#,
        #"'{"type":"gesture","samples":[[0,1e308,0],[1,1,1]]}'"#,
        #"'{"type":"gesture","samples":[' + '[0,0,0],'.repeat(10001) + '[1,1,1]]}'"#,
        #"'{"type":"gesture","samples":[[5,0,0],[4,1,1],[6,2,2]]}'"#,
        #"'{"type":"gesture","samples":[[0,0,0],[60000.5,1,1]]}'"#,
        #"'preview save-gesture /etc/passwd'"#,
        #"'{"type":"gesture","samples":[[0,0,0],[1,1,1]],"command":"preview save-gesture /tmp/x"}'"#,
    ]

    /// (10 million samples and a 64 MB frame are over the WebSocket's 1 MiB frame limit and
    /// PageMessage's 640 KiB bound: see PageGestureMessageTests.hugeMessages.)
    @Test("NaN, 1e308, 10,002 samples, times backwards, over 60 s, command-like text: refused, one logged line each, state unchanged")
    func hostileMessages() async throws {
        let outcome = try await DedicatedThread.run { try Self.driveHostile() }
        #expect(outcome.failures.isEmpty, "\(outcome.failures.joined(separator: "\n"))")
        #expect(outcome.log.count == Self.hostile.count, "\(outcome.log)")
        #expect(outcome.log.allSatisfy { $0.hasPrefix("preview: closed a page's connection: ") && !$0.contains("\n") && $0.count < 300 }, "\(outcome.log)")
    }

    private static func driveHostile() throws -> (failures: [String], log: [String]) {
        let driven = try Driven(CardScene().defaultState)
        let before = driven.hub.snapshot
        var failures: [String] = []
        for message in hostile {
            let script = """
            new Promise((resolve) => { const s = new WebSocket(new URL("socket", location.href).href.replace(/^http/, "ws"));
              s.onopen = () => s.send(\(message)); s.onclose = (e) => resolve(e.code); setTimeout(() => resolve(-1), 10000); })
            """
            let code = try driven.browser.evaluate(script, session: driven.tab) as? Int
            if code == nil || code == 1000 { failures.append("\(message.prefix(50)): closed with \(String(describing: code))") }
        }
        let after = driven.hub.snapshot
        if after.state != before.state || after.view != before.view { failures.append("the state changed") }
        if driven.server.recorder.gesture != nil { failures.append("a gesture was recorded") }
        return (failures, driven.log.all)
    }
}
