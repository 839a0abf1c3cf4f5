/// The labelled values of one call or object, read as numbers with the dialect's defaults
/// and named constants; a value that is not a number is one clear error. A label is found as
/// written, else in any letter case (designers write "Stiffness 400"). Every default taken for
/// a missing label is recorded for the import's `assumed:` line (``ImportLog``).
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

    func has(_ label: String) -> Bool { text(label) != nil }

    /// The text under `label`, as written or in another letter case.
    func text(_ label: String) -> String? {
        if let exact = values[label] { return exact }
        let lowered = label.lowercased()
        return values.first { $0.key.lowercased() == lowered }?.value
    }

    /// The number under `label` (or `default` when absent, recorded as relied on); throws when
    /// present but unreadable.
    func number(_ label: String, default fallback: Double? = nil) throws(ImportError) -> Double {
        guard let text = text(label) else {
            guard let fallback else { throw .invalid(dialect: dialect, reason: "'\(label)' is missing") }
            ImportLog.record(label, fallback)
            return fallback
        }
        return try Self.read(text, label: label, dialect: dialect, constants: constants)
    }

    /// The number under `label`, nil when absent.
    func optional(_ label: String) throws(ImportError) -> Double? {
        guard let text = text(label) else { return nil }
        return try Self.read(text, label: label, dialect: dialect, constants: constants)
    }

    static func read(_ text: String, label: String, dialect: String, constants: [String: Double] = [:]) throws(ImportError) -> Double {
        if let number = Snippet.number(text) {
            ImportLog.use(label, text)
            return number
        }
        let name = text.trimmed
        if let constant = constants[name] ?? constants.first(where: { name.hasSuffix("." + $0.key) || $0.key.hasSuffix("." + name) })?.value {
            return constant
        }
        let shown = OneLine.text(name.count > 40 ? String(name.prefix(40)) + "…" : name)
        guard !constants.isEmpty else { throw .invalid(dialect: dialect, reason: "\(label) '\(shown)' is not a number") }
        throw .invalid(dialect: dialect, reason: "\(label) '\(shown)' is not a number or a known constant"
            + Suggestion.didYouMean(name, in: constants.keys.sorted()).replacing("; ", with: ", ", maxReplacements: 1))
    }
}
