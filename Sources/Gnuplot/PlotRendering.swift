/// The result of ``Plotter/plot(_:to:)``.
public struct PlotRendering: Equatable, Sendable {
    /// Text to print on stdout: the chart for `dumb` and `sixel`, empty for files and windows.
    public var text: String
    /// Warnings to show (gnuplot's, or why the built-in chart was used).
    public var warnings: [String]
    /// Whether the built-in ``AsciiPlot`` drew this plot because gnuplot was unavailable.
    public var usedFallback: Bool

    /// A rendering with the given text.
    public init(text: String, warnings: [String] = [], usedFallback: Bool = false) {
        self.text = text
        self.warnings = warnings
        self.usedFallback = usedFallback
    }
}
