import Foundation

/// SwiftUI's `Spring.settlingDuration` (target 1, initial velocity 0, ε 0.001), computed the way
/// SwiftUI computes it (after OpenSwiftUI's reimplementation of `Spring`): an envelope bound
/// for an under-damped spring, a 0.1 s scan for a critically or over-damped one.
///
/// `Spring(mass:stiffness:damping:)` keeps `allowOverDamping` false, so ζ > 1 is measured as
/// critically damped.
public struct SwiftUISettling: Sendable, Hashable {
    /// ωd for ζ < 1, 0 for a clamped or critical spring, −μ when over-damping is allowed.
    public let angularFrequency: Double
    /// c / 2m (ω0 when clamped).
    public let decayConstant: Double

    public init(_ spring: Spring, allowOverDamping: Bool = false) {
        let naturalFrequency = spring.naturalFrequency
        let decay = spring.damping / (2 * spring.mass)
        if decay > naturalFrequency && !allowOverDamping {
            angularFrequency = 0
            decayConstant = naturalFrequency
        } else {
            let oscillation = abs(spring.stiffness / spring.mass - decay * decay).squareRoot()
            angularFrequency = decay > naturalFrequency ? -oscillation : oscillation
            decayConstant = decay
        }
    }

    /// `settlingDuration(target: 1, initialVelocity: 0, epsilon:)`.
    public func duration(epsilon: Double = SpringMetrics.settlingBandEpsilon) -> Double {
        if decayConstant == 0 { return .infinity }
        if angularFrequency > 0 {
            let magnitude = abs(decayConstant) + 1
            return max(0, -log(epsilon / magnitude) / decayConstant)
        }
        let scan = SettlingScan(epsilon: epsilon) { abs(value(at: $0) - 1) }
        return scan.outcome == .settled ? scan.time : 0
    }

    /// `value(target: 1, initialVelocity: 0, time:)`.
    func value(at time: Double) -> Double {
        let w = angularFrequency, d = decayConstant
        if w > 0 {
            return 1 - (d * sin(w * time) / w + cos(w * time)) * exp(-d * time)
        } else if w < 0 {
            let slow = -w - d, e1 = exp(slow * time), e2 = exp((w - d) * time)
            return ((d - w) * e1 + slow * e2) / (w * 2) + 1
        }
        return 1 - (1 + d * time) * exp(-d * time)
    }
}
