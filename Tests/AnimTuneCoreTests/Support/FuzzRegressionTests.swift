import Testing
@testable import AnimTuneCore

/// Inputs `make fuzz` found that crashed or broke a property, kept so they stay fixed.
@Suite("Fuzz regressions (core)")
struct FuzzRegressionTests {
    @Test("a high surrogate followed by an escape that is not a low surrogate is an error, not a crash")
    func unpairedHighSurrogate() {
        #expect(throws: JSONReader.Failure(message: "expected a low surrogate", line: 1, column: 14)) {
            try JSONReader().parse(#""\uD800\u0041""#)
        }
        #expect(throws: PresetError.self) {
            try PresetDecoder.decode(#"{"format": "animtune-preset", "version": 1, "scene": "spring", "name": "\uDBFF\uDBFF"}"#)
        }
    }

    @Test("a surrogate pair still reads as one character")
    func surrogatePair() throws {
        #expect(try JSONReader().parse(#""\uD83D\uDE00""#) == .string("😀"))
    }

    @Test("a preset version too large for an Int is refused with its value, not a crash")
    func hugePresetVersion() {
        #expect(throws: PresetError("version", "1e+300 is newer than this animtune reads (1); update animtune")) {
            try PresetDecoder.decode(#"{"format": "animtune-preset", "version": 1e300}"#)
        }
    }

    @Test("a colour is # and hex digits only: a sign is not a digit", arguments: ["#+a91ad", "#-00001", "#+12", "#-FF"])
    func signedColourIsRefused(text: String) {
        #expect(RGBColor(hex: text) == nil)
    }

    @Test("set refuses a signed colour and names the accepted form")
    func setRefusesSignedColour() {
        let parameter = Parameter.colour("tint", default: "#24D6C8", help: "")
        #expect(throws: ParameterError.malformed(key: "tint", text: "#+a91ad", expected: "a colour; use #RRGGBB like #24D6C8")) {
            try parameter.parse("#+a91ad")
        }
    }

    @Test("a number that overflows in its unit's conversion is not a number", arguments: ["1e308rad", "-1.7e308rad"])
    func overflowingConversion(text: String) {
        #expect(ValueParser.number(text, in: .degrees) == nil)
    }

    @Test("an angle that overflows in conversion is refused as out of range, naming the range; a malformed one as malformed")
    func overflowingAngleIsOutOfRange() {
        let parameter = Parameter.number("angle", .degrees, 0...360, default: 0, help: "")
        #expect(throws: ParameterError.outOfRange(key: "angle", value: "1e308rad", accepted: "0…360 deg")) {
            try parameter.parse("1e308rad")
        }
        #expect(throws: ParameterError.malformed(key: "angle", text: "1e3x8rad",
                                                 expected: "an angle; use degrees like 180, 180deg or 3.14rad")) {
            try parameter.parse("1e3x8rad")
        }
    }
}
