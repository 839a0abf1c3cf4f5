/// A spring from `start` to a target, retargeted at the given moments, each time continuing
/// under one `RetargetPolicy`: the closed form of every leg, in every damping regime.
///
/// The motion is a sum of legs: one for carry and restart (the interrupted legs are replaced),
/// and for additive the interrupted legs keep running while a leg from 0 at rest toward
/// (T′ − T) — which is (T′ − T)·(1 − u(t − t_r)), u the new spring's unit response — is added.
/// Positions are in the move's unit (points, or progress), velocities in that unit per second.
public struct InterruptedSpring: Sendable {
    /// From `start` on, the position is the sum of the legs' positions.
    public struct Segment: Sendable {
        public let start: Double
        public let legs: [SpringLeg]
        /// The sum of the legs' targets: where this segment comes to rest.
        public let target: Double
    }

    public let policy: RetargetPolicy
    /// The first segment starts at −∞ (its leg holds its initial state before 0).
    public let segments: [Segment]
    /// One per retarget, in time order.
    public let handoffs: [Handoff]

    /// A spring from `start` (moving at `velocity`) toward `target`, retargeted at `retargets`
    /// (sorted by time; several at one moment apply in the order given). `spring.initialVelocity`
    /// is ignored: `velocity` is in the move's unit per second.
    public init(_ spring: Spring, from start: Double = 0, to target: Double, velocity: Double = 0,
                retargets: [Retarget] = [], policy: RetargetPolicy = .carry,
                handoff: HandoffVelocity = .exact) throws(MotionError) {
        try spring.validate()
        for (name, value) in [("start", start), ("target", target), ("velocity", velocity)] where !value.isFinite {
            throw .notFinite(parameter: name)
        }
        for retarget in retargets { try retarget.validate() }
        if case .lastFrame(let period, let age) = handoff {
            guard period.isFinite, period > 0 else {
                throw .outOfRange(parameter: "frame period", value: period, accepted: "above 0 s")
            }
            guard age.isFinite, age > 0 else {
                throw .outOfRange(parameter: "velocity age", value: age, accepted: "above 0 s")
            }
        }
        self.policy = policy
        var legs = [SpringLeg(spring, start: 0, target: target, initial: MotionState(position: start, velocity: velocity))]
        var segments = [Segment(start: -.infinity, legs: legs, target: target)]
        var handoffs: [Handoff] = []
        let ordered = retargets.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
        for retarget in ordered.map(\.element) {
            let t = retarget.time, current = segments[segments.count - 1]
            let before = Self.sum(current.legs, at: t)
            let next = retarget.spring ?? legs[legs.count - 1].spring
            switch policy {
            case .carry, .restart:
                var from = before
                if case .lastFrame(let period, let maximumAge) = handoff {
                    from = Self.lastFrame(segments, at: t, period: period, maximumAge: maximumAge)
                }
                if policy == .restart { from.velocity = 0 }
                legs = [SpringLeg(next, start: t, target: retarget.target, initial: from)]
            case .additive:
                legs.append(SpringLeg(next, start: t, target: retarget.target - current.target,
                                      initial: MotionState(position: 0, velocity: 0)))
            }
            segments.append(Segment(start: t, legs: legs, target: retarget.target))
            handoffs.append(Handoff(time: t, previousTarget: current.target, target: retarget.target,
                                    before: before, after: Self.sum(legs, at: t)))
        }
        self.segments = segments
        self.handoffs = handoffs
    }

    /// Position and velocity at `t` seconds (a retarget applies from its own moment on).
    public func state(at t: Double) -> MotionState {
        Self.sum(segment(at: t).legs, at: t)
    }

    public func position(at t: Double) -> Double { state(at: t).position }
    public func velocity(at t: Double) -> Double { state(at: t).velocity }

    /// The target in force at `t`.
    public func target(at t: Double) -> Double { segment(at: t).target }

    /// The target after the last retarget.
    public var finalTarget: Double { segments[segments.count - 1].target }

    /// A bound on |x − target(t)| at `t` and every later time without a retarget.
    public func bound(at t: Double) -> Double {
        segment(at: t).legs.reduce(0) { $0 + $1.bound(at: t) }
    }

    /// The shortest time over which any leg in force at `t` changes visibly (for scans).
    public func timeScale(at t: Double) -> Double {
        segment(at: t).legs.map(\.timeScale).min() ?? 1
    }

    private func segment(at t: Double) -> Segment {
        var index = segments.count - 1
        while index > 0, segments[index].start > t { index -= 1 }
        return segments[index]
    }

    private static func sum(_ legs: [SpringLeg], at t: Double) -> MotionState {
        var total = MotionState(position: 0, velocity: 0)
        for leg in legs {
            let state = leg.state(at: t)
            total.position += state.position
            total.velocity += state.velocity
        }
        return total
    }

    /// motion's read-out at `t`: the value of the last frame at or before `t` (frames at
    /// multiples of `period`) and the backward difference over the frame before it.
    private static func lastFrame(_ segments: [Segment], at t: Double, period: Double, maximumAge: Double) -> MotionState {
        func position(_ time: Double) -> Double {
            var index = segments.count - 1
            while index > 0, segments[index].start > time { index -= 1 }
            return sum(segments[index].legs, at: time).position
        }
        // Within a nanosecond of a frame counts as on it (t/period is rarely a whole double).
        let frame = ((t + 1e-9) / period).rounded(.down) * period
        let shown = position(frame)
        guard t - frame <= maximumAge else { return MotionState(position: shown, velocity: 0) }
        let h = min(period, maximumAge)
        return MotionState(position: shown, velocity: (shown - position(frame - h)) / h)
    }
}

extension InterruptedSpring {
    /// Longest time animtune follows an interrupted spring after its last retarget, in seconds.
    public static let horizon = 60.0

    /// The first moment after the last retarget (stepping by the legs' time scale) from which
    /// the motion provably stays within `band` of the final target; `horizon` after the last
    /// retarget when it does not get there sooner.
    public func quietTime(band: Double) -> Double {
        let from = handoffs.last?.time ?? 0, step = timeScale(at: from) / 4
        let wanted = Self.horizon / step
        let steps = wanted.isFinite ? Int(min(wanted, RetargetMetrics.maximumSamples).rounded(.up))
                                    : Int(RetargetMetrics.maximumSamples)
        for index in 0...steps {
            let t = from + Double(index) * step
            if bound(at: t) <= band / 2 { return t }
        }
        return from + Self.horizon
    }

    /// The measures of the motion after the last retarget (nil without one).
    public func metrics(band: Double, endTime: Double? = nil) -> RetargetMetrics? {
        guard let last = handoffs.last else { return nil }
        return RetargetMetrics(position: position(at:), handoff: last, band: band,
                               step: timeScale(at: last.time) / 8, until: quietTime(band: band), endTime: endTime)
    }
}
