import AnimTuneCore
import AnimTuneShell
import Foundation
import HeadlessChromium
import Preview

/// The preview against a 120 Hz frame (8.33 ms), in headless Chromium: from a change of the
/// session (`Session.change`, what `set` and each `tune` nudge make) to the page's
/// acknowledgement that it drew that state (from the core's keyframes), and to the one that it
/// plays the state with its `export waapi` module's timings, 200 nudges of the card's
/// `present.dampingInterval` while the page shows the present (as `tune present.dampingInterval`
/// does: every nudge changes what plays, its module and every runtime's ghost); and the page's
/// frame interval while it plays the card's present with every runtime's ghost of its move, and
/// the main thread's work in each of those frames (headless Chromium draws at 60 Hz only, so
/// the work says whether a 120 Hz display's frames would fit).
struct PreviewBenchmark {
    static let nudges = 200
    static let frameBudget = 1.0 / 120

    func rows() throws -> [BenchmarkRow] {
        guard HeadlessChromium.executable != nil else { return [] }
        let session = Session(scene: CardScene())
        let hub = PreviewHub(state: session.state)
        session.observers.append { hub.publish($0) }
        let server = try PreviewServer.start(hub: hub, port: 0, log: { _ in })
        defer { server.stop() }
        let browser = try HeadlessChromium()
        let tab = try browser.openTab(server.url)
        try browser.wait(until: "window.animtune && window.animtune.version >= \(hub.version)", session: tab)
        let heapBefore = try Self.pageHeap(browser, tab)
        let (latencies, moduleLatencies) = try Self.nudge(session, hub, around: 0.3)
        let p99 = Self.percentile(latencies, 0.99), median = Self.percentile(latencies, 0.5)
        var rows = [BenchmarkRow(name: "preview: shell change → page drew it, p99 (\(Self.nudges) nudges of the card's present as it plays)",
                                 animtune: Self.milliseconds(p99), baseline: "one 120 Hz frame: 8.33 ms",
                                 ratio: p99 / Self.frameBudget, note: "lower is better; median \(Self.milliseconds(median))"),
                    BenchmarkRow(name: "preview: shell change → page plays it with the waapi module's timings, p99",
                                 animtune: Self.milliseconds(Self.percentile(moduleLatencies, 0.99)), baseline: "one 120 Hz frame: 8.33 ms",
                                 ratio: Self.percentile(moduleLatencies, 0.99) / Self.frameBudget,
                                 note: "the page asks for the module once it has drawn the core's keyframes; median "
                                    + Self.milliseconds(Self.percentile(moduleLatencies, 0.5)))]
        let heapAfter = try Self.pageHeap(browser, tab)
        rows.append(BenchmarkRow(name: "preview: page JS heap after \(Self.nudges) nudges vs before (each played with its module)",
                                 animtune: Self.mebibytes(heapAfter), baseline: "before: \(Self.mebibytes(heapBefore))",
                                 ratio: Double(heapAfter) / Double(heapBefore),
                                 note: "V8's used heap after a forced collection; a document keeps every module it imports, so the page imports them in frames it replaces"))
        rows.append(try floorRow(session: session, hub: hub, browser: browser, tab: tab))
        rows.append(try memoryRow(hub: hub, from: session.state))
        // The card's present with every runtime's ghost of its move (they arrive in the state's second message).
        try browser.wait(until: "document.querySelectorAll('.ghost').length > 0", session: tab)
        let ghosts = try browser.evaluate("document.querySelectorAll('.ghost').length", session: tab) as? Int ?? 0
        // Each frame: the interval since the last, and the main thread's work in it, from the
        // frame's callbacks to a message posted there, which runs once the frame's style,
        // layout and paint are done.
        let frames = try browser.evaluate("""
            (async () => { const a = window.animtune; await a.play("present"); const times = [], work = [];
              await new Promise((resolve) => { const channel = new MessageChannel(); let start = 0;
                channel.port1.onmessage = () => { work.push(performance.now() - start); if (times.length > 180) resolve(); else requestAnimationFrame(tick); };
                const tick = (t) => { times.push(t); start = performance.now(); channel.port2.postMessage(0); };
                requestAnimationFrame(tick); });
              return { intervals: times.slice(1).map((t, i) => t - times[i]), work }; })()
            """, session: tab) as? [String: Any] ?? [:]
        let intervals = (frames["intervals"] as? [Double] ?? []).map { $0 / 1000 }
        let work = (frames["work"] as? [Double] ?? []).map { $0 / 1000 }
        let frameP99 = Self.percentile(intervals, 0.99)
        rows.append(BenchmarkRow(name: "preview: page frame interval p99, card present with \(ghosts) ghosts",
                                 animtune: Self.milliseconds(frameP99), baseline: "one 120 Hz frame: 8.33 ms",
                                 ratio: frameP99 / Self.frameBudget,
                                 note: "headless Chromium paces frames at 60 Hz (16.7 ms); a ratio near 2 is that pace, not dropped frames"))
        let workP99 = Self.percentile(work, 0.99)
        rows.append(BenchmarkRow(name: "preview: page main-thread work a frame p99, card present with \(ghosts) ghosts",
                                 animtune: Self.milliseconds(workP99), baseline: "one 120 Hz frame: 8.33 ms",
                                 ratio: workP99 / Self.frameBudget,
                                 note: "what a frame asks of the page at any pace: its callbacks, style, layout and paint (the card's size "
                                    + "and corners are not compositor properties); median \(Self.milliseconds(Self.percentile(work, 0.5)))"))
        return rows
    }

    /// What no page code can beat on this machine: the same nudges acknowledged by a bare
    /// WebSocket opened in the same page, which answers each state as it arrives and does
    /// nothing else, while the page goes on playing the present with its ghosts (the page's own
    /// acknowledgement counts too when it comes first, so this is the floor plus at most one
    /// of the page's message handlers).
    private func floorRow(session: Session, hub: PreviewHub, browser: HeadlessChromium, tab: String) throws -> BenchmarkRow {
        _ = try browser.evaluate("""
            new Promise((resolve, reject) => { const socket = new WebSocket(new URL("socket", location.href).href.replace(/^http/, "ws"));
              socket.onmessage = (event) => { const message = JSON.parse(event.data);
                if (message.type === "state" && message.details !== true) socket.send(JSON.stringify({ type: "ack", version: message.version, module: false })); };
              socket.onopen = () => resolve(true); socket.onerror = () => reject(new Error("the bare socket did not open")); })
            """, session: tab)
        let latencies = try Self.nudge(session, hub, around: 0.5).drawn
        let p99 = Self.percentile(latencies, 0.99)
        return BenchmarkRow(name: "preview: floor — shell change → a bare socket in the same page answers, p99 (same nudges, same play)",
                            animtune: Self.milliseconds(p99), baseline: "one 120 Hz frame: 8.33 ms", ratio: p99 / Self.frameBudget,
                            note: "the round trip to this browser while it plays, with no page code in it; median "
                                + Self.milliseconds(Self.percentile(latencies, 0.5)))
    }

    /// ``nudges`` changes of the card's `present.dampingInterval`, up from `base` a thousandth
    /// at a time and back: the seconds from each change to a page's acknowledgement that it drew
    /// it, and to the one that it plays it with its module (the next nudge waits for both).
    private static func nudge(_ session: Session, _ hub: PreviewHub, around base: Double) throws -> (drawn: [Double], module: [Double]) {
        var drawn: [Double] = [], module: [Double] = []
        for nudge in 0..<nudges {
            let interval = base + 0.001 * Double(nudge % 100) * (nudge < 100 ? 1 : -1)
            let state = try session.state.setting([(key: "present.dampingInterval", text: NumberFormatting.short(interval))])
            let start = MonotonicClock.now()
            session.change(to: state)
            let version = hub.version
            hub.waitForAcknowledgement(of: version)
            drawn.append(MonotonicClock.now() - start)
            hub.waitForAcknowledgement(of: version, module: true)
            module.append(MonotonicClock.now() - start)
        }
        return (drawn, module)
    }

    /// The bench process's resident memory (the server is in it) after 10 more pushes, then
    /// after 10,000, each drawn by the page before the next: every push a damping not seen
    /// before, so a cache that keeps every state shows. The states go to the hub directly: a
    /// session would keep each one for undo, which is the shell's memory, not the server's.
    private func memoryRow(hub: PreviewHub, from start: SceneState) throws -> BenchmarkRow {
        var afterTen = 0
        var state = start
        for push in 1...Self.memoryPushes {
            let interval = 0.3 + 0.5 * Double(push) / Double(Self.memoryPushes)
            state = try state.setting([(key: "present.dampingInterval", text: NumberFormatting.fixed(interval, decimals: 6))])
            hub.publish(state)
            hub.waitForAcknowledgement(of: hub.version)
            if push == 10 { afterTen = ResidentMemory.current() }
        }
        let after = ResidentMemory.current()
        return BenchmarkRow(name: "preview: server memory after \(Self.memoryPushes) pushes vs after 10 (card)", animtune: Self.mebibytes(after),
                            baseline: "after 10: \(Self.mebibytes(afterTen))", ratio: Double(after) / Double(afterTen),
                            note: "resident memory of the process serving the page; each push a value not seen before, drawn before the next")
    }

    static let memoryPushes = 10_000

    /// The page's JavaScript heap in use (bytes) once a collection has run.
    static func pageHeap(_ browser: HeadlessChromium, _ tab: String) throws -> Int {
        _ = try browser.call("HeapProfiler.enable", session: tab)
        _ = try browser.call("HeapProfiler.collectGarbage", session: tab)
        return (try browser.call("Runtime.getHeapUsage", session: tab)["usedSize"] as? NSNumber)?.intValue ?? 0
    }

    static func mebibytes(_ bytes: Int) -> String { String(format: "%.1f MiB", Double(bytes) / 1_048_576) }

    static func percentile(_ values: [Double], _ fraction: Double) -> Double {
        guard !values.isEmpty else { return .nan }
        let sorted = values.sorted()
        return sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * fraction).rounded(.up)))]
    }

    static func milliseconds(_ seconds: Double) -> String { String(format: "%.2f ms", seconds * 1000) }
}
