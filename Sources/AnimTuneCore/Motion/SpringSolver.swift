import Foundation

/// The closed form of a spring with its constants computed once, as WebKit's `SpringSolver`
/// computes them in its constructor: `Spring` keeps one for its mass, stiffness and damping,
/// and `basis(at:)` is then a few exp, cos and sin.
///
/// e^(−at)·C(t) and e^(−at)·S(t) with a = c/2m, q = ω0² − a² and C = cos √q t,
/// S = sin(√q t)/√q (cosh, sinh/√−q when q < 0; 1, t when q = 0), so that
/// x = e^(−at)(C + (a − v0) S). One formula for every regime, analytic in q, so nothing
/// cancels near ζ = 1; the over-damped branch uses a − μ = ω0²/(a + μ) and expm1.
struct SpringSolver: Sendable, Hashable {
    /// a = c/2m, ω0² = k/m and q = ω0² − a² (above 0 the spring oscillates); `root` is √q when
    /// q > 0 (the angular frequency), else μ = √−q; `slowRate` is ω0²/(a + μ) = a − μ, the slow
    /// decay of an over-damped spring.
    let a: Double, omegaSquared: Double, q: Double, root: Double, slowRate: Double

    init(mass: Double, stiffness: Double, damping: Double) {
        a = damping / (2 * mass)
        omegaSquared = stiffness / mass
        q = omegaSquared - a * a
        root = q > 0 ? q.squareRoot() : (-q).squareRoot()
        slowRate = omegaSquared / (a + root)
    }

    init(_ spring: Spring) {
        self.init(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping)
    }

    func basis(at t: Double) -> (c: Double, s: Double) {
        if q > 0 {
            let w = root, e = exp(-a * t)
            return (e * cos(w * t), w * t == 0 ? e * t : e * sin(w * t) / w)
        }
        let mu = root
        guard 2 * mu * t > 0 else {
            let e = exp(-a * t)
            return (e, e * t)
        }
        let slow = exp(-slowRate * t)
        return (slow * (1 + exp(-2 * mu * t)) / 2, slow * -expm1(-2 * mu * t) / (2 * mu))
    }
}
