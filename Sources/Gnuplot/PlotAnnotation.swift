/// A mark drawn over a panel to explain a curve: a target, a marker, a labelled point, a band.
public enum PlotAnnotation: Equatable, Sendable {
    /// A horizontal line across the panel at `y`, e.g. the target value 1 of a spring,
    /// with an optional label at its right end.
    case horizontalLine(y: Double, label: String? = nil, axis: PlotAxis = .y1)
    /// A vertical line at `x` with an optional label near its top, e.g. the settling time
    /// or the header offsets 40, 95 and 130.
    case verticalLine(x: Double, label: String? = nil)
    /// A marked point with a label beside it, e.g. "overshoot 16.3 % at 0.32 s".
    case point(x: Double, y: Double, label: String, axis: PlotAxis = .y1)
    /// A shaded horizontal band between `from` and `to`, e.g. the 2 % settling band
    /// `[0.98, 1.02]`; a label appears in the legend.
    case band(from: Double, to: Double, label: String? = nil, axis: PlotAxis = .y1)
}
