import AnimTuneCore

/// `metrics --reduced` as a table or JSON: per action, the strategy and the triggers left.
enum ReducedMetricsText {
    static func text(_ scene: String, _ reports: [ReducedMotionReport]) -> String {
        func number(_ value: Double, _ digits: Int = 4) -> String { NumberFormatting.short(value, digits: digits) }
        var rows = TextTable()
        rows.add(["action", "strategy", "variant", "translation", "scale", "rotation", "blur", "overshoot", "duration", "vestibular"])
        for report in reports {
            for (variant, triggers) in [("full", report.full), ("reduced", report.reduced)] {
                rows.add([variant == "full" ? report.action : "", variant == "full" ? report.strategy.rawValue : "", variant,
                          "\(number(triggers.maxTranslation)) pt", number(triggers.maxScaleDeviation),
                          "\(number(triggers.maxRotation))°", number(triggers.maxBlur),
                          "\(number(triggers.overshoot * 100, 3)) %", "\(number(triggers.duration)) s",
                          triggers.vestibular ? "yes" : "no"])
            }
        }
        var text = "\(scene): motion triggers with reduced motion off (full) and on (reduced)\n" + rows.render(indent: "  ")
        if reports.contains(where: { $0.strategy == .shorten }) { text += "warning: " + ReducedStrategy.shortenWarning + "\n" }
        return text
    }

    static func json(_ scene: String, _ reports: [ReducedMotionReport]) -> JSONValue {
        func triggers(_ value: MotionTriggers) -> [(String, JSONValue)] {
            [("maxTranslation", .number(value.maxTranslation)), ("maxScaleDeviation", .number(value.maxScaleDeviation)),
             ("maxRotation", .number(value.maxRotation)), ("maxBlur", .number(value.maxBlur)),
             ("overshoot", .number(value.overshoot)), ("duration", .number(value.duration)),
             ("vestibular", .bool(value.vestibular))]
        }
        return .object([
            ("scene", .string(scene)),
            ("animations", .array(reports.map { report in
                .object([("action", .string(report.action)), ("strategy", .string(report.strategy.rawValue)),
                         ("essential", .bool(report.strategy == .none))]
                        + triggers(report.reduced) + [("full", .object(triggers(report.full)))])
            })),
        ])
    }
}
