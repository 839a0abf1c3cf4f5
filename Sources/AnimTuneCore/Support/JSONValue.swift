/// A JSON document with ordered object keys, written deterministically (stable diffs, exact
/// numbers) and read with line/column errors by `JSONReader`.
public indirect enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case (.bool(let a), .bool(let b)): a == b
        case (.number(let a), .number(let b)): a == b
        case (.string(let a), .string(let b)): a == b
        case (.array(let a), .array(let b)): a == b
        case (.object(let a), .object(let b)): a.map(\.0) == b.map(\.0) && a.map(\.1) == b.map(\.1)
        default: false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch self {
        case .null: hasher.combine(0)
        case .bool(let value): hasher.combine(value)
        case .number(let value): hasher.combine(value)
        case .string(let value): hasher.combine(value)
        case .array(let values): hasher.combine(values)
        case .object(let members):
            for (key, value) in members { hasher.combine(key); hasher.combine(value) }
        }
    }

    /// The member of an object, nil otherwise.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.0 == key }?.1
    }

    /// Pretty text, two-space indent, keys in order, numbers in their shortest exact form.
    public func formatted(indent: String = "") -> String {
        let inner = indent + "  "
        switch self {
        case .null: return "null"
        case .bool(let value): return value ? "true" : "false"
        case .number(let value): return value.isFinite ? NumberFormatting.exact(value) : "null"
        case .string(let value): return JSONValue.quoted(value)
        case .array(let values):
            if values.isEmpty { return "[]" }
            if values.allSatisfy(\.isScalar) {
                return "[" + values.map { $0.formatted() }.joined(separator: ", ") + "]"
            }
            return "[\n" + values.map { inner + $0.formatted(indent: inner) }.joined(separator: ",\n") + "\n\(indent)]"
        case .object(let members):
            if members.isEmpty { return "{}" }
            return "{\n" + members.map { inner + JSONValue.quoted($0.0) + ": " + $0.1.formatted(indent: inner) }
                .joined(separator: ",\n") + "\n\(indent)}"
        }
    }

    private var isScalar: Bool {
        switch self {
        case .array, .object: false
        default: true
        }
    }

    static func quoted(_ text: String) -> String {
        StringLiteral.quoted(text, in: .json)
    }
}

extension JSONValue {
    /// One line, no spaces: what a message on the wire carries.
    public var compact: String {
        switch self {
        case .null, .bool, .number, .string: formatted()
        case .array(let values): "[" + values.map(\.compact).joined(separator: ",") + "]"
        case .object(let members): "{" + members.map { JSONValue.quoted($0.0) + ":" + $0.1.compact }.joined(separator: ",") + "}"
        }
    }
}
