/// A statement of a spring's exported code, as an exporter builds it: ``CodeWriter`` lays it out
/// on the file's lines, and ``joined(_:)`` puts it on the one line of `tune`'s code row.
indirect enum CodeStatement {
    /// A statement as it is, and the `// note` the file writes after it.
    case line(String, note: String? = nil)
    case call(CodeCall)
    /// `open`, then `body` one level in, then `close`.
    case block(CodeStatement, [CodeStatement], close: String = "}")
    /// What only the file writes (doc comments, `// MARK:`, blank lines); left out of the row,
    /// and not worked out for it.
    case fileOnly((inout CodeWriter) -> Void)

    /// `statements` on one line: joined with `; `, or with a space after a statement that ends
    /// in its own separator (`,` in an object literal, `;` in CSS); a block's body between
    /// spaces. File-only parts are left out.
    static func joined(_ statements: [CodeStatement]) -> String {
        var joined = ""
        for code in statements.compactMap(\.code) {
            if let last = joined.last { joined += last == "," || last == ";" ? " " : "; " }
            joined += code
        }
        return joined
    }

    /// The statement on one line; nil for a file-only part.
    private var code: String? {
        switch self {
        case .line(let text, _): text
        case .call(let call): call.text
        case .block(let open, let body, let close): [open.code, Self.joined(body), close].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
        case .fileOnly: nil
        }
    }
}

extension CodeStatement {
    /// A blank line in the file.
    static var blank: CodeStatement { .fileOnly { $0.line() } }
}
