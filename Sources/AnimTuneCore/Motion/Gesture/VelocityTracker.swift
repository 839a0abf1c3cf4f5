/// How a platform measures the velocity a finger lets go with, from the touch events it saw
/// (a `Gesture`'s samples, the last one the lift-off: a move lifted at once, or, at the position
/// of the sample before it, the up event alone; see ``Gesture/moves``). Velocities in points per second.
public enum VelocityTracker: String, CaseIterable, Sendable, Hashable {
    /// The finger's own speed over its last segment (what the scene drew at the release).
    case finger
    /// `UIPanGestureRecognizer.velocity(in:)`: each touch event makes a sample, the finite
    /// difference from the event before; the velocity is 0.2 × the last sample + 0.8 × the one
    /// before (0.2 × the last when there is only one).
    case uikit
    /// Android views' `VelocityTracker.computeCurrentVelocity(1000)` (strategy LSQ2 for x and y):
    /// the moves of the last 100 ms (at most 20, none from before a pause of more than 40 ms),
    /// fitted by a least-squares parabola in time; its slope at the last move. Two moves give
    /// the line through them; one gives 0. `ACTION_UP` adds no position: a finger that rested
    /// more than 40 ms before lifting reports 0 (Android 14 and later; 13 kept the moves' velocity).
    case android
    /// Compose's `VelocityTracker.calculateVelocity()` (`VelocityTracker1D`, strategy Lsq2): the
    /// same window, fit and lift-off rule as Android's, but fewer than 3 moves give 0.
    case compose
    /// motion's `MotionValue.getVelocity()` on a value the finger sets once a frame, asked at the
    /// lift-off: 0 when the value was last set more than 30 ms before; else the last change over
    /// the time since the update before, that time capped at 30 ms.
    case motion
    /// A CSS transition takes no velocity: it starts from rest.
    case none

    public var name: String { rawValue }

    /// Events older than this before the last one are left out (Android HORIZON, Compose HorizonMilliseconds).
    static let horizon = 0.100
    /// A pause longer than this between events starts the history over (ASSUME_POINTER_STOPPED_TIME).
    static let stoppedGap = 0.040
    /// Most events kept (HISTORY_SIZE, Compose HistorySize).
    static let historySize = 20
    /// motion's MAX_VELOCITY_DELTA.
    static let motionMaximumDelta = 0.030
    /// UIKit's weights of the last and the previous velocity sample.
    static let uikitWeights = (last: 0.2, previous: 0.8)

    /// The velocity this tracker reports when the finger lets go at the end of `gesture`.
    public func velocity(_ gesture: Gesture) -> Double {
        let samples = gesture.samples
        let last = samples[samples.count - 1], before = samples[samples.count - 2]
        switch self {
        case .none:
            return 0
        case .finger:
            return (last.position - before.position) / (last.time - before.time)
        case .motion:
            let moves = gesture.moves
            guard gesture.restBeforeRelease <= Self.motionMaximumDelta, moves.count >= 2 else { return 0 }
            let set = moves[moves.endIndex - 1], previous = moves[moves.endIndex - 2]
            return (set.position - previous.position) / min(set.time - previous.time, Self.motionMaximumDelta)
        case .uikit:
            let current = (last.position - before.position) / (last.time - before.time)
            guard samples.count >= 3 else { return Self.uikitWeights.last * current }
            let older = samples[samples.count - 3]
            let previous = (before.position - older.position) / (before.time - older.time)
            return Self.uikitWeights.last * current + Self.uikitWeights.previous * previous
        case .android, .compose:
            guard gesture.restBeforeRelease <= Self.stoppedGap else { return 0 }
            let window = Self.window(Array(gesture.moves))
            if window.count >= 3 { return Self.quadraticSlope(window) }
            if self == .android, window.count == 2 {
                return (window[1].position - window[0].position) / (window[1].time - window[0].time)
            }
            return 0
        }
    }

    /// The moves Android and Compose fit: walking back from the last, while within `horizon`
    /// of it, no gap over `stoppedGap` and at most `historySize`; in time order.
    static func window(_ samples: [GestureSample]) -> [GestureSample] {
        let newest = samples[samples.count - 1]
        var index = samples.count - 1
        var kept = [newest]
        while index > 0, kept.count < historySize {
            let earlier = samples[index - 1]
            guard newest.time - earlier.time <= horizon, samples[index].time - earlier.time <= stoppedGap else { break }
            kept.append(earlier)
            index -= 1
        }
        return kept.reversed()
    }

    /// The slope at the last sample of the least-squares parabola through `samples` (3 or more),
    /// with time measured from the last sample; 0 when the fit is singular.
    static func quadraticSlope(_ samples: [GestureSample]) -> Double {
        let newest = samples[samples.count - 1].time
        // Normal equations of x = a + b·τ + c·τ², τ = t − newest, solved for b by Cramer's rule
        // on sums centred for accuracy.
        var s = (n: 0.0, t: 0.0, t2: 0.0, t3: 0.0, t4: 0.0, x: 0.0, tx: 0.0, t2x: 0.0)
        for sample in samples {
            let tau = sample.time - newest, x = sample.position
            s.n += 1; s.t += tau; s.t2 += tau * tau; s.t3 += tau * tau * tau; s.t4 += tau * tau * tau * tau
            s.x += x; s.tx += tau * x; s.t2x += tau * tau * x
        }
        let sxx = s.t2 - s.t * s.t / s.n
        let sxy = s.tx - s.t * s.x / s.n
        let sxx2 = s.t3 - s.t * s.t2 / s.n
        let sx2y = s.t2x - s.t2 * s.x / s.n
        let sx2x2 = s.t4 - s.t2 * s.t2 / s.n
        let denominator = sxx * sx2x2 - sxx2 * sxx2
        guard denominator != 0, denominator.isFinite else { return 0 }
        let slope = (sxy * sx2x2 - sx2y * sxx2) / denominator
        return slope.isFinite ? slope : 0
    }

    /// Android's default maximum fling velocity: `ViewConfiguration.MAXIMUM_FLING_VELOCITY`, 8000
    /// dp/s; `getScaledMaximumFlingVelocity()` is that × density in px/s (21,000 px/s at density
    /// 2.625). animtune's points are density-independent, so the clamp is 8000 pt/s at any density.
    public static let androidMaximumFlingVelocity = 8000.0

    /// The speed a fling takes at most from this tracker: Android views pass
    /// `getScaledMaximumFlingVelocity()` to `computeCurrentVelocity(1000, max)`, Compose's
    /// `draggable`/`scrollable` pass `ViewConfiguration.maximumFlingVelocity` (Android's, on
    /// Android) to `calculateVelocity(Velocity(max, max))`. motion clamps nothing; UIKit documents
    /// no maximum. Nil: no clamp.
    public var maximumFlingVelocity: Double? {
        switch self {
        case .android, .compose: Self.androidMaximumFlingVelocity
        case .finger, .uikit, .motion, .none: nil
        }
    }

    /// What the clamp is, in words, for tables and help.
    public var clampDescription: String {
        switch self {
        case .android: "ViewConfiguration.getScaledMaximumFlingVelocity(): 8000 dp/s by default (× density in px/s)"
        case .compose: "ViewConfiguration.maximumFlingVelocity (Android's 8000 dp/s by default) in calculateVelocity"
        case .motion: "none: motion clamps no velocity"
        case .uikit: "none documented (Apple states no maximum for UIPanGestureRecognizer.velocity(in:))"
        case .finger: "none"
        case .none: "none: no velocity"
        }
    }

    /// The velocity a fling hands on: ``velocity(_:)`` within ±``maximumFlingVelocity``.
    public func releaseVelocity(_ gesture: Gesture) -> Double {
        let measured = velocity(gesture)
        guard let maximum = maximumFlingVelocity else { return measured }
        return min(max(measured, -maximum), maximum)
    }

    /// Where the algorithm comes from, for help.
    public var provenance: String {
        switch self {
        case .finger: "the finger's last segment, as the scene drew it"
        case .uikit: "UIPanGestureRecognizer.velocity(in:): 0.2 × last + 0.8 × previous per-event velocity (a third-party "
            + "instruction-level reading of UIKitCore; Apple does not document it)"
        case .android: "AndroidX/AOSP VelocityTracker LSQ2: 100 ms, 20 moves, 40 ms pause, quadratic least squares; "
            + "the lift-off adds no position, and 0 after a rest over 40 ms (frameworks/native libs/input/VelocityTracker.cpp, Android 14+)"
        case .compose: "Compose VelocityTracker1D Lsq2: as Android's, 0 below 3 moves (compose/ui input/pointer/util/VelocityTracker.kt)"
        case .motion: "motion MotionValue.getVelocity() at the lift-off: last change over min(Δt, 30 ms), 0 when set over "
            + "30 ms before (motion-dom value/index.ts); motion's drag prop measures over 100 ms instead (PanSession)"
        case .none: "none: a CSS transition starts from rest"
        }
    }
}
