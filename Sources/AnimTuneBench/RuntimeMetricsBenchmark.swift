import AnimTuneCore

/// `metrics --distance` for one spring against the 1 ms budget of an interactive command: every
/// runtime model built and compared with the exact curve at every frame, the css runtime (the
/// css export's own linear() search) included; and the css runtime alone.
struct RuntimeMetricsBenchmark {
    static let budget = 0.001
    let spring = Spring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0)

    func rows() -> [BenchmarkRow] {
        var sink = 0.0
        let models = Runtime.allCases
        let seconds = Stopwatch.median(51) {
            sink += RuntimeReport(spring, RuntimeSetting(), runtimes: models).rows.map(\.deviation).reduce(0, +)
        }
        let css = Stopwatch.median(51) {
            sink += RuntimeReport(spring, RuntimeSetting(), runtimes: [.css]).rows[0].deviation
        }
        let text = Stopwatch.median(51) { sink += Double(LinearEasing.spring(spring).easing.css.count) }
        precondition(sink.isFinite)
        return [
            BenchmarkRow(name: "metrics --distance for one spring: \(models.count) runtime models vs a 1 ms budget",
                         animtune: formatSeconds(seconds), baseline: "budget: \(formatSeconds(Self.budget))",
                         ratio: seconds / Self.budget, note: "lower is better; under 1 is within budget"),
            BenchmarkRow(name: "metrics --distance for one spring: the css runtime vs a 1 ms budget",
                         animtune: formatSeconds(css), baseline: "budget: \(formatSeconds(Self.budget))",
                         ratio: css / Self.budget, note: "lower is better; it is the css export's linear() stop search"),
            BenchmarkRow(name: "export css for one spring: the css runtime's linear() searched and written vs a 1 ms budget",
                         animtune: formatSeconds(text), baseline: "budget: \(formatSeconds(Self.budget))",
                         ratio: text / Self.budget, note: "lower is better; LinearEasing.spring and its text"),
        ]
    }
}
