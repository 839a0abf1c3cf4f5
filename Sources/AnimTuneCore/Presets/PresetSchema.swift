/// The JSON Schema (draft 2020-12) of preset files, generated from the scene tables so it can
/// never disagree with what `load` accepts. `Presets/schema/` ships its output.
public enum PresetSchema {
    public static var json: JSONValue {
        .object([
            ("$schema", .string("https://json-schema.org/draft/2020-12/schema")),
            ("title", .string(title)),
            ("description", .string("One scene's parameters in base units: seconds, points, degrees, ratios; colours as #RRGGBB or #RGB.")),
            ("type", .string("object")),
            ("required", .array(["format", "version", "scene", "name"].map { .string($0) })),
            ("properties", .object([
                ("$schema", .object([("type", .string("string"))])),
                ("format", .object([("const", .string(Preset.format))])),
                ("version", .object([("type", .string("integer")), ("minimum", .number(1)),
                                     ("maximum", .number(Double(Preset.version)))])),
                ("scene", .object([("enum", .array(SceneCatalog.names.map { .string($0) }))])),
                ("name", .object([("type", .string("string")), ("minLength", .number(1))])),
                ("description", .object([("type", .string("string"))])),
                ("parameters", .object([("type", .string("object"))])),
            ])),
            ("additionalProperties", .bool(false)),
            ("allOf", .array(SceneCatalog.all.map { scene in
                .object([
                    ("if", .object([("properties", .object([("scene", .object([("const", .string(scene.name))]))]))])),
                    ("then", .object([("properties", .object([("parameters", parameters(of: scene))]))])),
                ])
            })),
            ("$defs", .object([("spring", springSchema)])),
        ])
    }

    public static var text: String { json.formatted() + "\n" }

    static let title = "animtune preset"
    /// The line that marks a file as some version of this schema.
    public static var titleLine: String { "\"title\": \"\(title)\"" }

    private static func parameters(of scene: any Scene) -> JSONValue {
        var tree = KeyTree()
        for parameter in scene.parameters { tree.insert(parameter.key, schema(for: parameter)) }
        for group in scene.springGroups { tree.insert(group.prefix, .object([("$ref", .string("#/$defs/spring"))])) }
        // A key that is also a prefix (`curve` beside `curve.duration`) is its value alone or
        // an object with "value", as `load` reads either.
        return tree.json { own, children in
            let object = JSONValue.object([("type", .string("object")),
                                           ("properties", .object((own.map { [("value", $0)] } ?? []) + children)),
                                           ("additionalProperties", .bool(false))])
            guard let own, !children.isEmpty else { return object }
            return .object([("anyOf", .array([own, object]))])
        }
    }

    private static func schema(for parameter: Parameter) -> JSONValue {
        var members: [(String, JSONValue)] = [("description", .string(parameter.help))]
        switch parameter.kind {
        case .number(let unit, let range):
            members += [("type", .string("number")), ("minimum", .number(range.lowerBound)),
                        ("maximum", .number(range.upperBound))]
            if !unit.symbol.isEmpty { members.append(("x-unit", .string(unit.symbol))) }
        case .integer(let range):
            members += [("type", .string("integer")), ("minimum", .number(Double(range.lowerBound))),
                        ("maximum", .number(Double(range.upperBound)))]
        case .colour:
            members += [("type", .string("string")), ("pattern", .string(PresetTextPattern.colour))]
        case .timingCurve:
            members += [("type", .string("string")), ("pattern", .string(PresetTextPattern.timingCurve))]
        case .choice(let words):
            members.append(("enum", .array(words.map { .string($0) })))
        }
        members.append(("default", Preset.encode(parameter.defaultValue)))
        return .object(members)
    }

    private static var springSchema: JSONValue {
        func form(_ name: String, _ fields: [SpringField]) -> JSONValue {
            var properties: [(String, JSONValue)] = [("form", .object([("const", .string(name))]))]
            for field in fields + [.velocity] {
                properties.append((field.rawValue, .object([
                    ("type", .string("number")), ("minimum", .number(field.range.lowerBound)),
                    ("maximum", .number(field.range.upperBound)), ("description", .string(field.help)),
                ])))
            }
            return .object([("type", .string("object")), ("required", .array((["form"] + fields.map(\.rawValue)).map { .string($0) })),
                            ("properties", .object(properties)), ("additionalProperties", .bool(false))])
        }
        return .object([
            ("description", .string("A spring in the form it was last set in.")),
            ("oneOf", .array([
                form("uikit", [.duration, .damping]),
                form("swiftui", [.response, .dampingFraction]),
                form("swiftui", [.response, .bounce]),
                form("physical", [.mass, .stiffness, .dampingCoefficient]),
            ])),
        ])
    }
}
