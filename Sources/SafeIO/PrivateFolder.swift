#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A new folder only this user can enter (0700, made by `mkdtemp`), removed with what is in
/// it by ``remove()``, on deinit, and by ``SignalCleanup`` when a signal ends the process.
/// Files made inside it by name cannot be swapped for links by another user.
public final class PrivateFolder: @unchecked Sendable {
    public let path: String
    private var removed = false

    /// A folder named `PREFIX.XXXXXX` inside `parent`.
    public init(in parent: String, prefix: String = ".animtune") throws(FileProblem) {
        var template = Array(FilePath.join(parent, "\(prefix).XXXXXX").utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        guard made != nil else {
            throw .system("cannot create a private folder beside it", errno)
        }
        path = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        SignalCleanup.register(path)
    }

    /// A folder in `$TMPDIR` (or `/tmp`).
    public static func temporary(environment: [String: String], prefix: String) throws(FileProblem) -> PrivateFolder {
        try PrivateFolder(in: temporaryBase(environment: environment), prefix: prefix)
    }

    /// `$TMPDIR` when it is an absolute path, else `/tmp`.
    public static func temporaryBase(environment: [String: String]) -> String {
        var base = environment["TMPDIR"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? "/tmp"
        while base.count > 1 && base.hasSuffix("/") { base.removeLast() }
        return base
    }

    /// `name` inside the folder.
    public func file(_ name: String) -> String { FilePath.join(path, name) }

    /// Removes the folder and everything in it; links are removed, never followed.
    public func remove() {
        guard !removed else { return }
        removed = true
        Self.removeTree(path)
        SignalCleanup.unregister(path)
    }

    deinit { remove() }

    /// Removes `path` and, when it is a real folder, what is in it. Never follows a link.
    public static func removeTree(_ path: String) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        guard (info.st_mode & S_IFMT) == S_IFDIR else {
            unlink(path)
            return
        }
        if let folder = opendir(path) {
            var names: [String] = []
            while let entry = readdir(folder) {
                let name = withUnsafePointer(to: entry.pointee.d_name) {
                    $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
                }
                if name != "." && name != ".." { names.append(name) }
            }
            closedir(folder)
            for name in names { removeTree(FilePath.join(path, name)) }
        }
        rmdir(path)
    }
}
