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
        return runtime(key, .swiftui, "SwiftUI's .spring caps stiffness at \(NumberFormatting.short(IntegratedSwiftUIRuntime.stiffnessCap)), "
                        + "so response \(NumberFormatting.short(response, digits: 3)) s runs as \(NumberFormatting.short(runs, digits: 3)) s",
                       difference: largestGap(spring) { integrated.progress(at: $0) })
    }

    /// max |rendered − spring| at 1 ms steps until twice the spring's settling time (ε 0.001), at most 60 s.
    private static func largestGap(_ spring: Spring, _ rendered: (Double) -> Double) -> Double {
        let settle = SpringMetrics(spring).settlingTimeEpsilon
        let last = min(RuntimeSetting.horizon, 2 * (settle.isFinite ? settle : RuntimeSetting.horizon))
        var worst = 0.0
        for step in 0...Int(last * 1000) {
            let t = Double(step) / 1000
            worst = max(worst, abs(rendered(t) - spring.progress(at: t)))
        }
        return worst
    }
}
