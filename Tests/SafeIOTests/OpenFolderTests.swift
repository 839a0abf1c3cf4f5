@testable import SafeIO
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Folders held open: names are looked up from the descriptor and links are never followed.
@Suite("OpenFolder")
struct OpenFolderTests {
    @Test("a subfolder that is a link is refused by name; a missing one is made only when asked")
    func subfolders() throws {
        let scratch = try ScratchFolder()
        #expect(mkdir(scratch.file("real"), 0o755) == 0)
        #expect(symlink("real", scratch.file("link")) == 0)
        let folder = try OpenFolder.open(scratch.path)
        _ = try folder.subfolder("real")
        #expect(throws: FileProblem("'link' is a symbolic link, and links are not followed here")) { try folder.subfolder("link") }
        #expect(throws: FileProblem("the folder 'new' does not exist")) { try folder.subfolder("new") }
        _ = try folder.descend(["new", "inner"], creating: true)
        var info = stat()
        #expect(lstat(scratch.file("new/inner"), &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR)
        #expect(throws: FileProblem("'..' is not a folder name")) { try folder.subfolder("..") }
    }

    @Test("a folder stays the same folder after its path is renamed and a link put in its place")
    func heldThroughARename() throws {
        let scratch = try ScratchFolder()
        #expect(mkdir(scratch.file("out"), 0o755) == 0)
        #expect(mkdir(scratch.file("victim"), 0o755) == 0)
        let folder = try OpenFolder.open(scratch.path).subfolder("out")
        #expect(rename(scratch.file("out"), scratch.file("moved")) == 0)
        #expect(symlink("victim", scratch.file("out")) == 0)
        try SafeFileWriter.write("kept", to: SafeFileWriter.destination(in: folder, name: "x.txt"))
        #expect(scratch.read("moved/x.txt") == "kept")
        #expect(scratch.read("victim/x.txt") == nil)
    }

    @Test("a private folder made beside a target is 0700, reachable by other processes, and removed with all it holds")
    func privateFolderBesideATarget() throws {
        let scratch = try ScratchFolder()
        scratch.write("mine", to: "keep")
        let parent = try OpenFolder.open(scratch.path)
        let privateFolder = try PrivateFolder(in: parent)
        var info = stat()
        #expect(stat(privateFolder.path, &info) == 0 && info.st_mode & 0o777 == 0o700)
        scratch.write("data", to: FilePath.name(privateFolder.path) + "/.hidden")
        #expect(mkdir(privateFolder.path + "/inner", 0o700) == 0)
        #expect(symlink(scratch.path, privateFolder.path + "/inner/out") == 0)
        #expect(stat(privateFolder.file(".hidden"), &info) == 0)
        privateFolder.remove()
        #expect(lstat(privateFolder.path, &info) != 0)
        #expect(parent.names() == ["keep"])
        #expect(scratch.read("keep") == "mine")
    }

    @Test("a private folder a killed process left beside a target is removed when the next one is made there; a live one's is kept")
    func staleFoldersSwept() throws {
        let scratch = try ScratchFolder()
        // A process that has ended: its pid names no process while nothing reuses it.
        let child = fork()
        if child == 0 { _exit(0) }
        var status: Int32 = 0
        #expect(waitpid(child, &status, 0) == child)
        let stale = ".animtune\(child).abcdef"
        let live = ".animtune\(getppid()).ghijkl"
        for name in [stale, live] {
            #expect(mkdir(scratch.file(name), 0o700) == 0)
            scratch.write("half-written", to: name + "/x.png")
        }
        let parent = try OpenFolder.open(scratch.path)
        let privateFolder = try PrivateFolder(in: parent)
        #expect(FilePath.name(privateFolder.path).hasPrefix(".animtune\(getpid())."))
        #expect(parent.status(of: stale) == nil)
        #expect(parent.status(of: live) != nil)
        privateFolder.remove()
    }

    @Test("a name that is not UTF-8 is listed as its bytes, never as a lossy copy, and removed with its private folder")
    func namesNotUTF8() throws {
        let scratch = try ScratchFolder()
        let latin1: [CChar] = Array("caf".utf8CString.dropLast()) + [CChar(bitPattern: 0xE9)] + Array(".json".utf8CString)
        let folder = try OpenFolder.open(scratch.path)
        let descriptor = latin1.withUnsafeBufferPointer { openat(folder.descriptor, $0.baseAddress!, O_WRONLY | O_CREAT, 0o644) }
        #expect(descriptor >= 0)
        close(descriptor)
        #expect(folder.names() == [])
        #expect(folder.namesNotUTF8() == ["caf\\xe9.json"])
        PrivateFolder.removeContents(of: folder)
        #expect(folder.namesNotUTF8() == [])
    }
}
