/// Why a snippet could not be imported; every description is one line.
public enum ImportError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Nothing in the text looks like a spring or a timing curve of a known dialect.
    case noDialect(candidates: [String])
    /// The text fits more than one dialect, which would give different springs.
    case ambiguous(candidates: [String], hint: String)
    /// The dialect was recognised but a value is missing, not a number, or out of range.
    case invalid(dialect: String, reason: String)

    public var description: String {
        switch self {
        case .noDialect(let candidates):
            "no spring or timing curve recognised; accepted: \(candidates.joined(separator: ", "))"
        case .ambiguous(let candidates, let hint):
            "ambiguous snippet: it could be \(candidates.joined(separator: " or ")); \(hint)"
        case .invalid(let dialect, let reason):
            "\(dialect): \(reason)"
        }
    }
}
