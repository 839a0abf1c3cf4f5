/// Flutter (Dart): each spring as the exact `SpringDescription(mass:, stiffness:, damping:)`
/// (never `withDurationAndBounce`, which truncates to whole milliseconds), run by a
/// `SpringSimulation` on an `AnimationController.unbounded` (a bounded controller clamps the
/// overshoot) with a `Tolerance` in pixels; a `Curve` per spring for `AnimatedFoo(curve:)`;
/// timing curves as `Cubic` with their `Duration`; and the reduced-motion branches on
/// `MediaQuery.disableAnimationsOf`.
public struct FlutterExporter: Exporter {
    public init() {}
    public let about = ExportFormat("flutter", extension: "dart", options: [ExportOptions.nameName],
                                    summary: "Flutter (Dart): exact SpringDescription, SpringSimulation on an unbounded controller, Curve classes, Cubic curves")

    /// Motion's rest thresholds, in pixels and pixels per second (Flutter's default is 1e-3 in
    /// whatever unit the simulation runs in).
    static let restDistance = 0.5, restVelocity = 10.0

    public func output(_ preset: Preset, options: ExportOptions) -> ExportOutput {
        let plan = ExportPlan(preset, options: options)
        let type = plan.typeName(platform: "Flutter")
        let springs = NamedSpring.all(plan)
        let n = ExportNumber.typed
        var out = CodeWriter(indent: "  ")
        out.comment("//", plan.header(platform: "Flutter", command: "export flutter"))
        out.line()
        out.line("import 'dart:math' as math;")
        out.line()
        out.line("import 'package:flutter/animation.dart';")
        out.line("import 'package:flutter/physics.dart';")
        out.line("import 'package:flutter/widgets.dart';")
        out.line()
        out.comment("///", ["Springs as SpringDescription(mass:, stiffness:, damping:), exact whichever form they were set in;"
                            + " run them with \(type).animate…(controller, target) on an AnimationController.unbounded(vsync: this):"
                            + " a bounded controller clamps the overshoot to its bounds."])
        out.block("abstract final class \(type) {", "}") { out in
            out.comment("///", ["Rest thresholds in pixels (\(n(Self.restDistance)) px, \(n(Self.restVelocity)) px/s): Flutter's default"
                                + " Tolerance is 0.001 in the simulation's unit, a long invisible tail for pixels. Scale it for other units."])
            out.line("static const Tolerance pixelTolerance = Tolerance(distance: \(n(Self.restDistance)), velocity: \(n(Self.restVelocity)));")
            let seconds = Set(plan.constants.filter { if case .number(.seconds, _) = $0.parameter.kind { true } else { false } }.map(\.key))
            let functions = plan.functions.map { DartSpringFunction(function: $0, type: type, seconds: seconds) }
            for named in springs {
                if let function = functions.first(where: { $0.function.key == named.key }) {
                    function.write(notes: named.notes, to: &out)
                } else {
                    Self.writeSpring(named, to: &out)
                }
            }
            if !functions.isEmpty { DartSpringFunction.writeHelpers(to: &out) }
            for curve in plan.curves {
                out.line()
                var note = ExportPlan.curveDescription(curve.curve)
                if let durationKey = curve.durationKey { note += ", over \(ExportIdentifier.camel(durationKey))" }
                if let source = curve.durationSource { note += ", over \(source)" }
                out.comment("///", [curve.help, note + "."])
                let b = curve.curve.bezier
                out.line("static const Cubic \(curve.identifier) = Cubic(\([b.x1, b.y1, b.x2, b.y2].map(n).joined(separator: ", ")));")
                if let companion = curve.companion, let function = functions.first(where: { $0.function.key == companion.function.key }) {
                    out.line()
                    function.writeCompanion(curve, fractionKey: companion.fractionKey, to: &out)
                } else if let duration = curve.duration, curve.durationKey == nil || !plan.constants.contains(where: { $0.key == curve.durationKey }) {
                    out.line("static const Duration \(curve.identifier)Duration = Duration(microseconds: \(ExportNumber.decimals(duration * 1_000_000, 0)));")
                }
            }
            for constant in plan.constants {
                guard let value = Self.dart(constant) else { continue }
                out.line()
                out.comment("///", [constant.help])
                out.line("static const \(value.type) \(constant.identifier) = \(value.code);")
            }
            Self.writeReduced(plan.reduced, to: &out)
        }
        for named in springs { Self.writeCurveClass(named, name: plan.naming.topLevelType(named.identifier + "Curve"), tolerance: options.tolerance, to: &out) }
        return ExportOutput(text: out.text)
    }

    /// A spring's `SpringDescription`, its start velocity and the `animate…` function that runs it.
    private static func writeSpring(_ named: NamedSpring, to out: inout CodeWriter) {
        let n = ExportNumber.typed
        let s = named.spring
        out.line()
        out.comment("///", named.notes)
        out.line("static const SpringDescription \(named.identifier) = SpringDescription(mass: \(n(s.mass)), stiffness: \(Self.exact(s.stiffness)),"
                 + " damping: \(Self.exact(s.damping)));")
        out.line()
        out.comment("///", ["Start velocity of \(named.identifier) in moves per second (times the distance gives the simulation's velocity)."])
        out.line("static const double \(named.identifier)Velocity = \(n(s.initialVelocity));")
        out.line()
        out.comment("///", ["Runs [controller] (AnimationController.unbounded) from its value to [target] on \(named.identifier);"
                            + " [velocity] in the target's unit per second, by default the spring's start velocity over this distance."])
        out.signature("static TickerFuture animate\(SwiftUIReducedMotion.capitalized(named.identifier))",
                      ["AnimationController controller", "double target", "{double? velocity", "Tolerance tolerance = pixelTolerance}"], " {")
        out.indented { out in
            out.line("final start = controller.value;")
            out.line("return controller.animateWith(SpringSimulation(\(named.identifier), start, target,")
            out.line("    velocity ?? \(named.identifier)Velocity * (target - start), tolerance: tolerance));")
        }
        out.line("}")
    }

    /// A spring as a `Curve` class `name` for `AnimatedFoo(curve:)`, over the time it last
    /// leaves `tolerance` of the move.
    private static func writeCurveClass(_ named: NamedSpring, name: String, tolerance: Double, to out: inout CodeWriter) {
        let d = ExportNumber.derived
        let bake = LinearEasing.duration(of: named.spring, tolerance: tolerance)
        out.line()
        out.comment("///", ["\(named.identifier) as a Curve for AnimatedFoo(curve: const \(name)(), duration: \(name).duration):"
                            + " the spring over \(d(bake)) s, where it last leaves \(ExportNumber.plain(tolerance, digits: 6)) of the move;"
                            + " Curve.transform pins the ends to 0 and 1.",
                            "Do not use it on opacity (Opacity, FadeTransition) when it overshoots: opacity must stay in 0…1."])
        out.block("class \(name) extends Curve {", "}") { out in
            out.line("const \(name)();")
            out.line()
            out.line("static const Duration duration = Duration(microseconds: \(ExportNumber.decimals(bake * 1_000_000, 0)));")
            out.line()
            out.line("@override")
            out.block("double transformInternal(double t) {", "}") { out in
                out.line("final s = t * \(ExportNumber.plain(bake, digits: 17));")
                out.line("return \(DartSpringCurve.expression(named.spring));")
            }
        }
    }

    /// A stiffness or damping to 17 significant digits: the double itself.
    static func exact(_ value: Double) -> String { ExportNumber.plain(value, digits: 17) }

    /// A constant as Dart: numbers as double, colours as Color, words as String.
    static func dart(_ constant: ExportPlan.Constant) -> (type: String, code: String)? {
        switch constant.value {
        case .number(let number):
            if case .number(.seconds, _) = constant.parameter.kind {
                return ("Duration", "Duration(microseconds: \(ExportNumber.decimals(number * 1_000_000, 0)))")
            }
            return ("double", ExportNumber.typed(number))
        case .word(let word): return ("String", StringLiteral.quoted(word, in: .json).replacing("$", with: "\\$"))
        case .colour(let colour):
            let hex = colour.description.dropFirst()
            return ("Color", "Color(0xFF\(hex.uppercased()))")
        case .curve: return nil
        }
    }

    /// `MediaQuery.disableAnimationsOf(context)` and, per action and animation, what to play.
    static func writeReduced(_ plan: ReducedPlan, to out: inout CodeWriter) {
        guard !plan.branches.isEmpty else { return }
        out.line()
        out.comment("///", [plan.intro(signal: "MediaQuery.disableAnimationsOf(context)")])
        out.line("static bool reduceMotion(BuildContext context) => MediaQuery.disableAnimationsOf(context);")
        out.line()
        out.comment("///", ["How long a fade changes opacity (reduced.fadeDuration), with Curves.easeOut."])
        out.line("static const Duration reducedFadeDuration = Duration(microseconds: \(ExportNumber.decimals(plan.fadeDuration * 1_000_000, 0)));")
        for (branch, animation, identifier) in plan.entries {
            out.line()
            var notes = ["\(branch.action) — \(branch.description).", "For \(animation.key) when reduceMotion(context) is true:"]
            switch branch.strategy {
            case .fade: notes[1] += " animate only opacity over reducedFadeDuration; set translation, scale and rotation to their end values."
            case .snap: notes[1] += " the end state at once (controller.value = target)."
            case .shorten: notes[1] += " \(ExportNumber.typed(plan.timeScale)) × the time; " + ReducedStrategy.shortenWarning + "."
            case .none: notes[1] += " unchanged (essential motion)."
            case .tighten, .track:
                notes[1] += animation.tightened == nil ? " unchanged (a timing curve has no bounce to take out)."
                    : " the same spring without bounce, damping ratio 1 (below)."
            }
            out.comment("///", notes)
            if [.tighten, .track].contains(branch.strategy), let tight = animation.tightened {
                out.line("static const SpringDescription reduced\(SwiftUIReducedMotion.capitalized(identifier)) = SpringDescription(mass:"
                         + " \(ExportNumber.typed(tight.mass)), stiffness: \(exact(tight.stiffness)), damping: \(exact(tight.damping)));")
            }
        }
    }
}
