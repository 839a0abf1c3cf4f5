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
        // A newer state makes this one's ghosts moot (`PayloadCache.details` stops here).
        guard !Cancellation.isRequested else { return [] }
        return [
            ("curve", curve.json),
            ("metrics", .string(curve.metrics)),
            ("code", .object(curve.code.map { ($0.platform, .string($0.text)) })),
            ("ghosts", ghosts(state: state, view: view)),
        ]
    }

    /// `tracks`: the plan's tracks to send (all of them unless given).
    static func json(_ plan: WAAPIPlayback, tracks: [WAAPIPlayback.Track]? = nil) -> JSONValue {
        let travels = Dictionary(plan.tracks.map { ("\($0.element).\($0.property)", abs($0.to - $0.from)) }, uniquingKeysWith: max)
        return .object([
            ("object", .string(plan.object)),
            ("duration", .number(plan.duration)),
            ("screen", .object([("width", .number(plan.screen.width)), ("height", .number(plan.screen.height)),
                                ("cornerRadius", .number(plan.screen.cornerRadius))])),
            ("elements", .array(plan.first.elements.map(Self.json))),
            ("tracks", .array((tracks ?? plan.tracks).map { track in
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

    /// The `ghosts` member of a state: each runtime's rendering of the view's action where
    /// runtimes play it (as `run ACTION --runtime NAME` does: the spring scene, and an action with
    /// a spring to interrupt, like the card's present) and the page shows ghosts, else none.
    static func ghosts(state: SceneState, view: PreviewView) -> JSONValue {
        let scene = state.scene
        guard view.ghosts, let action = (try? scene.action(named: view.action)) ?? scene.actions.first,
              scene.isInterruptible(action) else {
            return .array([])
        }
        return .array(ghosts(action, state, view: view))
    }

    /// Each runtime's rendering of the action, sampled: translucent copies beside the exact one,
    /// of the properties a runtime moves visibly otherwise — by more than ``ghostVisible`` (the
    /// card's blur keeps its own clock on every platform, so no runtime has a ghost of it; a
    /// runtime a tenth of a point from the exact one has none either: a copy on top of the
    /// element shows nothing and costs the page a frame's drawing).
    static func ghosts(_ action: SceneAction, _ state: SceneState, view: PreviewView) -> [JSONValue] {
        func plan(_ runtime: Runtime?) -> WAAPIPlayback? {
            var options = RunOptions(argument: view.argument)
            options.runtime = runtime
            options.fps = ghostRate
            return try? WAAPIPlayback(action: action, state: state, reduced: view.reduced, options: options, matchesTimings: false)
        }
        let exact = plan(nil)
        return Runtime.allCases.compactMap { runtime in
            guard !Cancellation.isRequested, let plan = plan(runtime) else { return nil }
            let differs = plan.tracks.filter { track in !(exact?.tracks.contains { Self.same($0, track, within: ghostVisible) } ?? false) }
            // The page moves a ghost's box as one: a runtime that moves any of an element's box
            // its own way sends all of that box (a card that moves its own way still grows as the exact one does).
            let boxes = Set(differs.filter { Self.boxProperties.contains($0.property) }.map(\.element))
            let own = plan.tracks.filter { track in
                differs.contains(track) || (boxes.contains(track.element) && Self.boxProperties.contains(track.property))
            }
            return .object([("runtime", .string(runtime.name)), ("plan", json(plan, tracks: own))])
        }
    }

    /// The properties of an element's box, which the page moves with one transform.
    static let boxProperties: Set<String> = ["x", "y", "width", "height"]

    /// How far (points, or the unit of a property that is not a length, scaled to its travel)
    /// a runtime's rendering strays from the exact one before it has a ghost: 0.1 pt, a tenth of
    /// a CSS pixel at 1:1.
    static let ghostVisible = 0.1

    /// Whether two tracks move the same property the same way, sample for sample, within
    /// `within` points for a length (within that fraction of a 1,000 pt move of its travel otherwise).
    static func same(_ a: WAAPIPlayback.Track, _ b: WAAPIPlayback.Track, within: Double) -> Bool {
        guard a.element == b.element, a.property == b.property, a.values.count == b.values.count else { return false }
        let lengths: Set<String> = ["x", "y", "width", "height", "cornerRadius"]
        let travel = max(abs(a.to - a.from), abs(b.to - b.from), 1e-9)
        let tolerance = lengths.contains(a.property) ? within : within / 1000 * travel
        return zip(a.values, b.values).allSatisfy { abs($0 - $1) <= tolerance }
    }
}
