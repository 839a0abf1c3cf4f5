import Foundation

/// A damped harmonic oscillator animating progress from 0 to 1, as `CASpringAnimation` and
/// WebKit's `SpringSolver` do: `m x'' + c x' + k x = 0` with the remaining displacement
/// x(0) = 1, x'(0) = −initialVelocity, and progress = 1 − x.
///
/// `initialVelocity` is in distance-fractions per second, positive toward the target.
public struct Spring: Sendable, Hashable {
    public var mass: Double { didSet { solver = SpringSolver(self) } }
    public var stiffness: Double { didSet { solver = SpringSolver(self) } }
    /// The damping coefficient c (not the ratio; see `dampingRatio`).
    public var damping: Double { didSet { solver = SpringSolver(self) } }
    public var initialVelocity: Double
    /// The closed form's constants for this mass, stiffness and damping.
    private(set) var solver: SpringSolver

    public init(mass: Double = 1, stiffness: Double = 100, damping: Double = 10, initialVelocity: Double = 0) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.initialVelocity = initialVelocity
        solver = SpringSolver(mass: mass, stiffness: stiffness, damping: damping)
    }

    /// ζ = c / (2√(km)): below 1 the spring overshoots, 1 is critical, above 1 over-damped.
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// ω0 = √(k/m), in radians per second.
    public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

    /// Progress 1 − x(t) from the closed form, in all three damping regimes; 0 for t ≤ 0.
    public func progress(at t: Double) -> Double {
        guard t > 0 else { return 0 }
        return 1 - displacement(at: t)
    }

    /// The remaining displacement x(t) = 1 − progress, without the cancellation of 1 − p.
    func displacement(at t: Double) -> Double {
        guard t > 0 else { return 1 }
        let (c, s) = basis(at: t)
        return c + (solver.a - initialVelocity) * s
    }

    /// d progress / dt, in distance-fractions per second; `initialVelocity` at 0, 0 before.
    public func velocity(at t: Double) -> Double {
        guard t >= 0 else { return 0 }
        let (c, s) = basis(at: t)
        return initialVelocity * c + (solver.omegaSquared - solver.a * initialVelocity) * s
    }

    /// Throws unless mass > 0, stiffness > 0, damping ≥ 0 and all four values are finite.
    public func validate() throws(MotionError) {
        for (name, value) in [("mass", mass), ("stiffness", stiffness), ("damping", damping),
                              ("initialVelocity", initialVelocity)] where !value.isFinite {
            throw .notFinite(parameter: name)
        }
        guard mass > 0 else { throw .nonPositiveMass(mass) }
        guard stiffness > 0 else { throw .nonPositiveStiffness(stiffness) }
        guard damping >= 0 else { throw .negativeDamping(damping) }
    }

    /// The same motion with mass 1: k/m and c/m (ω0, ζ and velocity are unchanged).
    public var massNormalized: Spring {
        Spring(mass: 1, stiffness: stiffness / mass, damping: damping / mass, initialVelocity: initialVelocity)
    }

    /// e^(−at)·C(t) and e^(−at)·S(t), so that x = e^(−at)(C + (a − v0) S) (`SpringSolver`).
    func basis(at t: Double) -> (c: Double, s: Double) { solver.basis(at: t) }
}
