import SafeIO
import Testing

@Suite("TerminalSafe: no control character reaches the terminal") struct TerminalSafeTests {
    @Test("OSC clipboard and title sequences become visible") func oscClipboardAndTitleSequencesBecomeVisible() {
        #expect(TerminalSafe.text("a\u{1B}]52;c;aGk=\u{07}b") == "a\\e]52;c;aGk=\\x07b")
        #expect(TerminalSafe.text("\u{1B}]0;owned\u{1B}\\") == "\\e]0;owned\\e\\")
    }

    @Test("C1 controls, carriage return and delete become visible") func c1ControlsCarriageReturnAndDeleteBecomeVisible() {
        #expect(TerminalSafe.text("x\u{9B}2J\ry\u{7F}") == "x\\u{9b}2J\\ry\\x7f")
    }

    @Test("bidi overrides and isolates and the line and paragraph separators become visible (issue 44, S10)")
    func bidiControlsBecomeVisible() {
        #expect(TerminalSafe.text("cod\u{202E}txt.exe") == "cod\\u{202e}txt.exe")
        #expect(TerminalSafe.text("\u{2066}a\u{2067}b\u{2068}c\u{2069}") == "\\u{2066}a\\u{2067}b\\u{2068}c\\u{2069}")
        #expect(TerminalSafe.text("one\u{2028}two\u{2029}") == "one\\u{2028}two\\u{2029}")
        #expect(TerminalSafe.keepingColours("\u{202D}x") == "\\u{202d}x")
        #expect(TerminalSafe.text("שלום abc") == "שלום abc", "right-to-left letters themselves stay")
    }

    @Test("newlines, tabs and Unicode stay") func newlinesTabsAndUnicodeStay() {
        #expect(TerminalSafe.text("a\tb\nc é 😀") == "a\tb\nc é 😀")
    }

    @Test("colours are kept only where allowed") func coloursAreKeptOnlyWhereAllowed() {
        #expect(TerminalSafe.keepingColours("\u{1B}[1;31merror\u{1B}[0m \u{1B}]2;t\u{07}") == "\u{1B}[1;31merror\u{1B}[0m \\e]2;t\\x07")
        #expect(TerminalSafe.keepingColours("\u{1B}[2J") == "\\e[2J")
    }

    @Test("echoed input is cut at two hundred characters") func echoedInputIsCutAtTwoHundredCharacters() {
        let long = String(repeating: "x", count: 10_000)
        #expect(TerminalSafe.echo(long) == String(repeating: "x", count: 200) + "…")
        #expect(TerminalSafe.echo("short") == "short")
    }

    @Test("long quoted inputs in a message are cut") func longQuotedInputsInAMessageAreCut() {
        let long = String(repeating: "y", count: 5_000)
        #expect(TerminalSafe.cuttingEchoes("no preset '\(long)' in p; did you mean 'yy'?")
            == "no preset '\(String(repeating: "y", count: 200))…' in p; did you mean 'yy'?")
        #expect(TerminalSafe.cuttingEchoes("unknown '\(long)") == "unknown '\(String(repeating: "y", count: 200))…")
    }

    /// What must never reach the terminal raw, from Unicode's own properties: the controls
    /// (general category Cc) but tab and line feed, the line and paragraph separators, and the
    /// bidirectional embeddings, overrides and isolates.
    static func mustBeShown(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control: scalar != "\t" && scalar != "\n"
        case .lineSeparator, .paragraphSeparator: true
        default: (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
        }
    }

    @Test("no Unicode scalar that must be shown passes through raw, alone or among printable text (every scalar tried)")
    func everyScalarIsChecked() {
        var leaked: [UInt32] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            for text in [String(scalar), "plot \(scalar) x"] {
                let shown = TerminalSafe.text(text)
                if shown.unicodeScalars.contains(where: Self.mustBeShown) || TerminalSafe.keepingColours(text).unicodeScalars.contains(where: Self.mustBeShown) {
                    leaked.append(value)
                }
            }
        }
        #expect(leaked.isEmpty, "raw: \(leaked.prefix(10).map { String($0, radix: 16) })")
    }
}
