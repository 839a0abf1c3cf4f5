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

/// The formats `export` offers.
public enum ExportCatalog {
    public static let all: [any Exporter] = [
        JSONExporter(), SwiftUIExporter(), UIKitExporter(), CSSExporter(), ComposeExporter(),
        AndroidExporter(), MotionExporter(), TokensExporter(), CSVExporter(),
    ]

    public static var formats: [String] { all.map(\.format) }

    public static func exporter(for format: String) -> (any Exporter)? {
        all.first { $0.format == format }
    }
}
