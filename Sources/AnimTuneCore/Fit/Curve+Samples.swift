extension Curve {
    /// Measured progress over time (`fit.data`): linear between samples, flat outside them.
    public static func samples(_ name: String, summary: String, _ samples: [FitSample]) -> Curve {
        let end = max(samples.last?.t ?? 1, 1e-6)
        return Curve(name, summary, x: .time, y: .progress, domain: { _ in 0...end }) { _, t in
            guard let first = samples.first else { return 0 }
            if t <= first.t { return first.value }
            var lo = 0, hi = samples.count - 1
            guard t < samples[hi].t else { return samples[hi].value }
            while hi - lo > 1 {
                let mid = (lo + hi) / 2
                if samples[mid].t <= t { lo = mid } else { hi = mid }
            }
            let a = samples[lo], b = samples[hi]
            return a.value + (b.value - a.value) * (t - a.t) / (b.t - a.t)
        }
    }
}
