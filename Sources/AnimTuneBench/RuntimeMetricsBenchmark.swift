import AnimTuneCore

/// `metrics --distance` for one spring against the 1 ms budget of an interactive command: every
/// runtime model built and compared with the exact curve at every frame. The css runtime is
/// timed apart: its model is the css export's own linear() search.
struct RuntimeMetricsBenchmark {
    static let budget = 0.001
    let spring = Spring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0)

    func rows() -> [BenchmarkRow] {
        var sink = 0.0
        let models = Runtime.allCases.filter { $0 != .css }
        let seconds = Stopwatch.median(51) {
            sink += RuntimeReport(spring, RuntimeSetting(), runtimes: models).rows.map(\.deviation).reduce(0, +)
        }
        let css = Stopwatch.median(3) {
            sink += RuntimeReport(spring, RuntimeSetting(), runtimes: [.css]).rows[0].deviation
        }
        precondition(sink.isFinite)
        return [
            BenchmarkRow(name: "metrics --distance for one spring: \(models.count) runtime models vs a 1 ms budget",
                         animtune: formatSeconds(seconds), baseline: "budget: \(formatSeconds(Self.budget))",
                         ratio: seconds / Self.budget, note: "lower is better; under 1 is within budget"),
            BenchmarkRow(name: "metrics --distance for one spring: the css runtime vs a 1 ms budget",
                         animtune: formatSeconds(css), baseline: "budget: \(formatSeconds(Self.budget))",
                         ratio: css / Self.budget, note: "lower is better; it is the css export's linear() stop search"),
        ]
    }
}
