import SafeIO
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A private folder for one test, removed when the test ends.
final class ScratchFolder {
    let folder: PrivateFolder
    var path: String { folder.path }

    init() throws {
        folder = try PrivateFolder.temporary(environment: ["TMPDIR": "/tmp"], prefix: "safeio-test")
    }

    func file(_ name: String) -> String { folder.file(name) }

    func write(_ text: String, to name: String, mode: mode_t = 0o644) {
        let descriptor = open(file(name), O_WRONLY | O_CREAT | O_TRUNC, mode)
        Descriptor.writeAll(descriptor, text)
        fchmod(descriptor, mode)
        close(descriptor)
    }

    func read(_ name: String) -> String? {
        try? SafeFileReader.readText(file(name), maximumBytes: 1 << 20)
    }

    func mode(_ name: String) -> mode_t {
        var info = stat()
        lstat(file(name), &info)
        return info.st_mode & 0o7777
    }

    func isLink(_ name: String) -> Bool {
        var info = stat()
        return lstat(file(name), &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
    }

    /// Names in the folder, hidden ones included.
    func names() -> [String] {
        ((try? OpenFolder.open(path))?.names() ?? []).sorted()
    }
}
