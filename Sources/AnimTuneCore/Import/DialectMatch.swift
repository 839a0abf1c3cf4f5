/// One dialect a snippet could be written in, and how to read it.
struct DialectMatch: Sendable {
    /// Shown in the ambiguity error and as the result's dialect.
    let dialect: String
    /// Higher wins: a call only one dialect has (`withSpring(`) outranks a bare
    /// `{ stiffness, damping }` object that several share.
    let specificity: Int
    let parse: @Sendable () throws(ImportError) -> ImportResult
}

/// A family of dialects (one platform or tool): which of them a snippet matches.
protocol DialectFamily: Sendable {
    /// What the family accepts, for the no-match error ("SwiftUI .spring(…)/Spring(…)").
    var accepted: [String] { get }
    func matches(_ snippet: Snippet) -> [DialectMatch]
}
