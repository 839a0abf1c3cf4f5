import AnimTuneCore

/// The curve of the action being played, drawn in the page with a time cursor, and the lines
/// `tune` shows beside it: the spring's measures and its code on each platform.
struct PreviewCurve {
    let name: String
    let points: [(Double, Double)]
    let metrics: String
    let code: [(platform: String, text: String)]

    init(action: SceneAction, state: SceneState) {
        let scene = state.scene
        let curve = action.interruption?.curve.flatMap { try? scene.curve(named: $0) }
            ?? scene.curves.first { $0.spring != nil } ?? scene.curves.first
        name = curve?.name ?? ""
        if let curve {
            let domain = curve.domain(state), count = PreviewPayload.curvePoints
            let value = curve.function(state)
            points = (0...count).map { index in
                let x = domain.lowerBound + (domain.upperBound - domain.lowerBound) * Double(index) / Double(count)
                return (x, value(x))
            }
        } else {
            points = []
        }
        let spring = curve?.spring?(state)
        metrics = spring.map(Self.metrics) ?? ""
        code = Self.code(curve, spring: spring, state: state)
    }

    /// The curve's spring on each platform: its group's, or a derived spring's at its value (as
    /// `tune` shows them); none for a curve without a spring.
    static func code(_ curve: Curve?, spring: Spring?, state: SceneState) -> [(platform: String, text: String)] {
        let scene = state.scene, naming = ExportNaming(base: scene.name)
        if let group = curve?.springGroup.flatMap(scene.springGroup(named:)) {
            return SpringCodePlatform.allCases.map { ($0.title, SpringCodeLine.text(state.setting(group), group: group, platform: $0, naming: naming)) }
        }
        guard let curve, let spring, let uikit = try? UIKitSpring(spring) else { return [] }
        return SpringCodePlatform.allCases.map { ($0.title, SpringCodeLine.text(derived: uikit, curve: curve, platform: $0, naming: naming)) }
    }

    /// `ζ 0.5 · overshoot 16.3 % · peak 0.314 s · settles 1.27 s`.
    static func metrics(_ spring: Spring) -> String {
        let m = SpringMetrics(spring)
        var items = ["ζ " + NumberFormatting.short(m.dampingRatio, digits: 3),
                     "overshoot " + NumberFormatting.short(m.overshoot * 100, digits: 3) + " %"]
        if let peak = m.peakTime { items.append("peak " + NumberFormatting.short(peak, digits: 3) + " s") }
        items.append("settles " + NumberFormatting.short(m.settlingTime, digits: 3) + " s")
        return items.joined(separator: " · ")
    }

    var json: JSONValue {
        .object([
            ("name", .string(name)),
            ("points", .array(points.map { .array([.number($0.0), .number($0.1)]) })),
        ])
    }
}
