import SafeIO
import Testing
@testable import AnimTuneShell

/// Issue 44 (S7, S9, S11): `record` never writes inside `.git`; `.git` is found whatever its
/// case; `history` in a notebook shows neither the typed lines nor where they are kept.
@Suite("what the shell never writes or shows")
struct ShellWriteGuardTests {
    @Test("record refuses a notebook inside .git, in any case, and creates nothing there (S7, S11)")
    func recordIntoGit() throws {
        let folder = try NotebookFolder()
        try folder.write(".git/HEAD", "ref: refs/heads/main\n")
        let shell = ShellHarness(context: CommandContext(out: .buffer(), err: .buffer(), environment: folder.environment))
        for target in [".git/x.md", ".GIT/y.md", ".Git/hooks/z.md"] {
            let result = shell.run("record \(target)")
            #expect(result.errors.contains("cannot record to '\(target)': it is inside the version-control folder"), "\(result.errors)")
        }
        #expect(FileSystem.list(folder.path + "/.git", hidden: true) == ["HEAD"])
    }

    @Test("the shell's writers and a notebook's paths find .git whatever its case (S11)")
    func gitInAnyCase() throws {
        let folder = try NotebookFolder()
        try folder.write(".git/config", "[core]\n")
        let shell = ShellHarness(context: CommandContext(out: .buffer(), err: .buffer(), environment: folder.environment))
        let result = shell.run("export json --to .GIT/config --force")
        #expect(result.errors.contains("inside the version-control folder"), "\(result.errors)")
        #expect(folder.read(".git/config") == "[core]\n")
        try folder.write("t.md", "```animtune\nexport json --to .Git/hooks/pre-commit\n```\n")
        let (succeeded, errors) = folder.process(.run)
        #expect(!succeeded)
        #expect(errors.contains("is inside the version-control folder '.Git'"), "\(errors)")
        #expect(!folder.exists(".git/hooks"))
    }

    @Test("history in a notebook is refused: neither the lines typed nor the HOME path go into it (S9)")
    func historyInNotebook() throws {
        let folder = try NotebookFolder()
        try folder.write("t.md", "```animtune\nhistory\n```\n")
        let (succeeded, errors) = folder.process(.run)
        #expect(!succeeded)
        #expect(errors.contains("history lists the lines typed in the interactive shell, which a notebook neither reads nor shows"))
        let notebook = try #require(folder.read("t.md"))
        #expect(!notebook.contains(folder.path), "\(notebook)")
    }
}
