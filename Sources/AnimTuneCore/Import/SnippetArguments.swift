/// The labelled values of one call or object, read as numbers with the dialect's defaults
/// and named constants; a value that is not a number is one clear error.
struct SnippetArguments: Sendable {
    let dialect: String
    let values: [String: String]
    /// Named constants the dialect defines (`Spring.StiffnessLow` → 200).
    var constants: [String: Double] = [:]

    init(_ dialect: String, _ values: [String: String], constants: [String: Double] = [:]) {
        self.dialect = dialect
        self.values = values
        self.constants = constants
    }

    func has(_ label: String) -> Bool { values[label] != nil }

    /// The number under `label` (or `default` when absent); throws when present but unreadable.
    func number(_ label: String, default fallback: Double? = nil) throws(ImportError) -> Double {
        guard let text = values[label] else {
            guard let fallback else { throw .invalid(dialect: dialect, reason: "'\(label)' is missing") }
            return fallback
        }
        return try Self.read(text, label: label, dialect: dialect, constants: constants)
    }

    /// The number under `label`, nil when absent.
    func optional(_ label: String) throws(ImportError) -> Double? {
        guard let text = values[label] else { return nil }
        return try Self.read(text, label: label, dialect: dialect, constants: constants)
    }

    static func read(_ text: String, label: String, dialect: String, constants: [String: Double] = [:]) throws(ImportError) -> Double {
        if let number = Snippet.number(text) { return number }
        let name = text.trimmed
        if let constant = constants[name] ?? constants.first(where: { name.hasSuffix("." + $0.key) || $0.key.hasSuffix("." + name) })?.value {
            return constant
        }
        let shown = OneLine.text(name.count > 40 ? String(name.prefix(40)) + "…" : name)
        let known = constants.keys.sorted()
        let accepted = known.isEmpty ? "a number" : "a number or one of \(known.joined(separator: ", "))"
        throw .invalid(dialect: dialect, reason: "\(label) '\(shown)' is not \(accepted)")
    }
}
