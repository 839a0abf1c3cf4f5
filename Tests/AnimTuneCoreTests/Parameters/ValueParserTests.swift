import Testing
import TestPrerequisites
@testable import AnimTuneCore

@Suite("Values with units")
struct ValueParserTests {
    @Test("durations accept seconds and milliseconds", arguments: [("0.3", 0.3), ("0.3s", 0.3), ("300ms", 0.3), (" 2 s", 2.0)])
    func durations(text: String, expected: Double) {
        #expect(ValueParser.number(text, in: .seconds) == expected)
    }

    @Test("angles accept degrees and radians")
    func angles() throws {
        #expect(ValueParser.number("180deg", in: .degrees) == 180)
        #expect(ValueParser.number("180°", in: .degrees) == 180)
        let radians = try #require(ValueParser.number("3.141592653589793rad", in: .degrees))
        assertClose(radians, 180, .absolute(1e-12))
    }

    @Test("ratios accept percentages")
    func percentages() {
        #expect(ValueParser.number("60%", in: .ratio) == 0.6)
        #expect(ValueParser.number("0.6", in: .ratio) == 0.6)
    }

    @Test("a unit of another kind, hex, nan and inf are refused")
    func refusals() {
        #expect(ValueParser.number("20pt", in: .seconds) == nil)
        #expect(ValueParser.number("0x10", in: .points) == nil)
        #expect(ValueParser.number("nan", in: .points) == nil)
        #expect(ValueParser.number("inf", in: .points) == nil)
        #expect(ValueParser.number("", in: .points) == nil)
    }

    @Test("parameters check their range and say what is accepted")
    func range() {
        let parameter = Parameter.number("drop.duration", .seconds, 0.01...10, default: 0.3, help: "")
        #expect(throws: ParameterError.outOfRange(key: "drop.duration", value: "20 s", accepted: "0.01…10 s")) {
            try parameter.parse("20s")
        }
        #expect((try? parameter.parse("300ms")) == .number(0.3))
    }

    @Test("colours parse #RRGGBB and #RGB and print back canonically")
    func colours() throws {
        let parameter = Parameter.colour("background.left", default: "#24D5C8", help: "")
        #expect(try parameter.parse("#24d5c8").description == "#24D5C8")
        #expect(try parameter.parse("#FFF").description == "#FFFFFF")
        #expect(throws: ParameterError.malformed(key: "background.left", text: "teal", expected: "a colour; use #RRGGBB like #24D6C8")) {
            try parameter.parse("teal")
        }
    }

    @Test("choices suggest the closest word")
    func choices() {
        let parameter = Parameter("transition.to", .choice(["left", "camera", "right"]), default: .word("left"), help: "")
        #expect(throws: ParameterError.malformed(key: "transition.to", text: "camra",
                                                 expected: "one of left, camera, right (did you mean 'camera'?)")) {
            try parameter.parse("camra")
        }
    }
}
