/// SwiftUI's settling search for a spring that does not oscillate (both `Spring.settlingDuration`
/// and `SpringModel.duration` use it): step 0.1 s at a time, up to 1024 steps, remembering the
/// closest approach while outside ε; once inside, restart when it leaves, and stop when it has
/// stayed inside for over a second after the remembered time.
struct SettlingScan {
    /// The remembered time when the search stopped.
    let time: Double
    /// How it stopped.
    let outcome: Outcome

    enum Outcome {
        /// Inside ε for over a second after `time`.
        case settled
        /// A non-finite distance.
        case notFinite
        /// 1024 steps without settling.
        case exhausted
    }

    init(epsilon: Double, distance: (Double) -> Double) {
        var best = -1.0, closest = Double.infinity, time = 0.0
        for _ in 0..<1024 {
            let gap = distance(time)
            guard gap.isFinite else {
                (self.time, outcome) = (best, .notFinite)
                return
            }
            if closest >= epsilon {
                if gap < closest { (best, closest) = (time, gap) }
            } else if gap >= epsilon {
                closest = .infinity
            } else if time - best > 1 {
                (self.time, outcome) = (best, .settled)
                return
            }
            time += 0.1
        }
        (self.time, outcome) = (best, .exhausted)
    }
}
