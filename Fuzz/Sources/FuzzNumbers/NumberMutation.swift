/// Replaces the numbers in a snippet, one input byte (or nine) per number: kept, one of the
/// numbers that broke springs before (1e-20, 1e300, 0, negatives, subnormals, the largest
/// Double), scaled by a power of ten, or any Double the next eight bytes spell.
struct NumberMutation {
    static let hostile = [
        "0", "-0", "1e-20", "1e300", "1e20", "1e-5", "0.0001", "-1", "-1e300", "1e308", "1.7976931348623157e308",
        "5e-324", "2.2250738585072014e-308", "1e-300", "0.01", "100000", "100001", "0.009999", "10000", "1000",
        "0.001", "10", "-0.9", "0.99", "1", "0.999999999", "1.000000001", "4503599627370496", "9.3e18", "1e400",
        "-1e-20", "3.14159", "65535", "1e15",
    ]

    /// `text` with its numbers replaced as `bytes` say, from `offset` on.
    static func apply(to text: String, bytes: [UInt8], offset: Int) -> String {
        var reader = ByteReader(bytes: bytes, position: offset)
        var out = ""
        var index = text.startIndex
        while index < text.endIndex {
            let c = text[index]
            let previous = index > text.startIndex ? text[text.index(before: index)] : " "
            // A number starts with a digit not inside a word (`x1`, `dx` keep their digits).
            guard c.isNumber, !(previous.isLetter || previous == "_" || previous.isNumber || previous == ".") else {
                out.append(c)
                index = text.index(after: index)
                continue
            }
            var end = index
            while end < text.endIndex, text[end].isNumber || text[end] == "." { end = text.index(after: end) }
            let original = String(text[index..<end])
            out += replacement(for: original, reader: &reader)
            index = end
        }
        return out
    }

    private static func replacement(for original: String, reader: inout ByteReader) -> String {
        guard let choice = reader.next() else { return original }
        switch choice % 4 {
        case 0:
            return original
        case 1:
            return hostile[Int(choice / 4) % hostile.count]
        case 2:
            return "\(original)e\(Int(choice / 4) - 32)"
        default:
            var bits: UInt64 = 0
            for _ in 0..<8 { bits = bits << 8 | UInt64(reader.next() ?? 0) }
            let value = Double(bitPattern: bits)
            return value.isFinite ? "\(abs(value))" : original
        }
    }
}

/// The input's bytes, read one at a time.
struct ByteReader {
    let bytes: [UInt8]
    var position: Int

    mutating func next() -> UInt8? {
        guard position < bytes.count else { return nil }
        defer { position += 1 }
        return bytes[position]
    }
}
