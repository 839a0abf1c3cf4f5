/// CSS custom properties on `:root`: constants with CSS units, timing curves as keywords or
/// `cubic-bezier()`, springs as `linear()` easings with the duration they need (and, with
/// `--bezier`, the best-fitting `cubic-bezier()` and its error).
public struct CSSExporter: Exporter {
    public init() {}
    public let format = "css"
    public let summary = "CSS custom properties: durations, constants, cubic-bezier() curves, springs as linear() (--tolerance X, --bezier)"
    public let fileExtension = "css"
    public var optionNames: [String] { [ExportOptions.toleranceName, ExportOptions.bezierName] }

    public func export(_ preset: Preset) -> String { export(preset, options: ExportOptions()) }

    public func export(_ preset: Preset, options: ExportOptions) -> String {
        let plan = ExportPlan(preset)
        let scene = ExportIdentifier.kebab(plan.scene.name)
        func property(_ key: String) -> String { "--\(scene)-\(ExportIdentifier.kebab(key))" }
        var out = CodeWriter(indent: "  ")
        out.blockComment(plan.header(platform: "CSS", command: Self.command(options)))
        if let first = plan.springs.first {
            out.blockComment(["Springs are linear() easings that stay within \(ExportNumber.plain(options.tolerance, digits: 6))"
                + " of the distance of the true spring (export css --tolerance X), each with the duration it needs;"
                + " use the two together, e.g. transition: transform var(\(property(first.key))-duration)"
                + " var(\(property(first.key)));"])
        }
        out.block(":root {", "}") { out in
            for item in plan.items {
                switch item {
                case .constant(let constant):
                    out.blockComment([constant.help] + Self.unitNote(constant))
                    out.line("\(property(constant.key)): \(Self.value(constant));")
                case .curve(let curve):
                    var note = ExportPlan.curveDescription(curve.curve)
                    if let durationKey = curve.durationKey { note += ", over var(\(property(durationKey)))" }
                    out.blockComment([curve.help, note + "."])
                    out.line("\(property(curve.key)): \(Self.css(curve.curve));")
                case .spring(let spring):
                    Self.write(spring, name: property(spring.key), options: options, to: &out)
                }
            }
        }
        return out.text
    }

    static func command(_ options: ExportOptions) -> String {
        var text = "export css"
        if options.tolerance != LinearEasing.defaultTolerance { text += " --tolerance \(ExportNumber.plain(options.tolerance, digits: 6))" }
        if options.bezier { text += " --bezier" }
        return text
    }

    private static func write(_ animation: ExportPlan.SpringAnimation, name: String, options: ExportOptions,
                              to out: inout CodeWriter) {
        let fit = LinearEasing.spring(animation.spring, tolerance: options.tolerance)
        let error = NumberFormatting.short(fit.maxError, digits: 3)
        out.blockComment([animation.help, "Set in the \(animation.formDescription); \(animation.behaviour).",
                          "linear(): \(fit.easing.stops.count) stops, at most \(error) from the spring."])
        writeLinear(fit.easing, name: name, to: &out)
        out.line("\(name)-duration: \(ExportNumber.milliseconds(fit.duration))ms;")
        guard options.bezier else { return }
        let bezier = BezierFit(animation.spring, tolerance: options.tolerance)
        out.blockComment(["Best-fitting cubic-bezier() with its own duration: at most \(NumberFormatting.short(bezier.maxError, digits: 2))"
                          + " from the spring (a Bézier can overshoot once and cannot oscillate)."])
        out.line("\(name)-bezier: \(css(bezier.curve));")
        out.line("\(name)-bezier-duration: \(ExportNumber.milliseconds(bezier.duration))ms;")
    }

    /// `--x: linear(0, …, 1);` on one line when short, else wrapped inside the parentheses.
    private static func writeLinear(_ easing: LinearEasing, name: String, to out: inout CodeWriter) {
        let css = easing.css
        if out.indentation.count + name.count + css.count + 3 <= out.width {
            out.line("\(name): \(css);")
            return
        }
        let body = String(css.dropFirst("linear(".count).dropLast())
        out.block("\(name): linear(", ");") { out in
            let width = out.width - out.indentation.count
            var line = ""
            for stop in body.split(separator: ",").map({ String($0).trimmingWhitespace }) {
                let piece = stop + ","
                if !line.isEmpty, line.count + 1 + piece.count > width {
                    out.line(line)
                    line = ""
                }
                line += (line.isEmpty ? "" : " ") + piece
            }
            if line.hasSuffix(",") { line.removeLast() }
            out.line(line)
        }
    }

    static func css(_ curve: TimingCurve) -> String {
        switch curve {
        case .linear: "linear"
        case .easeIn: "ease-in"
        case .easeOut: "ease-out"
        case .easeInOut: "ease-in-out"
        case .default: "ease"
        case .cubicBezier(let bezier): css(bezier)
        }
    }

    static func css(_ bezier: CubicBezier) -> String {
        "cubic-bezier(" + [bezier.x1, bezier.y1, bezier.x2, bezier.y2].map(ExportNumber.typed).joined(separator: ", ") + ")"
    }

    private static func unitNote(_ constant: ExportPlan.Constant) -> [String] {
        guard case .number(let unit, _) = constant.parameter.kind else { return [] }
        switch unit {
        case .points: return ["iOS points as CSS px."]
        case .pointsPerSecond: return ["In px per second."]
        case .perSecond: return ["In fractions of the distance per second."]
        case .mass, .stiffness, .dampingCoefficient: return ["Spring \(unit.rawValue), no CSS unit."]
        default: return []
        }
    }

    static func value(_ constant: ExportPlan.Constant) -> String {
        switch constant.value {
        case .colour(let colour): return colour.description
        case .curve(let curve): return css(curve)
        case .word(let word): return isIdentifier(word) ? word : JSONValue.quoted(word)
        case .number(let number):
            guard case .number(let unit, _) = constant.parameter.kind else { return ExportNumber.typed(number) }
            switch unit {
            case .seconds: return ExportNumber.milliseconds(number) + "ms"
            case .points: return ExportNumber.typed(number) + "px"
            case .degrees: return ExportNumber.typed(number) + "deg"
            default: return ExportNumber.typed(number)
            }
        }
    }

    private static func isIdentifier(_ word: String) -> Bool {
        guard let first = word.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        return word.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_" }
            && !word.hasPrefix("--")
    }
}
