import ArgumentParser

/// A way to start animtune as `animtune --help` lists it: the words after `animtune`
/// (`notebook run|check FILE.md`) and what they do. Each command-line type declares its own
/// (``CommandLineForms``); the top-level usage is made from them.
struct CommandLineForm {
    let words: String
    let summary: String

    init(_ words: String, _ summary: String) {
        self.words = words
        self.summary = summary
    }

    /// Every form of `commands`, one a line, the summaries in a column three spaces after the
    /// longest; lines after the first indented two spaces, as the parser prints them after `USAGE: `.
    static func usage(of commands: [any CommandLineForms.Type]) -> String {
        let forms = commands.flatMap { $0.forms }
        let lines = forms.map { $0.words.isEmpty ? "animtune" : "animtune " + $0.words }
        let width = (lines.map(\.count).max() ?? 0) + 3
        return zip(lines, forms).map { line, form in line.padding(toLength: width, withPad: " ", startingAt: 0) + form.summary }
            .joined(separator: "\n  ")
    }
}

/// A command-line type whose forms the top-level usage lists.
protocol CommandLineForms: ParsableCommand {
    static var forms: [CommandLineForm] { get }
}
