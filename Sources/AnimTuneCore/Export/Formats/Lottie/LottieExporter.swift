/// A Lottie document (lottie-spec 1.0): one null layer per animated element of the scene, each
/// spring baked into Bézier keyframes (``SpringBake``) within `--tolerance` of the travel, each
/// timing curve one Bézier segment; position is split so every axis has its own easing. Players
/// other than lottie-web ignore expressions, so nothing here needs them.
public struct LottieExporter: Exporter {
    public init() {}
    public let about = ExportFormat("lottie", extension: "json", options: [ExportOptions.toleranceName, ExportOptions.fpsName, ExportOptions.wholeFramesName],
                                    summary: "Lottie JSON: a null layer per animated element, springs baked into Bézier keyframes within --tolerance (no expressions)")

    /// The lottie-spec version written in `ver` (`MMmmpp`).
    static let specVersion = 10001
    /// The Bodymovin version written in `v`: lottie-spec 1.0 does not require it, but rlottie
    /// (Telegram's player) loads no file without it (its parser's "valid bodymovin header").
    static let bodymovinVersion = "5.7.0"

    /// One layer's animated slots: which CSS property of the element each carries, from which key.
    typealias LayerSlots = [(property: String, key: String, motion: ElementMotion, slot: Slot)]

    /// Every animated element with its layers in order (a second layer when the element moves
    /// more properties than one layer has slots for); the layers are numbered 1… in this order.
    static func layout(_ plan: ExportPlan) -> [(element: ElementTransition, layers: [LayerSlots])] {
        ElementMotion.elements(plan).filter { !$0.motions.isEmpty }.map { element, motions in
            var groups: [LayerSlots] = []
            for (property, key, motion) in motions {
                let wanted: [Slot] = property == "opacity" ? [.opacity] : property == "top" ? [.y, .x, .rotation] : [.x, .y, .rotation]
                if let index = groups.firstIndex(where: { group in wanted.contains { slot in !group.contains { $0.slot == slot } } }) {
                    let slot = wanted.first { slot in !groups[index].contains { $0.slot == slot } }!
                    groups[index].append((property, key, motion, slot))
                } else {
                    groups.append([(property, key, motion, wanted[0])])
                }
            }
            return (element, groups)
        }
    }
    /// What each animated value runs over: 0 → 100 (percent of the element's move).
    static let travel = 100.0

    /// The layer properties an element's animated CSS properties go to, in order of use:
    /// opacity on `o`, everything else on the split position's axes, then rotation.
    enum Slot: String, CaseIterable {
        case x = "p.x", y = "p.y", rotation = "r", opacity = "o"
    }

    public func output(_ preset: Preset, options: ExportOptions) -> ExportOutput {
        let plan = ExportPlan(preset, options: options)
        let fps = options.fps
        var layers: [JSONValue] = []
        var warnings: [ExportWarning] = []
        var refusal: String?
        var end = 1.0
        for (element, groups) in Self.layout(plan) {
            for (number, group) in groups.enumerated() {
                var properties: [Slot: JSONValue] = [:]
                var notes: [String] = []
                for entry in group {
                    let (keys, frames, note, bake) = Self.keyframes(entry.motion, options: options)
                    if let bake, refusal == nil, let limit = bake.limit { refusal = Self.refusal(limit, key: entry.key) }
                    if let bake, !warnings.contains(where: { $0.key == entry.key }), let warning = Self.warning(bake, key: entry.key) {
                        warnings.append(warning)
                    }
                    properties[entry.slot] = keys
                    end = max(end, frames)
                    notes.append("\(entry.property) on \(entry.slot.rawValue), 0 → \(ExportNumber.typed(Self.travel)) (its move in percent): "
                                 + "\(entry.key), \(note)")
                }
                let name = element.element + (number == 0 ? "" : " (\(number + 1))")
                layers.append(Self.layer(index: layers.count + 1, name: name,
                                         comment: ExportPlan.sentence(element.help) + " " + notes.joined(separator: "; ") + ".",
                                         properties: properties))
            }
        }
        let op = (end - 1e-9).rounded(.up)
        layers = layers.map { Self.outPoint($0, op) }
        let header = plan.header(platform: "Lottie", command: Self.command("export lottie", options))
        var root: [(String, JSONValue)] = [
            ("nm", .string(header.joined(separator: " "))),
            ("v", .string(Self.bodymovinVersion)),
            ("ver", .number(Double(Self.specVersion))),
            ("fr", .number(fps)), ("ip", .number(0)), ("op", .number(op)),
            ("w", .number(Screen.iPhoneX.width)), ("h", .number(Screen.iPhoneX.height)),
            ("assets", .array([])),
            ("layers", .array(layers)),
        ]
        let reduced = plan.reduced
        if reduced.branches.contains(where: { $0.strategy != .none }) {
            let comment = "reduced motion: " + reduced.branches.map { "\($0.action) — \($0.description)" }.joined(separator: "; ")
            root.append(("markers", .array([.object([("cm", .string(ExportPlan.commentSafe(comment))), ("tm", .number(0)), ("dr", .number(op))])])))
        }
        root.append(("meta", .object([("g", .string("animtune")), ("d", .string(Self.readBackNotes(plan).joined(separator: " ")))])))
        return ExportOutput(text: JSONValue.object(root).formatted() + "\n", warnings: warnings, refusal: refusal)
    }

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

    /// A null layer (`ty` 3) whose transform carries the animated slots; the others hold still.
    static func layer(index: Int, name: String, comment: String, properties: [Slot: JSONValue]) -> JSONValue {
        let still = { (value: Double) in JSONValue.object([("a", .number(0)), ("k", .number(value))]) }
        let transform: [(String, JSONValue)] = [
            ("a", .object([("a", .number(0)), ("k", .array([.number(0), .number(0)]))])),
            ("p", .object([("s", .bool(true)), ("x", properties[.x] ?? still(0)), ("y", properties[.y] ?? still(0))])),
            ("s", .object([("a", .number(0)), ("k", .array([.number(100), .number(100)]))])),
            ("r", properties[.rotation] ?? still(0)),
            ("o", properties[.opacity] ?? still(100)),
        ]
        // `ddd` 0 before `ks`: a layer without it is 3D to rlottie, which then ignores `r` (it reads `rz`).
        return .object([
            ("ddd", .number(0)),
            ("nm", .string(ExportPlan.commentSafe(name + ": " + comment))), ("ty", .number(3)), ("ind", .number(Double(index))),
            ("ip", .number(0)), ("op", .number(0)), ("st", .number(0)), ("ks", .object(transform)),
        ])
    }

    /// The layer with its out point set to the document's.
    static func outPoint(_ layer: JSONValue, _ op: Double) -> JSONValue {
        guard case .object(let members) = layer else { return layer }
        return .object(members.map { $0.0 == "op" ? ("op", .number(op)) : $0 })
    }
}
