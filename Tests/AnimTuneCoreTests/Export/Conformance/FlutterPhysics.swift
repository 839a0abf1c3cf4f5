import Foundation

/// Flutter's `SpringSimulation` and `Cubic`, ported for the flutter cells (no Dart SDK installs
/// here). The facts and formulas as read in flutter/flutter:
/// - `packages/flutter/lib/src/physics/spring_simulation.dart` at 04fbdcfac997f9bcbef805fe785ff71971ea16d2:
///   `SpringSimulation(spring, start, end, velocity)` is `end + solution.x(t)` for the solution
///   of distance `start − end`; the solution is chosen on `c² − 4mk` (> 0 over-, < 0 under-,
///   else critically damped); critical: r = −c/2m, x = (c1 + c2·t)·e^(r·t), c1 = distance,
///   c2 = velocity − r·distance; over-damped: r1,2 = (−c ∓ √(c² − 4mk))/2m,
///   c2 = (velocity − r1·distance)/(r2 − r1), c1 = distance − c2, x = c1·e^(r1·t) + c2·e^(r2·t);
///   under-damped: w = √(4mk − c²)/2m, r = −c/2/m, c1 = distance, c2 = (velocity − r·distance)/w,
///   x = e^(r·t)·(c1·cos(w·t) + c2·sin(w·t)).
/// - `packages/flutter/lib/src/animation/curves.dart` at 00c84e6c905e5dd7238069eeb9d3d2c108e01575:
///   `Curve.transform` returns 0 and 1 as they are; `Cubic.transformInternal` bisects the
///   parameter from [0, 1] until |t − x(m)| < 0.001 (`_cubicErrorBound`) and returns y(m), with
///   x(m) = 3a(1−m)²m + 3c(1−m)m² + m³ (y alike with b, d).
enum FlutterPhysics {
    struct SpringDescription {
        let mass: Double
        let stiffness: Double
        let damping: Double
    }

    /// `SpringSimulation(spring, start, end, velocity).x(time)`.
    static func springX(_ spring: SpringDescription, start: Double, end: Double, velocity: Double, time: Double) -> Double {
        let m = spring.mass, k = spring.stiffness, c = spring.damping
        let distance = start - end
        let cmk = c * c - 4 * m * k
        if cmk > 0 {
            let r1 = (-c - cmk.squareRoot()) / (2 * m), r2 = (-c + cmk.squareRoot()) / (2 * m)
            let c2 = (velocity - r1 * distance) / (r2 - r1), c1 = distance - c2
            return end + c1 * pow(M_E, r1 * time) + c2 * pow(M_E, r2 * time)
        } else if cmk < 0 {
            let w = (4 * m * k - c * c).squareRoot() / (2 * m), r = -(c / 2 / m)
            let c1 = distance, c2 = (velocity - r * distance) / w
            return end + pow(M_E, r * time) * (c1 * cos(w * time) + c2 * sin(w * time))
        } else {
            let r = -c / (2 * m)
            let c1 = distance, c2 = velocity - r * distance
            return end + (c1 + c2 * time) * pow(M_E, r * time)
        }
    }

    /// Flutter's error bound on the curve's x when it bisects.
    static let cubicErrorBound = 0.001

    /// `Cubic(a, b, c, d).transform(t)`.
    static func cubic(_ a: Double, _ b: Double, _ c: Double, _ d: Double, _ t: Double) -> Double {
        if t == 0 || t == 1 { return t }
        func evaluate(_ a: Double, _ b: Double, _ m: Double) -> Double { 3 * a * (1 - m) * (1 - m) * m + 3 * b * (1 - m) * m * m + m * m * m }
        var start = 0.0, end = 1.0
        while true {
            let midpoint = (start + end) / 2
            let estimate = evaluate(a, c, midpoint)
            if abs(t - estimate) < cubicErrorBound { return evaluate(b, d, midpoint) }
            if estimate < t { start = midpoint } else { end = midpoint }
        }
    }

    /// How far `Cubic.transform` may be from the exact curve: its x error bound times the
    /// steepest slope dy/dx of the curve (sampled densely).
    static func cubicTolerance(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
        func derivative(_ p1: Double, _ p2: Double, _ m: Double) -> Double {
            3 * p1 * (1 - m) * (1 - m) + 6 * (p2 - p1) * (1 - m) * m + 3 * (1 - p2) * m * m
        }
        var steepest = 0.0
        for i in 1..<1000 {
            let m = Double(i) / 1000, dx = derivative(a, c, m)
            if dx > 1e-9 { steepest = max(steepest, abs(derivative(b, d, m) / dx)) }
        }
        return cubicErrorBound * steepest
    }
}
