/// Why a snippet could not be imported; every description is one line under 200 characters
/// that ends by pointing at `help import`.
public enum ImportError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Nothing in the text looks like a spring or a timing curve of a known dialect; `closest`
    /// is the accepted form sharing the most words with it, if any.
    case noDialect(closest: String?)
    /// The text fits more than one dialect, which would give different springs: each
    /// candidate with the word that would decide for it.
    case ambiguous(candidates: [(dialect: String, decider: String)])
    /// The dialect was recognised but a value is missing, not a number, or out of range.
    case invalid(dialect: String, reason: String)

    static let pointer = "see 'help import'"

    public var description: String {
        switch self {
        case .noDialect(let closest):
            guard let closest else { return "no spring or timing curve recognised, nor anything close; \(Self.pointer)" }
            return "no spring or timing curve recognised; closest: \(closest); \(Self.pointer)"
        case .ambiguous(let candidates):
            let names = candidates.map(\.dialect).joined(separator: " or ")
            let deciders = candidates.map { "'\($0.decider)'" }.joined(separator: ", ")
            return "ambiguous: it could be \(names); write \(deciders) to decide; \(Self.pointer)"
        case .invalid(let dialect, let reason):
            return "\(dialect): \(reason); \(Self.pointer)"
        }
    }

    public static func == (lhs: ImportError, rhs: ImportError) -> Bool { lhs.description == rhs.description }
}
