/// Turns a preset into text another tool reads. One type per format.
public protocol Exporter: Sendable {
    /// What `export FORMAT` names.
    var format: String { get }
    var summary: String { get }
    var fileExtension: String { get }
    /// The `ExportOptions` names this format uses (`tolerance`, `bezier`); others are refused.
    var optionNames: [String] { get }
    /// The file's text and the warnings `export` prints beside it; formats without options
    /// ignore them.
    func output(_ preset: Preset, options: ExportOptions) -> ExportOutput
}

extension Exporter {
    public var optionNames: [String] { [] }

    public func export(_ preset: Preset, options: ExportOptions = ExportOptions()) -> String {
        output(preset, options: options).text
    }
}
