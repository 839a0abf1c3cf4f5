/// Reads and validates a preset completely before anything uses it: syntax (line and column),
/// format, version, scene, every key (closest name for unknown ones), types and ranges.
public enum PresetDecoder {
    static let topLevelKeys = ["$schema", "format", "version", "scene", "name", "description", "parameters"]

    public static func decode(_ text: String) throws(PresetError) -> Preset {
        let document: JSONValue
        do {
            document = try JSONReader().parse(text)
        } catch {
            throw PresetError("line \(error.line), column \(error.column)", error.message)
        }
        guard case .object(let members) = document else { throw PresetError("", "a preset is a JSON object") }
        for (key, _) in members where !topLevelKeys.contains(key) {
            throw PresetError(key, "unknown key" + Suggestion.didYouMean(key, in: topLevelKeys)
                + " (accepted: \(topLevelKeys.joined(separator: ", ")))")
        }
        guard case .string(let format)? = document["format"], format == Preset.format else {
            throw PresetError("format", "expected \"\(Preset.format)\"; this is not an animtune preset")
        }
        guard case .number(let version)? = document["version"], version == version.rounded(), version >= 1 else {
            throw PresetError("version", "expected a whole number ≥ 1")
        }
        guard version <= Double(Preset.version) else {
            throw PresetError("version", "\(NumberFormatting.exact(version)) is newer than this animtune reads (\(Preset.version)); update animtune")
        }
        guard case .string(let sceneName)? = document["scene"] else {
            throw PresetError("scene", "expected the scene's name, one of \(SceneCatalog.names.joined(separator: ", "))")
        }
        let scene: any Scene
        do { scene = try SceneCatalog.scene(named: sceneName) } catch { throw PresetError("scene", error.description) }
        guard case .string(let name)? = document["name"], !name.isEmpty else {
            throw PresetError("name", "expected a non-empty string")
        }
        var description = ""
        if let value = document["description"] {
            guard case .string(let text) = value else { throw PresetError("description", "expected a string") }
            description = text
        }
        var state = scene.defaultState
        if let parameters = document["parameters"] {
            guard case .object = parameters else { throw PresetError("parameters", "expected an object") }
            try read(parameters, path: [], into: &state)
        }
        return Preset(name: name, description: description, state: state)
    }

    private static func read(_ node: JSONValue, path: [String], into state: inout SceneState) throws(PresetError) {
        let scene = state.scene
        let key = path.joined(separator: ".")
        let place = (["parameters"] + path).joined(separator: ".")
        if let group = scene.springGroup(named: key) {
            try state.apply(spring: spring(node, group: group, place: place), to: group.prefix, place: place)
            return
        }
        if case .object(let members) = node {
            for (member, value) in members {
                if member == "value", scene.parameter(forKey: key) != nil {
                    try leaf(value, key: key, place: place + ".value", into: &state)
                } else {
                    try read(value, path: path + [member], into: &state)
                }
            }
            return
        }
        try leaf(node, key: key, place: place, into: &state)
    }

    private static func leaf(_ node: JSONValue, key: String, place: String, into state: inout SceneState) throws(PresetError) {
        let scene = state.scene
        guard let parameter = scene.parameters.first(where: { $0.key == key }) else {
            throw PresetError(place, "unknown parameter of scene '\(scene.name)'"
                + Suggestion.didYouMean(key, in: scene.parameters.map(\.key) + scene.springGroups.map(\.prefix)))
        }
        let value: ParameterValue
        switch (parameter.kind, node) {
        case (.number, .number(let number)), (.integer, .number(let number)):
            value = .number(number)
        case (.number(let unit, _), _):
            throw PresetError(place, "expected a number in \(unit.symbol.isEmpty ? "base units" : unit.symbol)")
        case (.integer, _):
            throw PresetError(place, "expected a whole number")
        case (_, .string(let text)):
            do { value = try parameter.parse(text) } catch { throw PresetError(place, error.description) }
            guard PresetTextPattern.matches(text, parameter.kind) else {
                throw PresetError(place, "'\(text)' is not how a preset writes it; write \(JSONValue.quoted(value.description))"
                    + (parameter.kind == .timingCurve ? " (accepted: \(PresetTextPattern.timingCurveDescription))" : " (accepted: #RRGGBB or #RGB)"))
            }
        default:
            throw PresetError(place, "expected a string: \(parameter.kind.acceptedDescription)")
        }
        do { try state.apply(key: key, value: value) } catch { throw PresetError(place, error.description) }
    }

    static func spring(_ node: JSONValue, group: SpringGroup, place: String) throws(PresetError) -> SpringSetting {
        guard case .object(let members) = node else {
            throw PresetError(place, "expected a spring object with \"form\" and its keys")
        }
        let formKeys: [SpringForm: [String]] = [
            .uikit: ["duration", "damping", "velocity"],
            .swiftui: ["response", "dampingFraction", "bounce", "velocity"],
            .physical: ["mass", "stiffness", "dampingCoefficient", "velocity"],
        ]
        guard case .string(let formName)? = node["form"], let form = SpringForm(rawValue: formName) else {
            throw PresetError(place + ".form", "expected one of uikit, swiftui, physical")
        }
        let accepted = ["form"] + formKeys[form]!
        var numbers: [String: Double] = [:]
        for (key, value) in members where key != "form" {
            guard accepted.contains(key) else {
                throw PresetError("\(place).\(key)", "not a key of a \(formName) spring" + Suggestion.didYouMean(key, in: accepted)
                    + " (accepted: \(accepted.joined(separator: ", ")))")
            }
            guard case .number(let number) = value else { throw PresetError("\(place).\(key)", "expected a number") }
            let field = key == "damping" ? SpringField.damping : SpringField(rawValue: key)!
            guard field.range.contains(number) else {
                throw PresetError("\(place).\(key)", RangeMessage.outOfRange(number, field.range, symbol: field.unit.symbol))
            }
            numbers[key] = number
        }
        if form == .swiftui {
            switch (numbers["dampingFraction"], numbers["bounce"]) {
            case (nil, nil): throw PresetError(place, "missing 'dampingFraction' or 'bounce' for a swiftui spring")
            case (_?, _?): throw PresetError(place, "give 'dampingFraction' or 'bounce' for a swiftui spring, not both")
            default: break
            }
        }
        for key in formKeys[form]! where !["velocity", "dampingFraction", "bounce"].contains(key) && numbers[key] == nil {
            throw PresetError(place, "missing '\(key)' for a \(formName) spring")
        }
        let velocity = numbers["velocity"] ?? 0
        switch form {
        case .uikit:
            let uikit = UIKitSpring(duration: numbers["duration"]!, dampingRatio: numbers["damping"]!, velocity: velocity)
            do { try uikit.validate() } catch { throw PresetError(place, error.description) }
            return .uikit(uikit)
        case .swiftui:
            if let bounce = numbers["bounce"] {
                return .swiftui(SwiftUISpring(duration: numbers["response"]!, bounce: bounce), velocity: velocity, notation: .bounce)
            }
            return .swiftui(SwiftUISpring(response: numbers["response"]!, dampingRatio: numbers["dampingFraction"]!),
                            velocity: velocity, notation: .dampingFraction)
        case .physical:
            return .physical(Spring(mass: numbers["mass"]!, stiffness: numbers["stiffness"]!,
                                    damping: numbers["dampingCoefficient"]!, initialVelocity: velocity))
        }
    }
}

extension SceneState {
    fileprivate mutating func apply(spring setting: SpringSetting, to prefix: String, place: String) throws(PresetError) {
        do { try apply(spring: setting, to: prefix) } catch { throw PresetError(place, error.description) }
    }
}
