@testable import AnimTuneCore

/// An independent reference for `Spring`: classic Runge–Kutta on m x'' + c x' + k x = 0,
/// x(0) = 1, x'(0) = −v0, with a small fixed step.
struct RK4Reference {
    let spring: Spring
    var step = 1e-4

    /// (progress, velocity) at each of `times` (ascending, ≥ 0).
    func sample(at times: [Double]) -> [(progress: Double, velocity: Double)] {
        let m = spring.mass, k = spring.stiffness, c = spring.damping
        func acceleration(_ x: Double, _ v: Double) -> Double { -(c * v + k * x) / m }
        var x = 1.0, v = -spring.initialVelocity, t = 0.0
        var out: [(progress: Double, velocity: Double)] = []
        for target in times {
            while t < target {
                let h = min(step, target - t)
                let k1x = v, k1v = acceleration(x, v)
                let k2x = v + h / 2 * k1v, k2v = acceleration(x + h / 2 * k1x, v + h / 2 * k1v)
                let k3x = v + h / 2 * k2v, k3v = acceleration(x + h / 2 * k2x, v + h / 2 * k2v)
                let k4x = v + h * k3v, k4v = acceleration(x + h * k3x, v + h * k3v)
                x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
                v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
                t += h
            }
            out.append((1 - x, -v))
        }
        return out
    }
}
