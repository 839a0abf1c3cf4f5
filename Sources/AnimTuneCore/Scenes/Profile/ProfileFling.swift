import Foundation

/// A fling of the profile's scroll view, as animtune models UIScrollView after the finger lifts.
///
/// 1. **Deceleration.** The velocity keeps `rate` of itself every millisecond
///    (`UIScrollView.DecelerationRate.normal` = 0.998): with k = 1000·ln(rate) per second,
///    v(t) = v0·e^(kt) = v0·rate^(1000t) and y(t) = y0 + v0·(e^(kt) − 1)/k. It ends when the
///    speed drops below `stopVelocity`, or when the offset reaches the end of the content
///    (`maxOffset`, where animtune simply stops: it does not model the bounce at the bottom).
/// 2. **Bounce at the top.** If the offset crosses 0 going up (or the fling starts above the
///    top), a spring of mass 1 pulls the raw overscroll x back to 0, starting from the crossing
///    velocity (critically damped by default, as UIScrollView's bounce back does not overshoot).
///    The scroll view shows the rubber-banded offset −f(−x) (see `RubberBand`), so the
///    displayed speed drops to c·v at the edge. The bounce ends when the displayed overscroll
///    is below `restDistance` and its speed below `stopVelocity`; the offset then rests at 0.
///
/// The spring is solved with `Spring`'s closed form by linearity: x(τ) = x0·X(τ) + v·G(τ), with
/// X the displacement released from 1 at rest and G = X − X₁ the response to a unit velocity.
/// This is animtune's model of behaviour Apple does not document; the help text says so.
struct ProfileFling: Sendable {
    enum Ending: Sendable, Equatable {
        /// The speed fell below the threshold.
        case rest
        /// The offset reached the end of the content.
        case contentEnd
        /// It crossed the top, bounced and came to rest at 0.
        case bounce
    }

    let start: Double
    let velocity: Double
    let maxOffset: Double
    let stopVelocity: Double
    let restDistance: Double
    let rubberBand: RubberBand
    /// k = 1000·ln(rate), per second (negative).
    let decay: Double
    /// When the deceleration phase ends (0 when the fling starts above the top).
    let decelerationEnd: Double
    /// The whole fling's length.
    let duration: Double
    let ending: Ending
    /// The raw overscroll and its velocity when the bounce starts.
    private let bounceStart: (x: Double, v: Double)
    private let springAtRest: Spring
    private let springMoving: Spring

    /// The settling search's time step: the bounce's end is found on this grid.
    static let settleGrid = 0.001
    /// A safety net for the settling search; springs in the parameters' ranges settle far sooner.
    static let settleLimit = 600.0

    init(start: Double, velocity: Double, rate: Double, stopVelocity: Double, maxOffset: Double,
         rubberBand: RubberBand, bounceStiffness: Double, bounceDampingRatio: Double, restDistance: Double) {
        self.start = start
        self.velocity = velocity
        self.maxOffset = maxOffset
        self.stopVelocity = stopVelocity
        self.restDistance = restDistance
        self.rubberBand = rubberBand
        let k = 1000 * log(rate)
        decay = k
        let damping = 2 * bounceDampingRatio * bounceStiffness.squareRoot()
        springAtRest = Spring(mass: 1, stiffness: bounceStiffness, damping: damping, initialVelocity: 0)
        springMoving = Spring(mass: 1, stiffness: bounceStiffness, damping: damping, initialVelocity: 1)

        var decelerationEnd = 0.0
        var bounce: (x: Double, v: Double)? = nil
        var ending = Ending.rest
        if start < 0 {
            bounce = (rubberBand.raw(start), velocity)
        } else {
            let speed = abs(velocity)
            let stop = speed > stopVelocity ? log(stopVelocity / speed) / k : 0
            decelerationEnd = stop
            // Where y(t) = edge: e^(kt) = 1 + (edge − y0)·k/v0, when that is in (0, 1].
            func crossing(_ edge: Double) -> Double? {
                guard velocity != 0 else { return nil }
                let e = 1 + (edge - start) * k / velocity
                guard e > 0, e <= 1 else { return nil }
                let t = log(e) / k
                return t <= stop ? t : nil
            }
            if velocity < 0, let t = crossing(0) {
                decelerationEnd = t
                bounce = (0, velocity * exp(k * t))
            } else if velocity > 0, let t = crossing(maxOffset) {
                decelerationEnd = t
                ending = .contentEnd
            }
        }
        self.decelerationEnd = decelerationEnd
        self.bounceStart = bounce ?? (0, 0)
        if let bounce {
            ending = .bounce
            duration = decelerationEnd + Self.settleTime(springAtRest, springMoving, bounce, rubberBand,
                                                         restDistance: restDistance, stopVelocity: stopVelocity)
        } else {
            duration = decelerationEnd
        }
        self.ending = ending
    }

    /// The displayed offset at time t (clamped to 0…duration); at the end it is the resting offset.
    func offset(at t: Double) -> Double {
        if t >= duration { return finalOffset }
        if t <= decelerationEnd || ending != .bounce { return decelerating(at: min(t, decelerationEnd)) }
        return Self.shown(bouncing(at: t - decelerationEnd).x, rubberBand)
    }

    /// The displayed velocity at time t, pt/s (0 once the fling has ended).
    func displayedVelocity(at t: Double) -> Double {
        if t >= duration || t < 0 { return 0 }
        if ending != .bounce || t < decelerationEnd { return velocity * exp(decay * t) }
        let (x, v) = bouncing(at: t - decelerationEnd)
        return Self.shownSpeed(x, v, rubberBand)
    }

    /// Where the fling rests.
    var finalOffset: Double {
        switch ending {
        case .bounce: 0
        case .contentEnd: maxOffset
        case .rest: decelerating(at: decelerationEnd)
        }
    }

    /// y0 + v0·(e^(kt) − 1)/k, exact at the content end.
    private func decelerating(at t: Double) -> Double {
        if ending == .contentEnd && t >= decelerationEnd { return maxOffset }
        return start + velocity * expm1(decay * t) / decay
    }

    /// Raw overscroll and its velocity τ after the bounce started.
    private func bouncing(at tau: Double) -> (x: Double, v: Double) {
        Self.bounce(springAtRest, springMoving, bounceStart, at: tau)
    }

    private static func bounce(_ atRest: Spring, _ moving: Spring, _ initial: (x: Double, v: Double),
                               at tau: Double) -> (x: Double, v: Double) {
        let released = atRest.displacement(at: tau)
        let impulse = released - moving.displacement(at: tau)
        // Spring.velocity is d(progress)/dt = −dx/dt.
        let releasedSpeed = -atRest.velocity(at: tau)
        let impulseSpeed = releasedSpeed + moving.velocity(at: tau)
        return (initial.x * released + initial.v * impulse, initial.x * releasedSpeed + initial.v * impulseSpeed)
    }

    /// The offset shown for a raw one: rubber-banded above the top, as is below it.
    private static func shown(_ x: Double, _ band: RubberBand) -> Double {
        x < 0 ? band.displayed(x) : x
    }

    private static func shownSpeed(_ x: Double, _ v: Double, _ band: RubberBand) -> Double {
        x < 0 ? band.slope(x) * v : v
    }

    /// The first grid time after the start at which the displayed overscroll and speed are
    /// both below their thresholds.
    private static func settleTime(_ atRest: Spring, _ moving: Spring, _ initial: (x: Double, v: Double),
                                   _ band: RubberBand, restDistance: Double, stopVelocity: Double) -> Double {
        var step = 1
        while Double(step) * settleGrid < settleLimit {
            let tau = Double(step) * settleGrid
            let (x, v) = bounce(atRest, moving, initial, at: tau)
            if abs(shown(x, band)) < restDistance && abs(shownSpeed(x, v, band)) < stopVelocity { return tau }
            step += 1
        }
        return settleLimit
    }
}
