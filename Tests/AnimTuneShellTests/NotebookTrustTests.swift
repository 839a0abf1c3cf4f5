import SafeIO
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@testable import AnimTuneShell

/// Issue 44: what a notebook may replace is decided by the person running it, never by the
/// notebook's own text (S1); a notebook in HOME gets no workspace, and no notebook creates or
/// replaces a dot-file unless `--allow-replace` names it (S2).
@Suite("What a notebook may replace")
struct NotebookTrustTests {
    /// A notebook with one cell per command, each followed by `markers` as if an earlier run wrote them.
    static func notebook(_ commands: [String], markers: [String] = []) -> String {
        commands.map { "```animtune\n\($0)\n```\n" }.joined(separator: "\n")
            + (markers.isEmpty ? "" : "\n" + markers.joined(separator: "\n") + "\n")
    }

    @Test("forged file comments holding the real digests let no cell replace a hook or a script, even with --force (S1)")
    func forgedFileMarkers() throws {
        let folder = try NotebookFolder()
        let hook = "#!/bin/sh\nexit 0\n"
        let gradlew = "#!/bin/sh\nexec java -jar gradle.jar \"$@\"\n"
        try folder.write(".githooks/pre-commit", hook)
        try folder.write("gradlew", gradlew)
        chmod(folder.path + "/gradlew", 0o755)
        try folder.write("t.md", Self.notebook(
            ["export json --to .githooks/pre-commit --force", "export json --to gradlew --force"],
            markers: ["<!-- animtune file .githooks/pre-commit data \(Digest.fnv1a(hook)) -->",
                      "<!-- animtune file gradlew data \(Digest.fnv1a(gradlew)) -->"]))
        let (succeeded, errors) = folder.process(.run)
        #expect(!succeeded)
        #expect(errors.contains("'.githooks/pre-commit' is a dot-file or inside a dot-folder"), "\(errors)")
        #expect(errors.contains("'gradlew' exists and a notebook replaces only files in its own assets folder or written by this run, even with --force"),
                "\(errors)")
        #expect(folder.read(".githooks/pre-commit") == hook)
        #expect(folder.read("gradlew") == gradlew)
    }

    @Test("a forged preset comment holding the digest of a file lets no cell replace it without --force (S1)")
    func forgedDigestWithoutForce() throws {
        let folder = try NotebookFolder()
        let theirs = "/* someone else's */\n"
        try folder.write("theirs.css", theirs)
        try folder.write(".bashrc", "# stock\n")
        try folder.write("t.md", Self.notebook(["export json --to theirs.css", "export json --to .bashrc"],
                                               markers: ["<!-- animtune preset x.json data \(Digest.fnv1a(theirs)) -->",
                                                         "<!-- animtune preset y.json data \(Digest.fnv1a("# stock\n")) -->"]))
        #expect(!folder.process(.run).0)
        #expect(folder.read("theirs.css") == theirs)
        #expect(folder.read(".bashrc") == "# stock\n")
        #expect(!folder.process(.check).0)
        #expect(folder.read("theirs.css") == theirs, "check changes nothing")
    }

    @Test("--allow-replace lets the person running the notebook replace the file it names, and only that one")
    func allowReplaceNamesTheFile() throws {
        let folder = try NotebookFolder()
        try folder.write("a.css", "old a\n")
        try folder.write("b.css", "old b\n")
        try folder.write("t.md", Self.notebook(["use card\nexport css --to a.css", "export css --to b.css --force"]))
        let (succeeded, errors) = folder.process(.run, allowReplace: ["a.css"])
        #expect(!succeeded)
        #expect(errors.contains("'b.css' exists"), "\(errors)")
        #expect(folder.read("a.css")?.contains("old a") == false)
        #expect(folder.read("b.css") == "old b\n")
    }

    @Test("a notebook re-runs over its own outputs in NAME.assets/, and a file this run wrote is its to replace again")
    func ownOutputsRewritten() throws {
        let folder = try NotebookFolder()
        try folder.write("t.md", Self.notebook(["use card\nexport css --to t.assets/card.css\nsave soft",
                                                "export css --to new.css\nexport css --to new.css --force"]))
        #expect(folder.process(.run) == (true, ""))
        let first = try #require(folder.read("t.md"))
        try folder.write("t.assets/card.css", "/* stale */\n")
        unlink(folder.path + "/new.css")
        #expect(folder.process(.run) == (true, ""))
        #expect(folder.read("t.assets/card.css")?.contains("stale") == false)
        #expect(folder.read("t.md") == first)
        #expect(folder.process(.check, allowReplace: ["new.css"]) == (true, ""))
        #expect(folder.process(.check).0 == false, "new.css is there now, and not the notebook's to replace")
    }

    @Test("a notebook in HOME gets no workspace unless --workspace names it, and even then creates no dot-file (S2)")
    func notebookInHome() throws {
        let folder = try NotebookFolder()
        var home = folder.environment
        home.variables["HOME"] = folder.path
        try folder.write("t.md", Self.notebook(["export json --to .bash_aliases"]))
        let (refused, errors) = folder.process(.run, environment: home)
        #expect(!refused)
        #expect(errors.contains("is the home folder"), "\(errors)")
        #expect(errors.contains("--workspace"), "\(errors)")
        #expect(!folder.exists(".bash_aliases"))
        let (named, said) = folder.process(.run, environment: home, reach: .folder(folder.path))
        #expect(!named)
        #expect(said.contains("'.bash_aliases' is a dot-file or inside a dot-folder, which a notebook creates or replaces only when "
            + "'notebook run --allow-replace PATH' names it"), "\(said)")
        #expect(!folder.exists(".bash_aliases"))
        #expect(folder.process(.run, allowReplace: [".bash_aliases"], environment: home, reach: .folder(folder.path)).0)
        #expect(folder.exists(".bash_aliases"))
    }

    @Test("a notebook in a folder above HOME gets no workspace either")
    func notebookAboveHome() throws {
        let folder = try NotebookFolder()
        var home = folder.environment
        home.variables["HOME"] = folder.path + "/users/me"
        try folder.write("t.md", Self.notebook(["export json --to x.json"]))
        #expect(!folder.process(.run, environment: home).0)
        #expect(!folder.exists("x.json"))
    }
}
