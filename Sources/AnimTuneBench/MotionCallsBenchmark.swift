import AnimTuneCore

/// `metrics` and `solve` calls per second against what a person would do without them:
/// measuring a densely sampled curve, and sweeping a grid of springs for the best match.
struct MotionCallsBenchmark {
    let spring = Spring(mass: 1, stiffness: 157.914, damping: 17.5929)
    let targets = SpringTargets(overshoot: 0.1, settlingTime: 0.5)

    func rows() throws -> [BenchmarkRow] {
        var sink = 0.0
        let metrics = Stopwatch.rate { sink += SpringMetrics(spring).settlingTime }
        let sampled = Stopwatch.rate { sink += SampledMetrics(spring).settlingTime }
        let solve = Stopwatch.rate { sink += (try? targets.solve())?.stiffness ?? 0 }
        let grid = Stopwatch.rate(seconds: 1) { sink += gridSearch().spring.stiffness }
        let gridMiss = gridSearch().miss
        precondition(sink.isFinite)
        return [
            BenchmarkRow(name: "metrics calls per second vs measuring 50,000 samples", animtune: formatRate(metrics),
                         baseline: "sampled: \(formatRate(sampled))", ratio: metrics / sampled,
                         note: "higher is better; exact settling and peak times"),
            BenchmarkRow(name: "solve overshoot=10% settle=0.5s per second vs a 100 × 100 grid sweep", animtune: formatRate(solve),
                         baseline: "grid: \(formatRate(grid))", ratio: solve / grid,
                         note: "higher is better; the grid's best still misses by \(Int((gridMiss * 100).rounded())) %"),
        ]
    }

    /// The spring of a 100 × 100 grid over ζ 0.3–1 and ω0 2–40 rad/s whose overshoot and
    /// settling time come closest (largest relative miss) to the targets.
    private func gridSearch() -> (spring: Spring, miss: Double) {
        var best = (spring: Spring(), miss: Double.infinity)
        for i in 0..<100 {
            let zeta = 0.3 + 0.7 * Double(i) / 99
            for j in 0..<100 {
                let omega = 2 + 38 * Double(j) / 99
                let candidate = Spring(mass: 1, stiffness: omega * omega, damping: 2 * zeta * omega)
                let measured = SpringMetrics(candidate)
                let miss = max(abs(measured.overshoot - 0.1) / 0.1, abs(measured.settlingTime - 0.5) / 0.5)
                if miss < best.miss { best = (candidate, miss) }
            }
        }
        return best
    }
}
