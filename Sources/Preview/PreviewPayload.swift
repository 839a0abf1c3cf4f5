import AnimTuneCore

/// What the page needs to draw one state of the scene and play one of its actions, as the
/// members of a `state` message: each member is compared with what the connection last sent,
/// so a push carries only the members that changed. What the page shows beside the scene —
/// the curve, its measures and code, the runtimes' ghosts — follows in a second message
/// (``details(state:view:)``), so a change is on the screen before they are computed.
struct PreviewPayload {
    /// Where a sampled track may be from the core's samples when drawn linearly between the
    /// points kept, as a fraction of the property's travel (a tenth of the 0.001 promised).
    static let sampledTolerance = 1e-4
    /// Points of the action's curve drawn in the page.
    static let curvePoints = 240

    let members: [(String, JSONValue)]

    /// - Parameters:
    ///   - view: what the page shows (action, reduced, ghosts)
    ///   - moduleURL: where the page imports the `export waapi` module of this state from
    init(state: SceneState, view: PreviewView, moduleURL: String) {
        let scene = state.scene
        let action = (try? scene.action(named: view.action)) ?? scene.actions.first
        var members: [(String, JSONValue)] = [
            ("scene", .string(scene.name)),
            ("actions", .array(scene.actions.map { .string($0.name) })),
            ("action", .string(action?.name ?? "")),
            ("argument", view.argument.map(JSONValue.string) ?? .null),
            ("reduced", .bool(view.reduced)),
            ("values", .object(scene.keys.map { ($0, .string(state.value(forKey: $0)?.description ?? "")) })),
            ("module", .string(moduleURL)),
            ("finger", FingerDrive.of(scene).map { .object([("action", .string($0.action)), ("axis", .string($0.axis.rawValue)),
                                                             ("sign", .number($0.sign))]) } ?? .null),
        ]
        guard let action else {
            self.members = members + [("problem", .string("scene \(scene.name) has no action to play"))]
            return
        }
        do {
            let plan = try WAAPIPlayback(action: action, state: state, reduced: view.reduced, options: RunOptions(argument: view.argument))
            members.append(("plan", Self.json(plan)))
            members.append(("problem", .null))
        } catch {
            members.append(("problem", .string(error.description)))
        }
        self.members = members
    }

    /// The members of the second message: the action's curve, its spring's measures and code
    /// on each platform, and the runtimes' ghosts.
    static func details(state: SceneState, view: PreviewView) -> [(String, JSONValue)] {
        let scene = state.scene
        guard let action = (try? scene.action(named: view.action)) ?? scene.actions.first else {
            return [("curve", .null), ("metrics", .string("")), ("code", .object([])), ("ghosts", .array([]))]
        }
        let curve = PreviewCurve(action: action, state: state)
        return [
            ("curve", curve.json),
            ("metrics", .string(curve.metrics)),
            ("code", .object(curve.code.map { ($0.platform, .string($0.text)) })),
            ("ghosts", ghosts(state: state, view: view)),
        ]
    }

    static func json(_ plan: WAAPIPlayback) -> JSONValue {
        let travels = Dictionary(plan.tracks.map { ("\($0.element).\($0.property)", abs($0.to - $0.from)) }, uniquingKeysWith: max)
        return .object([
            ("object", .string(plan.object)),
            ("duration", .number(plan.duration)),
            ("screen", .object([("width", .number(plan.screen.width)), ("height", .number(plan.screen.height)),
                                ("cornerRadius", .number(plan.screen.cornerRadius))])),
            ("elements", .array(plan.first.elements.map(Self.json))),
            ("tracks", .array(plan.tracks.map { track in
                Self.json(track, tolerance: sampledTolerance * (travels["\(track.element).\(track.property)"] ?? 1))
            })),
            ("colours", .array(plan.colours.map { track in
                .object([("element", .string(track.element)), ("times", .array(track.times.map(JSONValue.number))),
                         ("colours", .array(track.colours.map { .string($0.description) }))])
            })),
        ])
    }

    static func json(_ element: ElementFrame) -> JSONValue {
        .object([
            ("name", .string(element.name)), ("x", .number(element.x)), ("y", .number(element.y)),
            ("width", .number(element.width)), ("height", .number(element.height)), ("scale", .number(element.scale)),
            ("rotation", .number(element.rotation)), ("rotationAxis", .string(element.rotationAxis.rawValue)),
            ("cornerRadius", .number(element.cornerRadius)), ("alpha", .number(element.alpha)),
            ("colour", .string(element.colour.description)), ("z", .number(Double(element.zIndex))),
            ("outline", .string(element.outline.rawValue)),
        ])
    }

    static func json(_ track: WAAPIPlayback.Track, tolerance: Double) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("element", .string(track.element)), ("property", .string(track.property)),
            ("from", .number(track.from)), ("to", .number(track.to)),
        ]
        switch track.source {
        case .timing(let member, let arguments):
            members.append(("timing", .object([("member", .string(member)), ("arguments", .array(arguments.map(JSONValue.number)))])))
        case .linear(let member):
            members.append(("linear", .string(member)))
        case .sampled:
            break
        }
        // Every track carries the core's keyframes: a sampled one plays them, one that follows
        // a timing until the page has imported this state's module.
        let kept = PolylineSimplification.indices(times: track.times, values: track.values, tolerance: tolerance)
        members.append(("times", .array(kept.map { .number(track.times[$0]) })))
        members.append(("values", .array(kept.map { .number(track.values[$0]) })))
        return .object(members)
    }

    /// Samples per second of a ghost: a runtime draws whole frames (60 or 120 Hz), so a ghost
    /// sampled at 240 Hz shows each of them.
    static let ghostRate = 240.0

    /// The `ghosts` member of a state: each runtime's rendering of the view's action where the
    /// scene plays runtimes and the page shows ghosts, else none.
    static func ghosts(state: SceneState, view: PreviewView) -> JSONValue {
        let scene = state.scene
        guard view.ghosts, scene.playsRuntimes, let action = (try? scene.action(named: view.action)) ?? scene.actions.first else {
            return .array([])
        }
        return .array(ghosts(action, state, view: view))
    }

    /// Each runtime's rendering of the action, sampled: translucent copies beside the exact one.
    static func ghosts(_ action: SceneAction, _ state: SceneState, view: PreviewView) -> [JSONValue] {
        Runtime.allCases.compactMap { runtime in
            var options = RunOptions(argument: view.argument)
            options.runtime = runtime
            options.fps = ghostRate
            guard let plan = try? WAAPIPlayback(action: action, state: state, reduced: view.reduced, options: options, matchesTimings: false)
            else { return nil }
            return .object([("runtime", .string(runtime.name)), ("plan", json(plan))])
        }
    }
}
