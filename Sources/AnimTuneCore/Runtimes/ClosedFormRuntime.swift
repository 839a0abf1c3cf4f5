/// A runtime that evaluates the spring's closed form at any time (Core Animation's render
/// server, WebKit's `SpringSolver`, SwiftUI's interpolating spring), possibly treating ζ > 1
/// as critically damped and ending at a fixed moment.
public struct ClosedFormRuntime: SpringRuntime {
    /// The spring it renders (the clamped one when it clamps).
    public let spring: Spring
    public let endTime: Double?

    /// `spring`, rendered as critically damped when `clampsOverdamping` and ζ > 1, ending at
    /// `endTime` (nil: never).
    public init(_ spring: Spring, clampsOverdamping: Bool, endTime: Double?) {
        var rendered = spring
        if clampsOverdamping { rendered.damping = min(spring.damping, Self.criticalDamping(spring)) }
        self.spring = rendered
        self.endTime = endTime.map { max(0, $0) }
    }

    public func progress(at t: Double) -> Double {
        if let endTime, t >= endTime { return 1 }
        return spring.progress(at: t)
    }

    public var remainingAtEnd: Double? { endTime.map { abs(spring.displacement(at: $0)) } }

    /// 2√(km): the damping coefficient of ζ = 1.
    static func criticalDamping(_ spring: Spring) -> Double { 2 * (spring.stiffness * spring.mass).squareRoot() }
}
