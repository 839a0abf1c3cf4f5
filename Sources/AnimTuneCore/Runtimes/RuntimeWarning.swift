/// One spring that an export's target renders differently from the spring as set, and by how
/// much: `export` prints it as one `warning:` line.
public struct RuntimeWarning: Sendable, Hashable, CustomStringConvertible {
    /// The spring group it is about.
    public let spring: String
    public let runtime: Runtime
    /// What the runtime does differently.
    public let reason: String
    /// The largest difference from the spring as set, as a fraction of the distance.
    public let difference: Double

    public var description: String {
        "\(spring): \(reason) (\(runtime.name)): up to \(NumberFormatting.short(difference * 100, digits: 3)) % of the "
            + "distance off the spring as set"
    }

    /// Differences smaller than this (a tenth of a percent of the move) are not worth a line.
    public static let threshold = 0.001

    /// The warnings for exporting the spring groups of `state` as `format`: ζ > 1 to an API
    /// that renders it as critically damped (Core Animation for uikit; SwiftUI's
    /// interpolating spring, which the swiftui export writes for a physical spring or one with
    /// an initial velocity), and a response below the stiffness cap of the integrated
    /// `.spring(…)` the swiftui export writes otherwise.
    public static func export(format: String, state: SceneState) -> [RuntimeWarning] {
        state.scene.springGroups.compactMap { group in
            let setting = state.setting(group.prefix), spring = setting.spring, name = group.prefix
            switch format {
            case "uikit":
                return clamped(name, spring, runtime: .coreanimation,
                               reason: "Core Animation without allowsOverdamping (before iOS 17) renders ζ \(ratio(spring)) as critically damped")
            case "swiftui":
                if setting.form != .physical && spring.initialVelocity == 0 { return capped(name, spring) }
                return clamped(name, spring, runtime: .swiftuiInterpolating,
                               reason: "SwiftUI's interpolatingSpring without allowOverDamping (before iOS 17) renders ζ \(ratio(spring)) as critically damped")
            default:
                return nil
            }
        }
    }

    private static func ratio(_ spring: Spring) -> String { NumberFormatting.short(spring.dampingRatio, digits: 3) }

    private static func clamped(_ name: String, _ spring: Spring, runtime: Runtime, reason: String) -> RuntimeWarning? {
        guard spring.dampingRatio > 1 else { return nil }
        let critical = ClosedFormRuntime(spring, clampsOverdamping: true, endTime: nil)
        let gap = largestGap(spring) { critical.progress(at: $0) }
        return gap > threshold ? RuntimeWarning(spring: name, runtime: runtime, reason: reason, difference: gap) : nil
    }

    private static func capped(_ name: String, _ spring: Spring) -> RuntimeWarning? {
        let integrated = IntegratedSwiftUIRuntime(spring, RuntimeSetting())
        guard integrated.stiffness < (spring.stiffness / spring.mass).nextDown else { return nil }
        let response = SwiftUISpring(spring).response, runs = 2 * Double.pi / integrated.stiffness.squareRoot()
        let gap = largestGap(spring) { integrated.progress(at: $0) }
        guard gap > threshold else { return nil }
        return RuntimeWarning(spring: name, runtime: .swiftui,
                              reason: "SwiftUI's .spring caps stiffness at \(NumberFormatting.short(IntegratedSwiftUIRuntime.stiffnessCap)), "
                                + "so response \(NumberFormatting.short(response, digits: 3)) s runs as \(NumberFormatting.short(runs, digits: 3)) s",
                              difference: gap)
    }

    /// max |rendered − spring| at 1 ms steps until both have settled (ε 0.001), at most 60 s.
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
