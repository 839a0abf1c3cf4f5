/// How a series is drawn.
public enum PlotStyle: String, Equatable, Sendable, CaseIterable {
    /// A solid line (the default).
    case line
    /// A dashed line, e.g. for a `--vs` comparison preset.
    case dashed
    /// Markers at the samples only.
    case points
    /// A solid line with markers at the samples.
    case linePoints
}
