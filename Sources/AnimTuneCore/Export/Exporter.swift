/// Turns a preset into text another tool reads. One type per format.
public protocol Exporter: Sendable {
    var about: ExportFormat { get }
    /// The file's text and the warnings `export` prints beside it; formats without options
    /// ignore them.
    func output(_ preset: Preset, options: ExportOptions) -> ExportOutput
}

extension Exporter {
    /// What `export FORMAT` names.
    public var format: String { about.name }
    public var summary: String { about.summary }
    public var fileExtension: String { about.fileExtension }
    /// The `ExportOptions` names this format uses (`tolerance`, `bezier`); others are refused.
    public var optionNames: [String] { about.optionNames }

    public func export(_ preset: Preset, options: ExportOptions = ExportOptions()) -> String {
        output(preset, options: options).text
    }
}
