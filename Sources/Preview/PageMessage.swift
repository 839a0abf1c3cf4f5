import AnimTuneCore

/// What a page may say: UI events only, never command text or a path. Anything else — text
/// that is not one of these objects, an unknown member, a value out of range, a message over
/// ``maximumBytes`` — is refused with the reason, and the connection is closed.
enum PageMessage: Equatable {
    /// The page drew the state of this version; `module`: with the timings of that state's
    /// `export waapi` module (until it has imported it, the page draws the core's keyframes).
    case acknowledge(version: Int, module: Bool)
    /// Show an action of the scene, with one of its arguments (the tab a tap selects) or its default.
    case action(String, argument: String?)
    /// Play the reduced-motion variant, or not.
    case reduced(Bool)
    /// Draw the runtimes' ghosts, or not.
    case ghosts(Bool)
    /// A finger let go: its pointer events (see ``PageGesture``).
    case gesture(PageGesture)
    /// A finger still down: its pointer events so far; the page follows it with the answer.
    case follow(PageGesture)
    /// A tap on the moving element: send the action's spring to `target` (a progress of its
    /// move, as `run --retarget TIME:TARGET` takes it, or the tab tapped) at `time` seconds on
    /// the action's clock. `ofGesture`: the tap lands while the spring continues the page's last
    /// gesture, after the finger let go (the time on that gesture's clock, from its first sample).
    case retarget(time: Double, target: RetargetGoal, ofGesture: Bool)

    /// The largest UI event a page sends: a few fields, far under this.
    static let maximumBytes = 4096
    /// The largest gesture message: 10,000 samples of three numbers, at most ~60 bytes each.
    static let maximumGestureBytes = 640 * 1024
    /// Accepted retarget targets, progress of the move (`--retarget` takes the same).
    static let targetRange = -10.0...10.0

    struct Refusal: Error, Equatable {
        let reason: String
    }

    init(_ text: String, actions: [SceneAction]) throws(Refusal) {
        let bytes = text.utf8.count
        guard bytes <= Self.maximumGestureBytes else {
            throw Refusal(reason: "a message of \(bytes) bytes, over \(Self.maximumGestureBytes)")
        }
        let value: JSONValue
        do { value = try JSONReader().parse(text) } catch { throw Refusal(reason: "not JSON: \(OneLine.text(String(error.description.prefix(80))))") }
        guard case .object(let members) = value, case .string(let type)? = value["type"] else {
            throw Refusal(reason: "not an object with a \"type\"")
        }
        guard type == "gesture" || type == "follow" || bytes <= Self.maximumBytes else {
            throw Refusal(reason: "a message of \(bytes) bytes, over \(Self.maximumBytes) (only a gesture may be larger)")
        }
        func only(_ names: Set<String>) throws(Refusal) {
            if let extra = members.first(where: { !names.contains($0.0) }) {
                throw Refusal(reason: "\(type): unknown member \"\(TerminalSafeName.clip(extra.0))\"")
            }
        }
        switch type {
        case "ack":
            try only(["type", "version", "module"])
            guard case .number(let number)? = value["version"], number.isFinite, number >= 0, number <= 1e15, number == number.rounded() else {
                throw Refusal(reason: "ack: version must be a whole number")
            }
            guard case .bool(let module)? = value["module"] else { throw Refusal(reason: "ack: module must be true or false") }
            self = .acknowledge(version: Int(number), module: module)
        case "action":
            try only(["type", "name", "argument"])
            guard case .string(let name)? = value["name"], let action = actions.first(where: { $0.name == name }) else {
                throw Refusal(reason: "action: name must be one of \(actions.map(\.name).joined(separator: ", "))")
            }
            switch value["argument"] {
            case nil, .null?: self = .action(name, argument: nil)
            case .string(let argument)? where action.arguments.contains(argument): self = .action(name, argument: argument)
            default:
                throw Refusal(reason: action.arguments.isEmpty ? "action: \(name) takes no argument"
                    : "action: the argument of \(name) must be one of \(action.arguments.joined(separator: ", "))")
            }
        case "reduced", "ghosts":
            try only(["type", "on"])
            guard case .bool(let on)? = value["on"] else { throw Refusal(reason: "\(type): on must be true or false") }
            self = type == "reduced" ? .reduced(on) : .ghosts(on)
        case "gesture":
            try only(["type", "samples", "record"])
            self = .gesture(try PageGesture(value))
        case "follow":
            try only(["type", "samples"])
            self = .follow(try PageGesture(value))
        case "retarget":
            try only(["type", "time", "target", "tab", "gesture"])
            guard case .number(let time)? = value["time"], time.isFinite, (0...Gesture.maximumDuration).contains(time) else {
                throw Refusal(reason: "retarget: time must be seconds from 0 to 60")
            }
            let target: RetargetGoal
            switch (value["target"], value["tab"]) {
            case (let given?, nil):
                guard case .number(let progress) = given, progress.isFinite, Self.targetRange.contains(progress) else {
                    throw Refusal(reason: "retarget: target must be a progress of the move from -10 to 10")
                }
                target = .progress(progress)
            case (nil, .string(let name)?):
                guard let tab = TabBarTab(rawValue: name) else {
                    throw Refusal(reason: "retarget: tab must be one of \(TabBarTab.names.joined(separator: ", "))")
                }
                target = .tab(tab)
            default: throw Refusal(reason: "retarget: give target, a progress of the move from -10 to 10, or tab, one of \(TabBarTab.names.joined(separator: ", "))")
            }
            let ofGesture: Bool
            switch value["gesture"] {
            case nil: ofGesture = false
            case .bool(let on)?: ofGesture = on
            default: throw Refusal(reason: "retarget: gesture must be true or false")
            }
            self = .retarget(time: time, target: target, ofGesture: ofGesture)
        default:
            throw Refusal(reason: "unknown message type \"\(TerminalSafeName.clip(type))\"")
        }
    }
}
