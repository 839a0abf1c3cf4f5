import AnimTuneCore

/// `metrics --retarget` for one spring against the 1 ms budget of an interactive command: issue
/// #27's case (response 0.5 s, ζ 0.7, 0 → 300 pt sent to 100 pt at 0.15 s), every runtime's
/// continuation built and measured (peak, undershoot, settling within 0.5 pt). The css runtime
/// is timed apart, as in ``RuntimeMetricsBenchmark``: its model is the css export's linear() search.
struct RetargetMetricsBenchmark {
    static let budget = 0.001
    let spring = Spring(mass: 1, stiffness: 157.91367041742973, damping: 17.59291886010284)
    let setting = RuntimeSetting(distance: 300)
    let retargets = [Retarget(time: 0.15, target: 100)]

    func rows() -> [BenchmarkRow] {
        var sink = 0.0
        let models = Runtime.allCases.filter { $0 != .css }
        func measure(_ runtimes: [Runtime], _ spring: Spring) {
            for runtime in runtimes {
                let rendering = try? runtime.retargeted(spring, setting, retargets: retargets)
                sink += rendering?.metrics(band: 0.5)?.peak ?? .nan
            }
        }
        // The css runtime gets a spring of its own every run (the stiffness moved by 1e-9), so
        // the linear() fit kept for an unchanged spring never answers.
        var repetition = 0.0
        func fresh() -> Spring {
            repetition += 1
            var spring = spring
            spring.stiffness += repetition * 1e-9
            return spring
        }
        let seconds = Stopwatch.median(51) { measure(models, spring) }
        let css = Stopwatch.median(3) { measure([.css], fresh()) }
        precondition(sink.isFinite)
        return [
            BenchmarkRow(name: "metrics --retarget for one spring: \(models.count) runtime models vs a 1 ms budget",
                         animtune: formatSeconds(seconds), baseline: "budget: \(formatSeconds(Self.budget))",
                         ratio: seconds / Self.budget, note: "lower is better; under 1 is within budget"),
            BenchmarkRow(name: "metrics --retarget for one spring: the css runtime vs a 1 ms budget",
                         animtune: formatSeconds(css), baseline: "budget: \(formatSeconds(Self.budget))",
                         ratio: css / Self.budget, note: "lower is better; it is the css export's linear() stop search"),
        ]
    }
}
