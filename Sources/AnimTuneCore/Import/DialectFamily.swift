/// A family of dialects (one platform or tool): which of them a snippet matches.
protocol DialectFamily: Sendable {
    /// What the family accepts, for the no-match error ("SwiftUI .spring(…)/Spring(…)").
    var accepted: [String] { get }
    func matches(_ snippet: Snippet) -> [DialectMatch]
}
