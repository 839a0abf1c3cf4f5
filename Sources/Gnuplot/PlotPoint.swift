/// One sample of a series: `y` at `x`. Non-finite values break the line there.
public struct PlotPoint: Equatable, Sendable {
    /// The horizontal coordinate (e.g. time in seconds, or scroll offset in points).
    public var x: Double
    /// The vertical coordinate, on the series' axis.
    public var y: Double

    /// A sample at (`x`, `y`).
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}
