import Testing
@testable import AnimTuneShell

/// Wrapped text at every width from 60 to 200: no line wider than the window, no word cut,
/// tables keep their second column.
@Suite("Wrapping at every width")
struct WrapWidthTests {
    static let widths = Array(60...200)

    /// The words of `text`, in order: the same at every width when nothing is cut.
    static func words(_ text: String) -> [Substring] {
        text.split(whereSeparator: { $0 == " " || $0 == "\n" })
    }

    static func check(_ name: String, width: Int, _ text: String, unwrapped: String) {
        for line in text.split(separator: "\n") {
            #expect(DisplayWidth.of(String(line)) <= width || !line.contains(" "), "\(name) at \(width): '\(line)'")
        }
        #expect(words(text) == words(unwrapped), "\(name) at \(width): a word was cut")
    }

    @Test("help, help tune and help export: within the width, no word cut")
    func help() {
        let table = CommandTable.standard
        for name in ["tune", "export", "set", "solve"] {
            let command = table.command(named: name)!
            let unwrapped = HelpCommand.manual(for: command)
            for width in Self.widths { Self.check("help \(name)", width: width, HelpCommand.manual(for: command, width: width), unwrapped: unwrapped) }
        }
    }

    @Test("help tune's keys and help export's formats keep their second column at every width")
    func tableColumns() {
        let table = CommandTable.standard
        for (name, first) in [("tune", "  Up, Down"), ("export", "  json")] {
            for width in Self.widths {
                let lines = HelpCommand.manual(for: table.command(named: name)!, width: width).split(separator: "\n", omittingEmptySubsequences: false)
                let start = lines.firstIndex { $0.hasPrefix(first + " ") }!
                let row = Array(lines[start])
                let column = WordWrap.tableColumn(lines[start])!
                #expect(row[column] != " ")
                // Every row and continuation of the table starts its second column there.
                for line in lines[start...].prefix(while: { !$0.isEmpty && $0.hasPrefix("  ") }) {
                    let characters = Array(line)
                    #expect(characters.count > column && characters[column - 1] == " " && characters[column] != " ",
                            "help \(name) at \(width): '\(line)'")
                }
            }
        }
    }

    @Test("an error under its line wraps at spaces, under its first word")
    func errorLine() {
        let message = "spring.damping: 20 is out of range; accepted: 0.01…1; here damping is the ratio ζ as in UIKit; a damping "
            + "coefficient as in Figma, motion or Core Animation is spring.dampingCoefficient (set spring.dampingCoefficient=20)"
        let diagnostic = CaretDiagnostic(line: "set spring.damping=20", column: 20, message: message)
        let unwrapped = diagnostic.render(TerminalStyle(enabled: false))
        for width in Self.widths {
            let text = diagnostic.render(TerminalStyle(enabled: false), width: width)
            Self.check("error", width: width, text, unwrapped: unwrapped)
            let lines = text.split(separator: "\n")
            #expect(lines[0].hasPrefix("error: spring.damping: 20"))
            if width < 120 { #expect(lines[1].hasPrefix("       ") && lines[1].dropFirst(7).first != " ") }
        }
    }
}
