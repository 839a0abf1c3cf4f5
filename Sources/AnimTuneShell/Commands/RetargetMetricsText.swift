import AnimTuneCore

/// What `metrics --retarget` prints: per policy or runtime, the state handed over at the last
/// retarget, the peak, the undershoot past the new target, when it settles and when it ends.
enum RetargetMetricsText {
    struct Row {
        /// A policy or runtime name.
        let name: String
        let description: String
        let metrics: RetargetMetrics
    }

    static func text(_ name: String, distance: Double, distanceNote: String = "", frameRate: Double, band: Double, retargets: [Retarget],
                     byRuntime: Bool, rows: [Row]) -> String {
        func points(_ value: Double) -> String { "\(NumberFormatting.fixed(value, decimals: 1)) pt" }
        func speed(_ value: Double) -> String { "\(NumberFormatting.fixed(value, decimals: 1)) pt/s" }
        func seconds(_ value: Double) -> String { "\(NumberFormatting.fixed(value, decimals: 3)) s" }
        var table = TextTable()
        table.add([byRuntime ? "runtime" : "policy", "at", "position", "velocity", "jump", "peak", "undershoot",
                   "settled", "ends"])
        for row in rows {
            let m = row.metrics
            let share = NumberFormatting.fixed(m.undershootShare * 100, decimals: 1)
            table.add([row.name, seconds(m.retargetTime), points(m.retargetPosition), speed(m.retargetVelocity),
                       speed(m.velocityJump), points(m.peak), "\(points(m.undershoot)) (\(share) %)",
                       m.settleTime.map(seconds) ?? "not within \(NumberFormatting.short(InterruptedSpring.horizon)) s",
                       m.endTime.map(seconds) ?? "never"])
        }
        let list = retargets.sorted { $0.time < $1.time }
            .map { "\(NumberFormatting.short($0.target, digits: 6)) pt at \(NumberFormatting.short($0.time)) s" + newSpring($0) }
        return "\(name): a move of \(NumberFormatting.short(distance)) pt\(distanceNote) at \(NumberFormatting.short(frameRate)) fps, "
            + "retargeted to \(list.joined(separator: ", then "))\n"
            + "measured after the last retarget; settled = within \(NumberFormatting.short(band)) pt of the target\n"
            + table.render(indent: "  ")
    }

    /// ` on response 0.3 s, ζ 1` when the new leg has its own spring, and `, blended over 0.25 s`
    /// when SwiftUI blends into it.
    static func newSpring(_ retarget: Retarget) -> String {
        let blend = retarget.blendDuration > 0 ? ", blended over \(NumberFormatting.short(retarget.blendDuration)) s" : ""
        guard let spring = retarget.spring else { return blend }
        return " on response \(NumberFormatting.short(SwiftUISpring(spring).response, digits: 4)) s, "
            + "ζ \(NumberFormatting.short(spring.dampingRatio, digits: 4))" + blend
    }

    static func json(_ name: String, distance: Double, frameRate: Double, band: Double, retargets: [Retarget],
                     byRuntime: Bool, rows: [Row]) -> JSONValue {
        func number(_ value: Double?) -> JSONValue { value.map { $0.isFinite ? .number($0) : .null } ?? .null }
        return .object([
            ("group", .string(name)),
            ("distance", .number(distance)),
            ("frameRate", .number(frameRate)),
            ("within", .number(band)),
            ("retargets", .array(retargets.sorted { $0.time < $1.time }.map {
                var fields: [(String, JSONValue)] = [("time", .number($0.time)), ("target", .number($0.target))]
                if let spring = $0.spring {
                    fields.append(("spring", .object([("mass", .number(spring.mass)), ("stiffness", .number(spring.stiffness)),
                                                      ("damping", .number(spring.damping))])))
                }
                if $0.blendDuration > 0 { fields.append(("blendDuration", .number($0.blendDuration))) }
                return .object(fields)
            })),
            (byRuntime ? "runtimes" : "policies", .array(rows.map { row in
                let m = row.metrics
                return .object([
                    (byRuntime ? "runtime" : "policy", .string(row.name)),
                    ("behaviour", .string(row.description)),
                    ("retargetTime", .number(m.retargetTime)),
                    ("retargetPosition", .number(m.retargetPosition)),
                    ("retargetVelocity", .number(m.retargetVelocity)),
                    ("velocityJump", .number(m.velocityJump)),
                    ("peak", .number(m.peak)),
                    ("undershoot", .number(m.undershoot)),
                    ("undershootPercent", .number(m.undershootShare * 100)),
                    ("settleTime", number(m.settleTime)),
                    ("endTime", number(m.endTime)),
                ])
            })),
        ])
    }
}
