import AnimTuneShell
import Foundation
import FuzzSupport

/// An outer folder (standing in for the user's home) holding victim files and the sandbox, a
/// git work tree with links leading out. Each notebook runs in the sandbox; afterwards every
/// entry of the outer folder outside the sandbox must be as it was.
final class Sandbox: @unchecked Sendable {
    static let shared = Sandbox()

    private let outer = ScratchDirectory("sandbox")
    private var sandbox: String { outer.path + "/sandbox" }
    private var baseline: [String: Data] = [:]

    private init() {
        let manager = FileManager.default
        try? manager.createDirectory(atPath: outer.path + "/home/.aws", withIntermediateDirectories: true)
        _ = manager.createFile(atPath: outer.path + "/victim.txt", contents: Data("precious\n".utf8))
        _ = manager.createFile(atPath: outer.path + "/home/.bashrc", contents: Data("# shell\n".utf8))
        _ = manager.createFile(atPath: outer.path + "/home/.aws/credentials", contents: Data("SECRET\n".utf8))
        baseline = snapshot()
    }

    func check(_ text: String) {
        let notebook = text.replacingOccurrences(of: "OUTER", with: outer.path)
        reset()
        let environment = ShellEnvironment(variables: ["PATH": "/nonexistent", "HOME": outer.path + "/home", "ANIMTUNE_HISTORY": ""],
                                           workingDirectory: sandbox)
        let path = sandbox + "/nb.md"
        try? notebook.write(toFile: path, atomically: false, encoding: .utf8)
        _ = NotebookFiles.process(path, displayPath: "nb.md", mode: .run, environment: environment, errors: .buffer())
        _ = NotebookFiles.process(path, displayPath: "nb.md", mode: .check, environment: environment, errors: .buffer())
        let after = snapshot()
        let changed = Set(after.keys).union(baseline.keys).filter { after[$0] != baseline[$0] }.sorted()
        Property.check(changed.isEmpty, "outside the sandbox changed: \(changed) running\n\(notebook)")
    }

    /// A fresh sandbox: a git work tree (a `.git` folder) with a link to the outer folder and
    /// an absolute link to the victim.
    private func reset() {
        try? FileManager.default.removeItem(atPath: sandbox)
        try? FileManager.default.createDirectory(atPath: sandbox + "/.git", withIntermediateDirectories: true)
        try? FileManager.default.createSymbolicLink(atPath: sandbox + "/link", withDestinationPath: "..")
        try? FileManager.default.createSymbolicLink(atPath: sandbox + "/out", withDestinationPath: outer.path + "/victim.txt")
    }

    /// Every entry outside the sandbox: file bytes, or a marker for folders and links.
    private func snapshot() -> [String: Data] {
        var entries: [String: Data] = [:]
        let manager = FileManager.default
        guard let walker = manager.enumerator(atPath: outer.path) else { return entries }
        while let relative = walker.nextObject() as? String {
            if relative == "sandbox" { walker.skipDescendants(); continue }
            let full = outer.path + "/" + relative
            let type = (try? manager.attributesOfItem(atPath: full)[.type]) as? FileAttributeType
            entries[relative] = type == .typeRegular ? manager.contents(atPath: full) ?? Data() : Data((type?.rawValue ?? "?").utf8)
        }
        return entries
    }
}
