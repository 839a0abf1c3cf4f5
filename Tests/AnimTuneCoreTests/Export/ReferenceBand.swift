import Foundation
@testable import AnimTuneCore

/// The band a `linear()` of a spring must stay in, laid out for the tests from the documented
/// rules and `ClosedFormSpring` (not from `SpringSampling`, whose band the search uses):
/// position steps G (2,000 / 1,000 / 500 by tolerance, 5,000 or 10,000 past 40 or 100
/// half-periods), R fine samples a step so that the curvature margin c·h²/8 is at most 2 % of
/// the tolerance (c: 1.25 × the largest |k(1 − p) − c·p′|/m over 4G probes, times D²), the
/// band f ± (tolerance − margin) in units of 1e-5 shrunk by half a unit for the rounding, never
/// below min(f, 0) nor, for a spring that never overshoots, above max(f, 1), and wide enough
/// for the end stop 1 at the last sample.
struct ReferenceBand {
    let gridSize: Int
    let refine: Int
    let lower: [Double]
    let upper: [Double]
    static let scale = 100_000.0

    init(_ spring: Spring, tolerance: Double, duration: Double) {
        let exact = ClosedFormSpring(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
                                     velocity: spring.initialVelocity)
        let omega = (spring.stiffness / spring.mass).squareRoot()
        let zeta = spring.damping / (2 * (spring.stiffness * spring.mass).squareRoot())
        let halfPeriods = zeta < 1 ? duration * omega * (1 - zeta * zeta).squareRoot() / Double.pi : 1
        let byTolerance = tolerance <= 0.0015 ? 2_000 : tolerance <= 0.006 ? 1_000 : 500
        let byOscillation = halfPeriods <= 40 ? 0 : halfPeriods <= 100 ? 5_000 : 10_000
        gridSize = max(byTolerance, byOscillation)
        // p′ by a central difference of the closed form (1e-7 of the duration each side).
        let k = spring.stiffness / spring.mass, c = spring.damping / spring.mass
        var curvature = 0.0
        for index in 0...(4 * gridSize) {
            let t = duration * Double(index) / Double(4 * gridSize)
            let dt = 1e-7 * duration
            let velocity = index == 0 ? spring.initialVelocity
                : (exact.progress(at: t + dt) - exact.progress(at: t - dt)) / (2 * dt)
            curvature = max(curvature, abs(k * (1 - exact.progress(at: t)) - c * velocity))
        }
        curvature *= 1.25 * duration * duration
        let h = (8 * 0.02 * tolerance / curvature).squareRoot()
        refine = min(64, max(1, Int((1 / (h * Double(gridSize))).rounded(.up))))
        let count = gridSize * refine
        let margin = curvature / Double(count * count) / 8
        let overshoots = (0...40_000).contains { exact.progress(at: 5 * duration * Double($0) / 40_000) > 1 }
        var lower: [Double] = [], upper: [Double] = []
        for m in 0...count {
            let f = exact.progress(at: duration * Double(m) / Double(count))
            let below = (f - tolerance + margin) * Self.scale + 0.5, above = (f + tolerance - margin) * Self.scale - 0.5
            lower.append(max(below, min(f, 0) * Self.scale))
            upper.append(overshoots ? above : min(above, max(f, 1) * Self.scale))
        }
        lower[count] = min(lower[count], Self.scale)
        upper[count] = max(upper[count], Self.scale)
        self.lower = lower
        self.upper = upper
    }
}
