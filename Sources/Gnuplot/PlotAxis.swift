/// Which vertical axis a series or annotation is measured against.
public enum PlotAxis: String, Equatable, Sendable, CaseIterable {
    /// The left axis (labelled by the panel's `yLabel`).
    case y1
    /// The right axis (labelled by the panel's `y2Label`), for a curve with other units.
    case y2
}
