/// What was wrong with a spring, a timing curve or a set of design targets.
///
/// Every `description` is one line for the user: what was wrong and what is accepted.
public enum MotionError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The mass was 0 or less.
    case nonPositiveMass(Double)
    /// The stiffness was 0 or less.
    case nonPositiveStiffness(Double)
    /// The damping coefficient was below 0.
    case negativeDamping(Double)
    /// A parameter was NaN or infinite.
    case notFinite(parameter: String)
    /// A parameter lay outside its accepted range; `accepted` reads like "in 0...1".
    case outOfRange(parameter: String, value: Double, accepted: String)
    /// A timing-curve name that is not one of `TimingCurve.names`; `suggestion` is the closest.
    case unknownTimingCurve(String, suggestion: String)
    /// Text that starts like `cubic-bezier(` but is not four numbers in parentheses.
    case malformedCubicBezier(String)
    /// The spring cannot be written in the named parametrization (e.g. "UIKit").
    case notRepresentable(form: String, reason: String)
    /// The design targets contradict each other or are incomplete; the text says why.
    case infeasibleTargets(String)

    public var description: String {
        switch self {
        case .nonPositiveMass(let value):
            "mass must be above 0 (got \(Self.format(value)))"
        case .nonPositiveStiffness(let value):
            "stiffness must be above 0 (got \(Self.format(value)))"
        case .negativeDamping(let value):
            "damping must be 0 or more (got \(Self.format(value)))"
        case .notFinite(let parameter):
            "\(parameter) must be a finite number"
        case .outOfRange(let parameter, let value, let accepted):
            "\(parameter) must be \(accepted) (got \(Self.format(value)))"
        case .unknownTimingCurve(let text, let suggestion):
            "unknown timing curve '\(text)' (did you mean '\(suggestion)'?); accepted: "
                + "linear, easeIn, easeOut, easeInOut, default, cubic-bezier(x1, y1, x2, y2)"
        case .malformedCubicBezier(let text):
            "malformed timing curve '\(text)': expected cubic-bezier(x1, y1, x2, y2) with four numbers"
        case .notRepresentable(let form, let reason):
            "this spring has no \(form) form: \(reason)"
        case .infeasibleTargets(let reason):
            reason
        }
    }

    /// Shortest round-tripping text of a number, without a trailing ".0" ("0.25", "1", "-3").
    static func format(_ value: Double) -> String {
        let text = "\(value)"
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }

    /// `value` rounded to `digits` significant digits (whole numbers stay whole), then `format`.
    static func format(_ value: Double, significantDigits digits: Int) -> String {
        guard value.isFinite, value != 0 else { return format(value) }
        var exponent = 0, magnitude = abs(value)
        while magnitude >= 10 { magnitude /= 10; exponent += 1 }
        while magnitude < 1 { magnitude *= 10; exponent -= 1 }
        let decimals = digits - 1 - exponent
        guard decimals > 0 else { return format(value.rounded()) }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        return format((value * scale).rounded() / scale)
    }
}
