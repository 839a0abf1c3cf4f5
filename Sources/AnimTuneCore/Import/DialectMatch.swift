/// One dialect a snippet could be written in, and how to read it.
struct DialectMatch: Sendable {
    /// Shown in the ambiguity error and as the result's dialect.
    let dialect: String
    /// Higher wins: a call only one dialect has (`withSpring(`) outranks a bare
    /// `{ stiffness, damping }` object that several share.
    let specificity: Int
    /// A word that, written in the snippet, decides for this dialect when several fit
    /// (`useSpring` for react-spring, `Rebound`); the dialect's name when empty.
    var decider: String = ""
    let parse: @Sendable () throws(ImportError) -> ImportResult

    init(dialect: String, specificity: Int, decider: String = "", parse: @escaping @Sendable () throws(ImportError) -> ImportResult) {
        self.dialect = dialect
        self.specificity = specificity
        self.decider = decider
        self.parse = parse
    }
}
