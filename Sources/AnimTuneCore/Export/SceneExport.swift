/// What a scene tells the exporters beyond its parameter tables: springs it derives from
/// parameters, written as spring objects or functions instead of loose numbers, and the
/// durations of curves that have no duration parameter of their own.
public struct SceneExport: Sendable {
    /// A spring built from plain parameters (the profile's bounce from `bounce.stiffness` and
    /// `bounce.dampingRatio`).
    public struct DerivedSpring: Sendable {
        public let key: String
        public let help: String
        /// The parameters it is built from, for the comment.
        public let from: [String]
        public let spring: @Sendable (SceneState) -> Spring

        public init(key: String, help: String, from: [String], spring: @escaping @Sendable (SceneState) -> Spring) {
            self.key = key
            self.help = help
            self.from = from
            self.spring = spring
        }
    }

    public var springFunctions: [ExportSpringFunction]
    public var derivedSprings: [DerivedSpring]
    /// Curve key → the key whose value is its duration (`blur.dismissCurve` →
    /// `dismiss.spring.duration`).
    public var curveDurations: [String: String]
    /// The animated elements and what times each property, for CSS rules.
    public var transitions: [ElementTransition]
    /// Per action, the animations and elements it plays: each gets the branch of that
    /// action's `ACTION.reduced` strategy.
    public var reducedActions: [ReducedAction]

    public init(springFunctions: [ExportSpringFunction] = [], derivedSprings: [DerivedSpring] = [],
                curveDurations: [String: String] = [:], transitions: [ElementTransition] = [],
                reducedActions: [ReducedAction] = []) {
        self.springFunctions = springFunctions
        self.derivedSprings = derivedSprings
        self.curveDurations = curveDurations
        self.transitions = transitions
        self.reducedActions = reducedActions
    }
}
