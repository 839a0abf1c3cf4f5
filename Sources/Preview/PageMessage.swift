import AnimTuneCore

/// What a page may say: UI events only, never command text or a path. Anything else — text
/// that is not one of these objects, an unknown member, a value out of range, a message over
/// ``maximumBytes`` — is refused with the reason, and the connection is closed.
enum PageMessage: Equatable {
    /// The page drew the state of this version; `module`: with the timings of that state's
    /// `export waapi` module (until it has imported it, the page draws the core's keyframes).
    case acknowledge(version: Int, module: Bool)
    /// Show another action of the scene.
    case action(String)
    /// Play the reduced-motion variant, or not.
    case reduced(Bool)
    /// Draw the runtimes' ghosts, or not.
    case ghosts(Bool)

    /// The largest message a page sends: a few UI fields, far under this.
    static let maximumBytes = 4096

    struct Refusal: Error, Equatable {
        let reason: String
    }

    init(_ text: String, actions: [String]) throws(Refusal) {
        guard text.utf8.count <= Self.maximumBytes else { throw Refusal(reason: "a message of \(text.utf8.count) bytes, over \(Self.maximumBytes)") }
        let value: JSONValue
        do { value = try JSONReader().parse(text) } catch { throw Refusal(reason: "not JSON: \(error.description)") }
        guard case .object(let members) = value, case .string(let type)? = value["type"] else {
            throw Refusal(reason: "not an object with a \"type\"")
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
            try only(["type", "name"])
            guard case .string(let name)? = value["name"], actions.contains(name) else {
                throw Refusal(reason: "action: name must be one of \(actions.joined(separator: ", "))")
            }
            self = .action(name)
        case "reduced", "ghosts":
            try only(["type", "on"])
            guard case .bool(let on)? = value["on"] else { throw Refusal(reason: "\(type): on must be true or false") }
            self = type == "reduced" ? .reduced(on) : .ghosts(on)
        default:
            throw Refusal(reason: "unknown message type \"\(TerminalSafeName.clip(type))\"")
        }
    }
}
