import Foundation

/// The positions one sample of a spring function stands for where a format can only list a
/// few samples (the tokens' `presentSpringAt203`): every position nearer to it than to the
/// other samples, from the first sample to the last, and how far the spring of any position in
/// that range is from the sample's spring, measured.
public struct SpringFunctionSampleRange: Sendable, Hashable {
    public let sample: Double
    public let from: Double
    public let to: Double
    /// The largest |spring at a position in the range − spring at the sample| over time, as a
    /// fraction of the distance: measured every `positionStep` across the range (its ends
    /// included) and every millisecond until both springs have settled within 0.0001. UIKit's
    /// duration-based spring stiffens without bound as the damping ratio nears 1 from below
    /// (the card's present spring near top 0), so a finer grid there finds a larger error: the
    /// grid is part of the figure.
    public let maxError: Double

    /// Spacing of the measured positions, in the position's unit (points for the card's top).
    public static let positionStep = 0.5

    /// One range per sample of `function` in `state`, in sample order.
    public static func ranges(_ function: ExportSpringFunction, state: SceneState) -> [SpringFunctionSampleRange] {
        let samples = function.samples(state)
        return samples.indices.map { index in
            let sample = samples[index]
            let from = index == 0 ? sample : (samples[index - 1] + sample) / 2
            let to = index == samples.count - 1 ? sample : (sample + samples[index + 1]) / 2
            let reference = spring(function, state, at: sample)
            var worst = 0.0
            for position in Array(stride(from: from, to: to, by: positionStep)) + [to] {
                worst = max(worst, largestGap(reference, spring(function, state, at: position)))
            }
            return SpringFunctionSampleRange(sample: sample, from: from, to: to, maxError: worst)
        }
    }

    static func spring(_ function: ExportSpringFunction, _ state: SceneState, at position: Double) -> Spring {
        let timing = function.timing(state, at: position)
        return UIKitSpring(duration: timing.duration, dampingRatio: timing.dampingRatio).spring
    }

    /// max |a(t) − b(t)| every millisecond until both have stayed within 0.0001 of the end.
    static func largestGap(_ a: Spring, _ b: Spring) -> Double {
        let settle = max(SpringMetrics.settlingTime(of: a, band: 0.0001), SpringMetrics.settlingTime(of: b, band: 0.0001))
        let end = settle.isFinite ? settle : RuntimeSetting.horizon
        var worst = 0.0, t = 0.0
        while t <= end {
            worst = max(worst, abs(a.progress(at: t) - b.progress(at: t)))
            t += 0.001
        }
        return worst
    }
}
