/// Every curve of the scene over its default range, in one long CSV: `curve,x_axis,x,y`.
public struct CSVExporter: Exporter {
    public init() {}
    public let about = ExportFormat("csv", extension: "csv",
                                    summary: "every curve of the scene sampled over its default range, as long-form CSV")
    /// Most rows a curve gets: its default step is a hundredth of its range, so only a range or
    /// step that is not finite could ask for more.
    static let maximumRows = 100_000

    public func output(_ preset: Preset, options: ExportOptions) -> ExportOutput {
        let state = preset.state
        var text = "curve,x_axis,x,y\n"
        for curve in preset.scene.curves {
            let domain = curve.domain(state)
            let step = curve.step(state)
            guard step > 0 else { continue }
            let count = Int((domain.upperBound - domain.lowerBound) / step + 1e-9, rounding: .down, clampedTo: 0...Self.maximumRows)
            let value = curve.function(state)
            for index in 0...count {
                let x = domain.lowerBound + Double(index) * step
                text += "\(curve.name),\(curve.x.title),\(NumberFormatting.short(x, digits: 12)),"
                    + "\(NumberFormatting.exact(value(x)))\n"
            }
        }
        return ExportOutput(text: text)
    }
}
