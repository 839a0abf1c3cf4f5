import Testing
@testable import AnimTuneShell

/// Bytes from the terminal to tune's keys.
@Suite("tune: key decoder")
struct TuneKeyDecoderTests {
    static func keys(_ text: String) -> [TuneKey] {
        var decoder = TuneKeyDecoder()
        return decoder.feed(Array(text.utf8)) + decoder.flush()
    }

    @Test("arrows in normal and application cursor mode, Shift+arrows, Enter, Backspace, Ctrl-C")
    func sequences() {
        #expect(Self.keys("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D") == [.up, .down, .right, .left])
        #expect(Self.keys("\u{1B}OA\u{1B}OC") == [.up, .right])
        #expect(Self.keys("\u{1B}[1;2C\u{1B}[1;2D") == [.shiftRight, .shiftLeft])
        #expect(Self.keys("\r\n\u{7F}\u{03}") == [.enter, .enter, .backspace, .interrupt])
        #expect(Self.keys("0.5p[") == [.character("0"), .character("."), .character("5"), .character("p"), .character("[")])
    }

    @Test("key repeat arrives as many sequences in one read, each one key")
    func repeated() {
        #expect(Self.keys(String(repeating: "\u{1B}[C", count: 5)) == Array(repeating: .right, count: 5))
    }

    @Test("Esc alone waits for more bytes; with none it is Esc, with the rest it is an arrow")
    func escape() {
        var decoder = TuneKeyDecoder()
        #expect(decoder.feed([0x1B]).isEmpty)
        #expect(decoder.isWaiting)
        #expect(decoder.flush() == [.escape])
        #expect(!decoder.isWaiting)
        #expect(decoder.feed([0x1B]).isEmpty)
        #expect(decoder.feed(Array("[D".utf8)) == [.left])
    }

    @Test("unknown sequences are dropped whole, so their bytes are not read as keys")
    func unknown() {
        #expect(Self.keys("\u{1B}[15~q") == [.character("q")])
    }
}
