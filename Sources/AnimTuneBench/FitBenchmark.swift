import AnimTuneCore

/// `fit` on a recording of 600 samples (2.5 s at 240 Hz, whole pixels on a 300 px travel, a
/// spring that starts moving) against a 100 × 100 grid search over ζ and ω0, the way people
/// fit by hand: time per fit and the largest miss of each.
struct FitBenchmark {
    let truth = Spring(mass: 1, stiffness: 157.914, damping: 17.5929, initialVelocity: 1.5)

    var samples: [FitSample] {
        (0..<600).map { index in
            let t = Double(index) / 240
            return FitSample(t: t, value: (300 * truth.progress(at: t)).rounded() / 300)
        }
    }

    func rows() -> [BenchmarkRow] {
        let samples = self.samples
        var fit = SpringFitter.fit(samples)
        let fitTime = Stopwatch.median(9) { fit = SpringFitter.fit(samples) }
        var grid = gridSearch(samples)
        let gridTime = Stopwatch.median(3) { grid = gridSearch(samples) }
        return [
            BenchmarkRow(name: "fit a spring to 600 samples vs a 100 × 100 grid search", animtune: formatSeconds(fitTime),
                         baseline: "grid: \(formatSeconds(gridTime))", ratio: fitTime / gridTime,
                         note: "lower is better (budget 50 ms); max error \(percent(fit.maxError)) vs the grid's \(percent(grid.miss))"),
        ]
    }

    private func percent(_ value: Double) -> String { NumberFormatting.short(value * 100, digits: 2) + " %" }

    /// The least-squares spring of a grid over ζ 0.3–1.5 and ω0 2–40 rad/s (velocity 0), and
    /// its largest miss.
    private func gridSearch(_ samples: [FitSample]) -> (spring: Spring, miss: Double) {
        var best = (spring: Spring(), cost: Double.infinity)
        for i in 0..<100 {
            let zeta = 0.3 + 1.2 * Double(i) / 99
            for j in 0..<100 {
                let omega = 2 + 38 * Double(j) / 99
                let candidate = Spring(mass: 1, stiffness: omega * omega, damping: 2 * zeta * omega)
                var cost = 0.0
                for sample in samples {
                    let error = candidate.progress(at: sample.t) - sample.value
                    cost += error * error
                }
                if cost < best.cost { best = (candidate, cost) }
            }
        }
        return (best.spring, samples.map { abs(best.spring.progress(at: $0.t) - $0.value) }.max() ?? 0)
    }
}
