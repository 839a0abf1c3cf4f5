import AnimTuneCore
import Gnuplot

/// Builds the plot a person can read without asking: title (scene, preset, the parameters
/// that shape the curve), axis titles with units, a legend; springs marked with their target,
/// overshoot peak and settling time in the 2 % band; curve markers as vertical lines; curves
/// of other units on a second axis or separate panels; `--vs` presets dashed.
public struct CurvePlot {
    /// Samples per curve.
    static let samples = 400

    let curves: [Curve]
    let state: SceneState
    let presetName: String
    /// Other presets' states, drawn dashed.
    let comparisons: [(name: String, state: SceneState)]

    /// The plot of `curves` (at least one) in `state`, titled with `presetName`.
    public init(curves: [Curve], state: SceneState, presetName: String, comparisons: [(name: String, state: SceneState)] = []) {
        self.curves = curves
        self.state = state
        self.presetName = presetName
        self.comparisons = comparisons
    }

    public var spec: PlotSpec {
        let scene = state.scene
        let x = curves[0].x
        let units = uniqueUnits
        var panels: [PlotPanel] = []
        if units.count <= 2 {
            panels.append(panel(for: curves, y2Unit: units.count == 2 ? units[1] : nil))
        } else {
            for unit in units {
                var panel = panel(for: curves.filter { $0.y.unit == unit }, y2Unit: nil)
                panel.title = axisTitle(for: unit)
                panels.append(panel)
            }
        }
        let comparison = comparisons.isEmpty ? "" : " vs " + comparisons.map(\.name).joined(separator: ", ")
        return PlotSpec(title: "\(scene.name) — \(presetName)\(comparison)", subtitle: subtitle,
                        xLabel: x.title, panels: panels)
    }

    private var uniqueUnits: [ParameterUnit] {
        var units: [ParameterUnit] = []
        for curve in curves where !units.contains(curve.y.unit) { units.append(curve.y.unit) }
        return units
    }

    private func axisTitle(for unit: ParameterUnit) -> String {
        var labels: [String] = []
        for curve in curves where curve.y.unit == unit && !labels.contains(curve.y.label) { labels.append(curve.y.label) }
        let label = labels.joined(separator: ", ")
        return unit.symbol.isEmpty ? label : "\(label) (\(unit.symbol))"
    }

    private func panel(for curves: [Curve], y2Unit: ParameterUnit?) -> PlotPanel {
        var series: [PlotSeries] = []
        var annotations: [PlotAnnotation] = []
        let states = [state] + comparisons.map(\.state)
        let domains = self.curves.flatMap { curve in states.map { curve.domain($0) } }
        let domain = domains.map(\.lowerBound).min()!...domains.map(\.upperBound).max()!
        for (index, curve) in curves.enumerated() {
            let axis: PlotAxis = curve.y.unit == y2Unit ? .y2 : .y1
            let colour = Self.channelColour(curve.name) ?? PlotColor.palette(index)
            series.append(PlotSeries(name: curve.name, points: Self.sample(curve, state, domain), axis: axis, color: colour))
            for comparison in comparisons {
                series.append(PlotSeries(name: "\(curve.name), " + Self.legend(comparison.name),
                                         points: Self.sample(curve, comparison.state, domain),
                                         axis: axis, style: .dashed, color: colour))
            }
            // Only a spring's own progress curve gets its target, overshoot and settling marks.
            if let spring = curve.spring, curves.count == 1, curve.y == .progress {
                annotations += springAnnotations(spring(state))
            }
        }
        for marker in curves[0].markers(state) {
            annotations.append(.verticalLine(x: marker.x, label: marker.label))
        }
        let yUnit = curves.first { $0.y.unit != y2Unit }?.y.unit ?? curves[0].y.unit
        return PlotPanel(yLabel: axisTitle(for: yUnit), y2Label: y2Unit.map(axisTitle(for:)), series: series,
                         annotations: annotations, xRange: domain)
    }

    private func springAnnotations(_ spring: Spring) -> [PlotAnnotation] {
        let metrics = SpringMetrics(spring)
        var annotations: [PlotAnnotation] = [.horizontalLine(y: 1, label: "target 1"),
                                             .band(from: 0.98, to: 1.02, label: "2 % band")]
        if let peak = metrics.peakTime, metrics.overshoot > 0.0005 {
            annotations.append(.point(x: peak, y: spring.progress(at: peak),
                                      label: "overshoot \(NumberFormatting.fixed(metrics.overshoot * 100, decimals: 1)) % at \(NumberFormatting.fixed(peak, decimals: 2)) s"))
        }
        if metrics.settlingTime.isFinite {
            annotations.append(.verticalLine(x: metrics.settlingTime,
                                             label: "settles \(NumberFormatting.fixed(metrics.settlingTime, decimals: 2)) s"))
        }
        return annotations
    }

    /// A colour channel curve (`background.red`) is drawn in its own colour.
    static func channelColour(_ name: String) -> PlotColor? {
        if name.hasSuffix(".red") { return PlotColor(hex: "#D62728") }
        if name.hasSuffix(".green") { return PlotColor(hex: "#2CA02C") }
        if name.hasSuffix(".blue") { return PlotColor(hex: "#1F77B4") }
        return nil
    }

    /// The parameters that shape the curves: the plotted springs' form keys and ζ, then the
    /// other changed parameters, three to a line, at most two lines.
    private var subtitle: [String] {
        var lines: [String] = []
        let groups = Set(curves.compactMap(\.springGroup))
        let springs = state.scene.springGroups.filter { groups.contains($0.prefix) }
        for group in springs {
            let setting = state.setting(group.prefix)
            let fields: [SpringField] = switch setting {
            case .uikit: [.duration, .damping, .velocity]
            case .swiftui(_, _, .dampingFraction): [.response, .dampingFraction, .velocity]
            case .swiftui(_, _, .bounce): [.response, .bounce, .velocity]
            case .physical: [.mass, .stiffness, .dampingCoefficient, .velocity]
            }
            let values = fields.compactMap { field in
                setting.value(of: field).map { "\(field.rawValue) \(NumberFormatting.short($0, digits: 4))\(field.unit == .seconds ? " s" : "")" }
            }
            lines.append("\(group.prefix): " + values.joined(separator: ", ")
                         + " (ζ \(NumberFormatting.short(setting.spring.dampingRatio, digits: 3)))")
        }
        // Springs derived from other parameters (the card's present spring) have no keys.
        for curve in curves where curve.springGroup == nil {
            guard let spring = curve.spring?(state), let uikit = try? UIKitSpring(spring) else { continue }
            lines.append("\(curve.name): duration \(NumberFormatting.short(uikit.duration, digits: 4)) s, "
                         + "damping \(NumberFormatting.short(uikit.dampingRatio, digits: 4)) (derived)")
        }
        func describe(_ parameter: Parameter) -> String {
            "\(parameter.key) \(state.value(forKey: parameter.key)!.shown)\(parameter.unitSymbol.isEmpty ? "" : " " + parameter.unitSymbol)"
        }
        let shaping = Set(curves.flatMap(\.shapingKeys))
        let shapingLine = state.scene.parameters.filter { shaping.contains($0.key) }.map(describe)
        if !shapingLine.isEmpty { lines.append(shapingLine.joined(separator: ", ")) }
        let changed = state.scene.parameters.filter { state.isChanged($0.key) && !shaping.contains($0.key) }.map(describe)
        let shown = changed.prefix(6)
        for start in stride(from: 0, to: shown.count, by: 3) {
            lines.append(shown[start..<min(start + 3, shown.count)].joined(separator: ", "))
        }
        if changed.count > shown.count, !lines.isEmpty {
            lines[lines.count - 1] += ", and \(changed.count - shown.count) more changed"
        }
        return lines
    }

    static func sample(_ curve: Curve, _ state: SceneState, _ domain: ClosedRange<Double>) -> [PlotPoint] {
        let width = domain.upperBound - domain.lowerBound
        let value = curve.function(state)
        return (0...samples).map { index in
            let x = domain.lowerBound + width * Double(index) / Double(samples)
            return PlotPoint(x: x, y: value(x))
        }
    }

    /// How a dashed comparison is named: `defaults`, `preset soft`, or a spring of another
    /// scene or preset as written (`card:dismiss.spring`).
    static func legend(_ comparison: String) -> String {
        if comparison == CommandContext.defaultsName { return "defaults" }
        return SpringReference.isReference(comparison) ? comparison : "preset \(comparison)"
    }
}
