/// An export's text and what it warns about.
public struct ExportOutput: Sendable, Hashable {
    public var text: String
    /// In the order of the items they are about.
    public var warnings: [ExportWarning]
    /// Why the export is not to be written at all (a bake past its bounds), else nil.
    public var refusal: String?

    public init(text: String, warnings: [ExportWarning] = [], refusal: String? = nil) {
        self.text = text
        self.warnings = warnings
        self.refusal = refusal
    }
}
