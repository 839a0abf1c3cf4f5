import SafeIO
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@testable import AnimTuneShell

/// Issue 14: a notebook reaches its files from the workspace folder held open, one component
/// at a time without following links, so a folder swapped for a link after the path was
/// checked (by a second process, between a cell's check and its write) is refused.
@Suite("workspace confinement")
struct WorkspaceConfinementTests {
    /// A workspace `ws` holding `nb.md` and a folder `out`, beside a folder `victim`; the
    /// notebook's environment, confined to `ws`.
    private static func workspace(checking: Bool = false) throws -> (NotebookFolder, ShellEnvironment, Workspace) {
        let folder = try NotebookFolder()
        try folder.write("ws/nb.md", "")
        try folder.write("ws/out/keep.txt", "kept\n")
        try folder.write("victim/keep.txt", "victim\n")
        let workspace = try Workspace(notebookPath: folder.path + "/ws/nb.md", checking: checking, environment: [:])
        var environment = folder.environment
        environment.workspace = workspace
        environment.workingDirectory = folder.path + "/ws"
        return (folder, environment, workspace)
    }

    /// Puts a link to `../victim` where the folder `ws/out` was (the folder moves to `ws/out.moved`).
    private static func swapOutForLink(in folder: NotebookFolder) {
        #expect(rename(folder.path + "/ws/out", folder.path + "/ws/out.moved") == 0)
        #expect(symlink("../victim", folder.path + "/ws/out") == 0)
    }

    @Test("a folder swapped for a link after the path was checked: the write is refused and nothing reaches the link's target")
    func swappedFolderBeforeWrite() throws {
        let (folder, environment, workspace) = try Self.workspace()
        defer { workspace.close() }
        let path = try environment.resolve("out/x.json")
        Self.swapOutForLink(in: folder)
        #expect(throws: FileProblem("'out' is a symbolic link, and links are not followed here")) {
            try environment.writeText("{}", to: path)
        }
        #expect(folder.exists("victim/x.json") == false)
        #expect(names(in: folder.path + "/victim") == ["keep.txt"])
    }

    @Test("a folder swapped for a link while gnuplot writes: the file lands in the folder that was checked, never the link's target")
    func swappedFolderDuringWrite() throws {
        let (folder, environment, workspace) = try Self.workspace()
        defer { workspace.close() }
        let path = try environment.resolve("out/p.png")
        try environment.produceFile(at: path, verify: { _ in nil }, problem: { $0 }) { (temporary: String) throws(FileProblem) in
            Self.swapOutForLink(in: folder)
            let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
            #expect(descriptor >= 0)
            Descriptor.writeAll(descriptor, "png")
            close(descriptor)
        }
        #expect(folder.read("ws/out.moved/p.png") == "png")
        #expect(names(in: folder.path + "/victim") == ["keep.txt"])
    }

    @Test("reads refuse a folder swapped for a link after the path was checked")
    func swappedFolderBeforeRead() throws {
        let (folder, environment, workspace) = try Self.workspace()
        defer { workspace.close() }
        let path = try environment.resolve("out/keep.txt")
        Self.swapOutForLink(in: folder)
        #expect(throws: FileProblem("'out' is a symbolic link, and links are not followed here")) {
            _ = try environment.readText(path, maximumBytes: 1000)
        }
    }

    @Test("while checking, writes go to the overlay, reads see them there, and the workspace is unchanged")
    func checkingWritesToTheOverlay() throws {
        let (folder, environment, workspace) = try Self.workspace(checking: true)
        defer { workspace.close() }
        let path = try environment.resolve("out/x.json")
        try environment.writeText("{}", to: path)
        #expect(try environment.readText(path, maximumBytes: 100) == "{}")
        #expect(environment.fileExists(path))
        #expect(environment.folderEntries(FilePath.parent(of: path)) == ["keep.txt", "x.json"])
        #expect(folder.exists("ws/out/x.json") == false)
        #expect(throws: FileProblem("the folder 'missing' does not exist")) {
            try environment.writeText("{}", to: try environment.resolve("missing/x.json"))
        }
    }
}

/// The names in the folder at `path`, sorted.
private func names(in path: String) -> [String] {
    guard let folder = try? OpenFolder.open(path) else { return [] }
    return folder.names().sorted()
}
