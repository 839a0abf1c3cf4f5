import Foundation

/// Compose's `estimateAnimationDurationMillis` (SpringEstimation.kt): when a spring with
/// x(0) = `initialDisplacement`, x'(0) = `initialVelocity` (both in units of the visibility
/// threshold) last leaves |x| ≤ 1. Under-damped: the envelope √(c1² + c2²)·e^(rt) reaches 1.
/// Critical and over-damped: Newton's method from the larger single-term estimate, started
/// past the inflection when the curve crosses the band three times.
enum ComposeDurationEstimate {
    /// `Long.MAX_VALUE / 1_000_000`: the answer for an undamped spring.
    static let maximumMillis = Int64.max / 1_000_000

    static func millis(stiffness: Float, dampingRatio: Float, initialVelocity: Float, initialDisplacement: Float) -> Int64 {
        if dampingRatio == 0 { return maximumMillis }
        let k = Double(stiffness), zeta = Double(dampingRatio)
        let c = 2.0 * zeta * k.squareRoot()
        let partial = c * c - 4.0 * k
        // complexSqrt: real for partial ≥ 0, else imaginary.
        let root = partial >= 0 ? (real: partial.squareRoot(), imaginary: 0.0) : (real: 0.0, imaginary: (-partial).squareRoot())
        let first = (real: (-c + root.real) * 0.5, imaginary: root.imaginary * 0.5)
        let second = (real: (-c - root.real) * 0.5, imaginary: -root.imaginary * 0.5)
        let p = Double(initialDisplacement), v = Double(initialVelocity)
        if p == 0 && v == 0 { return 0 }
        let v0 = p < 0 ? -v : v, p0 = abs(p)
        let seconds: Double
        if zeta > 1 {
            seconds = overDamped(r1: first.real, r2: second.real, p0: p0, v0: v0)
        } else if zeta < 1 {
            let r = first.real, c2 = (v0 - r * p0) / first.imaginary
            seconds = log(1 / (p0 * p0 + c2 * c2).squareRoot()) / r
        } else {
            seconds = criticallyDamped(r: first.real, p0: p0, v0: v0)
        }
        return kotlinLong(seconds * 1000.0)
    }

    /// Kotlin's `Double.toLong()`: truncation, NaN → 0, saturating.
    static func kotlinLong(_ value: Double) -> Int64 {
        if value.isNaN { return 0 }
        if value >= 9.223372036854775807e18 { return .max }
        if value <= -9.223372036854775808e18 { return .min }
        return Int64(value)
    }

    private static func newton(_ start: Double, _ f: (Double) -> Double, _ fPrime: (Double) -> Double) -> Double {
        var t = start, change = Double.greatestFiniteMagnitude, iterations = 0
        while change > 0.001 && iterations < 100 {
            iterations += 1
            let last = t
            t = t - f(t) / fPrime(t)
            change = abs(last - t)
        }
        return t
    }

    private static func criticallyDamped(r: Double, p0: Double, v0: Double) -> Double {
        let c1 = p0, c2 = v0 - r * c1, delta = 1.0
        let t1 = log(abs(delta / c1)) / r
        var lambert = log(abs(delta / c2))
        let guess = lambert
        for _ in 0...5 { lambert = guess - log(abs(lambert / r)) }
        let t2 = lambert / r
        var t = !t1.isFinite ? t2 : !t2.isFinite ? t1 : max(t1, t2)
        let inflection = -(r * c1 + c2) / (r * c2)
        let xInflection = c1 * exp(r * inflection) + c2 * inflection * exp(r * inflection)
        let signedDelta: Double
        if inflection.isNaN || inflection <= 0 {
            signedDelta = -delta
        } else if inflection > 0 && -xInflection < delta {
            if c2 < 0 && c1 > 0 { t = 0 }
            signedDelta = -delta
        } else {
            t = -(2.0 / r) - (c1 / c2)
            signedDelta = delta
        }
        return newton(t, { (c1 + c2 * $0) * exp(r * $0) + signedDelta }, { (c2 * (r * $0 + 1) + c1 * r) * exp(r * $0) })
    }

    private static func overDamped(r1: Double, r2: Double, p0: Double, v0: Double) -> Double {
        let c2 = (r1 * p0 - v0) / (r1 - r2), c1 = p0 - c2, delta = 1.0
        let t1 = log(abs(delta / c1)) / r1, t2 = log(abs(delta / c2)) / r2
        var t = !t1.isFinite ? t2 : !t2.isFinite ? t1 : max(t1, t2)
        let inflection = log((c1 * r1) / (-c2 * r2)) / (r2 - r1)
        let xInflection = { c1 * exp(r1 * inflection) + c2 * exp(r2 * inflection) }
        let signedDelta: Double
        if inflection.isNaN || inflection <= 0 {
            signedDelta = -delta
        } else if inflection > 0 && -xInflection() < delta {
            if c2 > 0 && c1 < 0 { t = 0 }
            signedDelta = -delta
        } else {
            t = log(-(c2 * r2 * r2) / (c1 * r1 * r1)) / (r1 - r2)
            signedDelta = delta
        }
        if abs(c1 * r1 * exp(r1 * t) + c2 * r2 * exp(r2 * t)) < 0.0001 { return t }
        return newton(t, { c1 * exp(r1 * $0) + c2 * exp(r2 * $0) + signedDelta },
                      { c1 * r1 * exp(r1 * $0) + c2 * r2 * exp(r2 * $0) })
    }
}
