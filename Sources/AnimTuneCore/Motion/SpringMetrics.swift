import Foundation

/// Step-response measures of a spring, from its closed form (no time stepping).
///
/// x(t) = 1 − progress is monotone between consecutive extrema, so every crossing below is
/// bracketed by extrema found in closed form and then bisected to full precision.
public struct SpringMetrics: Sendable, Hashable {
    /// Half-width of the band for `settlingTime`, as a fraction of the distance.
    public static let settlingBand = 0.02
    /// Half-width of the band for `settlingTimeEpsilon`: SwiftUI's ε for `settlingDuration`, which
    /// SwiftUI bounds differently (see `SwiftUISettling`).
    public static let settlingBandEpsilon = 0.001

    public let dampingRatio: Double
    public let naturalFrequency: Double
    /// Largest progress above 1, as a fraction (0.163 = 16.3 %); 0 when progress never passes 1.
    /// For v0 = 0 and ζ < 1 this is e^(−ζπ/√(1−ζ²)).
    public let overshoot: Double
    /// When `overshoot` is reached (π/ωd for v0 = 0); nil when there is no overshoot.
    public let peakTime: Double?
    /// The last time |1 − progress| crosses 0.02; infinite for an undamped spring.
    public let settlingTime: Double
    /// The last time |1 − progress| crosses 0.001; infinite for an undamped spring.
    public let settlingTimeEpsilon: Double
    /// From the first time progress reaches 0.1 to the first time it reaches 0.9.
    public let riseTime: Double
    /// How many times progress leaves the 2 % band after first entering it: the number of
    /// extrema of progress outside the band after that first entry (`Int.max` when undamped).
    public let oscillations: Int
    /// 2π/ω0, SwiftUI's `duration` / `response`.
    public let perceptualDuration: Double

    /// Measures `spring`, which should be valid (`Spring.validate()`).
    public init(_ spring: Spring) {
        let curve = Extrema(spring)
        dampingRatio = spring.dampingRatio
        naturalFrequency = spring.naturalFrequency
        perceptualDuration = 2 * Double.pi / naturalFrequency

        let peak = Self.peak(spring, curve)
        overshoot = peak?.value ?? 0
        peakTime = peak?.time

        settlingTime = curve.settlingTime(band: Self.settlingBand)
        settlingTimeEpsilon = curve.settlingTime(band: Self.settlingBandEpsilon)
        riseTime = curve.firstTime(reaching: 0.9) - curve.firstTime(reaching: 0.1)
        oscillations = curve.oscillations(band: Self.settlingBand)
    }

    /// Only `overshoot`, without the other measures.
    static func overshoot(of spring: Spring) -> Double {
        peak(spring, Extrema(spring))?.value ?? 0
    }

    /// The largest progress above 1 and when, among the first two extrema; nil when none is above.
    private static func peak(_ spring: Spring, _ curve: Extrema) -> (value: Double, time: Double)? {
        var best: (value: Double, time: Double)?
        for k in [1, 2] {
            guard let t = curve.time(k) else { break }
            let above = -spring.displacement(at: t)
            if above > 0, above > best?.value ?? 0 { best = (above, t) }
        }
        return best
    }

    /// Only the settling time for `band`, without the other measures.
    static func settlingTime(of spring: Spring, band: Double = settlingBand) -> Double {
        Extrema(spring).settlingTime(band: band)
    }

    /// The extrema of x(t) for t > 0, numbered from 1; `time(0)` is 0. x is monotone between
    /// consecutive ones. Under-damped: t₁ + (k − 1)π/ωd, each |x| smaller by e^(−aπ/ωd);
    /// otherwise at most one.
    struct Extrema {
        let spring: Spring
        let first: Double?
        let period: Double?    // π/ωd when under-damped
        let ratio: Double      // |x(t_{k+1})| / |x(t_k)|

        /// Most extrema walked one by one: the closed form brackets every crossing within a
        /// few of them, so this bounds the time, not the answer.
        static let maximumWalk = 10_000
        /// Largest extremum index: 2⁵⁰, where the time of an extremum still has whole periods.
        static let maximumIndex = 1 << 50

        init(_ spring: Spring) {
            self.spring = spring
            let a = spring.damping / (2 * spring.mass), k = spring.stiffness / spring.mass
            let v0 = spring.initialVelocity, b = k - a * v0, q = k - a * a
            // Extrema solve v0·C(t) + b·S(t) = 0 (see Spring.basis).
            if q > 0 {
                let w = q.squareRoot()
                let theta = atan2(-v0 * w, b)
                first = (theta > 0 ? theta : theta + .pi) / w
                period = .pi / w
                ratio = exp(-a * .pi / w)
            } else {
                let mu = (-q).squareRoot(), r = -v0 * mu / b
                let t: Double? = b == 0 ? nil : mu == 0 ? -v0 / b : (r > 0 && r < 1 ? atanh(r) / mu : nil)
                first = t.flatMap { $0 > 0 ? $0 : nil }
                period = nil
                ratio = 0
            }
        }

        func time(_ k: Int) -> Double? {
            if k == 0 { return 0 }
            guard let first else { return nil }
            if k == 1 { return first }
            guard let period else { return nil }
            return first + Double(k - 1) * period
        }

        /// The last index k ≥ 0 with |x(t_k)| > band (nil: infinitely many).
        func lastOutside(band: Double) -> Int? {
            guard let first else { return 0 }
            let x1 = abs(spring.displacement(at: first))
            guard x1 > band else { return 0 }
            guard period != nil else { return 1 }
            guard ratio < 1 else { return nil }
            // The envelope says which extremum is the last outside; a few steps either way
            // correct it. For a spring that swings millions of times (ζ near 0, which the
            // ranges allow) the walk is capped: cos(ωd·t) has lost its digits there anyway.
            var k = 1 + Int(log(x1 / band) / -log(ratio), rounding: .towardZero, clampedTo: 0...Self.maximumIndex)
            var steps = 0
            while k > 1, steps < Self.maximumWalk, abs(spring.displacement(at: time(k)!)) <= band { k -= 1; steps += 1 }
            steps = 0
            while steps < Self.maximumWalk, abs(spring.displacement(at: time(k + 1)!)) > band { k += 1; steps += 1 }
            return k
        }

        /// The end of segment k (`time(k + 1)`), or a time past it where x is inside `band`.
        private func end(of k: Int, inside: (Double) -> Bool) -> Double {
            if let t = time(k + 1) { return t }
            let start = time(k)!, step = 1 / spring.naturalFrequency
            return Bisection.expand(from: step, until: { inside(start + $0) }).map { start + $0 } ?? .infinity
        }

        func settlingTime(band: Double) -> Double {
            guard let k = lastOutside(band: band) else { return .infinity }
            let h = { (t: Double) in abs(spring.displacement(at: t)) - band }
            return Bisection.root(time(k)!, end(of: k, inside: { h($0) <= 0 }), h)
        }

        func firstTime(reaching level: Double) -> Double {
            let h = { (t: Double) in spring.progress(at: t) - level }
            var k = 0
            while k < Self.maximumWalk, let next = time(k + 1), h(next) < 0 { k += 1 }
            return Bisection.root(time(k)!, end(of: k, inside: { h($0) >= 0 }), h)
        }

        func oscillations(band: Double) -> Int {
            guard let last = lastOutside(band: band) else { return .max }
            // The segment where x first enters the band: it changes sign or ends inside.
            var entry = 0
            while entry < Self.maximumWalk, let next = time(entry + 1) {
                let x0 = spring.displacement(at: time(entry)!), x1 = spring.displacement(at: next)
                if abs(x1) <= band || (x0 < 0) != (x1 < 0) { break }
                entry += 1
            }
            return max(0, last - entry)
        }
    }
}
