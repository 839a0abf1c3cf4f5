import AnimTuneShell
import Foundation
import FuzzSupport

/// A notebook's folder holding files someone else made (a hook, a script, a dot-file, a
/// preset), outside the notebook's assets folder. Each notebook runs and is checked there;
/// afterwards those files must be as they were and no new dot-file may exist.
final class LedgerSandbox: @unchecked Sendable {
    static let shared = LedgerSandbox()

    /// The files made before each run, relative to the folder, and their contents.
    static let victims: [(name: String, text: String)] = [
        (".githooks/pre-commit", "#!/bin/sh\nexit 0\n"), ("gradlew", "#!/bin/sh\nexec java \"$@\"\n"),
        (".bashrc", "# stock\n"), ("theirs.css", "/* someone's */\n"), ("Presets/soft.json", "{\"mine\": true}\n"),
    ]
    /// FNV-1a of each victim's contents: the digest animtune writes in its comments.
    static let digests: [String: String] = Dictionary(uniqueKeysWithValues: victims.map { ($0.name, fnv1a($0.text)) })

    private let scratch = ScratchDirectory("ledger")
    private var folder: String { scratch.path + "/ws" }

    func check(_ notebook: String) {
        reset()
        let environment = ShellEnvironment(variables: ["PATH": "/nonexistent", "HOME": scratch.path + "/home", "ANIMTUNE_HISTORY": "",
                                                       "ANIMTUNE_PRESETS": folder + "/Presets"], workingDirectory: folder)
        let path = folder + "/nb.md"
        try? notebook.write(toFile: path, atomically: false, encoding: .utf8)
        for mode in [NotebookRunner.Mode.run, .run, .check] {
            _ = NotebookFiles.process(path, displayPath: "nb.md", mode: mode, environment: environment, errors: .buffer())
        }
        for victim in Self.victims {
            let now = try? String(contentsOfFile: folder + "/" + victim.name, encoding: .utf8)
            Property.check(now == victim.text, "'\(victim.name)' changed running\n\(notebook)")
        }
        let dotted = (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? [])
            .filter { $0.split(separator: "/").contains { $0.hasPrefix(".") } && !$0.hasPrefix(".githooks") && $0 != ".bashrc" }
        Property.check(dotted.isEmpty, "dot-files appeared: \(dotted) running\n\(notebook)")
    }

    private func reset() {
        let manager = FileManager.default
        try? manager.removeItem(atPath: folder)
        for victim in Self.victims {
            let path = folder + "/" + victim.name
            try? manager.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            _ = manager.createFile(atPath: path, contents: Data(victim.text.utf8))
        }
    }

    static func fnv1a(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
