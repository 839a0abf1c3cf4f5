import AnimTuneCore
import AnimTuneShell
import Foundation
import FuzzSupport

/// Every input picks a dialect's snippet (``DialectSnippet``), replaces its numbers
/// (``NumberMutation``), and runs it in a fresh session the way a user would: `import` (as
/// text or `--from` a file) or `fit`, then the commands that compute with the spring — `export
/// css` and one more format, `metrics --runtime all --distance D`, `run --table`, `convert`,
/// `table` — and `save` and `load`, when the import or fit was accepted. Properties: nothing traps (a trap is a crash libFuzzer
/// keeps); every error is one line; an input ends within ``timeLimit``; and when the import or
/// fit was accepted, `save` writes a preset that `load` accepts (SPEC §5: nothing stored that
/// `set` and `load` refuse).
///
/// Input layout: byte 0 the snippet, byte 1 the scene, export format, distance and whether to
/// import from a file; then the bytes ``NumberMutation`` reads.
final class NumberFuzzer: @unchecked Sendable {
    static let shared = NumberFuzzer()

    /// Seconds one input may take (with the address sanitizer, a few times the release build's).
    static let timeLimit = 20.0
    static let distances = ["300", "0.001", "100000", "1", "37.5", "2000", "0.5", "99999"]
    static let scenes = [("spring", ""), ("card", "dismiss.spring "), ("tabbar", ""), ("spring", "")]

    private let scratch = ScratchDirectory("numbers")
    private let environment: ShellEnvironment

    private init() {
        environment = ShellEnvironment(
            variables: ["PATH": "/nonexistent", "HOME": scratch.path, "TMPDIR": scratch.path, "ANIMTUNE_HISTORY": ""],
            workingDirectory: scratch.path, presetsOverride: "presets")
    }

    func run(_ bytes: [UInt8]) {
        guard bytes.count >= 2 else { return }
        let snippet = DialectSnippet.all[Int(bytes[0]) % DialectSnippet.all.count]
        let text = NumberMutation.apply(to: snippet.text, bytes: bytes, offset: 2)
        let choice = Int(bytes[1])
        let (scene, group) = Self.scenes[choice % Self.scenes.count]
        let formats = ExportCatalog.formats
        let format = formats[(choice / 4) % formats.count]
        let distance = Self.distances[(choice / 16) % Self.distances.count]
        let fromFile = choice >= 128

        scratch.empty()
        try? FileManager.default.createDirectory(atPath: scratch.path + "/presets", withIntermediateDirectories: true)
        let entry: String
        switch snippet.use {
        case .importText:
            if fromFile {
                _ = FileManager.default.createFile(atPath: scratch.path + "/snippet.txt", contents: Data(text.utf8))
                entry = "import \(group)--from snippet.txt"
            } else {
                entry = "import \(group)'\(text)'"
            }
        case .fitText(let options):
            entry = "fit \(group)'\(text)' \(options)"
        case .fitFile(let name, let options):
            _ = FileManager.default.createFile(atPath: scratch.path + "/" + name, contents: Data(text.utf8))
            entry = "fit \(group)\(name) \(options)"
        }
        let started = ContinuousClock.now
        let context = CommandContext(out: .buffer(), err: .buffer(), environment: environment)
        let runner = ScriptRunner(context: context)
        func run(_ line: String) -> Bool {
            let succeeded = runner.runLine(line) { error, _ in
                Property.check(!error.message.contains("\n"), "a message of more than one line for \(line.debugDescription): \(error.message.debugDescription)")
            }
            _ = context.out.take()
            _ = context.err.take()
            return succeeded
        }
        _ = run("use \(scene)")
        let accepted = run(entry)
        // A refused number leaves the scene's own spring, which the seeds already cover: the
        // follow-ups run on what was accepted, so the time goes into new springs.
        if accepted {
            for line in ["export css", "export \(format)", "metrics --runtime all --distance \(distance)", "run --table", "convert",
                         "table \(group.isEmpty ? "spring" : group.trimmingCharacters(in: .whitespaces))"] {
                _ = run(line)
            }
            Property.check(run("save fuzzed --force"), "\(entry.debugDescription) was accepted but 'save' refused the result")
            Property.check(run("load fuzzed"), "\(entry.debugDescription) was accepted but 'load' refused the preset 'save' wrote")
        }
        let elapsed = ContinuousClock.now - started
        Property.check(elapsed < .seconds(Self.timeLimit), "\(entry.debugDescription) and its follow-ups took \(elapsed)")
    }
}
