/// The closed form of a spring as a Dart expression of `s` (seconds), in the regime of its ζ,
/// with constants to 17 significant digits: the body of a Flutter `Curve`.
enum DartSpringCurve {
    static func expression(_ spring: Spring) -> String {
        let n = { (value: Double) in ExportNumber.plain(value, digits: 17) }
        let sigma = spring.damping / (2 * spring.mass), k = spring.stiffness / spring.mass, v0 = spring.initialVelocity
        let q = k - sigma * sigma
        if q > 1e-9 * k {
            let wd = q.squareRoot()
            return "1 - math.exp(-\(n(sigma)) * s) * (math.cos(\(n(wd)) * s) + \(n((sigma - v0) / wd)) * math.sin(\(n(wd)) * s))"
        }
        if q >= -1e-9 * k {
            let w0 = k.squareRoot()
            return "1 - math.exp(-\(n(w0)) * s) * (1 + \(n(w0 - v0)) * s)"
        }
        let mu = (-q).squareRoot(), r1 = -k / (sigma + mu), r2 = -(sigma + mu)
        let c2 = (-v0 - r1) / (r2 - r1)
        return "1 - (\(n(1 - c2)) * math.exp(\(n(r1)) * s) + \(n(c2)) * math.exp(\(n(r2)) * s))"
    }
}
