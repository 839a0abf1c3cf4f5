import Foundation

/// Inverse design: a spring (mass 1, no initial velocity) from exactly two of its measures,
/// as `SpringMetrics` defines them.
///
/// - overshoot with peakTime, perceptualDuration or settlingTime: ζ = −ln o/√(π² + ln² o)
///   in closed form (overshoot 0 means critically damped, ζ = 1), then ω0 from the other
///   target (settling time scales exactly as 1/ω0).
/// - peakTime with perceptualDuration: ωd = π/peak, ω0 = 2π/duration.
/// - settlingTime with perceptualDuration: the least bouncy spring (largest ζ) that settles
///   then. At ζ ≥ 1 the settling time grows continuously with ζ, so a target at or above the
///   critically damped one gives an over-damped (or critical) spring. Below it, ζ is searched
///   from 1 down as for peakTime.
/// - settlingTime with peakTime: ζ < 1. The 2 % settling time jumps where an extremum touches
///   the band, so ζ is searched from 1 down on a grid and bisected inside a continuous piece;
///   the largest ζ found is returned. Targets inside a jump have no spring and throw.
public struct SpringTargets: Sendable, Hashable {
    /// Fraction in 0..<1 (0.1 = 10 %).
    public var overshoot: Double?
    /// Seconds, 2 % band.
    public var settlingTime: Double?
    /// Seconds to the overshoot peak.
    public var peakTime: Double?
    /// Seconds, 2π/ω0.
    public var perceptualDuration: Double?

    public init(overshoot: Double? = nil, settlingTime: Double? = nil, peakTime: Double? = nil,
                perceptualDuration: Double? = nil) {
        self.overshoot = overshoot
        self.settlingTime = settlingTime
        self.peakTime = peakTime
        self.perceptualDuration = perceptualDuration
    }

    /// The target names messages use, in order, as `solve` spells them: the overshoot, the
    /// settling time (2 % band), the peak time and the perceptual duration 2π/ω0.
    public static let names = ["overshoot", "settle", "peak", "duration"]

    /// Resolution of the damping-ratio search for settling-time pairs.
    private static let gridSize = 4_000

    public func solve() throws(MotionError) -> Spring {
        let given = zip(Self.names, [overshoot, settlingTime, peakTime, perceptualDuration])
            .compactMap { name, value in value.map { (name: name, value: $0) } }
        guard given.count == 2 else {
            let got = given.isEmpty ? "none" : "\(given.count): " + given.map(\.name).joined(separator: ", ")
            throw .infeasibleTargets("give exactly two targets out of "
                + Self.names.joined(separator: ", ") + " (got \(got))")
        }
        for (name, value) in given {
            guard value.isFinite else { throw .notFinite(parameter: name) }
            if name == "overshoot" {
                guard value >= 0, value < 1 else {
                    throw .outOfRange(parameter: name, value: value, accepted: "at least 0 and below 1")
                }
            } else if value <= 0 {
                throw .outOfRange(parameter: name, value: value, accepted: "above 0 s")
            }
        }
        let s = { (x: Double) in MotionError.format(x) }
        switch (overshoot, settlingTime, peakTime, perceptualDuration) {
        case let (overshoot?, _, peak?, _):
            guard overshoot > 0 else {
                throw .infeasibleTargets("peak needs an overshoot above 0: a spring that does not overshoot has no peak")
            }
            let zeta = Self.dampingRatio(overshoot: overshoot)
            return Self.spring(zeta: zeta, omega: Double.pi / peak / (1 - zeta * zeta).squareRoot())
        case let (overshoot?, _, _, duration?):
            return Self.spring(zeta: Self.dampingRatio(overshoot: overshoot), omega: 2 * Double.pi / duration)
        case let (overshoot?, settle?, _, _):
            let zeta = Self.dampingRatio(overshoot: overshoot)
            return Self.spring(zeta: zeta, omega: SpringMetrics.settlingTime(of: Self.spring(zeta: zeta, omega: 1)) / settle)
        case let (_, _, peak?, duration?):
            let ratio = duration / (2 * peak)    // ωd/ω0
            guard ratio < 1 else {
                throw .infeasibleTargets("peak must be above half the duration "
                    + "(got peak \(s(peak)) s, duration \(s(duration)) s)")
            }
            return Self.spring(zeta: ((1 - ratio) * (1 + ratio)).squareRoot(), omega: 2 * Double.pi / duration)
        case let (_, settle?, peak?, _):
            return try Self.searchDampingRatio(settle: settle, with: "peak \(s(peak)) s", includingCritical: false) {
                Double.pi / peak / (1 - $0 * $0).squareRoot()
            }
        case let (_, settle?, _, duration?):
            let omega = 2 * Double.pi / duration
            let miss = { (zeta: Double) in SpringMetrics.settlingTime(of: Self.spring(zeta: zeta, omega: omega)) - settle }
            // Over-damped, the settling time grows continuously with ζ from its value at ζ = 1.
            if miss(1) <= 0, let hi = Bisection.expand(from: 2, until: { miss($0) >= 0 }) {
                return Self.spring(zeta: Bisection.root(1, hi, miss), omega: omega)
            }
            return try Self.searchDampingRatio(settle: settle, with: "duration \(s(duration)) s",
                                               includingCritical: true) { _ in omega }
        default:
            preconditionFailure("two of four targets always match a case")
        }
    }

    /// ζ = −ln o / √(π² + ln² o); 1 for o = 0.
    public static func dampingRatio(overshoot: Double) -> Double {
        guard overshoot > 0 else { return 1 }
        let l = log(overshoot)
        return -l / (Double.pi * Double.pi + l * l).squareRoot()
    }

    private static func spring(zeta: Double, omega: Double) -> Spring {
        Spring(mass: 1, stiffness: omega * omega, damping: 2 * zeta * omega)
    }

    /// The largest ζ in (0, 1] (or (0, 1)) whose spring (ω0 = `omega(ζ)`) settles in `settle`
    /// seconds, to 1e-9 relative.
    private static func searchDampingRatio(settle: Double, with other: String, includingCritical: Bool,
                                           omega: @escaping (Double) -> Double) throws(MotionError) -> Spring {
        let settling = { (zeta: Double) in SpringMetrics.settlingTime(of: spring(zeta: zeta, omega: omega(zeta))) }
        let miss = { (zeta: Double) in settling(zeta) - settle }
        let n = Double(gridSize)
        var previous: (zeta: Double, miss: Double)?
        var reachable = (low: Double.infinity, high: -Double.infinity)
        var gap: (from: Double, to: Double, zeta: Double)?
        for i in (includingCritical ? 0 : 1)..<gridSize {
            let zeta = 1 - Double(i) / n
            let m = miss(zeta)
            reachable = (min(reachable.low, m + settle), max(reachable.high, m + settle))
            if m == 0 { return spring(zeta: zeta, omega: omega(zeta)) }
            if let previous, (previous.miss < 0) != (m < 0) {
                let root = Bisection.root(zeta, previous.zeta, miss)
                if abs(miss(root)) <= 1e-9 * max(1, settle) { return spring(zeta: root, omega: omega(root)) }
                // A jump, not a crossing: note the values on either side.
                let below = settling(root.nextDown), above = settling(root.nextUp)
                gap = gap ?? (min(below, above), max(below, above), root)
            }
            previous = (zeta, m)
        }
        let f = { (x: Double) in MotionError.format(x, significantDigits: 4) }
        let start = "no spring with \(other) settles (2 % band) in \(MotionError.format(settle)) s: "
        if let gap {
            throw .infeasibleTargets(start
                + "the settling time jumps from \(f(gap.from)) s to \(f(gap.to)) s at damping ratio \(f(gap.zeta))")
        }
        // No crossing at all: the target lies beyond what the grid reaches.
        let about = { (x: Double) in MotionError.format(x, significantDigits: 3) }
        throw .infeasibleTargets(start + (settle < reachable.low
            ? "the soonest it settles is about \(about(reachable.low)) s"
            : "the latest it settles is about \(about(reachable.high)) s"))
    }
}
