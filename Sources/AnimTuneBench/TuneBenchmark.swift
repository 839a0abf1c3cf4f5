import AnimTuneCore
import AnimTuneShell
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `tune`'s cost from a nudge to the last byte of the redraw: the model takes the key, the
/// view is rebuilt (curves, metrics, the action's frames), the screen rendered to cells and
/// diffed against the previous one, wrapped in a synchronised frame. Text curves, 120 × 40,
/// 1,000 nudges per scene and code-line platform (ten steps up, ten back; a scene whose
/// focused key has no spring measured once), against the 8.33 ms of a 120 Hz frame. The CSS
/// line runs the linear() search on every nudge; as on the screen, the next nudges' CSS lines
/// are written ahead in the background (`TuneCodePrefetch`), which back-to-back nudges rarely
/// wait for. So the CSS line is measured a second time at a person's key-repeat pace, 30
/// nudges a second.
/// The p99 of the thread's CPU time is given beside the wall-clock one: on a loaded machine
/// the wall-clock tail is the scheduler's, not tune's.
struct TuneBenchmark {
    static let columns = 120
    static let rows = 40
    static let nudges = 1_000

    func rows() throws -> [BenchmarkRow] {
        var rows: [BenchmarkRow] = []
        for scene in SceneCatalog.all {
            let platforms = scene.springGroups.isEmpty ? [SpringCodePlatform.swiftui] : SpringCodePlatform.allCases
            for platform in platforms {
                rows.append(try row(scene, platform: platform))
            }
        }
        for scene in SceneCatalog.all where !scene.springGroups.isEmpty {
            rows.append(try row(scene, platform: .css, pace: Self.keyRepeat))
        }
        return rows
    }

    /// Seconds between nudges at a person's key-repeat pace.
    static let keyRepeat = 1.0 / 30
    /// Nudges of a paced row.
    static let pacedNudges = 100

    /// One scene with the code line in `platform`.
    /// `pace`: seconds between nudges (nil: one after the other).
    func row(_ scene: any Scene, platform: SpringCodePlatform, pace: Double? = nil) throws -> BenchmarkRow {
        var model = try TuneModel(state: scene.defaultState, focusKey: Self.focusKey(of: scene))
        // A pinned reference curve and the code line on screen, as a user matching springs has them.
        model.apply(.character("v"))
        while model.codePlatform != platform { model.apply(.character("c")) }
        var view = TuneView(model: model, columns: Self.columns, rows: Self.rows, mode: .truecolor)
        var writer = AnsiWriter()
        _ = writer.update(to: view.grid(frame: 0))
        let prefetch = TuneCodePrefetch()
        prefetch.schedule(after: model)
        let nudges = pace == nil ? Self.nudges : Self.pacedNudges
        var times: [Double] = []
        var cpuTimes: [Double] = []
        var bytes = 0
        for index in 0..<nudges {
            if let pace { usleep(useconds_t(pace * 1_000_000)) }
            let start = MonotonicClock.now()
            let cpuStart = Self.threadCPUTime()
            model.apply((index / 10) % 2 == 0 ? .right : .left)
            view = TuneView(model: model, columns: Self.columns, rows: Self.rows, mode: .truecolor, reusing: view)
            let frame = index % max(1, view.timeline?.frames.count ?? 1)
            let output = TerminalScreen.beginFrame + writer.update(to: view.grid(frame: frame)) + TerminalScreen.endFrame
            bytes += output.utf8.count
            times.append(MonotonicClock.now() - start)
            cpuTimes.append(Self.threadCPUTime() - cpuStart)
            prefetch.schedule(after: model)
        }
        prefetch.waitUntilIdle()
        times.sort()
        cpuTimes.sort()
        let median = times[times.count / 2]
        let p99Index = min(times.count - 1, Int((Double(times.count) * 0.99).rounded(.up)) - 1)
        let p99 = times[p99Index]
        let paced = pace.map { " at key-repeat pace (\(Int((1 / $0).rounded())) nudges a second)" } ?? ""
        return BenchmarkRow(
            name: "tune\(paced): nudge to last byte, \(scene.name) \(model.focused.key), code line \(platform.rawValue), \(Self.columns)×\(Self.rows) text curves",
            animtune: "median \(formatSeconds(median)), p99 \(formatSeconds(p99)) (CPU \(formatSeconds(cpuTimes[p99Index]))), "
                + "\(NumberFormatting.fixed(Double(bytes) / Double(nudges) / 1000, decimals: 1)) KB",
            baseline: FrameBudget.baseline, ratio: p99 / FrameBudget.seconds,
            note: "p99 ÷ frame, lower is better; \(nudges) nudges")
    }

    /// Seconds of CPU this thread has used.
    static func threadCPUTime() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// A spring's damping where the scene has a spring group, else its first layout constant.
    static func focusKey(of scene: any Scene) -> String? {
        scene.springGroups.first.map { "\($0.prefix).damping" }
    }
}
