/// Turns the bytes a terminal sends into ``TuneKey``s: arrows in both cursor modes
/// (`ESC [ C`, `ESC O C`), Shift+arrows (`ESC [ 1 ; 2 C`), Enter, Backspace, Ctrl-C and
/// printable UTF-8. An Esc at the end of what arrived may be the start of a sequence still on
/// its way, so it is held until more bytes come or ``flush()`` says none did in time; unknown
/// sequences are dropped whole. Pure: bytes in, keys out.
public struct TuneKeyDecoder: Sendable {
    private var pending: [UInt8] = []

    public init() {}

    /// Whether an incomplete sequence (or a lone Esc) is waiting for more bytes.
    public var isWaiting: Bool { !pending.isEmpty }

    /// The keys completed by `bytes`.
    public mutating func feed(_ bytes: some Sequence<UInt8>) -> [TuneKey] {
        pending.append(contentsOf: bytes)
        var keys: [TuneKey] = []
        var index = 0
        while index < pending.count {
            guard let (key, length) = Self.decode(pending[index...]) else { break }
            if let key { keys.append(key) }
            index += length
        }
        pending.removeFirst(index)
        return keys
    }

    /// No more bytes came in time: a held Esc is Esc alone; a held partial sequence is dropped.
    public mutating func flush() -> [TuneKey] {
        defer { pending.removeAll() }
        return pending == [0x1B] ? [.escape] : []
    }

    /// The key at the start of `bytes` and how many bytes it takes (a nil key: bytes to skip);
    /// nil when the bytes end inside a sequence.
    private static func decode(_ bytes: ArraySlice<UInt8>) -> (TuneKey?, Int)? {
        let start = bytes.startIndex
        let first = bytes[start]
        switch first {
        case 0x1B:
            return escapeSequence(bytes)
        case 0x0D, 0x0A:
            return (.enter, 1)
        case 0x7F, 0x08:
            return (.backspace, 1)
        case 0x03:
            return (.interrupt, 1)
        case 0x20...0x7E:
            return (.character(Character(Unicode.Scalar(first))), 1)
        case 0xC0...0xF7:
            let length = first >= 0xF0 ? 4 : first >= 0xE0 ? 3 : 2
            guard bytes.count >= length else { return nil }
            let text = String(decoding: bytes[start..<start + length], as: UTF8.self)
            return (text.count == 1 ? .character(text.first!) : nil, length)
        default:
            return (nil, 1)
        }
    }

    /// `ESC [ params final` or `ESC O final`; nil while incomplete.
    private static func escapeSequence(_ bytes: ArraySlice<UInt8>) -> (TuneKey?, Int)? {
        let start = bytes.startIndex
        guard bytes.count >= 2 else { return nil }
        let introducer = bytes[start + 1]
        if introducer == 0x1B { return (.escape, 1) }
        guard introducer == UInt8(ascii: "[") || introducer == UInt8(ascii: "O") else {
            // Alt+key: Esc followed by a key; Esc counts, the key is read next.
            return (.escape, 1)
        }
        var index = start + 2
        while index < bytes.endIndex, (0x30...0x3F).contains(bytes[index]) { index += 1 }
        guard index < bytes.endIndex else { return nil }
        let final = bytes[index]
        let parameters = String(decoding: bytes[(start + 2)..<index], as: UTF8.self)
        let length = index - start + 1
        let shifted = parameters.split(separator: ";").dropFirst().first.flatMap { Int($0) }.map { ($0 - 1) & 1 == 1 } ?? false
        switch final {
        case UInt8(ascii: "A"): return (.up, length)
        case UInt8(ascii: "B"): return (.down, length)
        case UInt8(ascii: "C"): return (shifted ? .shiftRight : .right, length)
        case UInt8(ascii: "D"): return (shifted ? .shiftLeft : .left, length)
        case UInt8(ascii: "M") where introducer == UInt8(ascii: "O"): return (.enter, length)
        default: return (nil, length)
        }
    }
}
