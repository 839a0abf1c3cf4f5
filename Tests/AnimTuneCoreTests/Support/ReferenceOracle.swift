import Foundation

/// Independent references for the scene suites, computed straight from REFERENCE.md rather
/// than through animtune's own solvers, so that a scene test compares the code with the
/// physics and not with itself.
enum ReferenceOracle {
    /// REFERENCE §2, UIKit's duration-based spring with v0 = 0: the ω0 whose envelope reaches
    /// ε = 0.001 at `duration`. ζ < 1 in closed form; ζ = 1 by Newton's method from ω = 5/d.
    static func uikitOmega(duration d: Double, damping zeta: Double) -> Double {
        let epsilon = 0.001
        if zeta < 1 { return log(zeta / (epsilon * (1 - zeta * zeta).squareRoot())) / (zeta * d) }
        var omega = 5 / d
        for _ in 0..<100 {
            let f = exp(-omega * d) * (omega * d + 1) - epsilon
            let slope = -omega * d * d * exp(-omega * d)
            omega -= f / slope
        }
        return omega
    }

    /// The same ω0 as REFERENCE §2 computes it (Framer's converter): m = 1, ε = 0.001, 12 Newton
    /// steps from ω = 5/d on f(ω) = ε − (ζ/√(1−ζ²)) e^(−ζωd), for ζ < 1 and v0 = 0.
    static func framerOmega(duration d: Double, damping zeta: Double) -> Double {
        let epsilon = 0.001
        var omega = 5 / d
        for _ in 0..<12 {
            let g = zeta / (1 - zeta * zeta).squareRoot() * exp(-zeta * omega * d)
            omega -= (epsilon - g) / (g * zeta * d)
        }
        return omega
    }

    /// REFERENCE §1: progress 1 − x(t) of a spring from rest, under-damped or critical.
    static func springProgress(omega: Double, zeta: Double, t: Double) -> Double {
        if zeta >= 1 { return 1 - (1 + omega * t) * exp(-omega * t) }
        let omegaD = omega * (1 - zeta * zeta).squareRoot()
        return 1 - exp(-zeta * omega * t) * (cos(omegaD * t) + (zeta * omega / omegaD) * sin(omegaD * t))
    }

    /// Progress of a UIKit spring set by duration and damping.
    static func uikitProgress(duration: Double, damping: Double, t: Double) -> Double {
        springProgress(omega: uikitOmega(duration: duration, damping: damping), zeta: damping, t: t)
    }

    /// REFERENCE §4, the cubic Bézier (x1, y1, x2, y2) at the time fraction `x` (clamped to
    /// 0…1), solved by plain bisection rather than the Newton solver of `CubicBezier`.
    static func cubicBezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
        let fraction = min(max(x, 0), 1)
        func bezier(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
            3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
        }
        var lo = 0.0, hi = 1.0
        for _ in 0..<80 {
            let mid = (lo + hi) / 2
            if bezier(x1, x2, mid) < fraction { lo = mid } else { hi = mid }
        }
        return bezier(y1, y2, (lo + hi) / 2)
    }

    /// easeInOut (0.42, 0, 0.58, 1).
    static func easeInOut(_ x: Double) -> Double { cubicBezier(0.42, 0, 0.58, 1, at: x) }

    /// easeIn (0.42, 0, 1, 1).
    static func easeIn(_ x: Double) -> Double { cubicBezier(0.42, 0, 1, 1, at: x) }
}
