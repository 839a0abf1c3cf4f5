/// Facebook's POP / Rebound / Origami "PopAnimation" spring: bounciness and speed, converted
/// to Origami tension and friction as in POP's `POPAnimationExtras.mm` and rebound-js's
/// `BouncyConversion.js` + `OrigamiValueConverter.js`. The spring has mass 1, stiffness =
/// tension and damping = friction (Rebound integrates a = tension·x − friction·v).
public struct OrigamiSpring: Sendable, Hashable {
    public var bounciness: Double
    public var speed: Double
    /// Distance-fractions per second toward the target.
    public var initialVelocity: Double

    public init(bounciness: Double, speed: Double, initialVelocity: Double = 0) {
        self.bounciness = bounciness
        self.speed = speed
        self.initialVelocity = initialVelocity
    }

    /// The bounciness and speed that give this spring's mass-normalized tension and friction.
    ///
    /// Speed is linear in tension. Friction is quadratic in the normalized bounciness b
    /// (friction = lerp(noBounce, 0.01, 2b − b²)); the root with b ≤ 1 (bounciness ≤ 42.5)
    /// is taken. Throws when the friction is below what any bounciness reaches, or the tension
    /// below speed 0's. A friction above bounciness 0's gives a negative bounciness.
    public init(_ spring: Spring) throws(MotionError) {
        try spring.validate()
        let unit = spring.massNormalized
        let (qcTension, qcFriction) = Self.quartzComposerValues(unit)
        guard qcTension >= Self.tensionRange.lowerBound else {
            throw .notRepresentable(form: "Origami", reason: "tension \(MotionError.format(unit.stiffness, significantDigits: 4)) "
                + "is below 87.21, the tension at speed 0")
        }
        let noBounce = Self.noBounceFriction(qcTension)
        let u = (noBounce - qcFriction) / (noBounce - Self.frictionAtFullBounce)
        guard noBounce > Self.frictionAtFullBounce, u <= 1 else {
            throw .notRepresentable(form: "Origami", reason:
                "friction \(MotionError.format(unit.damping, significantDigits: 4)) is below the least friction bounciness reaches at "
                + "tension \(MotionError.format(unit.stiffness, significantDigits: 4))")
        }
        let b = 1 - (1 - u).squareRoot()
        self.init(bounciness: b / Self.bouncinessRange * Self.scale * Self.range,
                  speed: (qcTension - Self.tensionRange.lowerBound)
                      / (Self.tensionRange.upperBound - Self.tensionRange.lowerBound) * Self.scale * Self.range,
                  initialVelocity: unit.initialVelocity)
    }

    /// Origami's Quartz Composer values for a spring's mass-normalized tension and friction
    /// (rebound-js OrigamiValueConverter): tension (k − 194)/3.62 + 30, friction (c − 25)/3 + 8.
    public static func quartzComposerValues(_ spring: Spring) -> (tension: Double, friction: Double) {
        let unit = spring.massNormalized
        return ((unit.stiffness - 194) / 3.62 + 30, (unit.damping - 25) / 3 + 8)
    }

    /// Throws unless both are finite and speed ≥ 0 (then tension ≥ 87.21 and friction > 0).
    public func validate() throws(MotionError) {
        for (name, value) in [("bounciness", bounciness), ("speed", speed), ("initialVelocity", initialVelocity)]
        where !value.isFinite {
            throw .notFinite(parameter: name)
        }
        guard speed >= 0 else { throw .outOfRange(parameter: "speed", value: speed, accepted: "0 or more") }
    }

    /// Origami tension: 194 + (qcTension − 30)·3.62, qcTension = 0.5 + 199.5·speed/1.7/20.
    public var tension: Double { (qcTension - 30) * 3.62 + 194 }

    /// Origami friction: 25 + (qcFriction − 8)·3, qcFriction interpolated quadratically from
    /// the no-bounce friction of qcTension (bounciness 0) toward 0.01 (bounciness 42.5).
    public var friction: Double {
        let b = bounciness / Self.scale / Self.range * Self.bouncinessRange
        let t = 2 * b - b * b
        let qcFriction = t * Self.frictionAtFullBounce + (1 - t) * Self.noBounceFriction(qcTension)
        return (qcFriction - 8) * 3 + 25
    }

    /// Mass 1, stiffness = tension, damping = friction.
    public var spring: Spring {
        Spring(mass: 1, stiffness: tension, damping: friction, initialVelocity: initialVelocity)
    }

    private var qcTension: Double {
        let s = speed / Self.scale / Self.range
        return Self.tensionRange.lowerBound + s * (Self.tensionRange.upperBound - Self.tensionRange.lowerBound)
    }

    private static let scale = 1.7
    private static let range = 20.0
    private static let bouncinessRange = 0.8
    private static let tensionRange = 0.5...200.0
    private static let frictionAtFullBounce = 0.01

    /// Quartz Composer "Bouncy 3" friction that just avoids bounce, for a QC tension.
    private static func noBounceFriction(_ x: Double) -> Double {
        if x <= 18 { return 0.0007 * x * x * x - 0.031 * x * x + 0.64 * x + 1.28 }
        if x <= 44 { return 0.000044 * x * x * x - 0.006 * x * x + 0.36 * x + 2 }
        return 0.00000045 * x * x * x - 0.000332 * x * x + 0.1078 * x + 5.84
    }
}
