import SafeIO
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@testable import AnimTuneShell

/// A folder under /tmp for a notebook and what it writes (images, presets in `Presets/`),
/// removed with everything in it when the value goes away.
final class NotebookFolder {
    let path: String

    init() throws {
        var template = Array("/tmp/animtune-notebook.XXXXXX".utf8CString)
        guard template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) != nil else {
            throw TemporaryFolderError()
        }
        path = String(cString: template.map { $0 })
        guard mkdir(path + "/Presets", 0o755) == 0 else { throw TemporaryFolderError() }
    }

    deinit {
        Self.removeTree(path)
    }

    /// The folder as working directory, `save NAME` going to its `Presets/`, no terminal; HOME
    /// beside it, not made (a notebook in HOME or above it gets no workspace).
    var environment: ShellEnvironment {
        ShellEnvironment(variables: ["ANIMTUNE_PRESETS": path + "/Presets", "HOME": path + "-home"], workingDirectory: path)
    }

    /// Runs or checks the notebook `name` here: whether it succeeded, and what it reported;
    /// `allowReplace` as `notebook run --allow-replace` gives them (relative to the folder).
    func process(_ mode: NotebookRunner.Mode, _ name: String = "t.md", allowReplace: [String] = [],
                 environment: ShellEnvironment? = nil, reach: NotebookReach = .ownFolder) -> (Bool, String) {
        let errors = TextOutput.buffer()
        let environment = environment ?? self.environment
        let succeeded = NotebookFiles.process(path + "/" + name, displayPath: name, mode: mode, environment: environment, errors: errors,
                                              allowReplace: NotebookFiles.allowedPaths(allowReplace, environment: environment), reach: reach)
        return (succeeded, errors.take())
    }

    func write(_ name: String, _ text: String) throws {
        try FileSystem.makeDirectories(FileSystem.parent(of: path + "/" + name))
        try FileSystem.writeAtomically(text, to: path + "/" + name)
    }

    func read(_ name: String) -> String? {
        try? FileSystem.readText(path + "/" + name)
    }

    func exists(_ name: String) -> Bool { FileSystem.exists(path + "/" + name) }

    /// Removes `path` and what is in it, hidden files too; links are removed, never followed.
    static func removeTree(_ path: String) {
        PrivateFolder.removeTree(path)
    }
}
