/// A complete, renderer-independent description of one plot.
///
/// It holds only values (text, numbers, colours), so it can be built by the shell from any
/// curve and rendered by gnuplot (``GnuplotScript``) or by the built-in ``AsciiPlot``.
///
///     let spec = PlotSpec(
///         title: "spring — default",
///         subtitle: ["damping 0.7, response 0.5 s"],
///         xLabel: "time (s)", yLabel: "progress",
///         series: [PlotSeries(name: "spring", points: samples)],
///         annotations: [.horizontalLine(y: 1, label: "target"),
///                       .band(from: 0.98, to: 1.02, label: "2 % band")])
public struct PlotSpec: Equatable, Sendable {
    /// The main heading (scene, preset).
    public var title: String
    /// Smaller lines under the title (the parameters that shape the curves).
    public var subtitle: [String]
    /// The horizontal axis label, with units, shared by all panels.
    public var xLabel: String
    /// The panels, stacked top to bottom; usually one.
    public var panels: [PlotPanel]

    /// A plot made of the given panels.
    public init(title: String, subtitle: [String] = [], xLabel: String, panels: [PlotPanel]) {
        self.title = title
        self.subtitle = subtitle
        self.xLabel = xLabel
        self.panels = panels
    }

    /// A plot with a single panel.
    public init(
        title: String,
        subtitle: [String] = [],
        xLabel: String,
        yLabel: String,
        y2Label: String? = nil,
        series: [PlotSeries],
        annotations: [PlotAnnotation] = [],
        xRange: ClosedRange<Double>? = nil,
        yRange: ClosedRange<Double>? = nil
    ) {
        self.init(
            title: title, subtitle: subtitle, xLabel: xLabel,
            panels: [PlotPanel(yLabel: yLabel, y2Label: y2Label, series: series,
                               annotations: annotations, xRange: xRange, yRange: yRange)]
        )
    }

    /// Every series of every panel, in order.
    public var allSeries: [PlotSeries] { panels.flatMap(\.series) }

    /// Whether there is at least one finite point to draw.
    public var hasData: Bool {
        allSeries.contains { $0.points.contains { $0.x.isFinite && $0.y.isFinite } }
    }
}
