import AnimTuneCore

/// `metrics --distance` for one spring against the 1 ms budget of an interactive command: every
/// runtime model built and compared with the exact curve at every frame, the css runtime (the
/// css export's own linear() search) included; the css runtime alone; the css export; and the
/// css runtime of a spring searched before (what a re-render of an unchanged spring costs).
///
/// Timed as CPU time of the benchmark's thread (the machine may be shared); every repetition
/// but the last row's gets a spring of its own (the stiffness moved by 1e-9), so the fits kept
/// for unchanged springs never answer.
struct RuntimeMetricsBenchmark {
    static let budget = 0.001
    let spring = Spring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0)

    func rows() -> [BenchmarkRow] {
        var sink = 0.0, repetition = 0.0
        func fresh() -> Spring {
            repetition += 1
            var spring = spring
            spring.stiffness += repetition * 1e-9
            return spring
        }
        let models = Runtime.allCases
        let seconds = Stopwatch.cpuMedian(51) {
            sink += RuntimeReport(fresh(), RuntimeSetting(), runtimes: models).rows.map(\.deviation).reduce(0, +)
        }
        let css = Stopwatch.cpuMedian(51) {
            sink += RuntimeReport(fresh(), RuntimeSetting(), runtimes: [.css]).rows[0].deviation
        }
        let text = Stopwatch.cpuMedian(51) { sink += Double(LinearEasing.spring(fresh()).easing.css.count) }
        let reused = Stopwatch.cpuMedian(51) {
            sink += RuntimeReport(spring, RuntimeSetting(), runtimes: [.css]).rows[0].deviation
        }
        precondition(sink.isFinite)
        func row(_ name: String, _ seconds: Double, _ note: String) -> BenchmarkRow {
            BenchmarkRow(name: name, animtune: formatSeconds(seconds) + " CPU", baseline: "budget: \(formatSeconds(Self.budget))",
                         ratio: seconds / Self.budget, note: note)
        }
        return [
            row("metrics --distance for one spring: \(models.count) runtime models vs a 1 ms budget", seconds,
                "lower is better; under 1 is within budget"),
            row("metrics --distance for one spring: the css runtime vs a 1 ms budget", css,
                "lower is better; it is the css export's linear() stop search"),
            row("export css for one spring: the css runtime's linear() searched and written vs a 1 ms budget", text,
                "lower is better; LinearEasing.spring and its text"),
            row("metrics --distance, css runtime, a spring searched before (a re-render) vs a 1 ms budget", reused,
                "lower is better; the fit kept for the unchanged spring"),
        ]
    }
}
