import Testing
@testable import AnimTuneShell
import AnimTuneCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What Tab does after the text before the cursor, as a user sees it: the word is replaced
/// (a unique candidate gets a space after it) or the candidates are listed.
@Suite("Tab completion")
struct CompletionTests {
    let context: CommandContext

    init() {
        context = CommandContext(out: .buffer(), err: .buffer(), environment: ShellEnvironment(workingDirectory: "/tmp"))
    }

    func tab(_ line: String, in context: CommandContext? = nil) -> Completion.Action {
        Completer(context: context ?? self.context).complete(line).action
    }

    @Test("a unique command name completes with a space; several are listed")
    func commands() {
        #expect(tab("sho") == .replace("show "))
        #expect(tab("  his") == .replace("history "))
        #expect(tab("s") == .list(["save", "scenes", "set", "show", "solve"]))
        #expect(tab("") != .none)
        #expect(tab("xyz") == .none)
    }

    @Test("letter case may differ when nothing matches exactly")
    func caseInsensitive() {
        #expect(tab("SHO") == .replace("show "))
    }

    @Test("parameter keys complete one segment at a time")
    func keySegments() {
        #expect(tab("show sp") == .replace("spring."))
        #expect(tab("get spring.da") == .replace("spring.damping"))
        #expect(tab("get spring.damping") == .list(["spring.damping", "spring.dampingCoefficient", "spring.dampingFraction"]))
        #expect(tab("get spring.st") == .replace("spring.stiffness "))
        #expect(tab("get tr") == .replace("tra"))
        #expect(tab("get trav") == .replace("travel "))
        // `curve` is a key and the start of `curve.duration`.
        #expect(tab("get cu") == .replace("curve"))
        #expect(tab("get curve") == .list(["curve", "curve."]))
    }

    @Test("set completes keys, then the values of keys that have a known set")
    func assignments() {
        #expect(tab("set spring.mas") == .replace("spring.mass "))
        #expect(tab("set curve ") == .list(TimingCurve.names.sorted()))
        #expect(tab("set curve easeIn") == .list(["easeIn", "easeInOut"]))
        #expect(tab("set curve lin") == .replace("linear "))
        #expect(tab("set curve cub") == .replace("cubic-bezier("))
        #expect(tab("set curve=lin") == .replace("curve=linear "))
        #expect(tab("set spring.damping ") == .none)
        // After KEY=VALUE, another key is followed by `=`.
        #expect(tab("set travel=20 spring.mas") == .replace("spring.mass="))
    }

    @Test("scenes, actions, curves, spring groups, export formats and words")
    func knownSets() {
        #expect(tab("use ") == (SceneCatalog.names.count == 1 ? .replace("spring ") : .list(SceneCatalog.names.sorted())))
        #expect(tab("use spr") == .replace("spring "))
        #expect(tab("run ") == .replace("transition "))
        #expect(tab("table c") == .replace("curve "))
        #expect(tab("metrics ") == .replace("spring "))
        #expect(tab("export ") == .list(ExportCatalog.formats.sorted()))
        #expect(tab("export j") == .replace("json "))
        #expect(tab("reset a") == .replace("all "))
        #expect(tab("solve over") == .replace("overshoot="))
        #expect(tab("solve spring se") == .replace("settle="))
        let card = CommandContext(out: .buffer(), err: .buffer(), environment: ShellEnvironment(workingDirectory: "/tmp"))
        ScriptRunner(context: card).run("use card", source: "-c")
        #expect(tab("metrics ", in: card) == .list(["dismiss.spring", "highlight.spring", "present.spring"]))
        // convert takes a derived spring as metrics does.
        #expect(tab("convert ", in: card) == .list(["dismiss.spring", "highlight.spring", "present.spring"]))
    }

    @Test("help completes commands, keys and curves")
    func help() {
        #expect(tab("help hist") == .replace("history "))
        #expect(tab("help spring.stif") == .replace("spring.stiffness "))
        #expect(tab("? cur") == .replace("curve"))
        #expect(tab("? curve") == .list(["curve", "curve.", "curves"]))
    }

    @Test("--options of the command, and the values they take")
    func options() {
        #expect(tab("table spring --f") == .list(["--fps", "--from"]))
        #expect(tab("table spring --fr") == .replace("--from "))
        #expect(tab("run --") == .list(["--csv", "--force", "--fps", "--frames", "--gesture", "--gif", "--loop", "--policy", "--reduced",
                                        "--release", "--retarget", "--runtime", "--size", "--speed", "--table", "--velocity"]))
        #expect(tab("metrics --retarget 0.1s:0.3 --policy ad") == .replace("additive "))
        #expect(tab("table spring --runtime andr") == .replace("android "))
        #expect(tab("show --j") == .replace("--json "))
        #expect(tab("use --") == .none)
        // An option that takes a value is skipped when counting positionals.
        #expect(tab("run --fps 120 ") == .replace("transition "))
    }

    @Test("only the command after the last ';' counts, and nothing in a comment")
    func separatorsAndComments() {
        #expect(tab("set travel 20; sho") == .replace("show "))
        #expect(tab("show # sp") == .none)
        #expect(tab("set spring.damping 0.5 ") == .none)
    }

    @Test("file names for save, export --to and run --csv, with folders and quoting")
    func files() throws {
        let folder = try TemporaryFolder()
        try folder.write("alpha.json")
        try folder.write("alpha beta.json")
        try folder.write(".hidden")
        try folder.makeFolder("sub")
        try folder.write("sub/inner.csv")
        let context = CommandContext(out: .buffer(), err: .buffer(),
                                     environment: ShellEnvironment(variables: ["HOME": folder.path],
                                                                   workingDirectory: folder.path))
        #expect(tab("save s", in: context) == .replace("sub/"))
        #expect(tab("save sub/", in: context) == .replace("sub/inner.csv "))
        // One name needs quotes, so both get them and still share "alpha.
        #expect(tab("save al", in: context) == .replace("\"alpha"))
        #expect(tab("save \"alpha", in: context) == .list(["alpha beta.json", "alpha.json"]))
        #expect(tab("save \"alpha.", in: context) == .replace("\"alpha.json\" "))
        #expect(tab("save .h", in: context) == .replace(".hidden "))
        #expect(tab("save ", in: context) == .list(["alpha beta.json", "alpha.json", "sub/"]))
        #expect(tab("export csv --to su", in: context) == .replace("sub/"))
        #expect(tab("export csv --to=sub/i", in: context) == .replace("--to=sub/inner.csv "))
        #expect(tab("run --csv sub/", in: context) == .replace("sub/inner.csv "))
        #expect(tab("save ~/su", in: context) == .replace("~/sub/"))
        #expect(tab("record o", in: context) == .replace("off "))
        #expect(tab("record s", in: context) == .replace("sub/"))
    }

    @Test("load offers the presets folder's names, and .json files by path")
    func presets() throws {
        let folder = try TemporaryFolder()
        try folder.makeFolder("presets")
        try folder.write("presets/bouncy.json")
        try folder.write("presets/bold.json")
        try folder.write("presets/notes.txt")
        try folder.write("mine.json")
        try folder.write("readme.txt")
        let context = CommandContext(out: .buffer(), err: .buffer(),
                                     environment: ShellEnvironment(variables: ["ANIMTUNE_PRESETS": folder.path + "/presets"],
                                                                   workingDirectory: folder.path))
        #expect(tab("load b", in: context) == .replace("bo"))
        #expect(tab("load bo", in: context) == .list(["bold", "bouncy"]))
        #expect(tab("load bou", in: context) == .replace("bouncy "))
        #expect(tab("diff bold bou", in: context) == .replace("bouncy "))
        #expect(tab("load ./m", in: context) == .replace("./mine.json "))
        #expect(tab("load ./r", in: context) == .none)
    }

    @Test("the partial line keeps an open quote and the words before the cursor")
    func partialLine() {
        let line = PartialLine("save \"my fi")
        #expect(line.words.map(\.text) == ["save"])
        #expect(line.current.text == "my fi")
        #expect(line.current.raw == "\"my fi")
        #expect(line.openQuote == "\"")
        #expect(PartialLine("set curve cubic-bezier(0.2, ").current.text == "cubic-bezier(0.2, ")
        #expect(PartialLine("set colour #24D").current.text == "#24D")
        #expect(PartialLine("set x 1 # note").inComment)
    }

    @Test("a listing fills columns down, then across, within the width")
    func listing() {
        let text = CompletionListing.format(["aa", "bb", "cc", "dd", "ee"], width: 12)
        #expect(text == "aa  cc  ee\nbb  dd\n")
        #expect(CompletionListing.format(["one"], width: 2) == "one\n")
        let many = (1...130).map { "k\($0)" }
        #expect(CompletionListing.format(many, width: 80).hasSuffix("… and 10 more\n"))
    }
}

/// A folder under /tmp removed when the value goes away.
final class TemporaryFolder {
    let path: String

    init() throws {
        var template = Array("/tmp/animtune-test.XXXXXX".utf8CString)
        guard template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) != nil else {
            throw TemporaryFolderError()
        }
        path = String(cString: template.map { $0 })
    }

    deinit {
        remove(path)
    }

    func write(_ name: String, _ text: String = "") throws {
        let file = fopen(path + "/" + name, "w")
        guard let file else { throw TemporaryFolderError() }
        fputs(text, file)
        fclose(file)
    }

    func makeFolder(_ name: String) throws {
        guard mkdir(path + "/" + name, 0o755) == 0 else { throw TemporaryFolderError() }
    }

    func read(_ name: String) -> String? {
        guard let file = fopen(path + "/" + name, "r") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        while case let byte = fgetc(file), byte != EOF { bytes.append(UInt8(byte)) }
        return String(decoding: bytes, as: UTF8.self)
    }

    func mode(_ name: String) -> mode_t? {
        var info = stat()
        guard stat(path + "/" + name, &info) == 0 else { return nil }
        return info.st_mode & 0o777
    }

    func exists(_ name: String) -> Bool { access(path + "/" + name, F_OK) == 0 }

    private func remove(_ path: String) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        if (info.st_mode & S_IFMT) == S_IFDIR {
            for (name, _) in FileNameCompleter.entries(of: path) { remove(path + "/" + name) }
            rmdir(path)
        } else {
            unlink(path)
        }
    }
}

struct TemporaryFolderError: Error {}
