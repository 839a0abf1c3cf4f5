import Foundation
import SafeIO
import Testing
@testable import AnimTuneShell

/// The one overwrite rule: what this session wrote or loaded it may replace, unless someone
/// changed it on disk since; anything else needs --force.
@Suite("Overwrite rule")
struct OverwriteRuleTests {
    private func session(in folder: NotebookFolder) -> ShellHarness {
        let shell = ShellHarness()
        shell.context.environment = folder.environment
        return shell
    }

    @Test("save notices a preset another shell changed on disk since this one loaded it")
    func changedSinceLoad() throws {
        let folder = try NotebookFolder()
        let first = session(in: folder)
        let second = session(in: folder)
        #expect(first.run("save p.json").succeeded)
        #expect(first.run("load p.json; set spring.damping 0.4").succeeded)
        #expect(second.run("load p.json; set spring.damping 0.9; save").succeeded)
        #expect(first.run("save").errors
            == "-c:1:1: error: 'p.json' changed on disk since this session read or wrote it; add --force to replace it\n")
        #expect(folder.read("p.json")?.contains("0.9") == true)
        #expect(first.run("save --force").succeeded)
        #expect(folder.read("p.json")?.contains("0.4") == true)
    }

    @Test("a file this session wrote is replaced again without --force")
    func ownFileReplaced() throws {
        let folder = try NotebookFolder()
        let shell = session(in: folder)
        #expect(shell.run("export css --to m.css; set spring.damping 0.4; export css --to m.css; run --csv m.csv; run --csv m.csv").succeeded)
    }
}

extension OverwriteRuleTests {
    @Test("an image changed on disk only in bytes that are not UTF-8 counts as changed: its digest is of its bytes")
    func binaryChangeNoticed() throws {
        let folder = try NotebookFolder()
        let shell = session(in: folder)
        let path = try shell.context.environment.resolve("p.png")
        // Both are invalid UTF-8 after the PNG signature; read as text each would become U+FFFD.
        let written: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0xFF, 0xFE]
        let replaced: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0xC0, 0xC1]
        #expect(String(decoding: written, as: UTF8.self) == String(decoding: replaced, as: UTF8.self))
        try Self.write(written, to: path)
        let rule = OverwriteRule(context: shell.context)
        rule.rememberWritten(path)
        #expect(throws: Never.self) { try rule.check(path, force: false, token: nil) }
        try Self.write(replaced, to: path)
        #expect(throws: CommandError.self) { try rule.check(path, force: false, token: nil) }
    }

    private static func write(_ bytes: [UInt8], to path: String) throws {
        try Data(bytes).write(to: URL(fileURLWithPath: path))
    }
}

extension OverwriteRuleTests {
    @Test("a file is the very same as the text replacing it only byte for byte: bytes that are not UTF-8 are not the U+FFFD they read as")
    func sameContentsByteForByte() throws {
        let folder = try NotebookFolder()
        let shell = session(in: folder)
        let path = try shell.context.environment.resolve("notes.txt")
        try Data([0x61, 0xFF, 0x62]).write(to: URL(fileURLWithPath: path))
        let rule = OverwriteRule(context: shell.context)
        #expect(throws: CommandError.self) { try rule.check(path, force: false, token: nil, replacingWith: "a\u{FFFD}b") }
        try Data("a\u{FFFD}b".utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: Never.self) { try rule.check(path, force: false, token: nil, replacingWith: "a\u{FFFD}b") }
    }
}
