/// The preset file itself (SPEC §3).
public struct JSONExporter: Exporter {
    public init() {}
    public let about = ExportFormat("json", extension: "json",
                                    summary: "the animtune preset JSON (what 'save' writes)")

    public func output(_ preset: Preset, options: ExportOptions) -> ExportOutput { ExportOutput(text: preset.text) }
}
