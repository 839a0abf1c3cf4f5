/// What gnuplot answered to one request that succeeded.
public struct GnuplotResult: Equatable, Sendable {
    /// Everything gnuplot wrote on stdout: the chart for `dumb` and `sixel`, `print` output.
    public var output: String
    /// Warnings gnuplot printed (one line each); the plot was still drawn.
    public var warnings: [String]

    /// A result with the given text and warnings.
    public init(output: String, warnings: [String] = []) {
        self.output = output
        self.warnings = warnings
    }
}
