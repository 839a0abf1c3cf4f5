import AnimTuneCore

/// What `metrics --gesture` prints: per runtime, the velocity its tracker reports at the
/// release, how far the spring then goes past the target, when it settles and when it ends;
/// with retargets (taps after the release), past the last target after the last of them.
enum GestureMetricsText {
    static func text(_ name: String, _ gesture: Gesture, distance: Double, band: Double,
                     rows: [GestureContinuation], metrics: [RetargetMetrics], retargets: [Retarget] = []) -> String {
        func seconds(_ value: Double) -> String { "\(NumberFormatting.fixed(value, decimals: 3)) s" }
        var table = TextTable()
        table.add(["runtime", "tracker", "velocity", "overshoot", "settled", "ends"])
        for (row, m) in zip(rows, metrics) {
            let share = NumberFormatting.fixed(m.undershootShare * 100, decimals: 1)
            let velocity = "\(NumberFormatting.fixed(row.velocity, decimals: 1)) pt/s"
                + (row.isClamped ? " (clamped from \(NumberFormatting.fixed(row.measuredVelocity, decimals: 1)))" : "")
            table.add([row.runtime.name, row.tracker.name, velocity,
                       "\(NumberFormatting.fixed(m.undershoot, decimals: 1)) pt (\(share) %)",
                       m.settleTime.map(seconds) ?? "not within \(NumberFormatting.short(InterruptedSpring.horizon)) s",
                       m.endTime.map(seconds) ?? "never"])
        }
        let release = gesture.release
        var clamps = ""
        var named: Set<VelocityTracker> = []
        for row in rows where row.isClamped && named.insert(row.tracker).inserted {
            clamps += "\(row.tracker.name) clamps a fling to ±\(NumberFormatting.short(row.tracker.maximumFlingVelocity ?? 0)) pt/s: "
                + "\(row.tracker.clampDescription); animtune's points are dp\n"
        }
        return "\(name): a finger of \(gesture.samples.count) samples lets go at \(NumberFormatting.short(release.position, digits: 6)) pt "
            + "at \(NumberFormatting.short(release.time, digits: 6)) s (its last segment: "
            + "\(NumberFormatting.fixed(VelocityTracker.finger.velocity(gesture), decimals: 1)) pt/s); the spring heads for "
            + "\(NumberFormatting.short(distance)) pt"
            + retargets.sorted { $0.time < $1.time }.map { "; at \(NumberFormatting.short($0.time, digits: 6)) s for \(NumberFormatting.short($0.target, digits: 6)) pt" }.joined()
            + "\n"
            + (retargets.isEmpty ? "settled = within \(NumberFormatting.short(band)) pt of the target; overshoot as % of the rest of the move\n"
               : "after the last retarget: settled = within \(NumberFormatting.short(band)) pt of its target; overshoot as % of the move left at it\n")
            + clamps + table.render(indent: "  ")
    }

    static func json(_ name: String, _ gesture: Gesture, distance: Double, band: Double,
                     rows: [GestureContinuation], metrics: [RetargetMetrics], retargets: [Retarget] = []) -> JSONValue {
        func number(_ value: Double?) -> JSONValue { value.map { $0.isFinite ? .number($0) : .null } ?? .null }
        return .object([
            ("group", .string(name)),
            ("distance", .number(distance)),
            ("within", .number(band)),
            ("samples", .number(Double(gesture.samples.count))),
            ("releaseTime", .number(gesture.release.time)),
            ("releasePosition", .number(gesture.release.position)),
            ("fingerVelocity", .number(VelocityTracker.finger.velocity(gesture))),
            ("retargets", .array(retargets.map { .object([("time", .number($0.time)), ("target", .number($0.target))]) })),
            ("runtimes", .array(zip(rows, metrics).map { row, m in
                .object([
                    ("runtime", .string(row.runtime.name)),
                    ("tracker", .string(row.tracker.name)),
                    ("velocity", .number(row.velocity)),
                    ("measuredVelocity", .number(row.measuredVelocity)),
                    ("maximumFlingVelocity", number(row.tracker.maximumFlingVelocity)),
                    ("clamp", .string(row.tracker.clampDescription)),
                    ("overshoot", .number(m.undershoot)),
                    ("overshootPercent", .number(m.undershootShare * 100)),
                    ("settleTime", number(m.settleTime)),
                    ("endTime", number(m.endTime)),
                ])
            })),
        ])
    }
}
