extension ExportWarning {
    /// Differences smaller than this (a tenth of a percent of the move) are not worth a line.
    static let runtimeThreshold = 0.001

    /// The springs of `state` that the `format` export's target renders differently from the
    /// spring as set, one warning each naming the runtime and the largest difference: ζ > 1
    /// where Core Animation or SwiftUI's interpolating spring runs without over-damping
    /// (uikit; swiftui for a physical spring or one with an initial velocity), and a response
    /// below the stiffness cap of the integrated `.spring(…)` (swiftui otherwise).
    public static func runtimeDifferences(format: String, state: SceneState) -> [ExportWarning] {
        state.scene.springGroups.compactMap { group in
            let setting = state.setting(group.prefix), spring = setting.spring, key = group.prefix
            switch format {
            case "uikit":
                return clamped(key, spring, runtime: .coreanimation,
                               reason: "Core Animation without allowsOverdamping (before iOS 17) renders ζ \(ratio(spring)) as critically damped")
            case "swiftui":
                if setting.form != .physical && spring.initialVelocity == 0 { return capped(key, spring) }
                return clamped(key, spring, runtime: .swiftuiInterpolating,
                               reason: "SwiftUI's interpolatingSpring without allowOverDamping (before iOS 17) renders ζ \(ratio(spring)) as critically damped")
            default:
                return nil
            }
        }
    }

    /// `reason (runtime): up to 28.6 % of the distance off the spring as set`.
    private static func runtime(_ key: String, _ runtime: Runtime, _ reason: String, difference: Double) -> ExportWarning? {
        guard difference > runtimeThreshold else { return nil }
        return ExportWarning(key: key, message: "\(reason) (\(runtime.name)): up to "
                             + "\(NumberFormatting.short(difference * 100, digits: 3)) % of the distance off the spring as set")
    }

    private static func ratio(_ spring: Spring) -> String { NumberFormatting.short(spring.dampingRatio, digits: 3) }

    private static func clamped(_ key: String, _ spring: Spring, runtime: Runtime, reason: String) -> ExportWarning? {
        guard spring.dampingRatio > 1 else { return nil }
        let critical = ClosedFormRuntime(spring, clampsOverdamping: true, endTime: nil)
        return Self.runtime(key, runtime, reason, difference: largestGap(spring) { critical.progress(at: $0) })
    }

    private static func capped(_ key: String, _ spring: Spring) -> ExportWarning? {
        let integrated = IntegratedSwiftUIRuntime(spring, RuntimeSetting())
        guard integrated.stiffness < (spring.stiffness / spring.mass).nextDown else { return nil }
        let response = SwiftUISpring(spring).response, runs = 2 * Double.pi / integrated.stiffness.squareRoot()
        // Compared at its frames, where it shows what it computed.
        let frameRate = RuntimeSetting.defaultFrameRate
        let last = max(2 * SpringMetrics(spring).settlingTimeEpsilon, integrated.endTime ?? RuntimeSetting.horizon)
        let frames = Int(min(last, RuntimeSetting.horizon) * frameRate, rounding: .towardZero,
                         clampedTo: 0...Int(RuntimeSetting.horizon * frameRate)) + 1
        let gap = (0...frames).map { Double($0) / frameRate }.map { abs(integrated.progress(at: $0) - spring.progress(at: $0)) }.max() ?? 0
        return runtime(key, .swiftui, "SwiftUI's .spring steps it at 300 Hz with stiffness capped at "
                        + "\(NumberFormatting.short(IntegratedSwiftUIRuntime.stiffnessCap)) (response \(NumberFormatting.short(response, digits: 3)) s "
                        + "runs as \(NumberFormatting.short(runs, digits: 3)) s)",
                       difference: gap)
    }

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
