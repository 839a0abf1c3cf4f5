/// Android's `SpringForce` and Jetpack Compose's `spring()`: mass 1, a stiffness and a
/// damping ratio, with the platform's named constants.
public struct AndroidSpring: Sendable, Hashable {
    public var stiffness: Double
    public var dampingRatio: Double
    /// Distance-fractions per second toward the target (`setStartVelocity` divided by the distance).
    public var initialVelocity: Double

    public static let stiffnessHigh = 10_000.0
    /// `SpringForce`'s default.
    public static let stiffnessMedium = 1_500.0
    /// Compose only.
    public static let stiffnessMediumLow = 400.0
    public static let stiffnessLow = 200.0
    public static let stiffnessVeryLow = 50.0
    public static let dampingRatioHighBouncy = 0.2
    /// `SpringForce`'s default.
    public static let dampingRatioMediumBouncy = 0.5
    public static let dampingRatioLowBouncy = 0.75
    /// Compose `spring()`'s default.
    public static let dampingRatioNoBouncy = 1.0

    public init(stiffness: Double, dampingRatio: Double, initialVelocity: Double = 0) {
        self.stiffness = stiffness
        self.dampingRatio = dampingRatio
        self.initialVelocity = initialVelocity
    }

    /// The same motion: the mass is folded in (k/m and c/m), which keeps ω0, ζ and velocity.
    public init(_ spring: Spring) {
        self.init(stiffness: spring.stiffness / spring.mass, dampingRatio: spring.dampingRatio,
                  initialVelocity: spring.initialVelocity)
    }

    /// Throws unless stiffness > 0 and damping ratio ≥ 0, all finite.
    public func validate() throws(MotionError) {
        try spring.validate()
        guard dampingRatio.isFinite else { throw .notFinite(parameter: "dampingRatio") }
    }

    /// Mass 1, c = 2ζ√k.
    public var spring: Spring {
        Spring(mass: 1, stiffness: stiffness, damping: 2 * dampingRatio * stiffness.squareRoot(),
               initialVelocity: initialVelocity)
    }
}
