/// What `export` and `help export` say of one format, declared once in its exporter: the name
/// `export FORMAT` takes, the file's extension, the `ExportOptions` names it uses (others are
/// refused) and a one-line summary.
public struct ExportFormat: Sendable {
    public let name: String
    public let fileExtension: String
    public let optionNames: [String]
    public let summary: String

    public init(_ name: String, extension fileExtension: String, options optionNames: [String] = [], summary: String) {
        self.name = name
        self.fileExtension = fileExtension
        self.optionNames = optionNames
        self.summary = summary
    }
}
