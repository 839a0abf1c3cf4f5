import Foundation

/// UIKit's duration-based spring (`UIView.animate(withDuration:…usingSpringWithDamping:
/// initialSpringVelocity:)`, `UISpringTimingParameters(dampingRatio:)`).
///
/// Apple does not document how a duration becomes a stiffness; this is the known
/// reverse-engineering (Framer's SpringCurveValueConverter, motion.dev's `findSpring`):
/// mass 1, ζ clamped to at most 1, duration clamped into [0.01, 10] s, and ω0 chosen so the
/// oscillation envelope has decayed to `epsilon` of the distance at `duration`:
///   ζ < 1: ε = (ζω − v0)/(ω√(1−ζ²)) · e^(−ζωd);   ζ = 1: ε = e^(−ωd)((ω − v0)d + 1).
/// Framer runs 12 Newton steps from ω = 5/d; this solves the same equation to full precision
/// (closed form when v0 = 0 and ζ < 1, otherwise bisection on the decaying branch), which is
/// where those steps converge. `velocity` is UIKit's: 1 = the whole distance in one second.
public struct UIKitSpring: Sendable, Hashable {
    public var duration: Double
    public var dampingRatio: Double
    public var velocity: Double

    /// Envelope amplitude left at `duration`, as a fraction of the distance.
    public static let epsilon = 0.001
    /// Durations are clamped into this range (seconds).
    public static let durationRange = 0.01...10.0

    public init(duration: Double, dampingRatio: Double, velocity: Double = 0) {
        self.duration = duration
        self.dampingRatio = dampingRatio
        self.velocity = velocity
    }

    /// The physical spring (mass 1). Inputs that `validate()` rejects give motion.dev's
    /// fallback, stiffness 100 and damping 10.
    public var spring: Spring {
        let zeta = min(dampingRatio, 1)
        guard let omega = naturalFrequency else {
            return Spring(mass: 1, stiffness: 100, damping: 10, initialVelocity: velocity)
        }
        let k = omega * omega
        return Spring(mass: 1, stiffness: k, damping: 2 * zeta * k.squareRoot(), initialVelocity: velocity)
    }

    /// Throws unless duration > 0, damping ratio > 0 and velocity are finite and a spring
    /// exists whose envelope reaches `epsilon` at the (clamped) duration: ζ must be at least
    /// about 0.001, and a velocity toward the target small enough to settle in time.
    public func validate() throws(MotionError) {
        for (name, value) in [("duration", duration), ("damping", dampingRatio), ("velocity", velocity)]
        where !value.isFinite {
            throw .notFinite(parameter: name)
        }
        guard duration > 0 else { throw .outOfRange(parameter: "duration", value: duration, accepted: "above 0 s") }
        guard dampingRatio > 0 else {
            throw .outOfRange(parameter: "damping", value: dampingRatio, accepted: "above 0; values above 1 act as 1")
        }
        guard UIKitSpring(duration: duration, dampingRatio: dampingRatio).naturalFrequency != nil else {
            throw .outOfRange(parameter: "damping", value: dampingRatio,
                              accepted: "at least 0.001 for the oscillation to decay to 0.001 of the distance")
        }
        guard naturalFrequency != nil else {
            throw .notRepresentable(form: "UIKit", reason:
                "at damping \(MotionError.format(min(dampingRatio, 1), significantDigits: 4)) an initial velocity of "
                + "\(MotionError.format(velocity, significantDigits: 4)) cannot settle within "
                + "\(MotionError.format(clampedDuration, significantDigits: 4)) s; lower the velocity or shorten the duration")
        }
    }

    /// The same motion as `spring`, which is first normalized to mass 1.
    ///
    /// Closed form for ζ < 1: d = ln((ζω − v0)/(ε ω √(1−ζ²))) / (ζω); numeric for ζ = 1.
    /// Throws when ζ > 1 or ζ = 0, when ζω ≤ v0 (ζ < 1: the envelope term has no root), or
    /// when the duration falls outside `durationRange` (UIKit would clamp it).
    public init(_ spring: Spring) throws(MotionError) {
        try spring.validate()
        let unit = spring.massNormalized
        let zeta = unit.dampingRatio, omega = unit.naturalFrequency, v0 = unit.initialVelocity
        let eps = Self.epsilon
        guard zeta <= 1 else {
            throw .notRepresentable(form: "UIKit", reason:
                "damping ratio \(MotionError.format(zeta, significantDigits: 4)) is above 1 and UIKit clamps the damping ratio to 1")
        }
        guard zeta > 0 else {
            throw .notRepresentable(form: "UIKit", reason: "an undamped spring never settles, so it has no duration")
        }
        let duration: Double
        if zeta < 1 {
            let a = zeta * omega - v0
            guard a > 0 else {
                throw .notRepresentable(form: "UIKit", reason:
                    "initial velocity \(MotionError.format(v0)) is not below ζω0 = \(MotionError.format(zeta * omega, significantDigits: 4))")
            }
            duration = log(a / (eps * omega * (1 - zeta * zeta).squareRoot())) / (zeta * omega)
        } else {
            let g = { (d: Double) in exp(-omega * d) * ((omega - v0) * d + 1) - eps }
            guard let hi = Bisection.expand(from: 1 / omega, until: { g($0) < 0 }) else {
                throw .notRepresentable(form: "UIKit", reason: "no duration found")
            }
            duration = Bisection.root(0, hi, g)
        }
        guard Self.durationRange.contains(duration) else {
            throw .notRepresentable(form: "UIKit", reason:
                "its duration \(MotionError.format(duration, significantDigits: 4)) s is outside 0.01...10 s, where UIKit clamps it")
        }
        let candidate = UIKitSpring(duration: duration, dampingRatio: zeta, velocity: v0)
        guard let back = candidate.naturalFrequency, abs(back - omega) <= 1e-9 * omega else {
            throw .notRepresentable(form: "UIKit", reason:
                "its duration \(MotionError.format(duration, significantDigits: 4)) s maps back to a different spring")
        }
        self = candidate
    }

    private var clampedDuration: Double {
        min(max(duration, Self.durationRange.lowerBound), Self.durationRange.upperBound)
    }

    /// ω0 solving the envelope equation on its decaying branch, or nil when it has no root.
    /// Works in u = ω·d with w = v0·d.
    private var naturalFrequency: Double? {
        guard dampingRatio > 0, duration > 0, dampingRatio.isFinite, velocity.isFinite else { return nil }
        let d = clampedDuration, zeta = min(dampingRatio, 1), w = velocity * d
        let logEps = log(Self.epsilon)
        let f: (Double) -> Double
        var lo: Double
        if zeta < 1 {
            let s = (1 - zeta * zeta).squareRoot()
            if w == 0 {
                let u = (log(zeta / s) - logEps) / zeta
                return u > 0 ? u / d : nil
            }
            // F(u) = ln(ζ − w/u) − ln s − ζu − ln ε; decreasing for u beyond its peak.
            f = { u in log(zeta - w / u) - log(s) - zeta * u - logEps }
            lo = w > 0 ? (w + (w * w + 4 * w).squareRoot()) / (2 * zeta) : 0
        } else {
            f = { u in exp(-u) * (1 + u - w) - Self.epsilon }
            lo = max(0, w)
        }
        if lo == 0 {
            lo = Double.leastNormalMagnitude
        }
        guard f(lo) > 0, let hi = Bisection.expand(from: max(1, 2 * lo), until: { f($0) < 0 }) else { return nil }
        return Bisection.root(lo, hi, f) / d
    }
}
