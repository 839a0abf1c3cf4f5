import Foundation

/// Fits a spring (mass 1; stiffness, damping, initial velocity and optionally a start delay)
/// to progress samples by Levenberg–Marquardt on the exact closed form, from starting points
/// read off the data (first overshoot and its time, or the 63 % rise time) and a few restarts.
public enum SpringFitter {
    /// The best spring for `samples` (progress 0 → 1 over time; at least 4 samples).
    /// Most samples the search runs on: a longer series is thinned evenly (its first and last
    /// kept), so a file of a million lines costs what 2,000 do; the errors are still measured
    /// on every sample.
    public static let maximumSamples = 2_000

    public static func fit(_ samples: [FitSample], allowDelay: Bool = false) -> SpringFit {
        let searched = thinned(samples)
        let times = searched.map(\.t), values = searched.map(\.value)
        // Parameters: ln ω0, ln ζ, v0 [, delay].
        func spring(_ p: [Double]) -> Spring {
            let omega = exp(p[0]), zeta = exp(p[1])
            return Spring(mass: 1, stiffness: omega * omega, damping: 2 * zeta * omega, initialVelocity: p[2])
        }
        func delay(_ p: [Double]) -> Double { p.count > 3 ? max(0, p[3]) : 0 }
        let residuals = { (p: [Double]) -> [Double] in
            let s = spring(p), d = delay(p)
            return zip(times, values).map { s.progress(at: $0 - d) - $1 }
        }
        // The six starts closest to the data get a short run; the two best of those run to convergence.
        var points: [[Double]] = starts(times: times, values: values).map { start in
            allowDelay ? [log(start.omega), log(start.zeta), start.velocity, start.delay] : [log(start.omega), log(start.zeta), start.velocity]
        }
        points = points.map { ($0, LevenbergMarquardt.sumOfSquares(residuals($0))) }.sorted { $0.1 < $1.1 }.prefix(6).map(\.0)
        let candidates = points.map { LevenbergMarquardt.minimize(residuals, from: $0, iterations: 8) }
        var best: (parameters: [Double], cost: Double) = ([0, 0, 0, 0], .infinity)
        for candidate in candidates.sorted(by: { $0.cost < $1.cost }).prefix(2) {
            let result = LevenbergMarquardt.minimize(residuals, from: candidate.parameters, iterations: 200)
            if result.cost < best.cost { best = result }
        }
        let bestSpring = spring(best.parameters), bestDelay = delay(best.parameters)
        let errors = samples.map { abs(bestSpring.progress(at: $0.t - bestDelay) - $0.value) }
        let rms = (errors.reduce(0) { $0 + $1 * $1 } / Double(max(errors.count, 1))).squareRoot()
        var fitted = spring(best.parameters)
        // A velocity indistinguishable from 0 is 0, not rounding noise in the report.
        if abs(fitted.initialVelocity) < 1e-9 * fitted.naturalFrequency { fitted.initialVelocity = 0 }
        return SpringFit(spring: fitted, delay: delay(best.parameters), maxError: errors.max() ?? 0,
                         rmsError: rms, sampleCount: samples.count)
    }

    /// At most ``maximumSamples`` of `samples`, evenly spread, the first and last kept.
    static func thinned(_ samples: [FitSample]) -> [FitSample] {
        guard samples.count > maximumSamples else { return samples }
        let last = samples.count - 1
        return (0..<maximumSamples).map { samples[$0 * last / (maximumSamples - 1)] }
    }

    /// Starting points: ζ from the first overshoot and ω from its time when the data
    /// overshoots, else from the 63 % rise time for a few ζ; each with velocity 0 and with the
    /// initial slope; then a spread of responses.
    static func starts(times: [Double], values: [Double]) -> [(omega: Double, zeta: Double, velocity: Double, delay: Double)] {
        let t0 = times.first ?? 0
        let span = max((times.last ?? 1) - t0, 1e-3)
        var velocity = 0.0
        if times.count > 2, let index = times.firstIndex(where: { $0 - t0 >= span * 0.02 }), index > 0, times[index] > t0 {
            velocity = (values[index] - values[0]) / (times[index] - t0)
        }
        let startDelay = times[values.firstIndex { abs($0) > 0.01 } ?? 0] - t0
        var guesses: [(omega: Double, zeta: Double)] = []
        if let peak = values.indices.max(by: { values[$0] < values[$1] }), values[peak] > 1.005, times[peak] > t0 {
            let overshoot = log(values[peak] - 1)
            let zeta = min(max(-overshoot / (Double.pi * Double.pi + overshoot * overshoot).squareRoot(), 0.02), 0.98)
            let omega = Double.pi / ((times[peak] - t0) * (1 - zeta * zeta).squareRoot())
            guesses += [(omega, zeta), (omega * 0.8, zeta * 0.8), (omega * 1.25, min(zeta * 1.25, 0.99))]
        }
        if let rise = values.firstIndex(where: { $0 >= 0.632 }), times[rise] > t0 {
            let t63 = times[rise] - t0
            guesses += [(2.15 / t63, 1), (1.6 / t63, 0.7), (3.5 / t63, 1.6), (1.2 / t63, 0.4)]
        }
        for response in [0.1, 0.3, 0.8] { guesses.append((2 * Double.pi / response / (span / 1.5), 0.7)) }
        return guesses.flatMap { guess in
            [(guess.omega, guess.zeta, 0.0, startDelay), (guess.omega, guess.zeta, velocity, 0)]
        }
    }
}
