/// Values under dotted keys (`notch.width`), kept in insertion order and folded into nested
/// JSON: presets store values this way, and the schema describes them the same way.
struct KeyTree {
    private final class Node {
        var value: JSONValue?
        var children: [(String, Node)] = []

        func child(_ name: String) -> Node {
            if let existing = children.first(where: { $0.0 == name }) { return existing.1 }
            let node = Node()
            children.append((name, node))
            return node
        }

        func folded(_ combine: (JSONValue?, [(String, JSONValue)]) -> JSONValue) -> JSONValue {
            guard !children.isEmpty else { return value ?? .null }
            return combine(value, children.map { ($0.0, $0.1.folded(combine)) })
        }
    }

    private let root = Node()

    /// Puts `value` at `key`, split on its dots.
    mutating func insert(_ key: String, _ value: JSONValue) {
        key.split(separator: ".").reduce(root) { $0.child(String($1)) }.value = value
    }

    /// The tree as JSON: a leaf is its value; a node with children is what `combine` makes of
    /// its own value (nil when it has none) and its folded children.
    func json(combine: (JSONValue?, [(String, JSONValue)]) -> JSONValue) -> JSONValue {
        root.folded(combine)
    }
}
