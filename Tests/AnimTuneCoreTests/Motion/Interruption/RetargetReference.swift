import Foundation

/// Independent references for retargeted springs, written from the physics and not through
/// animtune's `SpringLeg`/`InterruptedSpring`: classic Runge–Kutta on m·ẍ + c·ẋ + k·(x − T) = 0
/// with the target switched at each retarget, and the textbook closed forms per regime.
struct RetargetReference {
    /// Mass 1 springs as (k, c).
    struct Oscillator { let k: Double; let c: Double }

    /// (k, c) of SwiftUI's Spring(response:dampingRatio:) with mass 1: (2π/r)², 4πζ/r.
    static func oscillator(response: Double, dampingRatio: Double) -> Oscillator {
        Oscillator(k: pow(2 * .pi / response, 2), c: 4 * .pi * dampingRatio / response)
    }

    /// One oscillator from (x, v) toward piecewise targets (`targets[i]` from `switches[i]` on,
    /// `switches[0]` = 0), with the oscillator possibly changing too; samples at `times`.
    /// `restartAt` zeroes the velocity at those switch indices.
    static func integrate(x: Double, v: Double, legs: [(from: Double, target: Double, oscillator: Oscillator, rest: Bool)],
                          times: [Double], step: Double = 1e-5) -> [(x: Double, v: Double)] {
        var x = x, v = v, t = 0.0, leg = 0
        var out: [(x: Double, v: Double)] = []
        func acceleration(_ x: Double, _ v: Double, _ o: Oscillator, _ target: Double) -> Double {
            -o.c * v - o.k * (x - target)
        }
        for sampleTime in times {
            while t < sampleTime - 1e-15 {
                // Switch legs exactly at their start.
                while leg + 1 < legs.count, legs[leg + 1].from <= t + 1e-15 {
                    leg += 1
                    if legs[leg].rest { v = 0 }
                }
                var end = sampleTime
                if leg + 1 < legs.count { end = min(end, legs[leg + 1].from) }
                let h = min(step, end - t)
                let o = legs[leg].oscillator, target = legs[leg].target
                let k1x = v, k1v = acceleration(x, v, o, target)
                let k2x = v + h / 2 * k1v, k2v = acceleration(x + h / 2 * k1x, v + h / 2 * k1v, o, target)
                let k3x = v + h / 2 * k2v, k3v = acceleration(x + h / 2 * k2x, v + h / 2 * k2v, o, target)
                let k4x = v + h * k3v, k4v = acceleration(x + h * k3x, v + h * k3v, o, target)
                x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
                v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
                t += h
            }
            while leg + 1 < legs.count, legs[leg + 1].from <= sampleTime + 1e-15 {
                leg += 1
                if legs[leg].rest { v = 0 }
            }
            out.append((x, v))
        }
        return out
    }

    /// The textbook displacement e(t) of m = 1, (k, c) from (e₀, v₀), written per regime
    /// (research/interruptions.md §A.1), not through animtune's unified basis.
    static func displacement(_ o: Oscillator, e0: Double, v0: Double, t: Double) -> Double {
        let omega = o.k.squareRoot(), sigma = o.c / 2, zeta = o.c / (2 * omega)
        if abs(zeta - 1) < 1e-12 {
            return exp(-omega * t) * (e0 + (v0 + omega * e0) * t)
        } else if zeta < 1 {
            let wd = omega * (1 - zeta * zeta).squareRoot()
            return exp(-sigma * t) * (e0 * cos(wd * t) + (v0 + sigma * e0) / wd * sin(wd * t))
        }
        let root = (sigma * sigma - omega * omega).squareRoot()
        let r1 = -sigma + root, r2 = -sigma - root
        let c2 = (v0 - r1 * e0) / (r2 - r1), c1 = e0 - c2
        return c1 * exp(r1 * t) + c2 * exp(r2 * t)
    }

    /// Peak (largest x), undershoot below `target` and the last time |x − target| > band,
    /// from dense samples `times`/`xs` (for a motion sent down to `target`).
    static func measures(times: [Double], xs: [Double], target: Double, band: Double) -> (peak: Double, undershoot: Double, settle: Double) {
        var peak = -Double.infinity, low = Double.infinity, settle = times[0]
        for (t, x) in zip(times, xs) {
            peak = max(peak, x)
            low = min(low, x)
            if abs(x - target) > band { settle = t }
        }
        return (peak, max(0, target - low), settle)
    }
}
