@testable import AnimTuneCore

/// The rules of the Design Tokens Format Module 2025.10 that animtune's tokens rely on,
/// checked independently of the exporter: names, reserved `$` properties, type inheritance,
/// the value shape of every type used (`duration` and `dimension` objects with their units,
/// `color` objects, `cubicBezier` arrays with x in [0, 1], `transition` objects with all three
/// parts) and aliases that resolve to a token of the expected type.
struct DTCGChecker {
    let root: JSONValue
    private(set) var problems: [String] = []

    static let types: Set<String> = ["color", "dimension", "fontFamily", "fontWeight", "duration", "cubicBezier",
                                     "number", "strokeStyle", "border", "transition", "shadow", "gradient", "typography"]
    static let groupProperties: Set<String> = ["$type", "$description", "$extensions", "$deprecated", "$schema", "$extends"]
    static let tokenProperties: Set<String> = ["$value", "$type", "$description", "$extensions", "$deprecated"]
    static let colorSpaces: Set<String> = ["srgb", "srgb-linear", "hsl", "hwb", "lab", "lch", "oklab", "oklch",
                                           "display-p3", "a98-rgb", "prophoto-rgb", "rec2020", "xyz-d65", "xyz-d50"]

    /// Checks the whole document; `problems` is empty when it is valid.
    init(_ root: JSONValue) {
        self.root = root
        guard case .object = root else {
            problems = ["the document is not an object"]
            return
        }
        walk(root, path: [], inheritedType: nil)
    }

    /// Every token as (path, resolved type).
    var tokens: [(path: String, type: String?)] {
        var found: [(String, String?)] = []
        func visit(_ value: JSONValue, _ path: [String], _ inherited: String?) {
            guard case .object(let members) = value else { return }
            let type = value["$type"].flatMap { if case .string(let t) = $0 { t } else { nil } } ?? inherited
            if value["$value"] != nil {
                found.append((path.joined(separator: "."), type ?? aliasType(value["$value"]!)))
                return
            }
            for (name, child) in members where !name.hasPrefix("$") { visit(child, path + [name], type) }
        }
        visit(root, [], nil)
        return found
    }

    private mutating func walk(_ value: JSONValue, path: [String], inheritedType: String?) {
        let here = path.isEmpty ? "(root)" : path.joined(separator: ".")
        guard case .object(let members) = value else {
            problems.append("\(here): a group or token must be an object")
            return
        }
        var type = inheritedType
        if let declared = value["$type"] {
            guard case .string(let name) = declared, Self.types.contains(name) else {
                problems.append("\(here): unknown $type \(declared.formatted())")
                return
            }
            type = name
        }
        if let description = value["$description"], case .string = description {} else if value["$description"] != nil {
            problems.append("\(here): $description must be a string")
        }
        if let extensions = value["$extensions"] {
            if case .object(let entries) = extensions {
                for (key, _) in entries where !key.contains(".") {
                    problems.append("\(here): $extensions key '\(key)' is not in reverse domain name notation")
                }
            } else {
                problems.append("\(here): $extensions must be an object")
            }
        }
        if let tokenValue = value["$value"] {
            for (name, _) in members where !Self.tokenProperties.contains(name) {
                problems.append("\(here): a token may not have '\(name)'")
            }
            check(tokenValue, as: type, at: here)
            return
        }
        for (name, child) in members {
            if name.hasPrefix("$") {
                if !Self.groupProperties.contains(name) { problems.append("\(here): unknown group property '\(name)'") }
                continue
            }
            if name.contains(".") || name.contains("{") || name.contains("}") {
                problems.append("\(here): name '\(name)' may not contain '.', '{' or '}'")
            }
            walk(child, path: path + [name], inheritedType: type)
        }
    }

    private mutating func check(_ value: JSONValue, as type: String?, at path: String) {
        if let target = alias(value) {
            guard let resolved = resolve(target) else {
                problems.append("\(path): alias {\(target)} does not name a token")
                return
            }
            if let type, resolved != type { problems.append("\(path): alias {\(target)} is a \(resolved), not a \(type)") }
            return
        }
        guard let type else {
            problems.append("\(path): no $type on the token or a group above it")
            return
        }
        switch type {
        case "duration":
            checkUnitObject(value, units: ["ms", "s"], at: path)
        case "dimension":
            checkUnitObject(value, units: ["px", "rem"], at: path)
        case "number":
            if case .number = value {} else { problems.append("\(path): a number token needs a JSON number") }
        case "cubicBezier":
            guard case .array(let items) = value, items.count == 4,
                  case .number(let x1) = items[0], case .number = items[1],
                  case .number(let x2) = items[2], case .number = items[3] else {
                problems.append("\(path): a cubicBezier value is an array of four numbers")
                return
            }
            if !(0...1).contains(x1) || !(0...1).contains(x2) { problems.append("\(path): cubicBezier x values must be in [0, 1]") }
        case "color":
            guard case .object(let members) = value, case .string(let space)? = value["colorSpace"],
                  case .array(let components)? = value["components"] else {
                problems.append("\(path): a color value is an object with colorSpace and components")
                return
            }
            if !Self.colorSpaces.contains(space) { problems.append("\(path): unknown colorSpace '\(space)'") }
            if components.count != 3 { problems.append("\(path): a color has three components") }
            for component in components {
                if case .number(let c) = component {
                    if space == "srgb", !(0...1).contains(c) { problems.append("\(path): srgb components are in [0, 1]") }
                } else if component != .string("none") {
                    problems.append("\(path): a component is a number or \"none\"")
                }
            }
            if let hex = value["hex"] {
                guard case .string(let text) = hex, text.count == 7, text.hasPrefix("#"),
                      text.dropFirst().allSatisfy(\.isHexDigit) else {
                    problems.append("\(path): hex must be #rrggbb")
                    return
                }
            }
            for (name, _) in members where !["colorSpace", "components", "alpha", "hex"].contains(name) {
                problems.append("\(path): a color has no '\(name)'")
            }
        case "transition":
            guard case .object(let members) = value else {
                problems.append("\(path): a transition value is an object")
                return
            }
            let names = Set(members.map(\.0))
            if names != ["duration", "delay", "timingFunction"] {
                problems.append("\(path): a transition has exactly duration, delay and timingFunction, not \(names.sorted())")
            }
            if let duration = value["duration"] { check(duration, as: "duration", at: path + ".duration") }
            if let delay = value["delay"] { check(delay, as: "duration", at: path + ".delay") }
            if let timing = value["timingFunction"] { check(timing, as: "cubicBezier", at: path + ".timingFunction") }
        default:
            break  // types animtune does not write are not checked in depth
        }
    }

    private mutating func checkUnitObject(_ value: JSONValue, units: Set<String>, at path: String) {
        guard case .object(let members) = value, members.count == 2, case .number? = value["value"],
              case .string(let unit)? = value["unit"] else {
            problems.append("\(path): expected {\"value\": number, \"unit\": \(units.sorted())}, got \(value.formatted())")
            return
        }
        if !units.contains(unit) { problems.append("\(path): unit '\(unit)' is not one of \(units.sorted())") }
    }

    private func alias(_ value: JSONValue) -> String? {
        guard case .string(let text) = value, text.hasPrefix("{"), text.hasSuffix("}") else { return nil }
        return String(text.dropFirst().dropLast())
    }

    private func aliasType(_ value: JSONValue) -> String? {
        alias(value).flatMap(resolve)
    }

    /// The type of the token an alias names (following the group's inherited $type).
    private func resolve(_ target: String) -> String? {
        var node = root
        var type: String?
        for name in target.split(separator: ".").map(String.init) {
            if case .string(let t)? = node["$type"] { type = t }
            guard let child = node[name] else { return nil }
            node = child
        }
        guard node["$value"] != nil else { return nil }
        if case .string(let t)? = node["$type"] { return t }
        return type ?? aliasType(node["$value"]!)
    }
}
