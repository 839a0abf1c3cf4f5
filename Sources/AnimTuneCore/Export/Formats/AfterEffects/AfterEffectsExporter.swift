import Foundation

/// After Effects: an expression (ES3, so the Legacy ExtendScript and JavaScript engines both
/// run it) for a property with two keyframes, the exact closed form of the spring in every
/// damping regime, printed alone so it pastes as is; or with `--jsx` an ExtendScript that
/// replaces the selected properties' two keyframes with the spring baked as in `export lottie`
/// (``SpringBake``), with `KeyframeEase` speeds and influences, for players that ignore
/// expressions.
public struct AfterEffectsExporter: Exporter {
    public init() {}
    public let about = ExportFormat(
        "aftereffects", extension: "js",
        options: [ExportOptions.jsxName, ExportOptions.toleranceName, ExportOptions.fpsName, ExportOptions.wholeFramesName],
        summary: "After Effects expression (exact spring for a property with two keyframes); --jsx: a script setting the baked keyframes")

    public func output(_ preset: Preset, options: ExportOptions) -> ExportOutput {
        let plan = ExportPlan(preset, options: options)
        let springs = NamedSpring.all(plan) + Self.reducedSprings(plan)
        var out = CodeWriter(indent: "  ")
        let platform = options.jsx ? "After Effects (ExtendScript keyframes)" : "After Effects (expression)"
        out.comment("//", plan.header(platform: platform, command: LottieExporter.command("export aftereffects", options)))
        if !plan.curves.isEmpty {
            out.comment("//", ["Timing curves (keyframe eases here; export lottie writes them): "
                               + plan.curves.map { "\(ExportPlan.curveDescription($0.curve)): \($0.identifier)" }.joined(separator: "; ") + "."])
        }
        if !plan.reduced.branches.isEmpty { out.comment("//", [Self.reducedComment(plan)]) }
        guard !springs.isEmpty else {
            out.comment("//", ["Scene '\(plan.scene.name)' has no spring: its timing curves are plain keyframe eases (export lottie writes them)."])
            out.line(options.jsx ? "// Nothing to set." : "value;")
            return ExportOutput(text: out.text)
        }
        var refusal: String?
        if options.jsx {
            refusal = writeScript(springs, options: options, to: &out)
        } else {
            writeExpression(springs, to: &out)
        }
        return ExportOutput(text: out.text, refusal: refusal)
    }

    /// The springs an action's reduced-motion strategy plays instead, after the full ones:
    /// `highlightSpringReducedHighlight` (tighten and track: damping ratio 1, the same duration;
    /// shorten: the spring at 1/scale the time). fade and snap play no spring: the header says
    /// what to key.
    static func reducedSprings(_ plan: ExportPlan) -> [NamedSpring] {
        let reduced = plan.reduced
        let full = NamedSpring.all(plan)
        return reduced.branches.flatMap { branch -> [NamedSpring] in
            let keys = Set(branch.elements.flatMap(\.properties).compactMap { property -> String? in
                if case .animation(let key) = property.timing { key } else { nil }
            })
            return full.filter { keys.contains($0.key) }.compactMap { named -> NamedSpring? in
                let spring: Spring
                switch branch.strategy {
                case .tighten, .track:
                    guard let tight = branch.animations.first(where: { $0.key == named.key })?.tightened else { return nil }
                    spring = tight
                case .shorten:
                    let scale = reduced.timeScale, s = named.spring
                    spring = Spring(mass: s.mass, stiffness: s.stiffness / (scale * scale), damping: s.damping / scale,
                                    initialVelocity: s.initialVelocity / scale)
                case .fade, .snap, .none:
                    return nil
                }
                return NamedSpring(key: "\(named.key).reduced.\(branch.action)", spring: spring,
                                   notes: ["With reduced motion, \(branch.action) plays \(named.identifier) as \(branch.description)."])
            }
        }
    }

    /// With reduced motion, what each action's strategy asks of the keys (fade, snap, none).
    static func reducedComment(_ plan: ExportPlan) -> String {
        let reduced = plan.reduced
        let lines = reduced.branches.map { branch -> String in
            switch branch.strategy {
            case .fade: "\(branch.action) fades: key opacity over \(ExportNumber.typed(reduced.fadeDuration)) s ease-out and set the other properties at their end values"
            case .snap: "\(branch.action) snaps: set every property at its end value"
            case .none: "\(branch.action) keeps its motion"
            case .tighten, .track, .shorten: "\(branch.action) plays the springs named …Reduced\(ExportIdentifier.camel(branch.action).prefix(1).uppercased() + ExportIdentifier.camel(branch.action).dropFirst()) (\(branch.strategy.rawValue))"
            }
        }
        return "Reduced motion (a second version for users who ask for less motion): " + lines.joined(separator: "; ") + "."
    }

    /// The usage comment; the table of springs, each spring's notes before its line
    /// (`name: {…},`); `var VARIABLE = springs.FIRST;`, the line that picks one; then `body`.
    private func writeProgram(_ springs: [NamedSpring], usage: String, variable: String, body: [String], to out: inout CodeWriter,
                              entry: (NamedSpring) -> String) {
        out.comment("//", [usage])
        out.block("var springs = {", "};") { out in
            for (index, named) in springs.enumerated() {
                out.comment("//", named.notes + [Self.inertialBounce(named.spring)])
                out.line("\(named.identifier): \(entry(named))" + (index == springs.count - 1 ? "" : ","))
            }
        }
        out.line("var \(variable) = springs.\(springs[0].identifier);")
        for line in body { out.line(line) }
    }

    private func writeExpression(_ springs: [NamedSpring], to out: inout CodeWriter) {
        let usage = "Paste on a Slider Control (Effect > Expression Controls) keyed 0 at the start and 100 at the end, on a null"
            + " named for the value (card.present.translate), and link properties to it with linear(effect(\"NAME\")(1), 0, 100, from, to);"
            + " or paste on any property with two keyframes (start and end value): from the first it follows the spring"
            + " to the second, exactly (the closed form of m·x'' + c·x' + k·x = 0). Plays in After Effects and"
            + " lottie-web only: other Lottie players ignore expressions (use export aftereffects --jsx or export lottie)."
            + " v0 is the start velocity in fractions of the move per second. Pick the spring on the line after the table."
        writeProgram(springs, usage: usage, variable: "s", body: Self.expressionBody, to: &out) { named in
            let s = named.spring, n = ExportNumber.typed
            return "{ m: \(n(s.mass)), k: \(n(s.stiffness)), c: \(n(s.damping)), v0: \(n(s.initialVelocity)) }"
        }
    }

    /// The closed form for any ζ: under-damped, critical (within 1e-9) and over-damped; one
    /// dimension as `a + (b − a)·p`, vectors through the `add`/`sub`/`mul` helpers.
    static let expressionBody = [
        "var t0, a, b, t, w0, z, p, wd, r1, r2, C2;",
        "if (numKeys >= 2) {",
        "  t0 = key(1).time; a = key(1).value; b = key(2).value; t = Math.max(0, time - t0);",
        "  w0 = Math.sqrt(s.k / s.m); z = s.c / (2 * Math.sqrt(s.k * s.m));",
        "  if (z < 1 - 1e-9) {",
        "    wd = w0 * Math.sqrt(1 - z * z);",
        "    p = 1 - Math.exp(-z * w0 * t) * (Math.cos(wd * t) + (z * w0 - s.v0) / wd * Math.sin(wd * t));",
        "  } else if (z <= 1 + 1e-9) {",
        "    p = 1 - Math.exp(-w0 * t) * (1 + (w0 - s.v0) * t);",
        "  } else {",
        "    r1 = -w0 * (z - Math.sqrt(z * z - 1)); r2 = -w0 * (z + Math.sqrt(z * z - 1));",
        "    C2 = (-s.v0 - r1) / (r2 - r1);",
        "    p = 1 - ((1 - C2) * Math.exp(r1 * t) + C2 * Math.exp(r2 * t));",
        "  }",
        "  (typeof a == \"number\") ? a + (b - a) * p : add(a, mul(sub(b, a), p));",
        "} else {",
        "  value;",
        "}",
    ]

    /// Returns why a spring could not be baked (``SpringBake/limit``), else nil.
    private func writeScript(_ springs: [NamedSpring], options: ExportOptions, to out: inout CodeWriter) -> String? {
        var refusal: String?
        let usage = "Select properties that have two keyframes (start and end value), a Slider Control keyed 0 → 100 or a"
            + " Position, then File > Scripts > Run Script File:"
            + " each gets the spring between them as Bézier keyframes, the same keys export lottie writes, Position with its"
            + " spatial tangents pinned"
            + " (within \(ExportNumber.plain(options.tolerance, digits: 6)) of the move), which every Lottie player"
            + " plays. Each key: [seconds, progress 0…1, speed in moves per second, influence out %, influence in % of"
            + " the next key]. Pick the spring on the line after the table."
        writeProgram(springs, usage: usage, variable: "keys", body: Self.scriptBody, to: &out) { named in
            let bake = SpringBake(named.spring, tolerance: options.tolerance, fps: options.fps, wholeFrames: options.wholeFrames)
            if refusal == nil, let limit = bake.limit { refusal = LottieExporter.refusal(limit, key: named.key) }
            let keys = bake.keys.map { key in
                "[" + [ExportNumber.decimals(key.time, 9), ExportNumber.decimals(key.value, 9), ExportNumber.decimals(key.velocity, 9),
                       ExportNumber.decimals(key.outInfluence * 100, 6), ExportNumber.decimals(key.inInfluence * 100, 6)]
                    .joined(separator: ", ") + "]"
            }
            return "[" + keys.joined(separator: ", ") + "]"
        }
        return refusal
    }

    /// Replaces keys 2… of each selected property with the baked ones and sets their eases.
    static let scriptBody = [
        "(function () {",
        "  var comp = app.project.activeItem;",
        "  if (!(comp instanceof CompItem)) { alert(\"animtune: open a composition and select properties with two keyframes\"); return; }",
        "  app.beginUndoGroup(\"animtune spring\");",
        "  var props = comp.selectedProperties, done = 0;",
        "  for (var n = 0; n < props.length; n++) {",
        "    var prop = props[n];",
        "    if (!(prop instanceof Property) || prop.numKeys < 2) continue;",
        "    var t0 = prop.keyTime(1), a = prop.keyValue(1), b = prop.keyValue(2), vector = a instanceof Array;",
        "    while (prop.numKeys > 1) prop.removeKey(prop.numKeys);",
        "    var i, d, k;",
        "    for (i = 0; i < keys.length; i++) {",
        "      k = keys[i];",
        "      if (vector) { var v = []; for (d = 0; d < a.length; d++) v.push(a[d] + (b[d] - a[d]) * k[1]); prop.setValueAtTime(t0 + k[0], v); }",
        "      else prop.setValueAtTime(t0 + k[0], a + (b - a) * k[1]);",
        "    }",
        "    for (i = 0; i < keys.length; i++) {",
        "      k = keys[i];",
        "      var last = i == keys.length - 1, inInfluence = i > 0 ? keys[i - 1][4] : k[3], outInfluence = last ? inInfluence : k[3];",
        "      var easeIn = [], easeOut = [], dims = vector && !prop.isSpatial ? a.length : 1;",
        "      for (d = 0; d < dims; d++) {",
        "        var change = vector ? (prop.isSpatial ? Math.sqrt(sumSquares(a, b)) : b[d] - a[d]) : b - a;",
        "        easeIn.push(new KeyframeEase(change * k[2], inInfluence));",
        "        easeOut.push(new KeyframeEase(change * k[2], outInfluence));",
        "      }",
        "      prop.setInterpolationTypeAtKey(i + 1, KeyframeInterpolationType.BEZIER,",
        "        last ? KeyframeInterpolationType.HOLD : KeyframeInterpolationType.BEZIER);",
        "      prop.setTemporalEaseAtKey(i + 1, easeIn, easeOut);",
        "      // Position: tangents pinned, so the path runs straight between the keys (no auto-Bézier bow).",
        "      if (prop.isSpatial) { var flat = []; for (d = 0; d < a.length; d++) flat.push(0); prop.setSpatialTangentsAtKey(i + 1, flat, flat); }",
        "    }",
        "    done++;",
        "  }",
        "  app.endUndoGroup();",
        "  if (done == 0) alert(\"animtune: select properties with two keyframes\");",
        "  function sumSquares(a, b) { var s = 0; for (var j = 0; j < a.length; j++) s += (b[j] - a[j]) * (b[j] - a[j]); return s; }",
        "})();",
    ]

    /// The spring as the popular inertial-bounce idiom `value + v·amp·sin(2π·freq·t)/e^(decay·t)`
    /// after the last key, exact for the overshoot when the property arrives with velocity v.
    static func inertialBounce(_ spring: Spring) -> String {
        let sigma = spring.damping / (2 * spring.mass)
        let q = spring.stiffness / spring.mass - sigma * sigma
        guard q > 0 else {
            return "Inertial bounce: none (ζ \(ExportNumber.derived(spring.dampingRatio)) does not oscillate)."
        }
        let omega = q.squareRoot(), d = ExportNumber.derived
        return "Inertial bounce after the last key, the same spring: decay \(d(sigma)), freq \(d(omega / (2 * .pi))), amp \(d(1 / omega))."
    }
}
