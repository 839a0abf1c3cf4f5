/// A strict JSON parser that says where a document is broken (`line 4, column 12`), keeps
/// object keys in order, and refuses documents too large or too deeply nested to be presets.
public struct JSONReader {
    public struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
        public let message: String
        public let line: Int
        public let column: Int
        public var description: String { "line \(line), column \(column): \(message)" }
    }

    public var maximumDepth = 64
    public var maximumBytes = 1 << 20

    public init() {}

    /// A UTF-8 byte order mark at the start is skipped; a document in UTF-16 or UTF-32 (NUL
    /// bytes in it) is refused as such, not as an unexpected character.
    public func parse(_ text: String) throws(Failure) -> JSONValue {
        var bytes = Array(text.utf8)
        guard bytes.count <= maximumBytes else {
            throw Failure(message: "document is \(bytes.count) bytes; at most \(maximumBytes) are accepted", line: 1, column: 1)
        }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        if bytes.contains(0) {
            throw Failure(message: "the file holds NUL bytes, so it is UTF-16 or UTF-32 (or binary), not UTF-8 text; save it as UTF-8",
                          line: 1, column: 1)
        }
        var cursor = Cursor(bytes: bytes, maximumDepth: maximumDepth)
        cursor.skipSpace()
        let value = try cursor.value(depth: 0)
        cursor.skipSpace()
        guard cursor.index == bytes.count else { throw cursor.failure("unexpected text after the document") }
        return value
    }

    private struct Cursor {
        let bytes: [UInt8]
        let maximumDepth: Int
        var index = 0

        func failure(_ message: String) -> Failure {
            var line = 1
            var lineStart = 0
            for position in 0..<min(index, bytes.count) where bytes[position] == UInt8(ascii: "\n") {
                line += 1
                lineStart = position + 1
            }
            let column = String(decoding: bytes[lineStart..<min(index, bytes.count)], as: UTF8.self).count + 1
            return Failure(message: message, line: line, column: column)
        }

        var current: UInt8? { index < bytes.count ? bytes[index] : nil }

        mutating func skipSpace() {
            while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
        }

        mutating func expect(_ literal: String, _ value: JSONValue) throws(Failure) -> JSONValue {
            for byte in literal.utf8 {
                guard current == byte else { throw failure("expected '\(literal)'") }
                index += 1
            }
            return value
        }

        mutating func value(depth: Int) throws(Failure) -> JSONValue {
            guard depth < maximumDepth else { throw failure("nested deeper than \(maximumDepth) levels") }
            guard let byte = current else { throw failure("unexpected end of document; the file may be truncated") }
            switch byte {
            case UInt8(ascii: "{"): return try object(depth: depth)
            case UInt8(ascii: "["): return try array(depth: depth)
            case UInt8(ascii: "\""): return .string(try string())
            case UInt8(ascii: "t"): return try expect("true", .bool(true))
            case UInt8(ascii: "f"): return try expect("false", .bool(false))
            case UInt8(ascii: "n"): return try expect("null", .null)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
            default: throw failure("unexpected character '\(String(decoding: [byte], as: UTF8.self))'")
            }
        }

        mutating func object(depth: Int) throws(Failure) -> JSONValue {
            index += 1
            var members: [(String, JSONValue)] = []
            skipSpace()
            if current == UInt8(ascii: "}") { index += 1; return .object(members) }
            while true {
                skipSpace()
                guard current == UInt8(ascii: "\"") else {
                    throw failure(current == nil ? "unexpected end of document; the file may be truncated" : "expected a quoted key")
                }
                let keyFailure = failure("")
                let key = try string()
                if members.contains(where: { $0.0 == key }) {
                    throw Failure(message: "duplicate key '\(key)'", line: keyFailure.line, column: keyFailure.column)
                }
                skipSpace()
                guard current == UInt8(ascii: ":") else { throw failure("expected ':' after key '\(key)'") }
                index += 1
                skipSpace()
                members.append((key, try value(depth: depth + 1)))
                skipSpace()
                if current == UInt8(ascii: ",") { index += 1; continue }
                if current == UInt8(ascii: "}") { index += 1; return .object(members) }
                throw failure(current == nil ? "unexpected end of document; the file may be truncated" : "expected ',' or '}'")
            }
        }

        mutating func array(depth: Int) throws(Failure) -> JSONValue {
            index += 1
            var values: [JSONValue] = []
            skipSpace()
            if current == UInt8(ascii: "]") { index += 1; return .array(values) }
            while true {
                skipSpace()
                values.append(try value(depth: depth + 1))
                skipSpace()
                if current == UInt8(ascii: ",") { index += 1; continue }
                if current == UInt8(ascii: "]") { index += 1; return .array(values) }
                throw failure(current == nil ? "unexpected end of document; the file may be truncated" : "expected ',' or ']'")
            }
        }

        mutating func string() throws(Failure) -> String {
            index += 1
            var scalars = String.UnicodeScalarView()
            var run: [UInt8] = []
            func flush() {
                if !run.isEmpty { scalars.append(contentsOf: String(decoding: run, as: UTF8.self).unicodeScalars); run.removeAll() }
            }
            while let byte = current {
                index += 1
                switch byte {
                case UInt8(ascii: "\""):
                    flush()
                    return String(scalars)
                case UInt8(ascii: "\\"):
                    flush()
                    guard let escape = current else { break }
                    index += 1
                    switch escape {
                    case UInt8(ascii: "\""): scalars.append("\"")
                    case UInt8(ascii: "\\"): scalars.append("\\")
                    case UInt8(ascii: "/"): scalars.append("/")
                    case UInt8(ascii: "b"): scalars.append("\u{08}")
                    case UInt8(ascii: "f"): scalars.append("\u{0C}")
                    case UInt8(ascii: "n"): scalars.append("\n")
                    case UInt8(ascii: "r"): scalars.append("\r")
                    case UInt8(ascii: "t"): scalars.append("\t")
                    case UInt8(ascii: "u"):
                        var code = try hex4()
                        if (0xD800..<0xDC00).contains(code), current == UInt8(ascii: "\\") {
                            index += 1
                            guard current == UInt8(ascii: "u") else { throw failure("expected a low surrogate") }
                            index += 1
                            let low = try hex4()
                            guard (0xDC00..<0xE000).contains(low) else { throw failure("expected a low surrogate") }
                            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                        }
                        guard let scalar = Unicode.Scalar(code) else { throw failure("invalid \\u escape") }
                        scalars.append(scalar)
                    default:
                        index -= 1
                        throw failure("invalid escape '\\\(String(decoding: [escape], as: UTF8.self))'")
                    }
                case 0..<0x20:
                    index -= 1
                    throw failure("control character in string; escape it")
                default:
                    run.append(byte)
                }
            }
            throw failure("unterminated string; the file may be truncated")
        }

        mutating func hex4() throws(Failure) -> UInt32 {
            guard index + 4 <= bytes.count,
                  let code = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
            else { throw failure("expected four hex digits after \\u") }
            index += 4
            return code
        }

        mutating func number() throws(Failure) -> JSONValue {
            let start = index
            if current == UInt8(ascii: "-") { index += 1 }
            while let byte = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
                || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") {
                index += 1
            }
            let text = String(decoding: bytes[start..<index], as: UTF8.self)
            guard let value = Double(text), text.last != "." else {
                index = start
                throw failure("malformed number '\(text)'")
            }
            guard value.isFinite else {
                index = start
                throw failure("number '\(text)' is too large: beyond ±1.8e308, the largest a Double holds")
            }
            return .number(value)
        }
    }
}
