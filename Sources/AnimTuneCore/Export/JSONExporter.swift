/// The preset file itself (SPEC §3).
public struct JSONExporter: Exporter {
    public init() {}
    public let format = "json"
    public let summary = "the animtune preset JSON (what 'save' writes)"
    public let fileExtension = "json"

    public func output(_ preset: Preset, options: ExportOptions) -> ExportOutput { ExportOutput(text: preset.text) }
}
