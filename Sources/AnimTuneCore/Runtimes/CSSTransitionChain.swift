/// CSS transitions on one property, interrupted by style changes (CSS Transitions 1 §3):
/// every change starts a new transition from the current value at the timing function's
/// start (no velocity), over the full duration — except a reversal, a change back to the
/// running transition's reversing-adjusted start value, which takes duration × S with
/// S = clamp(|f(p_old)·S_old + 1 − S_old|, 0, 1), f(p_old) the old timing function's output
/// at the change; its reversing-adjusted start becomes the old end value.
public struct CSSTransitionChain: Sendable {
    public struct Transition: Sendable, Hashable {
        public let startTime: Double
        public let startValue: Double
        public let endValue: Double
        public let duration: Double
        public let reversingAdjustedStartValue: Double
        public let reversingShorteningFactor: Double

        public var endTime: Double { startTime + duration }
    }

    /// In time order; the first starts at 0.
    public let transitions: [Transition]
    private let easing: @Sendable (Double) -> Double

    /// A transition from `start` to `target` over `duration` seconds with the timing function
    /// `easing` (input progress 0…1 → output progress, 1 at 1), changed at `retargets`
    /// (sorted by time). A change to the value it is already heading for changes nothing.
    public init(from start: Double, to target: Double, duration: Double, retargets: [Retarget],
                easing: @escaping @Sendable (Double) -> Double) {
        self.easing = easing
        let duration = duration.isFinite ? max(0, duration) : 0
        var transitions = [Transition(startTime: 0, startValue: start, endValue: target, duration: duration,
                                      reversingAdjustedStartValue: start, reversingShorteningFactor: 1)]
        let ordered = retargets.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
        for retarget in ordered.map(\.element) {
            let t = retarget.time, old = transitions[transitions.count - 1]
            guard !Self.same(retarget.target, old.endValue) else { continue }
            let current = Self.value(of: old, at: t, easing)
            let running = t < old.endTime
            if running, Self.same(retarget.target, old.reversingAdjustedStartValue) {
                let p = old.duration > 0 ? (t - old.startTime) / old.duration : 1
                let factor = min(1, max(0, abs(easing(p) * old.reversingShorteningFactor + 1 - old.reversingShorteningFactor)))
                transitions.append(Transition(startTime: t, startValue: current, endValue: retarget.target,
                                              duration: duration * factor, reversingAdjustedStartValue: old.endValue,
                                              reversingShorteningFactor: factor))
            } else {
                transitions.append(Transition(startTime: t, startValue: current, endValue: retarget.target, duration: duration,
                                              reversingAdjustedStartValue: current, reversingShorteningFactor: 1))
            }
        }
        self.transitions = transitions
    }

    /// The value shown at `t`: the transition in force then, held at its end value once done.
    public func position(at t: Double) -> Double {
        var index = transitions.count - 1
        while index > 0, transitions[index].startTime > t { index -= 1 }
        return Self.value(of: transitions[index], at: t, easing)
    }

    /// When the last transition ends.
    public var endTime: Double { transitions[transitions.count - 1].endTime }

    private static func value(of transition: Transition, at t: Double, _ easing: (Double) -> Double) -> Double {
        guard t > transition.startTime else { return transition.startValue }
        guard t < transition.endTime, transition.duration > 0 else { return transition.endValue }
        let p = (t - transition.startTime) / transition.duration
        return transition.startValue + (transition.endValue - transition.startValue) * easing(p)
    }

    /// Computed values compare equal (a number typed twice reads back the same).
    private static func same(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-9 * max(1, abs(b)) }
}
