import Foundation

/// The textbook solution of m·x'' + c·x' + k·x = 0 from x = 1, x' = −v0, written here apart
/// from animtune's `Spring` (three separate regime formulas), as the tests' reference.
struct ClosedFormSpring {
    let m: Double, k: Double, c: Double, v0: Double

    /// A spring set by SwiftUI's response and damping fraction: k = (2π/response)², c = 2ζ√k.
    static func response(_ response: Double, dampingRatio zeta: Double) -> ClosedFormSpring {
        let omega = 2 * Double.pi / response
        return ClosedFormSpring(m: 1, k: omega * omega, c: 2 * zeta * omega, v0: 0)
    }

    /// Progress 1 − x(t).
    func progress(_ t: Double) -> Double {
        guard t > 0 else { return 0 }
        let w0 = (k / m).squareRoot(), zeta = c / (2 * (k * m).squareRoot())
        if abs(zeta - 1) < 1e-12 {
            return 1 - exp(-w0 * t) * (1 + (w0 - v0) * t)
        }
        if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot(), sigma = zeta * w0
            return 1 - exp(-sigma * t) * (cos(wd * t) + (sigma - v0) / wd * sin(wd * t))
        }
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -w0 * (zeta - root), r2 = -w0 * (zeta + root)
        let c2 = (-v0 - r1) / (r2 - r1)
        return 1 - ((1 - c2) * exp(r1 * t) + c2 * exp(r2 * t))
    }
}
