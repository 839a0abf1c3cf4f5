/// One dialect a snippet could be written in, and how to read it.
struct DialectMatch: Sendable {
    /// Shown in the ambiguity error and as the result's dialect.
    let dialect: String
    /// Higher wins: a call only one dialect has (`withSpring(`) outranks a bare
    /// `{ stiffness, damping }` object that several share.
    let specificity: Int
    let parse: @Sendable () throws(ImportError) -> ImportResult
}
