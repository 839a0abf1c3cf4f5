/// One cubic Bézier segment between two keys of a bake, in Lottie's normalised space: x is
/// time from this key (0) to the next (1), y the value from this key's (0) to the next's (1).
/// The handles follow the spring's velocity at both ends (C¹): `o = (a, a·s₀)`,
/// `i = (1 − b, 1 − b·s₁)` with s the velocity scaled to the segment, clamped to the players'
/// |y| ≤ ``SpringBake/handleLimit``.
struct BakedSegment {
    let start: (time: Double, value: Double, velocity: Double)
    let end: (time: Double, value: Double, velocity: Double)

    var duration: Double { end.time - start.time }
    var change: Double { end.value - start.value }

    /// The normalised slope at one end: velocity · duration / change (0 for no change).
    func slope(_ velocity: Double) -> Double {
        abs(change) < 1e-15 ? 0 : velocity * duration / change
    }

    /// (o.x, o.y, i.x, i.y) for influences a and b.
    func handles(out a: Double, in b: Double) -> (ox: Double, oy: Double, ix: Double, iy: Double) {
        let limit = SpringBake.handleLimit
        let oy = min(limit, max(-limit, a * slope(start.velocity)))
        let iy = min(limit, max(-limit, 1 - b * slope(end.velocity)))
        return (a, oy, 1 - b, iy)
    }

    /// The largest |curve − spring| over the segment, in fractions of the travel, at `samples`
    /// points of the curve (each point is an instant the player shows, t = start + x·duration).
    func maxError(out a: Double, in b: Double, spring: Spring, samples: Int) -> Double {
        let h = handles(out: a, in: b)
        var worst = 0.0
        for index in 1..<samples {
            let u = Double(index) / Double(samples), w = 1 - u
            let x = 3 * w * w * u * h.ox + 3 * w * u * u * h.ix + u * u * u
            let y = 3 * w * w * u * h.oy + 3 * w * u * u * h.iy + u * u * u
            let error = abs(start.value + change * y - spring.progress(at: start.time + x * duration))
            if error > worst { worst = error }
        }
        return worst
    }
}
