import AnimTuneCore
import AnimTuneShell
import Foundation
import FuzzSupport

/// Every input is a script for a fresh session (one line per line, at most 16) whose files
/// live in a scratch directory holding copies of the shipped presets, without gnuplot and
/// without history. For each line: completion never crashes and replaces a suffix of the
/// line; every command runs without crashing; errors point into the line; and a failing
/// `set` or `load` changes nothing (SPEC §5).
final class CommandFuzzer: @unchecked Sendable {
    static let shared = CommandFuzzer()

    private let scratch = ScratchDirectory("commands")
    private let presets: [(name: String, data: Data)]
    private let environment: ShellEnvironment
    static let maximumLines = 16

    private init() {
        let shipped = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../Presets").standardizedFileURL
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: shipped.path)) ?? []).filter { $0.hasSuffix(".json") }
        presets = names.compactMap { name in
            (try? Data(contentsOf: shipped.appendingPathComponent(name))).map { (name, $0) }
        }
        environment = ShellEnvironment(
            variables: ["PATH": "/nonexistent", "HOME": scratch.path, "TMPDIR": scratch.path, "ANIMTUNE_HISTORY": ""],
            workingDirectory: scratch.path, presetsOverride: "presets")
    }

    func run(_ script: String) {
        scratch.empty()
        let folder = scratch.path + "/presets"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for preset in presets { _ = FileManager.default.createFile(atPath: folder + "/" + preset.name, contents: preset.data) }

        let context = CommandContext(out: .buffer(), err: .buffer(), environment: environment)
        let runner = ScriptRunner(context: context)
        for line in script.split(separator: "\n", omittingEmptySubsequences: false).prefix(Self.maximumLines) {
            let line = String(line)
            let completion = Completer(context: context).complete(line)
            Property.check(line.unicodeScalars.reversed().starts(with: completion.replacing.unicodeScalars.reversed()),
                           "completion replaces \(completion.replacing.debugDescription), not a suffix of \(line.debugDescription)")
            guard let commands = try? Tokenizer.commandsWithText(in: line) else {
                _ = runner.runLine(line) { error, column in checkColumn(column, of: error, in: line) }
                continue
            }
            for command in commands where command.tokens.allSatisfy(PathGuard.allows) {
                let before = context.state
                var failed = false
                _ = runner.runLine(command.text) { error, column in
                    failed = true
                    checkColumn(column, of: error, in: command.text)
                }
                if failed, ["set", "load"].contains(command.tokens[0].text) {
                    Property.check(context.state == before, "a failing \(command.text.debugDescription) changed the session")
                }
                _ = context.out.take()
                _ = context.err.take()
                if context.wantsQuit { return }
            }
        }
    }

    private func checkColumn(_ column: Int, of error: CommandError, in line: String) {
        Property.check((1...line.count + 1).contains(column),
                       "error column \(column) outside \(line.debugDescription): \(error.message)")
    }
}
