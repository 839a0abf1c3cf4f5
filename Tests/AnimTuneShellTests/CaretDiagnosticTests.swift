import Testing
@testable import AnimTuneShell

@Suite("errors under the line, with a caret")
struct CaretDiagnosticTests {
    func shown(_ line: String, _ column: Int, _ message: String = "bad") -> String {
        CaretDiagnostic(line: line, column: column, message: message).render(TerminalStyle(enabled: false))
    }

    @Test("the caret and tildes sit under the token")
    func ascii() {
        #expect(shown("use sprang", 5, "unknown scene 'sprang'; did you mean 'spring'?") == """
            error: unknown scene 'sprang'; did you mean 'spring'?
              use sprang
                  ^~~~~~

            """)
    }

    @Test("multibyte and wide characters before the column do not shift the caret")
    func multibyte() {
        #expect(shown("set curve.duration 0,3…", 20) == "error: bad\n  set curve.duration 0,3…\n                     ^~~~\n")
        #expect(shown("set x=\"名前\" y", 12) == "error: bad\n  set x=\"名前\" y\n               ^\n")
        #expect(shown("use spríng", 5) == "error: bad\n  use spríng\n      ^~~~~~\n")
    }

    @Test("tabs are kept so tab stops agree; control characters are not printed")
    func tabsAndControls() {
        #expect(shown("set\tx 1", 5) == "error: bad\n  set\tx 1\n     \t^\n")
        #expect(shown("get \u{1B}[31m", 5) == "error: bad\n  get ?[31m\n      ^~~~~\n")
    }

    @Test("a quoted token or one with parentheses is underlined whole; past the end gets a lone caret")
    func extents() {
        #expect(shown("save \"a b\" x", 6).hasSuffix("       ^~~~~\n"))
        #expect(shown("set curve cubic-bezier(0, 0, 1, 1) x", 11).hasSuffix("            ^~~~~~~~~~~~~~~~~~~~~~~~\n"))
        #expect(shown("set", 4) == "error: bad\n  set\n     ^\n")
    }

    @Test("with colour: error in red, caret in green, the suggested name highlighted")
    func colour() {
        let text = CaretDiagnostic(line: "use sprang", column: 5, message: "unknown scene 'sprang'; did you mean 'spring'?")
            .render(TerminalStyle(enabled: true))
        #expect(text.hasPrefix("\u{1B}[1;31merror:\u{1B}[0m "))
        #expect(text.contains("\u{1B}[1;36mspring\u{1B}[0m"))
        #expect(text.contains("\u{1B}[1;32m^~~~~~\u{1B}[0m"))
    }

    @Test("the prompt names the scene and marks unsaved changes; colour is invisible to libedit")
    func prompt() {
        let plain = TerminalStyle(enabled: false).prompt(scene: "tabbar", modified: true)
        #expect(plain.plain == "animtune tabbar*> ")
        #expect(plain.escaped == plain.plain)
        let coloured = TerminalStyle(enabled: true).prompt(scene: "spring", modified: false)
        #expect(coloured.plain == "animtune spring> ")
        #expect(coloured.escaped == "animtune \u{1}\u{1B}[1;36m\u{1}spring\u{1}\u{1B}[0m\u{1}> ")
    }

    @Test("display width: wide characters take two columns, combining marks none")
    func widths() {
        #expect(DisplayWidth.of("abc") == 3)
        #expect(DisplayWidth.of("名前") == 4)
        #expect(DisplayWidth.of("e\u{301}") == 1)
        #expect(DisplayWidth.of("🙂") == 2)
    }
}
