/// How one platform shows a spring whose target changes while it moves: its policy, what it
/// handed over at each retarget, the position it shows, and when it ends. Positions are in
/// the move's unit (the move starts at 0 and heads for `RuntimeSetting.distance`).
public struct RetargetedRendering: Sendable {
    /// What the platform's position follows.
    public enum Shape: Sendable {
        /// Evaluated at any time (a render server, or animtune's exact model).
        case continuous(InterruptedSpring)
        /// The model sampled at frames: the last frame at or before t is shown.
        case framed(InterruptedSpring, FrameClock)
        /// CSS transitions restarted at each change.
        case transitions(CSSTransitionChain)
        /// Positions a platform stepped itself: `positions[i]` shown from `times[i]` on.
        case stepped(times: [Double], positions: [Double])
    }

    public let runtime: Runtime
    /// The policy in words, for tables ("carry", "restart, reversals shortened").
    public let policy: String
    public let shape: Shape
    /// At each retarget, the state of the interrupted motion and the state the new one starts from.
    public let handoffs: [Handoff]
    /// Where it comes to rest.
    public let finalTarget: Double
    /// When the platform ends the animation and shows `finalTarget`; nil: never.
    public let endTime: Double?

    public init(runtime: Runtime, policy: String, shape: Shape, handoffs: [Handoff], finalTarget: Double, endTime: Double?) {
        self.runtime = runtime
        self.policy = policy
        self.shape = shape
        self.handoffs = handoffs
        self.finalTarget = finalTarget
        self.endTime = endTime
    }

    /// The position the platform shows at `t` seconds.
    public func position(at t: Double) -> Double {
        if let endTime, t >= endTime { return finalTarget }
        switch shape {
        case .continuous(let model):
            return model.position(at: t)
        case .framed(let model, let clock):
            return model.position(at: clock.time(clock.frame(atOrBefore: t)))
        case .transitions(let chain):
            return chain.position(at: t)
        case .stepped(let times, let positions):
            return FrameSamples(times: times, values: positions).progress(at: t)
        }
    }

    /// The measures after the last retarget, within `band` of the final target (nil without a retarget).
    public func metrics(band: Double) -> RetargetMetrics? {
        guard let last = handoffs.last else { return nil }
        let step: Double, quiet: Double
        switch shape {
        case .continuous(let model):
            (step, quiet) = (model.timeScale(at: last.time) / 8, model.quietTime(band: band))
        case .framed(let model, let clock):
            (step, quiet) = (clock.period / 2, model.quietTime(band: band))
        case .transitions(let chain):
            (step, quiet) = (max(chain.endTime - last.time, 1e-3) / 2000, chain.endTime)
        case .stepped(let times, _):
            let period = times.count > 1 ? times[1] - times[0] : 1e-3
            (step, quiet) = (period / 2, times.last ?? last.time)
        }
        let until = min(max(quiet, endTime ?? quiet) + step, last.time + InterruptedSpring.horizon)
        return RetargetMetrics(position: position(at:), handoff: last, band: band, step: step, until: until, endTime: endTime)
    }
}
