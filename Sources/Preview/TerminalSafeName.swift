/// A page's word as it may appear in a log line: printable ASCII only (everything else as
/// `?`), at most 40 characters, so a hostile page cannot write escapes to the terminal.
enum TerminalSafeName {
    static func clip(_ text: String) -> String {
        let safe = text.unicodeScalars.prefix(40).map { $0.value >= 0x20 && $0.value < 0x7F ? Character($0) : "?" }
        return String(safe) + (text.unicodeScalars.count > 40 ? "…" : "")
    }
}
