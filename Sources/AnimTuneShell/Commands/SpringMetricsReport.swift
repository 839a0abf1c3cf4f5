import AnimTuneCore

/// A spring's metrics as `metrics` and `solve` print them: a table, or JSON.
enum SpringMetricsReport {
    static func text(_ prefix: String, _ spring: Spring, _ metrics: SpringMetrics) -> String {
        func seconds(_ value: Double) -> String { value.isFinite ? "\(NumberFormatting.short(value, digits: 4)) s" : "never" }
        var rows = TextTable()
        rows.add(["damping ratio ζ", NumberFormatting.short(metrics.dampingRatio, digits: 4)])
        rows.add(["natural frequency ω0", "\(NumberFormatting.short(metrics.naturalFrequency, digits: 4)) rad/s"])
        rows.add(["overshoot", "\(NumberFormatting.short(metrics.overshoot * 100, digits: 3)) %"])
        rows.add(["peak time", metrics.peakTime.map(seconds) ?? "— (no overshoot)"])
        rows.add(["settling time (2 % band)", seconds(metrics.settlingTime)])
        rows.add(["settling time (0.1 % band)", seconds(metrics.settlingTimeEpsilon)])
        rows.add(["SwiftUI settlingDuration", seconds(SwiftUISettling(spring).duration())])
        rows.add(["rise time (10–90 %)", seconds(metrics.riseTime)])
        rows.add(["oscillations (outside 2 %)", String(metrics.oscillations)])
        rows.add(["perceptual duration", seconds(metrics.perceptualDuration)])
        return "\(prefix): mass \(NumberFormatting.short(spring.mass)), stiffness \(NumberFormatting.short(spring.stiffness)), "
            + "damping \(NumberFormatting.short(spring.damping)), velocity \(NumberFormatting.short(spring.initialVelocity))\n"
            + rows.render(indent: "  ")
    }

    static func json(_ prefix: String, _ spring: Spring, _ metrics: SpringMetrics) -> JSONValue {
        func number(_ value: Double?) -> JSONValue { value.map { $0.isFinite ? .number($0) : .null } ?? .null }
        return .object([
            ("group", .string(prefix)),
            ("dampingRatio", number(metrics.dampingRatio)),
            ("naturalFrequency", number(metrics.naturalFrequency)),
            ("overshoot", number(metrics.overshoot)),
            ("peakTime", number(metrics.peakTime)),
            ("settlingTime", number(metrics.settlingTime)),
            ("settlingTimeEpsilon", number(metrics.settlingTimeEpsilon)),
            ("swiftUISettlingDuration", number(SwiftUISettling(spring).duration())),
            ("riseTime", number(metrics.riseTime)),
            ("oscillations", .number(Double(metrics.oscillations))),
            ("perceptualDuration", number(metrics.perceptualDuration)),
        ])
    }
}
