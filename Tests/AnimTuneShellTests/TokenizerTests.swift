import Testing
@testable import AnimTuneShell

@Suite("Tokenizer")
struct TokenizerTests {
    private func words(_ line: String) throws -> [[String]] {
        try Tokenizer.commands(in: line).map { $0.map(\.text) }
    }

    @Test("splits on whitespace and keeps the column of each word")
    func columns() throws {
        let tokens = try Tokenizer.commands(in: "set  spring.damping 0.5")[0]
        #expect(tokens.map(\.text) == ["set", "spring.damping", "0.5"])
        #expect(tokens.map(\.column) == [1, 6, 21])
    }

    @Test("semicolons separate commands outside quotes")
    func semicolons() throws {
        #expect(try words("use spring; show;metrics") == [["use", "spring"], ["show"], ["metrics"]])
        #expect(try words("save 'a;b'") == [["save", "a;b"]])
    }

    @Test("quotes group words; double quotes honour backslash escapes")
    func quotes() throws {
        #expect(try words(#"save "my preset" 'it''s'"#) == [["save", "my preset", "its"]])
        #expect(try words(#"record "a\"b.md""#) == [["record", "a\"b.md"]])
        #expect(try Tokenizer.commands(in: "x '--json'")[0][1].quoted)
    }

    @Test("parentheses keep a cubic-bezier with spaces in one word")
    func parentheses() throws {
        #expect(try words("set curve=cubic-bezier(0.25, 0.1, 0.25, 1) curve.duration=1")
            == [["set", "curve=cubic-bezier(0.25, 0.1, 0.25, 1)", "curve.duration=1"]])
    }

    @Test("# starts a comment, but a colour is a value")
    func comments() throws {
        #expect(try words("show # all of them") == [["show"]])
        #expect(try words("# only a comment") == [])
        #expect(try words("set background.left #24D6C8 # teal") == [["set", "background.left", "#24D6C8"]])
        #expect(try words("set a=#FFF") == [["set", "a=#FFF"]])
        #expect(try words("#!/usr/bin/env animtune") == [])
        #expect(try words("set spring.damping 0.5 #tuned") == [["set", "spring.damping", "0.5"]])
    }

    @Test("a mistyped colour stays a value so it can be reported, not read as a comment")
    func mistypedColours() throws {
        #expect(try words("set background.left #FF000") == [["set", "background.left", "#FF000"]])
        #expect(try words("set background.left #ZZ0000; show") == [["set", "background.left", "#ZZ0000"], ["show"]])
    }

    @Test("after a command's name a colour without digits is a value: #FFFFFF, #fade")
    func digitlessColours() throws {
        #expect(try words("set backdrop.colour #FFFFFF") == [["set", "backdrop.colour", "#FFFFFF"]])
        #expect(try words("set a #fade; show") == [["set", "a", "#fade"], ["show"]])
        #expect(try words("set a 1 #todo") == [["set", "a", "1"]])
    }

    @Test("# at the start of a command is always a comment, even one that reads like a colour")
    func commentAtCommandStart() throws {
        #expect(try words("#fade in the card") == [])
        #expect(try words("show; #24D6C8 teal") == [["show"]])
        #expect(try words("  #abc") == [])
    }

    @Test("completion reads the partial line by the same colour-or-comment rule")
    func partialLineSameRule() {
        #expect(PartialLine("#fade in").inComment)
        #expect(!PartialLine("set backdrop.colour #FFFFFF").inComment)
        #expect(PartialLine("set backdrop.colour #FFFFFF").current.text == "#FFFFFF")
        #expect(PartialLine("set a 1 #todo").inComment)
    }

    @Test("an unterminated quote is an error at the quote")
    func unterminatedQuote() {
        #expect(throws: CommandError("unterminated single quote; close it with '", column: 6)) {
            try Tokenizer.commands(in: "save 'oops")
        }
    }

    @Test("an unbalanced parenthesis is an error at its word")
    func unbalancedParenthesis() {
        #expect(throws: CommandError("unbalanced '(' in 'curve=cubic-bezier(0.25,'; close it with ')'", column: 5)) {
            try Tokenizer.commands(in: "set curve=cubic-bezier(0.25,")
        }
    }

    @Test("a blank between words is what the standard library calls whitespace, for every scalar and CR LF")
    func blanksAreTheStandardLibrarysWhitespace() {
        var differing: [UInt32] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let character = Character(scalar)
            if Tokenizer.isBlank(character) != character.isWhitespace { differing.append(value) }
        }
        #expect(differing.isEmpty, "differ: \(differing.prefix(10).map { String($0, radix: 16) })")
        #expect(Tokenizer.isBlank("\r\n"))
    }
}

