/// The unit a numeric parameter is stored in (its base unit), and the suffixes a user may type.
public enum ParameterUnit: String, Sendable, Hashable, CaseIterable, Codable {
    case seconds
    case points
    case degrees
    case ratio
    case perSecond
    case pointsPerSecond
    case mass
    case stiffness
    case dampingCoefficient
    case count

    /// Shown after values and in ranges (`0.3 s`, `20 pt`).
    public var symbol: String {
        switch self {
        case .seconds: "s"
        case .points: "pt"
        case .degrees: "deg"
        case .ratio: ""
        case .perSecond: "1/s"
        case .pointsPerSecond: "pt/s"
        case .mass: "kg"
        case .stiffness: "N/m"
        case .dampingCoefficient: "N·s/m"
        case .count: ""
        }
    }

    /// A word for error messages: "a duration", "a length".
    public var noun: String {
        switch self {
        case .seconds: "a duration"
        case .points: "a length"
        case .degrees: "an angle"
        case .ratio: "a ratio"
        case .perSecond: "a velocity in distance fractions per second"
        case .pointsPerSecond: "a velocity"
        case .mass: "a mass"
        case .stiffness: "a stiffness"
        case .dampingCoefficient: "a damping coefficient"
        case .count: "a whole number"
        }
    }

    /// What a user may type, for error messages.
    public var accepted: String {
        switch self {
        case .seconds: "seconds like 0.3, 0.3s or 300ms"
        case .points: "points like 20 or 20pt"
        case .degrees: "degrees like 180, 180deg or 3.14rad"
        case .ratio: "a number like 0.6 or a percentage like 60%"
        case .perSecond: "a number like 0 or 1.5"
        case .pointsPerSecond: "points per second like 1200 or 1200pt/s"
        case .mass: "a number like 1"
        case .stiffness: "a number like 100"
        case .dampingCoefficient: "a number like 10"
        case .count: "a whole number like 60"
        }
    }

    /// Suffixes that scale by a power of ten, as the change of decimal exponent: the value is
    /// parsed with its decimal point moved, so it is the nearest double to what was typed.
    var decimalShifts: [String: Int] {
        switch self {
        case .seconds: ["ms": -3]
        case .ratio: ["%": -2]
        default: [:]
        }
    }

    /// Multipliers from typed suffixes to the base unit. The empty suffix is always accepted.
    var suffixes: [String: Double] {
        switch self {
        case .seconds: ["": 1, "s": 1, "ms": 0.001]
        case .points: ["": 1, "pt": 1]
        case .degrees: ["": 1, "deg": 1, "°": 1, "rad": 180 / Double.pi]
        case .ratio: ["": 1, "%": 0.01]
        case .perSecond: ["": 1, "/s": 1, " 1/s": 1]
        case .pointsPerSecond: ["": 1, "pt/s": 1]
        case .mass: ["": 1, "kg": 1]
        case .stiffness: ["": 1, "N/m": 1]
        case .dampingCoefficient: ["": 1]
        case .count: ["": 1, "fps": 1]
        }
    }
}
