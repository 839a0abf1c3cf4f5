import Foundation
import Gnuplot

/// Plot descriptions shaped like the ones the shell builds.
enum SampleSpecs {
    /// An underdamped spring step response (ζ = 0.5, ω = 12 rad/s) with the annotations of
    /// `plot spring`: target line, overshoot peak, 2 % band and settling time.
    static func springStep(title: String = "spring — tabbar preset", name: String = "spring") -> PlotSpec {
        let zeta = 0.5, omega = 12.0
        let wd = omega * (1 - zeta * zeta).squareRoot()
        func x(_ t: Double) -> Double {
            1 - exp(-zeta * omega * t) * (cos(wd * t) + zeta * omega / wd * sin(wd * t))
        }
        let points = stride(from: 0.0, through: 1.2, by: 0.005).map { PlotPoint(x: $0, y: x($0)) }
        let peakTime = Double.pi / wd
        let peak = x(peakTime)
        let settle = 4.0 / (zeta * omega) * 0.86
        return PlotSpec(
            title: title,
            subtitle: ["damping 0.5, response 0.52 s, velocity 0"],
            xLabel: "time (s)",
            yLabel: "progress",
            series: [PlotSeries(name: name, points: points)],
            annotations: [
                .band(from: 0.98, to: 1.02, label: "2 % band"),
                .horizontalLine(y: 1, label: "target 1"),
                .point(x: peakTime, y: peak, label: String(format: "overshoot %.1f %% at %.2f s", (peak - 1) * 100, peakTime)),
                .verticalLine(x: settle, label: String(format: "settles %.2f s", settle)),
            ]
        )
    }

    /// Two curves with different units on two axes, with offset markers (profile scene).
    static func profileTwoAxes() -> PlotSpec {
        let offsets = stride(from: 0.0, through: 200, by: 2)
        let scale = offsets.map { PlotPoint(x: $0, y: 1 + max(0, min(1, ($0 - 40) / 90)) * 0.4) }
        let blur = offsets.map { PlotPoint(x: $0, y: max(0, min(1, ($0 - 95) / 35))) }
        return PlotSpec(
            title: "profile — header", xLabel: "offset (pt)", yLabel: "scale (×)", y2Label: "alpha",
            series: [
                PlotSeries(name: "header.scale", points: scale),
                PlotSeries(name: "blur.alpha", points: blur, axis: .y2),
                PlotSeries(name: "blur.alpha (other)", points: blur.map { PlotPoint(x: $0.x, y: $0.y * 0.8) }, axis: .y2, style: .dashed),
            ],
            annotations: [
                .verticalLine(x: 40, label: "40"), .verticalLine(x: 95, label: "95"), .verticalLine(x: 130, label: "130"),
            ]
        )
    }
}
