@testable import SafeIO
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Issue 44 (S3, S5): the sweeper removes only what it can prove this user's animtune made,
/// one level at a time and no deeper than its bound.
@Suite("Stale folders")
struct StaleFolderTests {
    /// A pid that names no process: a child that has ended and been reaped.
    private static func endedPid() -> pid_t {
        let child = fork()
        if child == 0 { _exit(0) }
        var status: Int32 = 0
        waitpid(child, &status, 0)
        return child
    }

    /// A folder `name` in `parent` with `mode` (set past the umask) holding a file.
    private static func plant(_ name: String, in parent: String, mode: mode_t) {
        mkdir(parent + "/" + name, 0o700)
        chmod(parent + "/" + name, mode)
        let descriptor = open(parent + "/" + name + "/data", O_WRONLY | O_CREAT, 0o600)
        close(descriptor)
    }

    @Test("in a folder others may write without the sticky bit, a folder renamed to a stale name is left with its files (S3)")
    func sharedFolderNotSwept() throws {
        let scratch = try ScratchFolder()
        let shared = scratch.file("shared")
        #expect(mkdir(shared, 0o777) == 0 && chmod(shared, 0o777) == 0)
        let name = ".animtune\(Self.endedPid()).zzzzzz"
        Self.plant(name, in: shared, mode: 0o700)
        let made = try PrivateFolder(in: OpenFolder.open(shared))
        made.remove()
        #expect(scratch.read("shared/\(name)/data") == "")
    }

    @Test("in a private folder, a stale-named folder not 0700 or not a folder is left; a real stale one is swept")
    func onlyProvenFoldersSwept() throws {
        let scratch = try ScratchFolder()
        let pid = Self.endedPid()
        Self.plant(".animtune\(pid).opened", in: scratch.path, mode: 0o755)
        Self.plant(".animtune\(pid).really", in: scratch.path, mode: 0o700)
        scratch.write("file", to: ".animtune\(pid).afile")
        let made = try PrivateFolder(in: OpenFolder.open(scratch.path))
        made.remove()
        #expect(scratch.read(".animtune\(pid).opened/data") == "")
        #expect(scratch.read(".animtune\(pid).afile") == "file")
        #expect(scratch.names().contains(".animtune\(pid).really") == false)
    }

    @Test("a planted 10,000-deep stale folder crashes nothing: it is left, and the write beside it works (S5)")
    func deepFolderLeft() throws {
        let scratch = try ScratchFolder()
        let name = ".animtune\(Self.endedPid()).x"
        #if canImport(Glibc)
        let files = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
        #else
        let files = RLIMIT_NOFILE
        #endif
        var limit = rlimit()
        getrlimit(files, &limit)
        var raised = limit
        raised.rlim_cur = limit.rlim_max
        setrlimit(files, &raised)
        defer { setrlimit(files, &limit) }
        #expect(mkdir(scratch.file(name), 0o700) == 0)
        var level = open(scratch.file(name), O_RDONLY | O_DIRECTORY)
        for _ in 0..<10_000 {
            mkdirat(level, "d", 0o700)
            let inner = openat(level, "d", O_RDONLY | O_DIRECTORY)
            close(level)
            level = inner
        }
        close(level)
        let made = try PrivateFolder(in: OpenFolder.open(scratch.path))
        made.remove()
        #expect(scratch.names().contains(name))
        Self.flatten(scratch.file(name))
        #expect(rmdir(scratch.file(name)) == 0)
    }

    /// Empties the chain `path/d/d/…` from its bottom up, through `..`: constant work per
    /// level (`rm -rf` and renaming take minutes at 30,000 levels).
    private static func flatten(_ path: String) {
        var folder = open(path, O_RDONLY | O_DIRECTORY)
        var depth = 0
        while true {
            let inner = openat(folder, "d", O_RDONLY | O_DIRECTORY | O_NOFOLLOW)
            guard inner >= 0 else { break }
            close(folder)
            folder = inner
            depth += 1
        }
        while depth > 0 {
            let parent = openat(folder, "..", O_RDONLY | O_DIRECTORY)
            close(folder)
            folder = parent
            unlinkat(folder, "d", AT_REMOVEDIR)
            depth -= 1
        }
        close(folder)
    }

    @Test("removing a private folder empties it one level at a time: a 40-deep tree inside goes entirely")
    func nestedRemovedIteratively() throws {
        let scratch = try ScratchFolder()
        let folder = try OpenFolder.open(scratch.path)
        _ = try folder.descend(Array(repeating: "n", count: 40), creating: true)
        scratch.write("x", to: "n/n/n/file")
        #expect(PrivateFolder.removeContents(of: folder))
        #expect(scratch.names() == [])
    }

    @Test("a directory entry whose name ends right at an unreadable page is read up to its name, no further (S12)")
    func entryAtPageEdge() throws {
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let memory = try #require(mmap(nil, 2 * page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0))
        defer { munmap(memory, 2 * page) }
        #expect(mprotect(memory + page, page, PROT_NONE) == 0)
        let offset = MemoryLayout<dirent>.offset(of: \dirent.d_name) ?? 0
        var text = "edge"
        while (offset + text.utf8.count + 1) % 8 != 0 { text += "e" }
        let name = Array(text.utf8CString)
        // The record as getdents writes the last one: header, name and NUL, then the page ends.
        let start = memory + page - (offset + name.count)
        name.withUnsafeBytes { (start + offset).copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
        let entry = start.assumingMemoryBound(to: dirent.self)
        #expect(OpenFolder.rawName(of: entry) == name)
    }
}
