import Testing
@testable import AnimTuneCore

@Suite("JSON reader")
struct JSONReaderTests {
    @Test("objects keep their key order and formatting round-trips")
    func roundTrip() throws {
        let text = """
        {
          "b": 1,
          "a": [true, false, null],
          "c": {
            "s": "é\\n\\"q\\"",
            "n": -0.25
          }
        }
        """
        let value = try JSONReader().parse(text)
        #expect(value.formatted() == text)
    }

    @Test("a syntax error names its line and column")
    func syntaxError() {
        #expect(throws: JSONReader.Failure(message: "expected ',' or '}'", line: 3, column: 3)) {
            try JSONReader().parse("{\n  \"a\": 1\n  \"b\": 2\n}")
        }
    }

    @Test("a truncated document says it may be truncated")
    func truncated() {
        #expect(throws: JSONReader.Failure(message: "unexpected end of document; the file may be truncated", line: 2, column: 11)) {
            try JSONReader().parse("{\n  \"a\": [1,")
        }
    }

    @Test("deep nesting and huge documents are refused")
    func limits() {
        let deep = String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
        #expect(throws: JSONReader.Failure(message: "nested deeper than 64 levels", line: 1, column: 65)) {
            try JSONReader().parse(deep)
        }
        var reader = JSONReader()
        reader.maximumBytes = 10
        #expect(throws: JSONReader.Failure.self) { try reader.parse("[1,2,3,4,5,6]") }
    }

    @Test("duplicate keys are refused")
    func duplicates() {
        #expect(throws: JSONReader.Failure(message: "duplicate key 'a'", line: 1, column: 10)) {
            try JSONReader().parse("{\"a\": 1, \"a\": 2}")
        }
    }

    @Test("a UTF-8 byte order mark is skipped; UTF-16 is named as such; a number too large for a Double is called too large")
    func encodingsAndHugeNumbers() throws {
        #expect(try JSONReader().parse("\u{FEFF}{\"a\": 1}") == .object([("a", .number(1))]))
        // UTF-16 LE with its mark, as a UTF-8 reader decodes it.
        let utf16 = String(decoding: [0xFF, 0xFE] + Array("{}".utf8).flatMap { [$0, 0] }, as: UTF8.self)
        #expect(throws: JSONReader.Failure(message: "the file holds NUL bytes, so it is UTF-16 or UTF-32 (or binary), not UTF-8 text; "
            + "save it as UTF-8", line: 1, column: 1)) { try JSONReader().parse(utf16) }
        #expect(throws: JSONReader.Failure(message: "number '1e400' is too large: beyond ±1.8e308, the largest a Double holds",
                                           line: 1, column: 7)) { try JSONReader().parse("{\"a\": 1e400}") }
        #expect(throws: JSONReader.Failure(message: "malformed number '1e'", line: 1, column: 7)) { try JSONReader().parse("{\"a\": 1e}") }
    }
}
