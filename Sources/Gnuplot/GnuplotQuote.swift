import SafeIO

/// Turns user text into gnuplot string expressions that gnuplot reads back literally.
///
/// gnuplot expands backticks and `@` macros inside double-quoted strings, and its `''`
/// doubling inside single quotes is unreliable in 5.4, so user text only ever appears in
/// single-quoted pieces. The characters a single-quoted string cannot hold (`'` and line
/// breaks) are spliced in as double-quoted escapes that contain no user text:
///
///     GnuplotQuote.string("it's")      // 'it'."\047".'s'
///     GnuplotQuote.string("a\nb")      // 'a'."\n".'b'
///     GnuplotQuote.string("")          // ''
public enum GnuplotQuote {
    /// The gnuplot string expression whose value is `text`, minus any NUL characters.
    public static func string(_ text: String) -> String {
        var pieces: [String] = []
        var current = ""
        func flush() {
            if !current.isEmpty { pieces.append("'" + current + "'") }
            current = ""
        }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\0":
                continue
            case "'":
                flush()
                pieces.append("\"\\047\"")
            case "\n":
                flush()
                pieces.append("\"\\n\"")
            case "\r":
                flush()
                pieces.append("\"\\r\"")
            default:
                current.unicodeScalars.append(scalar)
            }
        }
        flush()
        return pieces.isEmpty ? "''" : pieces.joined(separator: ".")
    }

    /// The gnuplot string expression for user text gnuplot shows (titles, labels, legends):
    /// ``string(_:)`` of the text with its control characters as visible escapes
    /// (``TerminalSafe/text(_:)``), so a text plot printed to the terminal carries none of them.
    public static func label(_ text: String) -> String {
        string(TerminalSafe.text(text))
    }

    /// The gnuplot string expression for a file name gnuplot will open.
    ///
    /// - Throws: ``GnuplotError/relativeFileName(_:)`` unless `path` is absolute, and
    ///   ``GnuplotError/commandFileName(_:)`` when it starts with `<` or `|` (gnuplot would
    ///   run it as a command).
    public static func fileName(_ path: String) throws(GnuplotError) -> String {
        try validateFileName(path)
        return string(path)
    }

    /// Checks that `path` is a file name gnuplot may be given; see ``fileName(_:)``.
    public static func validateFileName(_ path: String) throws(GnuplotError) {
        let trimmed = path.drop { $0 == " " || $0 == "\t" }
        if trimmed.first == "<" || trimmed.first == "|" { throw .commandFileName(path) }
        if !path.hasPrefix("/") { throw .relativeFileName(path) }
        if path.unicodeScalars.contains(where: { $0 == "\0" || $0 == "\n" || $0 == "\r" }) {
            throw .controlCharacterInFileName(path)
        }
    }
}
