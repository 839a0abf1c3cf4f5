import Foundation
import Testing
@testable import Gnuplot

@Suite("GnuplotQuote: user text as gnuplot strings") struct GnuplotQuoteTests {
    @Test("empty text becomes empty single quotes") func emptyTextBecomesEmptySingleQuotes() {
        #expect(GnuplotQuote.string("") == "''")
        #expect(GnuplotQuote.string("\0\0") == "''")
    }

    @Test("plain text is single quoted") func plainTextIsSingleQuoted() {
        #expect(GnuplotQuote.string("time (s)") == "'time (s)'")
    }

    @Test("apostrophe is spliced as octal escape") func apostropheIsSplicedAsOctalEscape() {
        #expect(GnuplotQuote.string("it's") == #"'it'."\047".'s'"#)
        #expect(GnuplotQuote.string("'") == #""\047""#)
    }

    @Test("newlines are spliced as escapes") func newlinesAreSplicedAsEscapes() {
        #expect(GnuplotQuote.string("a\nb") == #"'a'."\n".'b'"#)
        #expect(GnuplotQuote.string("a\r\nb") == #"'a'."\r"."\n".'b'"#)
    }

    @Test("NUL characters are dropped") func nulCharactersAreDropped() {
        #expect(GnuplotQuote.string("a\0b") == "'ab'")
    }

    @Test("backticks, macros and double quotes stay inside single quotes") func backticksMacrosAndDoubleQuotesStayInsideSingleQuotes() {
        #expect(GnuplotQuote.string("`ls` @x \"y\" $z \\") == #"'`ls` @x "y" $z \'"#)
    }

    @Test("every double quoted piece is a fixed escape", arguments: TestSupport.hostileCorpus(sentinel: "/tmp/x") + TestSupport.randomStrings(count: 200))
    func everyDoubleQuotedPieceIsAFixedEscape(text: String) {
        #expect(Self.doubleQuotedPieces(GnuplotQuote.string(text)).allSatisfy { [#"\047"#, #"\n"#, #"\r"#].contains($0) })
    }

    @Test("absolute file names are accepted") func absoluteFileNamesAreAccepted() throws {
        #expect(try GnuplotQuote.fileName("/tmp/out's.png") == #"'/tmp/out'."\047".'s.png'"#)
    }

    @Test("relative file names are refused") func relativeFileNamesAreRefused() {
        #expect(throws: GnuplotError.relativeFileName("out.png")) { try GnuplotQuote.fileName("out.png") }
        #expect(GnuplotError.relativeFileName("out.png").description == "plot file name must be an absolute path: 'out.png'")
    }

    @Test("command file names are refused", arguments: ["<touch /tmp/x", "|touch /tmp/x", " |cat", "<"])
    func commandFileNamesAreRefused(name: String) {
        #expect(throws: GnuplotError.commandFileName(name)) { try GnuplotQuote.fileName(name) }
    }

    @Test("file names with line breaks are refused") func fileNamesWithLineBreaksAreRefused() {
        #expect(throws: GnuplotError.controlCharacterInFileName("/tmp/a\nb.png")) { try GnuplotQuote.fileName("/tmp/a\nb.png") }
        #expect(GnuplotError.controlCharacterInFileName("/tmp/a\nb.png").description
            == "plot file name may not contain NUL or line breaks: '/tmp/a\\nb.png'")
    }

    /// The contents of the double-quoted strings outside single quotes.
    static func doubleQuotedPieces(_ expression: String) -> [String] {
        var pieces: [String] = []
        var inSingle = false
        var current: String?
        for character in expression {
            if var piece = current {
                if character == "\"" { pieces.append(piece); current = nil } else { piece.append(character); current = piece }
            } else if character == "'" {
                inSingle.toggle()
            } else if character == "\"" && !inSingle {
                current = ""
            }
        }
        return pieces
    }
}

@Suite("GnuplotQuote round trip: gnuplot prints exactly what was quoted", .enabled(if: TestSupport.gnuplotRuns, "gnuplot is not installed"))
struct GnuplotQuoteRoundTripTests {
    /// gnuplot prints exactly the text that was quoted (minus NULs), and nothing runs.
    @Test("gnuplot prints hostile text literally") func gnuplotPrintsHostileTextLiterally() throws {
        let directory = try TestSupport.makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let sentinel = directory.appendingPathComponent("sentinel").path
        let session = TestSupport.session()
        defer { session.close() }
        let corpus = TestSupport.hostileCorpus(sentinel: sentinel) + TestSupport.randomStrings(count: 300)
        for text in corpus {
            let result = try session.run(GnuplotScript(commands: "print \(GnuplotQuote.string(text))"))
            let expected = text.replacingOccurrences(of: "\0", with: "") + "\n"
            #expect(result.output == expected, "round trip of \(GnuplotError.show(text))")
            #expect(result.warnings.isEmpty)
        }
        #expect(!FileManager.default.fileExists(atPath: sentinel), "a quoted string ran a command")
    }

    @Test("a label shows control characters as visible escapes, so a text plot on the terminal carries none")
    func labelsCarryNoControls() {
        #expect(GnuplotQuote.label("\u{1B}[31mred\u{07}") == #"'\e[31mred\x07'"#)
        #expect(GnuplotQuote.label("it's") == GnuplotQuote.string("it's"))
    }
}
