/// Builds the nested `parameters` object of a preset from dotted keys, in insertion order.
struct PresetTree {
    private final class Node {
        var value: JSONValue?
        var children: [(String, Node)] = []

        func child(_ name: String) -> Node {
            if let existing = children.first(where: { $0.0 == name }) { return existing.1 }
            let node = Node()
            children.append((name, node))
            return node
        }

        var json: JSONValue {
            if children.isEmpty { return value ?? .null }
            var members: [(String, JSONValue)] = []
            if let value {
                if case .object(let own) = value { members += own } else { members.append(("value", value)) }
            }
            members += children.map { ($0.0, $0.1.json) }
            return .object(members)
        }
    }

    private let root = Node()

    mutating func insert(path: [String], value: JSONValue) {
        var node = root
        for component in path { node = node.child(component) }
        node.value = value
    }

    var json: JSONValue { root.json }
}
