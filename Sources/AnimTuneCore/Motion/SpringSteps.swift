import Foundation

/// A spring at evenly spaced times `start + k·step`, k = 0...count, without a cos, sin and
/// exp per sample: below critical damping e^((−a + iω)t) advances by one complex
/// multiplication a step, and every `anchorInterval` steps it restarts from the closed form
/// (`Spring.basis`), so the rounding drift of the products stays near 1e-14 of the distance.
/// At and above critical damping each sample is the closed form.
struct SpringSteps {
    /// The basis e^(−at)·C(t) and e^(−at)·S(t) of `Spring.basis` at every step.
    let c: [Double]
    let s: [Double]
    let spring: Spring

    static let anchorInterval = 64

    init(_ spring: Spring, start: Double = 0, step: Double, count: Int) {
        self.spring = spring
        var c = [Double](repeating: 0, count: count + 1), s = c
        c.withUnsafeMutableBufferPointer { c in
            s.withUnsafeMutableBufferPointer { s in
                Self.forEach(spring, start: start, step: step, count: count) { k, basis in (c[k], s[k]) = basis }
            }
        }
        self.c = c
        self.s = s
    }

    /// Calls `body` with every step's index and basis (c, s), without keeping them.
    @inline(__always)
    static func forEach(_ spring: Spring, start: Double = 0, step: Double, count: Int,
                        _ body: (Int, (c: Double, s: Double)) -> Void) {
        let solver = spring.solver, a = solver.a
        guard solver.q > 0 else {
            for k in 0...count { body(k, solver.basis(at: max(0, start + Double(k) * step))) }
            return
        }
        let w = solver.root, decay = exp(-a * step)
        let (stepRe, stepIm) = (decay * cos(w * step), decay * sin(w * step))
        var re = 0.0, im = 0.0
        for k in 0...count {
            if k % anchorInterval == 0 {
                let t = start + Double(k) * step, exact = solver.basis(at: t)
                (re, im) = (exact.c, exact.s * w)
            } else {
                (re, im) = (re * stepRe - im * stepIm, re * stepIm + im * stepRe)
            }
            body(k, (re, im / w))
        }
    }

    /// The largest |d² progress / dt²| over `count` steps from 0, from p'' = (k/m)(1 − p) −
    /// (c/m)·p', without keeping the steps.
    static func largestAcceleration(_ spring: Spring, step: Double, count: Int) -> Double {
        let motion = Motion(spring)
        var largest = 0.0
        forEach(spring, step: step, count: count) { _, basis in
            largest = max(largest, abs(motion.k * motion.remaining(basis) - 2 * motion.a * motion.velocity(basis)))
        }
        return largest
    }

    /// Progress 1 − x at every step, as `Spring.progress` (0 at time 0).
    func progress() -> [Double] {
        let motion = Motion(spring)
        return c.indices.map { 1 - motion.remaining((c[$0], s[$0])) }
    }

    /// d progress / dt at every step, as `Spring.velocity`.
    func velocity() -> [Double] {
        let motion = Motion(spring)
        return c.indices.map { motion.velocity((c[$0], s[$0])) }
    }

    /// The spring's x and x' from the basis: x = c + (a − v₀)·s, −x' = v₀·c + (k − a·v₀)·s
    /// (a = c/2m, k per unit mass).
    private struct Motion {
        let a: Double, v0: Double, k: Double

        init(_ spring: Spring) {
            (a, v0, k) = (spring.solver.a, spring.initialVelocity, spring.solver.omegaSquared)
        }

        /// x = 1 − progress.
        func remaining(_ basis: (c: Double, s: Double)) -> Double { basis.c + (a - v0) * basis.s }
        /// d progress / dt.
        func velocity(_ basis: (c: Double, s: Double)) -> Double { v0 * basis.c + (k - a * v0) * basis.s }
    }
}
