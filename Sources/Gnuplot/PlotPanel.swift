/// One set of axes: its series, their annotations and the vertical axis labels.
///
/// A ``PlotSpec`` with several panels stacks them vertically, sharing the x label.
public struct PlotPanel: Equatable, Sendable {
    /// A heading above this panel (useful when there are several); `nil` for none.
    public var title: String?
    /// The left axis label, with units, e.g. `progress` or `offset (pt)`.
    public var yLabel: String
    /// The right axis label; set it when any series uses ``PlotAxis/y2``.
    public var y2Label: String?
    /// The curves.
    public var series: [PlotSeries]
    /// Target lines, markers, labelled points and bands.
    public var annotations: [PlotAnnotation]
    /// A fixed x range; `nil` lets gnuplot fit the data.
    public var xRange: ClosedRange<Double>?
    /// A fixed left-axis range; `nil` lets gnuplot fit the data.
    public var yRange: ClosedRange<Double>?

    /// A panel with the given axis labels, series and annotations.
    public init(
        title: String? = nil,
        yLabel: String,
        y2Label: String? = nil,
        series: [PlotSeries],
        annotations: [PlotAnnotation] = [],
        xRange: ClosedRange<Double>? = nil,
        yRange: ClosedRange<Double>? = nil
    ) {
        self.title = title
        self.yLabel = yLabel
        self.y2Label = y2Label
        self.series = series
        self.annotations = annotations
        self.xRange = xRange
        self.yRange = yRange
    }

    /// Whether any series or annotation uses the right axis.
    public var usesY2: Bool {
        series.contains { $0.axis == .y2 } || annotations.contains { annotation in
            switch annotation {
            case .horizontalLine(_, _, let axis), .point(_, _, _, let axis), .band(_, _, _, let axis):
                return axis == .y2
            case .verticalLine:
                return false
            }
        }
    }
}
