import AnimTuneShell
import FuzzSupport

/// Runs a notebook twice in a scratch directory, without gnuplot, when its cells use only
/// commands that are quick and write nothing; the second run must leave the text as it is.
final class NotebookRerun: @unchecked Sendable {
    static let shared = NotebookRerun()

    static let quickCommands: Set<String> = [
        "help", "scenes", "use", "show", "get", "set", "reset", "undo", "redo", "metrics", "convert", "quit",
    ]

    private let scratch = ScratchDirectory("notebook")
    private let environment: ShellEnvironment

    private init() {
        environment = ShellEnvironment(variables: ["PATH": "/nonexistent", "HOME": scratch.path, "ANIMTUNE_HISTORY": ""],
                                       workingDirectory: scratch.path, presetsOverride: "presets")
    }

    func check(_ text: String, _ document: NotebookDocument) {
        guard !document.cells.isEmpty, document.cells.allSatisfy(isQuick) else { return }
        let first = run(text)
        let second = run(first)
        Property.check(Array(second.utf8) == Array(first.utf8),
                       "a second run changed the notebook:\n\(first.debugDescription)\n→\n\(second.debugDescription)")
    }

    private func run(_ text: String) -> String {
        let runner = NotebookRunner(path: scratch.path + "/fuzz.md", mode: .run, errors: .buffer())
        return runner.run(text, environment: environment).text
    }

    private func isQuick(_ cell: NotebookDocument.Cell) -> Bool {
        cell.source.split(whereSeparator: \.isLineEnd).allSatisfy { line in
            guard let commands = try? Tokenizer.commands(in: String(line)) else { return true }
            return commands.allSatisfy { Self.quickCommands.contains($0[0].text) }
        }
    }
}
