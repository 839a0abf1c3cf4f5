/// The formats `export` offers.
public enum ExportCatalog {
    public static let all: [any Exporter] = [
        JSONExporter(), SwiftUIExporter(), UIKitExporter(), CSSExporter(), CSSScriptExporter(), ComposeExporter(),
        AndroidExporter(), MotionExporter(), TokensExporter(), CSVExporter(),
        LottieExporter(), AfterEffectsExporter(), FlutterExporter(), WAAPIExporter(), FigmaExporter(),
    ]

    public static var formats: [String] { all.map(\.format) }

    public static func exporter(for format: String) -> (any Exporter)? {
        all.first { $0.format == format }
    }
}
