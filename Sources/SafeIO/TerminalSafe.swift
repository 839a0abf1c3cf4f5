/// Text from files, the environment or the user made harmless for a terminal: every C0 and
/// C1 control other than newline and tab, and DEL, becomes a visible escape (`\e`, `\x07`,
/// `\u{9b}`), so nothing read can set the window title, write the clipboard or move the
/// cursor; so do the bidirectional embeddings, overrides and isolates (U+202A–U+202E,
/// U+2066–U+2069) and the line and paragraph separators (U+2028, U+2029), so nothing read can
/// show its text in another order than it is, or break a line where none is.
public enum TerminalSafe {
    /// How many characters of an echoed input an error line shows.
    public static let echoLimit = 200

    public static func text(_ text: String) -> String {
        guard mayHoldControls(text), text.unicodeScalars.contains(where: isControl) else { return text }
        var safe = ""
        safe.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            if isControl(scalar) { safe += visible(scalar) } else { safe.unicodeScalars.append(scalar) }
        }
        return safe
    }

    /// Like ``text(_:)``, but colour sequences (`ESC [ digits ; … m`) are kept: for text
    /// animtune coloured itself and gnuplot's coloured dumb plots.
    public static func keepingColours(_ text: String) -> String {
        guard mayHoldControls(text), text.unicodeScalars.contains(where: isControl) else { return text }
        let scalars = Array(text.unicodeScalars)
        var safe = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\u{1B}", let end = colourSequenceEnd(scalars, from: index) {
                safe.append(contentsOf: scalars[index...end])
                index = end + 1
                continue
            }
            if isControl(scalar) { safe.append(contentsOf: visible(scalar).unicodeScalars) } else { safe.append(scalar) }
            index += 1
        }
        return String(safe)
    }

    /// An input quoted in a message: made safe and cut at ``echoLimit`` characters with `…`.
    public static func echo(_ input: String) -> String {
        let safe = text(input)
        return safe.count > echoLimit ? String(safe.prefix(echoLimit)) + "…" : safe
    }

    /// `message` with every quoted input (`'…'`) longer than ``echoLimit`` characters cut
    /// like ``echo(_:)``: an error about a 10 MB word stays one short line.
    public static func cuttingEchoes(_ message: String) -> String {
        guard message.count > echoLimit else { return message }
        var result = ""
        var rest = Substring(message)
        while let open = rest.firstIndex(of: "'") {
            result += rest[...open]
            rest = rest[rest.index(after: open)...]
            let close = rest.firstIndex(of: "'") ?? rest.endIndex
            let quoted = rest[..<close]
            result += quoted.count > echoLimit ? String(quoted.prefix(echoLimit)) + "…" : String(quoted)
            rest = rest[close...]
            guard let quote = rest.first else { break }
            result.append(quote)
            rest = rest.dropFirst()
        }
        return result + rest
    }

    /// Whether `text` holds a scalar ``isControl(_:)`` names, read from its UTF-8 bytes: C0
    /// but tab and line feed, DEL, C1 (`C2 80`–`C2 9F`), and the separators and bidirectional
    /// controls (`E2 80 A8`–`E2 80 AE`, `E2 81 A6`–`E2 81 A9`). A plot's whole text is checked
    /// before it is printed, and decoding its scalars cost more than this.
    static func mayHoldControls(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { bytes in
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                switch byte {
                case 0x09, 0x0A, 0x20...0x7E: break
                case 0x00...0x1F, 0x7F: return true
                case 0xC2:
                    if index + 1 < bytes.count, (0x80...0x9F).contains(bytes[index + 1]) { return true }
                case 0xE2:
                    if index + 2 < bytes.count {
                        let (second, third) = (bytes[index + 1], bytes[index + 2])
                        if second == 0x80 && (0xA8...0xAE).contains(third) { return true }
                        if second == 0x81 && (0xA6...0xA9).contains(third) { return true }
                    }
                default: break
                }
                index += 1
            }
            return false
        } ?? true
    }

    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x09: false
        case 0x00...0x1F, 0x7F, 0x80...0x9F: true
        case 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029: true
        default: false
        }
    }

    private static func visible(_ scalar: Unicode.Scalar) -> String {
        switch scalar.value {
        case 0x1B: return "\\e"
        case 0x0D: return "\\r"
        case 0x00...0x1F, 0x7F:
            let hex = String(scalar.value, radix: 16)
            return "\\x" + (hex.count == 1 ? "0" : "") + hex
        default: return "\\u{" + String(scalar.value, radix: 16) + "}"
        }
    }

    /// The index of the `m` ending the colour sequence starting at `start`, else nil.
    private static func colourSequenceEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
        guard start + 2 < scalars.count, scalars[start + 1] == "[" else { return nil }
        var index = start + 2
        while index < scalars.count, index - start < 32 {
            let scalar = scalars[index]
            if scalar == "m" { return index }
            guard ("0"..."9").contains(scalar) || scalar == ";" else { return nil }
            index += 1
        }
        return nil
    }
}
