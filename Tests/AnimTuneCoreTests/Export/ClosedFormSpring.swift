import Foundation

/// The spring m x'' + c x' + k x = 0, x(0) = 1, x'(0) = −v₀, progress 1 − x, written out
/// here in its three textbook regimes (not animtune's `Spring`), for measuring exports against.
struct ClosedFormSpring {
    let mass: Double, stiffness: Double, damping: Double, velocity: Double

    /// A spring set by SwiftUI's response and damping fraction: k = (2π/response)², c = 2ζ√k.
    static func response(_ response: Double, dampingRatio zeta: Double) -> ClosedFormSpring {
        let omega = 2 * Double.pi / response
        return ClosedFormSpring(mass: 1, stiffness: omega * omega, damping: 2 * zeta * omega, velocity: 0)
    }

    func progress(at t: Double) -> Double {
        guard t > 0 else { return 0 }
        let omega = (stiffness / mass).squareRoot(), zeta = damping / (2 * (stiffness * mass).squareRoot())
        if abs(zeta - 1) < 1e-9 {
            return 1 - exp(-omega * t) * (1 + (omega - velocity) * t)
        }
        if zeta < 1 {
            let damped = omega * (1 - zeta * zeta).squareRoot()
            return 1 - exp(-zeta * omega * t) * (cos(damped * t) + (zeta * omega - velocity) / damped * sin(damped * t))
        }
        let root = omega * (zeta * zeta - 1).squareRoot()
        let fast = -zeta * omega - root, slow = -zeta * omega + root
        let slowWeight = (-velocity - fast) / (slow - fast)
        return 1 - (slowWeight * exp(slow * t) + (1 - slowWeight) * exp(fast * t))
    }
}
