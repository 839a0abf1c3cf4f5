/// Why a value was refused. Every description is one line: what, and what is accepted.
public enum ParameterError: Error, Sendable, Equatable, CustomStringConvertible {
    case unknownKey(String, scene: String, suggestion: String?)
    case malformed(key: String, text: String, expected: String)
    case outOfRange(key: String, value: String, accepted: String)
    case notRepresentable(key: String, reason: String)

    public var description: String {
        switch self {
        case .unknownKey(let key, let scene, let suggestion):
            let hint = suggestion.map { "; did you mean '\($0)'?" } ?? "; 'show' lists them"
            return "unknown parameter '\(key)' in scene '\(scene)'\(hint)"
        case .malformed(let key, let text, let expected):
            return "\(key): '\(text)' is not \(expected)"
        case .outOfRange(let key, let value, let accepted):
            return "\(key): \(value) is out of range; accepted: \(accepted)" + Self.dampingHint(key: key, value: value)
        case .notRepresentable(let key, let reason):
            return "\(key): \(reason)"
        }
    }

    /// For a spring's `damping` above 1: the key for the other meaning of damping.
    static func dampingHint(key: String, value: String) -> String {
        guard key.hasSuffix(".damping"), let number = Double(value), number > 1 else { return "" }
        let prefix = key.dropLast(".damping".count)
        return "; here damping is the ratio ζ as in UIKit; a damping coefficient as in Figma, motion or Core Animation "
            + "is \(prefix).dampingCoefficient (set \(prefix).dampingCoefficient=\(value))"
    }

    /// The key the error is about, so callers can point at it.
    public var key: String {
        switch self {
        case .unknownKey(let key, _, _), .malformed(let key, _, _), .outOfRange(let key, _, _),
             .notRepresentable(let key, _):
            key
        }
    }
}
