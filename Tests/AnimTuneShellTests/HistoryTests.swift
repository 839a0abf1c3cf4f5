import Testing
@testable import AnimTuneShell
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite("history file and the history command")
struct HistoryTests {
    @Test("the file is ANIMTUNE_HISTORY, else XDG_STATE_HOME, else ~/.local/state of a HOME that exists; empty turns it off")
    func location() throws {
        func path(_ variables: [String: String]) -> String? {
            HistoryStore.defaultPath(environment: ShellEnvironment(variables: variables, workingDirectory: "/work"))
        }
        let folder = try TemporaryFolder()
        let home = folder.path
        #expect(path(["HOME": home]) == home + "/.local/state/animtune/history")
        #expect(path(["HOME": home, "XDG_STATE_HOME": "/state"]) == "/state/animtune/history")
        #expect(path(["HOME": home, "XDG_STATE_HOME": "relative"]) == home + "/.local/state/animtune/history")
        #expect(path(["HOME": home, "XDG_STATE_HOME": "/state", "ANIMTUNE_HISTORY": "/h/file"]) == "/h/file")
        #expect(path(["ANIMTUNE_HISTORY": "mine"]) == "/work/mine")
        #expect(path(["HOME": home, "ANIMTUNE_HISTORY": ""]) == nil)
        #expect(path([:]) == nil)
        // A HOME that does not exist is never made: no history file rather than a new HOME.
        #expect(path(["HOME": home + "/gone"]) == nil)
    }

    @Test("lines are saved at once, mode 0600 in a 0700 folder, and read back by a new store")
    func persistence() throws {
        let folder = try TemporaryFolder()
        let path = folder.path + "/state/animtune/history"
        let store = HistoryStore(path: path)
        store.add("set spring.damping 0.5")
        store.add("  use spring  ")
        store.add("set curve.duration 0,3…")
        store.add("   ")
        #expect(folder.mode("state/animtune/history") == 0o600)
        #expect(folder.mode("state/animtune") == 0o700)
        #expect(HistoryStore(path: path).entries == ["set spring.damping 0.5", "use spring", "set curve.duration 0,3…"])
        #expect(HistoryStore.read(path) == store.entries)
        #expect(store.problem == nil)
    }

    @Test("a line repeated right away is kept once")
    func duplicates() throws {
        let folder = try TemporaryFolder()
        let store = HistoryStore(path: folder.path + "/history")
        for line in ["show", "show", "get travel", "show", "show"] { store.add(line) }
        #expect(store.entries == ["show", "get travel", "show"])
        #expect(HistoryStore.read(folder.path + "/history") == ["show", "get travel", "show"])
    }

    @Test("at most 1000 lines are kept, the newest")
    func capacity() throws {
        let folder = try TemporaryFolder()
        let lines = (1...1100).map { "get line\($0)" }
        try folder.write("history", HistoryStore.cookie + "\n" + lines.map { $0.replacingSpaces + "\n" }.joined())
        let store = HistoryStore(path: folder.path + "/history")
        #expect(store.entries.count == 1000)
        #expect(store.entries.first == "get line101")
        store.add("show")
        let saved = HistoryStore.read(folder.path + "/history")
        #expect(saved.count == 1000)
        #expect(saved.last == "show")
        #expect(saved.first == "get line102")
    }

    @Test("two shells open at once both keep their lines")
    func merging() throws {
        let folder = try TemporaryFolder()
        let path = folder.path + "/history"
        let first = HistoryStore(path: path)
        let second = HistoryStore(path: path)
        first.add("use spring")
        second.add("show")
        first.add("get travel")
        #expect(HistoryStore.read(path) == ["use spring", "show", "get travel"])
        #expect(first.entries == ["use spring", "get travel"])
    }

    @Test("a file that is not a history file is never overwritten")
    func foreignFile() throws {
        let folder = try TemporaryFolder()
        try folder.write("notes", "my notes\n")
        let store = HistoryStore(path: folder.path + "/notes")
        #expect(store.problem?.contains("is not an animtune history file") == true)
        store.add("show")
        #expect(folder.read("notes") == "my notes\n")
        #expect(store.entries == ["show"])
    }

    @Test("history off: nothing is written anywhere")
    func off() {
        let store = HistoryStore(path: nil)
        store.add("show")
        #expect(store.entries == ["show"])
        #expect(store.problem == nil)
    }

    @Test("the history command lists the file numbered, the last N, and says where it is kept")
    func command() throws {
        let folder = try TemporaryFolder()
        let path = folder.path + "/history"
        let context = CommandContext(out: .buffer(), err: .buffer(),
                                     environment: ShellEnvironment(variables: ["ANIMTUNE_HISTORY": path],
                                                                   workingDirectory: folder.path))
        let runner = ScriptRunner(context: context)
        #expect(runner.run("history", source: "-c"))
        #expect(context.out.take() == "no history yet; the shell keeps it in \(path)\n")
        #expect(!folder.exists("history"))

        let store = HistoryStore(path: path)
        for index in 1...10 { store.add("get line\(index)") }
        #expect(runner.run("history 3", source: "-c"))
        #expect(context.out.take() == "   8  get line8\n   9  get line9\n  10  get line10\n")
        #expect(runner.run("history", source: "-c"))
        #expect(context.out.take().hasPrefix("   1  get line1\n   2  get line2\n"))
        #expect(!runner.run("history x", source: "-c"))
        #expect(context.err.take() == "-c:1:9: error: history takes a count of lines, got 'x'; usage: history [N]\n")
    }
}

private extension String {
    /// libedit's history file encodes spaces as \040.
    var replacingSpaces: String { split(separator: " ", omittingEmptySubsequences: false).joined(separator: "\\040") }
}
