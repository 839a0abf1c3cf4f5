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
}
