/// One named curve: its samples, the axis it is measured on, and how it is drawn.
public struct PlotSeries: Equatable, Sendable {
    /// The legend text (any user text; quoted before it reaches gnuplot).
    public var name: String
    /// The samples, in drawing order.
    public var points: [PlotPoint]
    /// The vertical axis the samples are measured on.
    public var axis: PlotAxis
    /// Line, dashed line or markers.
    public var style: PlotStyle
    /// The colour; `nil` takes the next palette colour of the panel.
    public var color: PlotColor?

    /// A series named `name` through `points`.
    public init(
        name: String,
        points: [PlotPoint],
        axis: PlotAxis = .y1,
        style: PlotStyle = .line,
        color: PlotColor? = nil
    ) {
        self.name = name
        self.points = points
        self.axis = axis
        self.style = style
        self.color = color
    }

    /// A series from parallel `(x, y)` pairs.
    public init(
        name: String,
        xy: [(Double, Double)],
        axis: PlotAxis = .y1,
        style: PlotStyle = .line,
        color: PlotColor? = nil
    ) {
        self.init(name: name, points: xy.map { PlotPoint(x: $0.0, y: $0.1) }, axis: axis, style: style, color: color)
    }
}
