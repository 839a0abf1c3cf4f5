import AnimTuneCore

/// What `metrics --distance D [--runtime …]` prints: per runtime, when it ends, what was left
/// then, and how far it strays from the exact curve.
enum RuntimeMetricsText {
    static func text(_ name: String, _ spring: Spring, _ report: RuntimeReport, distanceNote: String = "") -> String {
        func length(_ value: Double) -> String { "\(NumberFormatting.short(value, digits: 3)) pt" }
        var rows = TextTable()
        rows.add(["runtime", "ends (onComplete)", "left then", "largest deviation from exact"])
        for row in report.rows {
            let end = row.endTime.map { "\(NumberFormatting.fixed($0, decimals: 3)) s" } ?? "never"
            let left = row.remaining.map(length) ?? "—"
            let deviation = row.deviation == 0 ? "0" : "\(length(row.deviation)) at \(NumberFormatting.fixed(row.deviationTime, decimals: 3)) s"
            rows.add([row.runtime.name, end, left, deviation])
        }
        let setting = report.setting
        return "\(name): mass \(NumberFormatting.short(spring.mass)), stiffness \(NumberFormatting.short(spring.stiffness)), "
            + "damping \(NumberFormatting.short(spring.damping)), velocity \(NumberFormatting.short(spring.initialVelocity)); "
            + "a move of \(NumberFormatting.short(setting.distance)) pt\(distanceNote) at \(NumberFormatting.short(setting.frameRate)) fps\n"
            + rows.render(indent: "  ")
    }

    static func json(_ name: String, _ report: RuntimeReport) -> JSONValue {
        func number(_ value: Double?) -> JSONValue { value.map { $0.isFinite ? .number($0) : .null } ?? .null }
        return .object([
            ("group", .string(name)),
            ("distance", .number(report.setting.distance)),
            ("frameRate", .number(report.setting.frameRate)),
            ("runtimes", .array(report.rows.map { row in
                .object([
                    ("runtime", .string(row.runtime.name)),
                    ("endTime", number(row.endTime)),
                    ("remaining", number(row.remaining)),
                    ("deviation", .number(row.deviation)),
                    ("deviationTime", .number(row.deviationTime)),
                ])
            })),
        ])
    }
}
