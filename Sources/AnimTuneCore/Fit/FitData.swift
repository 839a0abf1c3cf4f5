/// Samples to fit, as progress (0 at `start`, 1 at `target`) over time from 0, and where they
/// came from.
public struct FitData: Sendable {
    public let samples: [FitSample]
    /// The value at progress 0 and 1, in the data's own units.
    public let start: Double
    public let target: Double
    /// "12 samples from t,value CSV", "cubic-bezier(…) over 0.5 s".
    public let source: String

    public static let maximumSamples = 100_000

    public init(samples: [FitSample], start: Double = 0, target: Double = 1, source: String) {
        self.samples = samples
        self.start = start
        self.target = target
        self.source = source
    }

    /// `t,value` lines (a header line, blank lines and `#` comments are skipped; `;` or tab
    /// also separate). Times must increase. The first and last values are the start and
    /// target unless `from`/`to` are given.
    public static func csv(_ text: String, from: Double? = nil, to: Double? = nil) throws(FitError) -> FitData {
        var points: [(t: Double, value: Double)] = []
        // Any line break: "\r\n" is one Character, which a split on "\n" would not cut.
        for (index, line) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            let trimmed = line.trimmed
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            let fields = trimmed.split(whereSeparator: { $0 == "," || $0 == ";" || $0 == "\t" }).map { $0.trimmed }
            let numbers = fields.prefix(2).map { Double($0) }
            guard fields.count >= 2, let t = numbers[0], let value = numbers[1] else {
                if points.isEmpty && !fields.isEmpty && Double(fields[0]) == nil { continue }
                throw FitError("line \(index + 1): expected two numbers 't,value', got '\(trimmed.prefix(40))'")
            }
            guard t.isFinite, value.isFinite else { throw FitError("line \(index + 1): numbers must be finite") }
            if let last = points.last, t <= last.t {
                throw FitError("line \(index + 1): time \(NumberFormatting.short(t)) does not increase (previous \(NumberFormatting.short(last.t)))")
            }
            points.append((t, value))
            if points.count > maximumSamples { throw FitError("more than \(maximumSamples) samples; thin the data") }
        }
        guard points.count >= 4 else { throw FitError("need at least 4 samples 't,value', got \(points.count)") }
        let start = from ?? points[0].value, target = to ?? points[points.count - 1].value
        guard target != start else {
            throw FitError("start and target are both \(NumberFormatting.short(start)): no travel; give --from and --to")
        }
        let t0 = points[0].t
        return FitData(samples: points.map { FitSample(t: $0.t - t0, value: ($0.value - start) / (target - start)) },
                       start: start, target: target, source: "\(points.count) samples")
    }

    /// A timing curve over `duration` seconds, sampled 240 times, then held at the target for
    /// as long again (after the easing ends the element stays there; a spring must too).
    public static func easing(_ curve: TimingCurve, duration: Double) -> FitData {
        FitData(samples: held(duration: duration) { curve.progress(at: $0) }, source: "\(curve) over \(NumberFormatting.short(duration)) s")
    }

    /// A CSS `linear()` easing over `duration` seconds, held at its end as long again.
    public static func linear(_ stops: LinearStops, duration: Double) -> FitData {
        FitData(samples: held(duration: duration) { stops.progress(at: $0) },
                source: "linear() with \(stops.points.count) stops over \(NumberFormatting.short(duration)) s")
    }

    private static func held(duration: Double, _ progress: (Double) -> Double) -> [FitSample] {
        let count = 240
        return (0...(2 * count)).map { index in
            let x = Double(index) / Double(count)
            return FitSample(t: x * duration, value: progress(min(x, 1)))
        }
    }
}
