import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Issue 26: a notebook's workspace is its own folder, not the git work tree around it; `.git`
/// and other version-control folders are never written, in a notebook or the shell; in a
/// notebook `--force` replaces only what the notebook wrote. Each test is run through the
/// real binary in a real git repository.
@Suite("notebooks in a git work tree", .enabled(if: AnimTuneBinary.path != nil, "the animtune binary is built beside the tests"))
struct WorkTreeNotebookTests {
    /// A git repository (made by `git init`, or by hand when git is missing) with a hook that
    /// works, a file at the top, and the notebook `docs/evil/nb.md` holding `cells`.
    private static func repository(_ cells: [String]) throws -> (TestFolder, lines: [Int]) {
        let home = try TestFolder()
        for folder in ["repo/.git/hooks", "repo/docs/evil"] {
            try FileManager.default.createDirectory(at: home.url(folder), withIntermediateDirectories: true)
        }
        try home.write("repo/.git/hooks/pre-commit", "#!/bin/sh\nexit 0\n")
        #expect(chmod(home.url("repo/.git/hooks/pre-commit").path, 0o755) == 0)
        try home.write("repo/top.txt", "the project's own file\n")
        var text = "# A notebook from a pull request\n"
        var lines: [Int] = []
        for cell in cells {
            text += "\n```animtune\n"
            lines.append(text.split(separator: "\n", omittingEmptySubsequences: false).count)
            text += cell + "\n```\n"
        }
        try home.write("repo/docs/evil/nb.md", text)
        return (home, lines)
    }

    static let escapingCells = [
        "export json --to ../../.git/hooks/pre-commit",
        "export json --to ../../.git/hooks/pre-commit --force",
        "export json --to ../../top.txt",
        "export json --to ../../top.txt --force",
        "export json --to ../../.git/hooks/post-checkout",
        "export json --to ../../.git/hooks/post-checkout --force",
    ]

    @Test("a notebook two folders down in a git repository reaches neither .git nor the top: nothing changes, one refused cell each",
          arguments: ["run", "check"])
    func notebookStaysInItsFolder(mode: String) throws {
        let (home, lines) = try Self.repository(Self.escapingCells)
        var skipped: Set<String> = ["stdin.txt", "stdout.txt", "stderr.txt"]
        if mode == "run" { skipped.insert("repo/docs/evil/nb.md") }
        let before = FolderSnapshot(home.path, skipping: skipped)
        let result = try AnimTuneBinary.run(["notebook", mode, "repo/docs/evil/nb.md"], input: "", home: home)
        let after = FolderSnapshot(home.path, skipping: skipped)
        #expect(after == before, "changed:\n\(after.difference(from: before))")
        #expect(result.status == 1)
        #expect(!home.exists("repo/.git/hooks/post-checkout"))
        #expect(home.permissions(home.url("repo/.git/hooks/pre-commit").path) == 0o755)
        // Checking names the lines on disk; running, the lines of the rewritten notebook.
        let refused = result.errors.split(separator: "\n").compactMap { line in
            line.hasPrefix("repo/docs/evil/nb.md:") && line.contains("leads out of the workspace") ? line.split(separator: ":")[1] : nil
        }
        #expect(refused.count == lines.count && Set(refused).count == lines.count, "\(result.errors)")
        if mode == "check" { #expect(refused.map { Int($0) } == lines) }
        #expect(result.errors.contains("'../../.git/hooks/pre-commit' leads out of the workspace with '..'; a notebook reads and "
            + "writes only inside its workspace, its own folder ('notebook run --workspace DIR' widens it)"))
    }

    @Test("with --workspace at the top of the repository, the top may be written but .git still is not")
    func widerWorkspaceStillSparesGit() throws {
        let (home, lines) = try Self.repository(["export json --to ../../.git/hooks/post-checkout",
                                                 "export json --to ../../out.json"])
        let result = try AnimTuneBinary.run(["notebook", "run", "--workspace", "repo", "repo/docs/evil/nb.md"], input: "", home: home)
        #expect(result.status == 1)
        #expect(result.errors.hasPrefix("warning: --workspace: the notebooks may read and write anywhere below 'repo'"))
        #expect(result.errors.contains("repo/docs/evil/nb.md:\(lines[0]):"))
        #expect(result.errors.contains("is inside the version-control folder '.git', which a notebook never reaches"))
        #expect(!result.errors.contains("repo/docs/evil/nb.md:\(lines[1]):"), "\(result.errors)")
        #expect(!home.exists("repo/.git/hooks/post-checkout"))
        #expect(home.exists("repo/out.json"))
    }

    @Test("--workspace must hold the notebook")
    func workspaceMustHoldTheNotebook() throws {
        let (home, _) = try Self.repository(["show"])
        try FileManager.default.createDirectory(at: home.url("other"), withIntermediateDirectories: true)
        let result = try AnimTuneBinary.run(["notebook", "check", "--workspace", "other", "repo/docs/evil/nb.md"], input: "", home: home)
        #expect(result.status == 1)
        #expect(result.errors.contains("repo/docs/evil/nb.md: error: the workspace 'other' does not hold the notebook; name a folder above it"))
    }

    @Test("a .git inside the notebook's own folder, by name or through a link, is refused")
    func gitBelowTheNotebook() throws {
        let home = try TestFolder()
        try FileManager.default.createDirectory(at: home.url("nb/.git/hooks"), withIntermediateDirectories: true)
        #expect(symlink(".git/hooks", home.url("nb/hooks").path) == 0)
        try home.write("nb/nb.md", "```animtune\nexport json --to .git/hooks/pre-commit --force\n```\n\n"
            + "```animtune\nexport json --to hooks/pre-commit --force\n```\n\n```animtune\nload .git/config\n```\n")
        let result = try AnimTuneBinary.run(["notebook", "run", "nb/nb.md"], input: "", home: home)
        #expect(result.status == 1)
        #expect(result.errors.split(separator: "\n").filter { $0.contains("version-control folder '.git'") }.count == 3,
                "\(result.errors)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: home.path + "/nb/.git/hooks") == [])
    }

    @Test("in a notebook --force replaces no existing file; --allow-replace on the command line does, and only the one it names")
    func forceOnlyForTheNotebooksOwnFiles() throws {
        let home = try TestFolder()
        try FileManager.default.createDirectory(at: home.url("nb"), withIntermediateDirectories: true)
        try home.write("nb/theirs.json", "someone else's\n")
        try home.write("nb/nb.md", "```animtune\nexport json --to mine.json --force\n```\n\n"
            + "```animtune\nexport json --to theirs.json --force\n```\n")
        let first = try AnimTuneBinary.run(["notebook", "run", "nb/nb.md"], input: "", home: home)
        #expect(first.status == 1)
        #expect(first.errors.contains("'theirs.json' exists and a notebook replaces only files in its own assets folder or "
            + "written by this run, even with --force; to let it, name the file with 'notebook run --allow-replace theirs.json'"),
                "\(first.errors)")
        #expect(home.read("nb/theirs.json") == "someone else's\n")
        #expect(home.exists("nb/mine.json"))
        // The notebook's own comment about mine.json is no permission: the command line is.
        try home.write("nb/mine.json", "edited\n")
        let second = try AnimTuneBinary.run(["notebook", "run", "nb/nb.md"], input: "", home: home)
        #expect(second.errors.contains("'mine.json' exists"), "\(second.errors)")
        #expect(home.read("nb/mine.json") == "edited\n")
        let third = try AnimTuneBinary.run(["notebook", "run", "--allow-replace", "nb/mine.json", "nb/nb.md"], input: "", home: home)
        #expect(!third.errors.contains("'mine.json'"), "\(third.errors)")
        #expect(home.read("nb/mine.json")?.contains("animtune-preset") == true)
        #expect(home.read("nb/theirs.json") == "someone else's\n")
    }

    @Test("the shell never writes into .git either, by name or through a link, even with --force")
    func shellSparesGit() throws {
        let home = try TestFolder()
        try FileManager.default.createDirectory(at: home.url("repo/.git/hooks"), withIntermediateDirectories: true)
        #expect(symlink(home.url("repo/.git/hooks/pre-commit").path, home.url("repo/hook").path) == 0)
        for target in ["repo/.git/hooks/pre-commit", "repo/hook", "repo/.git/x.png"] {
            let command = target.hasSuffix(".png") ? "plot spring --to \(target) --force" : "export json --to \(target) --force"
            let result = try AnimTuneBinary.run(["-c", command], input: "", home: home)
            #expect(result.status == 1)
            #expect(result.errors.contains("it is inside the version-control folder '.git', which animtune never writes into"),
                    "\(target): \(result.errors)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: home.path + "/repo/.git/hooks") == [])
    }
}
