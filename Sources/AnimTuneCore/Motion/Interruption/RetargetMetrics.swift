/// How the motion after the last retarget behaves: the state handed over, the peak against
/// the new direction, the undershoot past the new target, and when it stays within a band.
public struct RetargetMetrics: Sendable, Hashable {
    public let retargetTime: Double
    /// Position and velocity of the interrupted motion at the retarget.
    public let retargetPosition: Double
    public let retargetVelocity: Double
    /// Velocity after minus before (−v for restart, 0 for carry and additive).
    public let velocityJump: Double
    public let target: Double
    /// |retargetPosition − target|: the new leg's length.
    public let leg: Double
    /// The furthest position away from the new target against the new leg's direction
    /// (the top of the bump when a rising motion is sent back down); at least the retarget position.
    public let peak: Double
    /// How far it goes past the new target, 0 when it never does.
    public let undershoot: Double
    /// From then on within `band` of the target; nil when not within the scan.
    public let settleTime: Double?
    /// When the platform ends the animation; nil: never.
    public let endTime: Double?

    private init(retargetTime: Double, retargetPosition: Double, retargetVelocity: Double, velocityJump: Double, target: Double,
                 leg: Double, peak: Double, undershoot: Double, settleTime: Double?, endTime: Double?) {
        self.retargetTime = retargetTime
        self.retargetPosition = retargetPosition
        self.retargetVelocity = retargetVelocity
        self.velocityJump = velocityJump
        self.target = target
        self.leg = leg
        self.peak = peak
        self.undershoot = undershoot
        self.settleTime = settleTime
        self.endTime = endTime
    }

    /// These metrics of a motion measured in its own frame — starting at 0 s from 0, heading
    /// the positive way — placed where it runs: from `origin`, the `direction` (±1) way, starting
    /// `offset` seconds in (a spring after a finger's release, measured from the release).
    func placed(origin: Double, direction: Double, offset: Double) -> RetargetMetrics {
        RetargetMetrics(retargetTime: retargetTime + offset, retargetPosition: origin + direction * retargetPosition,
                        retargetVelocity: direction * retargetVelocity, velocityJump: direction * velocityJump,
                        target: origin + direction * target, leg: leg, peak: origin + direction * peak, undershoot: undershoot,
                        settleTime: settleTime.map { $0 + offset }, endTime: endTime.map { $0 + offset })
    }

    /// `undershoot` as a fraction of `leg` (0 when the leg is 0).
    public var undershootShare: Double { leg > 0 ? undershoot / leg : 0 }

    /// Most samples a scan takes; a longer scan takes coarser steps.
    public static let maximumSamples = 200_000.0

    /// Measures `position` from `handoff` to `until`, sampled every `step` seconds (at most
    /// `maximumSamples`), extremes refined by golden-section search and the settling moment
    /// by bisection between samples.
    public init(position: (Double) -> Double, handoff: Handoff, band: Double, step: Double, until: Double,
                endTime: Double?) {
        let start = handoff.after.position, target = handoff.target
        retargetTime = handoff.time
        retargetPosition = handoff.before.position
        retargetVelocity = handoff.before.velocity
        velocityJump = handoff.velocityJump
        self.target = target
        self.endTime = endTime
        leg = abs(start - target)
        var direction = target > start ? 1.0 : target < start ? -1.0 : 0
        if direction == 0 { direction = handoff.after.velocity > 0 ? -1 : 1 }
        let span = until.isFinite ? max(0, until - handoff.time) : 0
        var stepSize = step.isFinite && step > 0 ? step : max(span, 1e-3)
        if span / stepSize > Self.maximumSamples { stepSize = span / Self.maximumSamples }
        let count = Int((span / stepSize).rounded(.up))  // ≤ maximumSamples, finite
        func time(_ index: Int) -> Double { min(handoff.time + Double(index) * stepSize, handoff.time + span) }
        // How far behind the start it is (toward the peak), and how far beyond the target.
        func against(_ t: Double) -> Double { -direction * (position(t) - start) }
        func past(_ t: Double) -> Double { direction * (position(t) - target) }
        var bestAgainst = (value: against(handoff.time), index: 0)
        var bestPast = (value: past(handoff.time), index: 0)
        var lastOutside: Int? = abs(position(handoff.time) - target) > band ? 0 : nil
        if count > 0 {
            for index in 1...count {
                let t = time(index), x = position(t)
                let a = -direction * (x - start), p = direction * (x - target)
                if a > bestAgainst.value { bestAgainst = (a, index) }
                if p > bestPast.value { bestPast = (p, index) }
                if abs(x - target) > band { lastOutside = index }
            }
        }
        func refined(_ f: (Double) -> Double, around index: Int, value: Double) -> Double {
            guard count > 0 else { return value }
            let low = time(max(0, index - 1)), high = time(min(count, index + 1))
            return max(value, Self.goldenMaximum(f, low, high))
        }
        let peakAgainst = max(0, refined(against, around: bestAgainst.index, value: bestAgainst.value))
        peak = start - direction * peakAgainst
        undershoot = max(0, refined(past, around: bestPast.index, value: bestPast.value))
        guard let lastOutside else {
            settleTime = handoff.time
            return
        }
        guard lastOutside < count else {
            settleTime = nil
            return
        }
        var low = time(lastOutside), high = time(lastOutside + 1)
        for _ in 0..<64 where high - low > 1e-12 {
            let mid = (low + high) / 2
            if abs(position(mid) - target) > band { low = mid } else { high = mid }
        }
        settleTime = high
    }

    /// The largest value of `f` on [low, high], by golden-section search (f unimodal there).
    static func goldenMaximum(_ f: (Double) -> Double, _ low: Double, _ high: Double) -> Double {
        let ratio = (5.0.squareRoot() - 1) / 2
        var a = low, b = high
        var c = b - ratio * (b - a), d = a + ratio * (b - a)
        var fc = f(c), fd = f(d)
        for _ in 0..<80 where b - a > 1e-12 {
            if fc > fd {
                b = d; d = c; fd = fc
                c = b - ratio * (b - a); fc = f(c)
            } else {
                a = c; c = d; fc = fd
                d = a + ratio * (b - a); fd = f(d)
            }
        }
        return max(fc, fd, f(low), f(high))
    }
}
