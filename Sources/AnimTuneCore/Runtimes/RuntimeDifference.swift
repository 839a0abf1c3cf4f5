/// A way an export's API runs a spring differently from the spring as set, declared by the
/// exporter that writes that API (``SwiftFileParts/runtimeDifferences``): which springs it
/// concerns, how the difference is measured against the runtime's model, and the alternative
/// that follows the spring as set. `export` prints each one over the threshold as one line.
struct RuntimeDifference: Sendable {
    /// The tolerance: a difference up to this (a tenth of a percent of the move, the exports'
    /// default `--tolerance`) is not worth a line.
    static let threshold = 0.001

    let runtime: Runtime
    /// Whether the export runs a spring set this way on `runtime`.
    let applies: @Sendable (SpringSetting) -> Bool
    /// What the runtime does, without the measure: "SwiftUI's .spring steps it at 300 Hz".
    let reason: @Sendable (Spring) -> String
    /// The largest |runtime − spring as set|, a fraction of the distance.
    let difference: @Sendable (Spring) -> Double
    /// What follows the spring as set instead, where the platform has it.
    let alternative: String?
    /// Whether the difference comes with the API the exporter writes for every spring (a
    /// frame-driven runtime) rather than with this spring's values (over-damping).
    var isExportersChoice = false
    /// The move it was measured on, when the runtime's thresholds are absolute.
    var measuredOn: String?

    /// `reason (runtime): up to 2.1 % of the distance off the spring as set, over the tolerance
    /// 0.1 %; alternative`, or nil when the difference is within the tolerance.
    func warning(key: String, setting: SpringSetting) -> ExportWarning? {
        guard applies(setting) else { return nil }
        let spring = setting.spring, gap = difference(spring)
        guard gap > Self.threshold else { return nil }
        // Enough digits that a difference just over the tolerance does not read as equal to it.
        let digits = gap < 1.01 * Self.threshold ? 5 : 3
        let measure = "up to \(NumberFormatting.short(gap * 100, digits: digits)) % of the distance off the spring as set,"
            + " over the tolerance \(NumberFormatting.short(Self.threshold * 100, digits: 3)) %"
        let summary = "\(runtime.name) is up to \(NumberFormatting.short(gap * 100, digits: digits)) % of the move off the spring"
        return ExportWarning(key: key, message: "\(reason(spring)) (\(runtime.name)): \(measure)" + (alternative.map { "; \($0)" } ?? "")
                                + (measuredOn.map { "; \($0)" } ?? ""),
                             summary: summary, isExportersChoice: isExportersChoice)
    }

    /// One warning per spring of the plan and difference over the threshold, in plan order.
    static func warnings(_ differences: [RuntimeDifference], plan: ExportPlan) -> [ExportWarning] {
        plan.springs.flatMap { spring in differences.compactMap { $0.warning(key: spring.key, setting: spring.setting) } }
    }

    /// The file's comment on what comes with the API it writes for every spring (`export`
    /// prints those findings only with `--verbose`): a heading and each finding whole, once.
    static func fileNote(_ warnings: [ExportWarning]) -> [String] {
        let choices = warnings.filter(\.isExportersChoice)
        guard !choices.isEmpty else { return [] }
        return ["How the platform runs these springs (the API this file uses for every spring; export --verbose prints the same):"]
            + choices.map { "- " + $0.description }
    }

    /// ζ > 1 run as critically damped (Core Animation, SwiftUI's interpolating spring without
    /// over-damping): measured over twice the spring's settling time.
    static func clampsOverdamping(_ runtime: Runtime, when applies: @escaping @Sendable (SpringSetting) -> Bool,
                                  reason: @escaping @Sendable (String) -> String, alternative: String?) -> RuntimeDifference {
        RuntimeDifference(runtime: runtime, applies: { applies($0) && $0.spring.dampingRatio > 1 },
                          reason: { reason(ratio($0)) }, difference: { spring in
                              let critical = ClosedFormRuntime(spring, clampsOverdamping: true, endTime: nil)
                              return largestGap(spring) { critical.progress(at: $0) }
                          }, alternative: alternative)
    }

    /// A frame-driven runtime (SwiftUI's integrator, AndroidX, Compose) at its frames over a
    /// move of `RuntimeSetting.defaultDistance` at 60 fps, as `metrics --distance` compares it
    /// (the reason says so: its thresholds are absolute). The exporter's own choice of API.
    static func frames(_ runtime: Runtime, when applies: @escaping @Sendable (SpringSetting) -> Bool,
                       reason: @escaping @Sendable (Spring) -> String, alternative: String?) -> RuntimeDifference {
        var difference = RuntimeDifference(runtime: runtime, applies: applies, reason: reason, difference: { spring in
            let report = RuntimeReport(spring, RuntimeSetting(), runtimes: [runtime])
            return (report.rows.first?.deviation ?? 0) / report.setting.distance
        }, alternative: alternative)
        difference.isExportersChoice = true
        difference.measuredOn = "measured on a move of \(NumberFormatting.short(RuntimeSetting.defaultDistance)) pt at "
            + "\(NumberFormatting.short(RuntimeSetting.defaultFrameRate)) fps (the thresholds are absolute; metrics --distance D measures yours)"
        return difference
    }

    static func ratio(_ spring: Spring) -> String { NumberFormatting.short(spring.dampingRatio, digits: 3) }

    /// Samples for `largestGap`: fine enough that the largest difference of two smooth curves is
    /// found to a small fraction of itself.
    static let gapSamples = 20_000

    /// max |rendered − spring| over twice the spring's settling time (ε 0.001), or 60 s for
    /// one that never settles, at `gapSamples` evenly spaced times.
    private static func largestGap(_ spring: Spring, _ rendered: (Double) -> Double) -> Double {
        let settle = SpringMetrics(spring).settlingTimeEpsilon
        let last = settle.isFinite && settle > 0 ? 2 * settle : RuntimeSetting.horizon
        var worst = 0.0
        for step in 0...gapSamples {
            let t = last * Double(step) / Double(gapSamples)
            worst = max(worst, abs(rendered(t) - spring.progress(at: t)))
        }
        return worst
    }
}
