/// An export's text and what it warns about.
public struct ExportOutput: Sendable, Hashable {
    public var text: String
    /// In the order of the items they are about.
    public var warnings: [ExportWarning]

    public init(text: String, warnings: [ExportWarning] = []) {
        self.text = text
        self.warnings = warnings
    }
}
