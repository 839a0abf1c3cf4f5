import Foundation

/// How long SwiftUI's `interpolatingSpring` runs before it removes itself (after OpenSwiftUI's
/// `SpringModel.duration(epsilon: 0.001)`): for ζ < 1 the envelope bound ln((1 + |B|)/ε)/(ζω0),
/// at least 1 s, with B the sine coefficient; otherwise a 0.1 s scan of the spring's curve (SwiftUI
/// passes it clamped to critical) for the first moment after which it stays within ε for over a second.
///
/// OpenSwiftUI divides by ζ/ω0 where the envelope decays at ζω0; animtune uses the decay rate
/// ζω0 (the other reading runs a default spring for over two minutes) — an inference.
enum InterpolatingSpringDuration {
    static func duration(_ spring: Spring, epsilon: Double = SpringMetrics.settlingBandEpsilon) -> Double {
        let epsilon = max(1e-6, epsilon)
        let omega = spring.naturalFrequency, zeta = spring.dampingRatio
        guard zeta != 0 else { return .infinity }
        if zeta < 1 {
            let damped = omega * (1 - zeta * zeta).squareRoot()
            let sine = (omega * zeta - spring.initialVelocity) / damped
            return max(-log(epsilon / (1 + abs(sine))) / (zeta * omega), 1)
        }
        let scan = SettlingScan(epsilon: epsilon) { abs(spring.displacement(at: $0)) }
        return scan.outcome == .notFinite ? 0 : scan.time
    }
}
