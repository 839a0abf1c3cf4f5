/// What `export` takes besides the format: `--tolerance X` and `--bezier`.
public struct ExportOptions: Sendable, Hashable {
    /// Largest error of a spring written as a curve (`linear()`), as a fraction of the
    /// distance; also the band the best-fitting Bézier is measured against.
    public var tolerance: Double
    /// CSS: also write the best-fitting `cubic-bezier()` for each spring, with its error.
    public var bezier: Bool

    public init(tolerance: Double = LinearEasing.defaultTolerance, bezier: Bool = false) {
        self.tolerance = tolerance
        self.bezier = bezier
    }

    /// The option names, as `export` spells them.
    public static let toleranceName = "tolerance"
    public static let bezierName = "bezier"
}
