import SafeIO
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file (not only a folder) swapped for a symbolic link by another process between a check
/// and the read or write: reads by name refuse the link, writes replace the link itself, and
/// the link's target is never read or written.
@Suite("a file swapped for a link")
struct FileSwapTests {
    /// `x.json` beside `victim.txt`, then `x.json` replaced by a link to the victim.
    private static func swapped() throws -> (ScratchFolder, OpenFolder) {
        let scratch = try ScratchFolder()
        scratch.write("precious", to: "victim.txt")
        scratch.write("{}", to: "x.json")
        let folder = try OpenFolder.open(scratch.path)
        return (scratch, folder)
    }

    private static func swap(_ scratch: ScratchFolder) {
        #expect(unlink(scratch.file("x.json")) == 0)
        #expect(symlink("victim.txt", scratch.file("x.json")) == 0)
    }

    @Test("a read by name in a folder held open refuses a file swapped for a link")
    func readByName() throws {
        let (scratch, folder) = try Self.swapped()
        #expect(try SafeFileReader.readText("x.json", in: folder, maximumBytes: 100) == "{}")
        Self.swap(scratch)
        #expect(throws: FileProblem("is a symbolic link")) { try SafeFileReader.readText("x.json", in: folder, maximumBytes: 100) }
        #expect(throws: FileProblem("is a symbolic link")) { try SafeFileReader.readBytes("x.json", in: folder, maximumBytes: 100) }
    }

    @Test("a read by path that must not follow a link refuses a file swapped for one")
    func readByPath() throws {
        let (scratch, _) = try Self.swapped()
        Self.swap(scratch)
        #expect(throws: FileProblem("is a symbolic link")) {
            try SafeFileReader.readText(scratch.file("x.json"), maximumBytes: 100, followsLink: false)
        }
    }

    @Test("a write whose file was swapped for a link after it was checked replaces the link, never its target")
    func writeAfterCheck() throws {
        let (scratch, folder) = try Self.swapped()
        let destination = try SafeFileWriter.destination(in: folder, name: "x.json")
        Self.swap(scratch)
        try SafeFileWriter.write("new", to: destination)
        #expect(scratch.read("victim.txt") == "precious")
        #expect(!scratch.isLink("x.json"))
        #expect(scratch.read("x.json") == "new")
    }

    @Test("a write to a name that is already a link is refused")
    func writeToALink() throws {
        let (scratch, folder) = try Self.swapped()
        Self.swap(scratch)
        #expect(throws: FileProblem.self) { try SafeFileWriter.destination(in: folder, name: "x.json") }
        #expect(scratch.read("victim.txt") == "precious")
    }
}
