/// The closed-form velocity of a spring `elapsed` seconds after it started from `e0` away from its
/// target moving at `v0`, as expression lines for code (Swift and Kotlin read them alike): the
/// helper UIKit and Core Animation need, since they do not report a running animation's velocity.
/// Only the spring's own damping regime is written.
struct HandoffVelocityFormula {
    let spring: Spring

    /// Statements ending in `return …`, in terms of `t`, `e0` and `v0`; `exp`, `cos`, `sin`, `sqrt` from the math library.
    var statements: [String] {
        let n = ExportNumber.typed
        let m = spring.mass, k = spring.stiffness, c = spring.damping
        let sigma = c / (2 * m), omega0 = (k / m).squareRoot(), zeta = spring.dampingRatio
        if abs(zeta - 1) < 1e-9 {
            return ["let w = \(n(omega0))",
                    "return exp(-w * t) * (v0 - w * (v0 + w * e0) * t)"]
        }
        if zeta < 1 {
            let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
            return ["let s = \(n(sigma)), wd = \(n(omegaD)), w2 = \(n(omega0 * omega0))",
                    "return exp(-s * t) * (v0 * cos(wd * t) - (s * v0 + w2 * e0) / wd * sin(wd * t))"]
        }
        let root = (sigma * sigma - omega0 * omega0).squareRoot()
        return ["let r1 = \(n(-sigma + root)), r2 = \(n(-sigma - root))",
                "let c2 = (v0 - r1 * e0) / (r2 - r1), c1 = e0 - c2",
                "return c1 * r1 * exp(r1 * t) + c2 * r2 * exp(r2 * t)"]
    }
}
