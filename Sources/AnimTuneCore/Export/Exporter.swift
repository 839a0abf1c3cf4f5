/// Turns a preset into text another tool reads. One type per format.
public protocol Exporter: Sendable {
    /// What `export FORMAT` names.
    var format: String { get }
    var summary: String { get }
    var fileExtension: String { get }
    func export(_ preset: Preset) -> String
}

/// The formats `export` offers.
public enum ExportCatalog {
    public static let all: [any Exporter] = [JSONExporter(), CSVExporter()]

    public static var formats: [String] { all.map(\.format) }

    public static func exporter(for format: String) -> (any Exporter)? {
        all.first { $0.format == format }
    }
}
