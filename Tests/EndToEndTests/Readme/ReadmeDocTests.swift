import Foundation
import TestPrerequisites
import Testing

/// The README runs itself: every `$ ` example is run by /bin/sh in a scratch folder holding
/// the files of `Examples/` (the `animtune` built beside the tests first on PATH), and what it
/// prints (stdout and stderr, in order) must be what the README shows under it.
@Suite("README examples", .enabled(if: Prerequisite.runs(AnimTuneBinary.path != nil), "the animtune binary is built beside the tests"))
struct ReadmeDocTests {
    static let repository = Repository.root
    static let readme = (try? String(contentsOf: repository.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""
    static let examples = (try? ReadmeExample.parse(readme)) ?? []

    @Test("the README's examples are found and every marker is known")
    func examplesAreFound() throws {
        let examples = try ReadmeExample.parse(Self.readme)
        #expect(examples.count >= 20, "only \(examples.count) examples found in README.md")
        #expect(examples.filter { $0.mode == .whole }.count >= 15)
    }

    @Test("each README example prints what the README shows", arguments: examples)
    func exampleRuns(_ example: ReadmeExample) throws {
        switch example.mode {
        case .notRun, .afterCode: return
        case .whole, .abridged: break
        }
        if example.commands.contains(where: { $0.text.contains("plot ") }), Prerequisite.executable("gnuplot") == nil,
           !Prerequisite.isCI { return }
        let folder = try TestFolder()
        try Self.copyExampleFiles(into: folder)
        for command in example.commands {
            let printed = try Self.run(command.text, in: folder)
            if let mismatch = ShownOutput.mismatch(shown: command.expected, printed: printed, abridged: example.mode == .abridged) {
                Issue.record("README.md:\(command.line): $ \(command.text)\n\(mismatch)")
            }
        }
    }

    /// Runs `command` with /bin/sh in `folder`, stderr into stdout; returns the lines printed.
    static func run(_ command: String, in folder: TestFolder) throws -> [String] {
        guard let binary = AnimTuneBinary.path else { throw TestFailure("animtune binary not found beside the tests") }
        var environment = folder.environment
        environment["PATH"] = URL(fileURLWithPath: binary).deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment["COLUMNS"] = "80"
        try Spawn.run(["/bin/sh", "-c", "exec 2>&1; " + command], environment: environment, directory: folder.path,
                      output: folder.url(".printed").path, timeout: 120)
        let text = folder.read(".printed") ?? ""
        var lines = text.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    static func copyExampleFiles(into folder: TestFolder) throws {
        let examples = repository.appendingPathComponent("Examples")
        for name in try FileManager.default.contentsOfDirectory(atPath: examples.path) where !name.hasPrefix(".") {
            try FileManager.default.copyItem(at: examples.appendingPathComponent(name), to: folder.url(name))
        }
    }
}
