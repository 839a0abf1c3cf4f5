/// The formats `export` offers.
public enum ExportCatalog {
    public static let all: [any Exporter] = [
        JSONExporter(), SwiftUIExporter(), UIKitExporter(), CSSExporter(), CSSScriptExporter(), ComposeExporter(),
        AndroidExporter(), MotionExporter(), TokensExporter(), CSVExporter(),
        LottieExporter(), AfterEffectsExporter(), FlutterExporter(), WAAPIExporter(), FigmaExporter(),
    ]

    /// The formats whose spring `tune`'s code row shows (every ``SpringCodeExporter`` of
    /// ``all``), in the order its `c` key cycles.
    static let springCode: [any SpringCodeExporter] = [
        SwiftUIExporter(), UIKitExporter(), ComposeExporter(), CSSExporter(), MotionExporter(),
    ]

    public static var formats: [String] { all.map(\.format) }

    public static func exporter(for format: String) -> (any Exporter)? {
        all.first { $0.format == format }
    }
}
