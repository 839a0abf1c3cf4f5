import Foundation
@testable import AnimTuneCore

/// animtune's own curve of one animation (progress 0 → 1 over seconds), in full or as an
/// action's reduced-motion strategy plays it: what the consumers' samples are compared with.
struct ConformanceReference: Sendable {
    let progress: @Sendable (Double) -> Double
    /// Seconds worth sampling: until it has settled.
    let end: Double

    /// Already at its end value (a property that jumps: fade's transforms, snap).
    static let jump = ConformanceReference(progress: { _ in 1 }, end: 0.05)

    /// The full animation of `key` (a spring group, derived spring, spring function at the
    /// preset's position, a timing curve, or linear over a duration key).
    static func full(_ timing: ElementTransition.Timing, plan: ExportPlan) -> ConformanceReference? {
        let state = plan.preset.state
        switch timing {
        case .linear(let durationKey):
            let duration = state.number(durationKey)
            return ConformanceReference(progress: { min(max($0 / duration, 0), 1) }, end: duration + 0.05)
        case .animation(let key):
            if let spring = ReducedPlan.spring(key, plan.scene, state) { return Self.spring(spring) }
            guard let curve = plan.curves.first(where: { $0.key == key }) else { return nil }
            var duration = curve.duration
            if let companion = curve.companion {
                duration = state.number(companion.fractionKey) * companion.function.timing(state).duration
            }
            guard let duration else { return nil }
            return Self.curve(curve.curve, duration: duration)
        }
    }

    static func spring(_ spring: Spring) -> ConformanceReference {
        ConformanceReference(progress: { spring.progress(at: $0) }, end: min(SpringMetrics(spring).settlingTimeEpsilon * 1.3 + 0.1, 6))
    }

    static func curve(_ curve: TimingCurve, duration: Double) -> ConformanceReference {
        ConformanceReference(progress: { curve.progress(at: min(max($0 / duration, 0), 1)) }, end: duration + 0.05)
    }

    /// What `property` of an element plays under `branch`'s strategy; nil for a property the
    /// strategy does not animate by itself (fade's opacity comes from ``fade``).
    static func reduced(_ timing: ElementTransition.Timing, property: String, branch: ReducedPlan.Branch, plan: ExportPlan,
                        reducedPlan: ReducedPlan) -> ConformanceReference? {
        switch branch.strategy {
        case .fade:
            return property == "opacity" ? fade(reducedPlan) : jump
        case .snap:
            return jump
        case .none:
            return full(timing, plan: plan)
        case .shorten:
            guard let whole = full(timing, plan: plan) else { return nil }
            let scale = reducedPlan.timeScale
            return ConformanceReference(progress: { whole.progress($0 / scale) }, end: whole.end * scale + 0.05)
        case .tighten, .track:
            if case .animation(let key) = timing, let animation = branch.animations.first(where: { $0.key == key }),
               let tight = animation.tightened {
                return spring(tight)
            }
            return full(timing, plan: plan)
        }
    }

    /// fade's opacity: ease-out over reduced.fadeDuration.
    static func fade(_ plan: ReducedPlan) -> ConformanceReference { curve(.easeOut, duration: plan.fadeDuration) }
}
