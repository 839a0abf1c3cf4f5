/// A saved set of a scene's values (SPEC §3): JSON with nested objects in base units.
///
/// Keys nest on their dots (`notch.width` → `"notch": {"width": 209}`); a key that is also the
/// prefix of other keys keeps its own value under `"value"` (`"curve": {"value": "easeInOut",
/// "duration": 0.3}`). A spring group stores its form and that form's keys plus `velocity`.
public struct Preset: Sendable, Equatable {
    public static let format = "animtune-preset"
    public static let version = 1
    /// Relative to the preset file: `save` writes the schema there beside every preset (and
    /// `Presets/` ships it), so the reference resolves wherever the preset lives without a
    /// network or a published address.
    public static let schemaReference = "schema/animtune-preset.schema.json"

    public var name: String
    public var description: String
    public var state: SceneState

    public init(name: String, description: String = "", state: SceneState) {
        self.name = name
        self.description = description
        self.state = state
    }

    public var scene: any Scene { state.scene }

    // MARK: Writing

    public var json: JSONValue {
        .object([
            ("$schema", .string(Self.schemaReference)),
            ("format", .string(Self.format)),
            ("version", .number(Double(Self.version))),
            ("scene", .string(scene.name)),
            ("name", .string(name)),
            ("description", .string(description)),
            ("parameters", parametersJSON),
        ])
    }

    /// The file's text: pretty JSON ending in a newline.
    public var text: String { json.formatted() + "\n" }

    private var parametersJSON: JSONValue {
        var tree = KeyTree()
        for parameter in scene.parameters {
            tree.insert(parameter.key, Self.encode(state.values[parameter.key] ?? parameter.defaultValue))
        }
        for group in scene.springGroups {
            tree.insert(group.prefix, Self.encode(state.setting(group.prefix)))
        }
        return tree.json { own, children in
            switch own {
            case .object(let members)?: .object(members + children)
            case let value?: .object([("value", value)] + children)
            case nil: .object(children)
            }
        }
    }

    static func encode(_ value: ParameterValue) -> JSONValue {
        if case .number(let number) = value { return .number(number) }
        return .string(value.description)
    }

    static func encode(_ setting: SpringSetting) -> JSONValue {
        switch setting {
        case .uikit(let uikit):
            return .object([("form", .string("uikit")), ("duration", .number(uikit.duration)),
                            ("damping", .number(uikit.dampingRatio)), ("velocity", .number(uikit.velocity))])
        case .swiftui(let swiftui, let velocity, .dampingFraction):
            return .object([("form", .string("swiftui")), ("response", .number(swiftui.response)),
                            ("dampingFraction", .number(swiftui.dampingRatio)), ("velocity", .number(velocity))])
        case .swiftui(let swiftui, let velocity, .bounce):
            return .object([("form", .string("swiftui")), ("response", .number(swiftui.response)),
                            ("bounce", .number(swiftui.bounce)), ("velocity", .number(velocity))])
        case .physical(let spring):
            return .object([("form", .string("physical")), ("mass", .number(spring.mass)),
                            ("stiffness", .number(spring.stiffness)), ("dampingCoefficient", .number(spring.damping)),
                            ("velocity", .number(spring.initialVelocity))])
        }
    }
}
