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
        let a = spring.damping / (2 * spring.mass), q = spring.stiffness / spring.mass - a * a
        if q > 0 {
            let w = q.squareRoot(), decay = exp(-a * step)
            let (stepRe, stepIm) = (decay * cos(w * step), decay * sin(w * step))
            var re = 0.0, im = 0.0
            for k in 0...count {
                if k % Self.anchorInterval == 0 {
                    let t = start + Double(k) * step, exact = spring.basis(at: t)
                    (re, im) = (exact.c, exact.s * w)
                } else {
                    (re, im) = (re * stepRe - im * stepIm, re * stepIm + im * stepRe)
                }
                (c[k], s[k]) = (re, im / w)
            }
        } else {
            for k in 0...count { (c[k], s[k]) = spring.basis(at: max(0, start + Double(k) * step)) }
        }
        self.c = c
        self.s = s
    }

    /// Progress 1 − x at every step, as `Spring.progress` (0 at time 0).
    func progress() -> [Double] {
        let a = spring.damping / (2 * spring.mass), v0 = spring.initialVelocity
        return c.indices.map { 1 - (c[$0] + (a - v0) * s[$0]) }
    }

    /// d progress / dt at every step, as `Spring.velocity`.
    func velocity() -> [Double] {
        let a = spring.damping / (2 * spring.mass), v0 = spring.initialVelocity, k = spring.stiffness / spring.mass
        return c.indices.map { v0 * c[$0] + (k - a * v0) * s[$0] }
    }
}
