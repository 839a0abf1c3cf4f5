import Foundation
import AnimTuneShell

/// Wall-clock timing on the monotonic clock.
enum Stopwatch {
    /// Seconds `body` takes.
    static func time(_ body: () throws -> Void) rethrows -> Double {
        let start = MonotonicClock.now()
        try body()
        return MonotonicClock.now() - start
    }

    /// The median of `repetitions` timings of `body`, after one untimed warm-up run.
    static func median(_ repetitions: Int, _ body: () throws -> Void) rethrows -> Double {
        try body()
        var times: [Double] = []
        for _ in 0..<repetitions { times.append(try time(body)) }
        times.sort()
        return times[times.count / 2]
    }

    /// The median CPU time of this thread over `repetitions` runs of `body`, after one untimed
    /// warm-up run: what the work costs, whatever else the machine is running.
    static func cpuMedian(_ repetitions: Int, _ body: () throws -> Void) rethrows -> Double {
        try body()
        var times: [Double] = []
        for _ in 0..<repetitions {
            let start = threadCPUTime()
            try body()
            times.append(threadCPUTime() - start)
        }
        times.sort()
        return times[times.count / 2]
    }

    /// Seconds of CPU this thread uses while `body` runs.
    static func cpuTime(_ body: () throws -> Void) rethrows -> Double {
        let start = threadCPUTime()
        try body()
        return threadCPUTime() - start
    }

    /// Seconds of CPU this thread has used (`CLOCK_THREAD_CPUTIME_ID`).
    private static func threadCPUTime() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }

    /// Calls of `body` per second, counting until at least `seconds` have passed.
    static func rate(seconds: Double = 0.5, _ body: () -> Void) -> Double {
        body()
        var calls = 0
        let start = MonotonicClock.now()
        var elapsed = 0.0
        repeat {
            body()
            calls += 1
            elapsed = MonotonicClock.now() - start
        } while elapsed < seconds
        return Double(calls) / elapsed
    }
}

/// `412 ms`, `5.12 s`, `38.1 µs`.
func formatSeconds(_ seconds: Double) -> String {
    if seconds >= 1 { return String(format: "%.2f s", seconds) }
    if seconds >= 1e-3 { return String(format: "%.3g ms", seconds * 1e3) }
    return String(format: "%.3g µs", seconds * 1e6)
}

/// `1.2 M/s`, `48.3 k/s`, `912 /s`.
func formatRate(_ perSecond: Double) -> String {
    if perSecond >= 1e6 { return String(format: "%.3g M/s", perSecond / 1e6) }
    if perSecond >= 1e3 { return String(format: "%.3g k/s", perSecond / 1e3) }
    return String(format: "%.3g /s", perSecond)
}
