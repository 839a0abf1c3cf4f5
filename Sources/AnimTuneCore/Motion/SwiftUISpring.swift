/// SwiftUI's spring (`Spring(response:dampingRatio:)`, `Spring(duration:bounce:)`, iOS 17):
/// mass 1, k = (2π/response)², c = 4πζ/response. `duration` is the perceptual duration and
/// equals `response`.
///
/// `bounce` and ζ: ζ = 1 − bounce for bounce ≥ 0, ζ = 1/(1 + bounce) for bounce < 0, so
/// bounce lies in (−1, 1]: 0 is critically damped, negative is over-damped.
public struct SwiftUISpring: Sendable, Hashable {
    public var response: Double
    public var dampingRatio: Double
    /// Distance-fractions per second toward the target; SwiftUI passes it when animating.
    public var initialVelocity: Double

    public init(response: Double, dampingRatio: Double, initialVelocity: Double = 0) {
        self.response = response
        self.dampingRatio = dampingRatio
        self.initialVelocity = initialVelocity
    }

    /// `duration` is `response` (the perceptual duration 2π/ω0).
    public init(duration: Double, bounce: Double, initialVelocity: Double = 0) {
        self.init(response: duration, dampingRatio: Self.dampingRatio(bounce: bounce), initialVelocity: initialVelocity)
    }

    /// The same motion as `spring`. As in SwiftUI's `Spring(mass:stiffness:damping:)`, only
    /// ω0 = √(k/m) and ζ matter: response = 2π/ω0, so a mass other than 1 maps to the
    /// mass-1 spring with k/m and c/m, which moves identically.
    public init(_ spring: Spring) {
        self.init(response: 2 * Double.pi / spring.naturalFrequency, dampingRatio: spring.dampingRatio,
                  initialVelocity: spring.initialVelocity)
    }

    /// Same as `response`.
    public var duration: Double { response }

    /// 1 − ζ for ζ ≤ 1, 1/ζ − 1 above.
    public var bounce: Double { dampingRatio <= 1 ? 1 - dampingRatio : 1 / dampingRatio - 1 }

    /// Mass 1, k = (2π/response)², c = 4πζ/response.
    public var spring: Spring {
        let omega = 2 * Double.pi / response
        return Spring(mass: 1, stiffness: omega * omega, damping: 2 * dampingRatio * omega,
                      initialVelocity: initialVelocity)
    }

    /// Throws unless response > 0, ζ ≥ 0 (bounce ≤ 1 and above −1) and all are finite.
    public func validate() throws(MotionError) {
        guard response.isFinite else { throw .notFinite(parameter: "response") }
        guard dampingRatio.isFinite else {
            throw .outOfRange(parameter: "bounce", value: bounce, accepted: "above -1 and at most 1")
        }
        guard initialVelocity.isFinite else { throw .notFinite(parameter: "initialVelocity") }
        guard response > 0 else { throw .outOfRange(parameter: "response", value: response, accepted: "above 0 s") }
        guard dampingRatio >= 0 else {
            throw .outOfRange(parameter: "bounce", value: bounce, accepted: "above -1 and at most 1")
        }
    }

    /// ζ for a bounce: 1 − bounce when bounce ≥ 0, 1/(1 + bounce) below.
    public static func dampingRatio(bounce: Double) -> Double {
        bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    }
}
