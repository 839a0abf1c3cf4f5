/// A Lottie document (lottie-spec 1.0) a motion designer links to: one still null layer per
/// animated value (``LottieChannel``, named `card.present.y`), its Slider Control running
/// 0 → 100 over the move, each spring baked into Bézier keyframes (``SpringBake``) within
/// `--tolerance` of the travel, each timing curve one Bézier segment; the prose in `meta`; a
/// second composition, `reduced-motion` in assets, plays each action's reduced-motion strategy.
/// Players other than lottie-web ignore expressions, so nothing here needs them.
public struct LottieExporter: Exporter {
    public init() {}
    public let about = ExportFormat("lottie", extension: "json", options: [ExportOptions.toleranceName, ExportOptions.fpsName, ExportOptions.wholeFramesName],
                                    summary: "Lottie JSON: a null with a Slider Control per animated value, springs baked into Bézier keyframes within --tolerance; a reduced-motion composition")

    /// The lottie-spec version written in `ver` (`MMmmpp`).
    static let specVersion = 10001
    /// The Bodymovin version written in `v`: lottie-spec 1.0 does not require it, but rlottie
    /// (Telegram's player) loads no file without it (its parser's "valid bodymovin header").
    static let bodymovinVersion = "5.7.0"

    /// What each animated value runs over: 0 → 100 (percent of the element's move).
    static let travel = 100.0

    public func output(_ preset: Preset, options: ExportOptions) -> ExportOutput {
        let plan = ExportPlan(preset, options: options)
        let fps = options.fps
        var warnings: [ExportWarning] = []
        var refusal: String?
        var end = 1.0
        var prose: [String] = []
        /// The composition's layers: one null per channel, its Slider Control carrying the value.
        func layers(_ channels: [LottieChannel], reduced: Bool) -> [JSONValue] {
            channels.enumerated().map { index, channel in
                let slider: JSONValue
                let note: String
                switch channel.motion {
                case .jumps:
                    slider = .object([("a", .number(0)), ("k", .number(Self.travel))])
                    note = "at \(ExportNumber.typed(Self.travel)) from the start (the strategy jumps it)"
                case .moves(let motion):
                    let (keys, frames, made, bake) = Self.keyframes(motion, options: options)
                    if let bake, let key = channel.key, refusal == nil, let limit = bake.limit { refusal = Self.refusal(limit, key: key) }
                    if let bake, let key = channel.key, !warnings.contains(where: { $0.key == key }), let warning = Self.warning(bake, key: key) {
                        warnings.append(warning)
                    }
                    slider = keys
                    end = max(end, frames)
                    note = "0 → \(ExportNumber.typed(Self.travel)) (the move in percent)" + (channel.key.map { ": \($0)" } ?? ": the fade") + ", \(made)"
                }
                prose.append("\(reduced ? "reduced motion, " : "")\(channel.name): \(ExportPlan.sentence(channel.element.help)) \(channel.property) of "
                             + "\(channel.element.element), \(note).")
                return Self.layer(index: index + 1, name: channel.name, slider: slider)
            }
        }
        var main = layers(LottieChannel.all(plan, reduced: false), reduced: false)
        let reducedPlan = plan.reduced
        let hasReduced = !reducedPlan.branches.isEmpty
        var reduced = hasReduced ? layers(LottieChannel.all(plan, reduced: true), reduced: true) : []
        let op = (end - 1e-9).rounded(.up)
        main = main.map { Self.outPoint($0, op) }
        reduced = reduced.map { Self.outPoint($0, op) }
        let header = plan.header(platform: "Lottie", command: Self.command("export lottie", options))
        var root: [(String, JSONValue)] = [
            ("nm", .string(header.joined(separator: " "))),
            ("v", .string(Self.bodymovinVersion)),
            ("ver", .number(Double(Self.specVersion))),
            ("fr", .number(fps)), ("ip", .number(0)), ("op", .number(op)),
            ("w", .number(Screen.iPhoneX.width)), ("h", .number(Screen.iPhoneX.height)),
            ("assets", .array(hasReduced ? [.object([("id", .string(Self.reducedComposition)), ("nm", .string("reduced motion")),
                                                     ("layers", .array(reduced))])] : [])),
            ("layers", .array(main)),
        ]
        if hasReduced {
            let comment = "reduced motion: the composition '\(Self.reducedComposition)' in assets plays each action's strategy — "
                + reducedPlan.branches.map { "\($0.action) — \($0.description)" }.joined(separator: "; ")
            root.append(("markers", .array([.object([("cm", .string(ExportPlan.commentSafe(comment))), ("tm", .number(0)), ("dr", .number(op))])])))
        }
        let usage = "Each null layer holds one animated value on its Slider Control, 0 → 100 over the move: link a property to it"
            + " (linear(effect(\"NAME\")(1), 0, 100, from, to)); nothing parented to the nulls moves."
        root.append(("meta", .object([("g", .string("animtune")),
                                      ("d", .string((Self.readBackNotes(plan) + [usage] + prose).map(ExportPlan.commentSafe).joined(separator: " ")))])))
        return ExportOutput(text: JSONValue.object(root).formatted() + "\n", warnings: warnings, refusal: refusal)
    }

    /// The id of the reduced-motion composition (a precomposition asset).
    static let reducedComposition = "reduced-motion"

    /// Why a spring past the bake's bounds is not exported as keyframes.
    static func refusal(_ limit: String, key: String) -> String {
        "\(key) is not baked into keyframes: \(limit); raise --tolerance, or export it with a spring (css, swiftui, compose…)"
    }

    /// When a bake strays further than the tolerance (a spring that settles only after
    /// `LinearEasing.longestDuration`, or whole frames too coarse for it), else nil.
    static func warning(_ bake: SpringBake, key: String) -> ExportWarning? {
        guard bake.maxError > bake.tolerance else { return nil }
        return ExportWarning(key: key, message: "its Bézier keyframes are up to \(ExportNumber.plain(bake.maxError, digits: 3)) of the"
            + " travel from the spring, beyond the tolerance \(ExportNumber.plain(bake.tolerance, digits: 6)) (the bake ends at"
            + " \(ExportNumber.plain(bake.duration, digits: 3)) s)")
    }

    /// "Set in the … form: …; ζ …. dismissSpring." for every spring group and "easeInOut (0.42,
    /// 0, 0.58, 1). curve." for every timing curve, each note before the name it belongs to, so
    /// `import --from` reads them back exactly.
    static func readBackNotes(_ plan: ExportPlan) -> [String] {
        plan.springs.map { "\($0.origin); \($0.behaviour). \($0.identifier)." }
            + plan.curves.map { "\(ExportPlan.curveDescription($0.curve)). \($0.identifier)." }
    }

    /// `export lottie --tolerance 0.0005 --fps 30 --whole-frames`, as the header quotes it.
    static func command(_ base: String, _ options: ExportOptions) -> String {
        var text = base
        if options.tolerance != LinearEasing.defaultTolerance { text += " --tolerance \(ExportNumber.plain(options.tolerance, digits: 6))" }
        if options.fps != 60 { text += " --fps \(ExportNumber.typed(options.fps))" }
        if options.wholeFrames { text += " --whole-frames" }
        if options.jsx { text += " --jsx" }
        return text
    }

    /// An animated scalar property (`{"a": 1, "k": [keyframes]}`), the frame it ends on, and a
    /// note on how it was made.
    static func keyframes(_ motion: ElementMotion, options: ExportOptions) -> (JSONValue, frames: Double, note: String, bake: SpringBake?) {
        let fps = options.fps
        func number(_ value: Double, _ places: Int) -> JSONValue { .number(ExportNumber.rounded(value, places) + 0) }
        func key(_ frame: Double, _ value: Double, handles: (Double, Double, Double, Double)?) -> JSONValue {
            var members: [(String, JSONValue)] = [("t", number(frame, 4)), ("s", .array([number(value, 6)]))]
            if let (ox, oy, ix, iy) = handles {
                members.append(("o", .object([("x", .array([number(ox, 6)])), ("y", .array([number(oy, 6)]))])))
                members.append(("i", .object([("x", .array([number(ix, 6)])), ("y", .array([number(iy, 6)]))])))
            } else {
                members.append(("h", .number(1)))
            }
            return .object(members)
        }
        switch motion {
        case .spring(let spring):
            let bake = SpringBake(spring, tolerance: options.tolerance, fps: fps, wholeFrames: options.wholeFrames)
            var keys: [JSONValue] = []
            for (index, baked) in bake.keys.enumerated() {
                let handles = index + 1 < bake.keys.count ? bake.handles(index) : nil
                keys.append(key(baked.time * fps, baked.value * travel, handles: handles.map { ($0.ox, $0.oy, $0.ix, $0.iy) }))
            }
            let note = "\(bake.keys.count) keyframes, at most \(ExportNumber.plain(bake.maxError, digits: 2)) of the travel from the spring"
            return (.object([("a", .number(1)), ("k", .array(keys))]), bake.duration * fps, note, bake)
        case .curve(let bezier, let duration):
            let keys = [key(0, 0, handles: (bezier.x1, bezier.y1, bezier.x2, bezier.y2)), key(duration * fps, travel, handles: nil)]
            return (.object([("a", .number(1)), ("k", .array(keys))]), duration * fps, "one Bézier segment over \(ExportNumber.typed(duration)) s", nil)
        }
    }

    /// A null layer (`ty` 3) that holds still, named `name`, with one Slider Control effect
    /// (Bodymovin's `ADBE Slider Control`) whose value is `slider`.
    static func layer(index: Int, name: String, slider: JSONValue) -> JSONValue {
        let still = { (value: JSONValue) in JSONValue.object([("a", .number(0)), ("k", value)]) }
        let transform: [(String, JSONValue)] = [
            ("a", still(.array([.number(0), .number(0)]))), ("p", still(.array([.number(0), .number(0)]))),
            ("s", still(.array([.number(100), .number(100)]))), ("r", still(.number(0))), ("o", still(.number(100))),
        ]
        let effect: JSONValue = .object([
            ("ty", .number(5)), ("nm", .string(ExportPlan.commentSafe(name))), ("np", .number(3)), ("mn", .string("ADBE Slider Control")),
            ("ix", .number(1)), ("en", .number(1)),
            ("ef", .array([.object([("ty", .number(0)), ("nm", .string("Slider")), ("mn", .string("ADBE Slider Control-0001")),
                                    ("ix", .number(1)), ("v", slider)])])),
        ])
        // `ddd` 0 before `ks`: a layer without it is 3D to rlottie, which then ignores `r` (it reads `rz`).
        return .object([
            ("ddd", .number(0)),
            ("nm", .string(ExportPlan.commentSafe(name))), ("ty", .number(3)), ("ind", .number(Double(index))),
            ("ip", .number(0)), ("op", .number(0)), ("st", .number(0)), ("ks", .object(transform)), ("ef", .array([effect])),
        ])
    }

    /// The layer with its out point set to the document's.
    static func outPoint(_ layer: JSONValue, _ op: Double) -> JSONValue {
        guard case .object(let members) = layer else { return layer }
        return .object(members.map { $0.0 == "op" ? ("op", .number(op)) : $0 })
    }
}
