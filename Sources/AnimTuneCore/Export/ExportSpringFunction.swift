/// A spring a scene derives from a position at run time (the card's present spring: damping
/// and duration from the card's top), exported as a function of that position instead of
/// three loose constants. The spring is UIKit's duration-based one.
public struct ExportSpringFunction: Sendable {
    /// An argument of the function, with the default the scene uses.
    public struct Argument: Sendable {
        public let name: String
        /// "the card's minY on screen as the present starts, pt".
        public let help: String
        /// The scene's value; nil for a required argument.
        public let defaultValue: ExportExpression?

        public init(_ name: String, help: String, default defaultValue: ExportExpression? = nil) {
            self.name = name
            self.help = help
            self.defaultValue = defaultValue
        }
    }

    /// A timing curve that runs alongside over a fraction of the spring's duration.
    public struct Companion: Sendable {
        public let curveKey: String
        /// The parameter holding the fraction.
        public let fractionKey: String

        public init(curve: String, fraction: String) {
            curveKey = curve
            fractionKey = fraction
        }
    }

    /// The name of the constant holding an argument's default when it is a formula
    /// (`presentSpringCardHeight`), else nil: the default is a parameter itself.
    public func defaultConstant(_ argument: Argument) -> String? {
        guard let value = argument.defaultValue else { return nil }
        if case .parameter = value { return nil }
        return ExportIdentifier.camel(key + "." + argument.name)
    }

    /// The curve it stands for (`present.spring`); exported names derive from it.
    public let key: String
    public let help: String
    public let arguments: [Argument]
    /// Named steps of the formulas, in order (`distance` = |cardTop|); the formulas and later
    /// steps use them as `.argument(name)`.
    public let steps: [(name: String, value: ExportExpression)]
    public let dampingRatio: ExportExpression
    /// Seconds.
    public let duration: ExportExpression
    public let companions: [Companion]
    /// The parameter holding the position the scene uses now (`card.top`).
    public let positionKey: String
    /// Positions (of the first argument) the CSS and tokens exports write the spring at.
    public let samples: @Sendable (SceneState) -> [Double]

    public init(key: String, help: String, arguments: [Argument], steps: [(name: String, value: ExportExpression)] = [],
                dampingRatio: ExportExpression, duration: ExportExpression,
                companions: [Companion] = [], positionKey: String, samples: @escaping @Sendable (SceneState) -> [Double]) {
        self.key = key
        self.help = help
        self.arguments = arguments
        self.steps = steps
        self.dampingRatio = dampingRatio
        self.duration = duration
        self.companions = companions
        self.positionKey = positionKey
        self.samples = samples
    }

    /// Damping ratio and duration for `state` with the first argument at `position` and the
    /// others at their defaults.
    public func timing(_ state: SceneState, at position: Double? = nil) -> (dampingRatio: Double, duration: Double) {
        let position = position ?? state.number(positionKey)
        func argument(_ name: String) -> Double {
            if name == arguments.first?.name { return position }
            if let step = steps.first(where: { $0.name == name }) {
                return step.value.evaluate(parameter: state.number, argument: argument)
            }
            guard let value = arguments.first(where: { $0.name == name })?.defaultValue else { return .nan }
            return value.evaluate(parameter: state.number, argument: argument)
        }
        return (dampingRatio.evaluate(parameter: state.number, argument: argument),
                duration.evaluate(parameter: state.number, argument: argument))
    }
}
