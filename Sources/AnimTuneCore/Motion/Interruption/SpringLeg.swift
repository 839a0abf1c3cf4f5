/// A spring pulling toward `target` from the state `initial` at time `start`: the closed form of
/// m·ë + c·ė + k·e = 0 for the displacement e = x − target with e(0) = e₀, ė(0) = v₀, in every
/// damping regime (through `Spring.basis`, which does not cancel near ζ = 1):
/// e(τ) = e₀·C(τ) + (v₀ + a·e₀)·S(τ), ė(τ) = v₀·C(τ) − (ω0²·e₀ + a·v₀)·S(τ), a = c/2m.
public struct SpringLeg: Sendable, Hashable {
    /// Mass, stiffness and damping of the leg; its `initialVelocity` plays no part.
    public let spring: Spring
    public let start: Double
    public let target: Double
    public let initial: MotionState

    public init(_ spring: Spring, start: Double, target: Double, initial: MotionState) {
        self.spring = spring
        self.start = start
        self.target = target
        self.initial = initial
    }

    /// The state at `t` seconds (from the same origin as `start`); `initial` before `start`.
    public func state(at t: Double) -> MotionState {
        let tau = t - start
        guard tau > 0 else { return initial }
        let (c, s) = spring.basis(at: tau)
        let a = spring.solver.a, squared = spring.solver.omegaSquared
        let e0 = initial.position - target, v0 = initial.velocity
        return MotionState(position: target + e0 * c + (v0 + a * e0) * s,
                           velocity: v0 * c - (squared * e0 + a * v0) * s)
    }

    /// A bound on |x − target| at `t` and at every later time: √(e² + ė²/ω0²), since the
    /// energy ½k·e² + ½m·ė² of a damped spring never grows.
    public func bound(at t: Double) -> Double {
        let now = state(at: t), e = now.position - target
        return (e * e + now.velocity * now.velocity / spring.solver.omegaSquared).squareRoot()
    }

    /// A time over which the leg changes visibly: 1/(a + ω0) (the fast decay of an over-damped
    /// spring, a fraction of the period otherwise).
    var timeScale: Double {
        1 / (spring.solver.a + spring.naturalFrequency)
    }
}
