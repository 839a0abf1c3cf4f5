#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A new folder only this user can enter (0700), removed with what is in it by ``remove()``,
/// on deinit, and by ``SignalCleanup`` when a signal ends the process. Files made inside it by
/// name cannot be swapped for links by another user.
///
/// One made beside a target (``init(in:prefix:)-(OpenFolder,_)``) is made and removed through
/// its parent's descriptor and hands out paths bound to its own descriptor (``file(_:)``), so
/// neither it nor what gnuplot writes into it can be redirected by renaming a folder above it.
public final class PrivateFolder: @unchecked Sendable {
    /// The path it was made at.
    public let path: String
    /// The folder itself, held open; nil for a temporary folder made by path.
    public let folder: OpenFolder?
    private let parent: OpenFolder?
    private var removed = false

    /// A folder named `PREFIX.XXXXXX` inside the folder at `parent` (made by `mkdtemp`).
    public init(in parent: String, prefix: String = ".animtune") throws(FileProblem) {
        var template = Array(FilePath.join(parent, "\(prefix).XXXXXX").utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        guard made != nil else {
            throw .system("cannot create a private folder beside it", errno)
        }
        path = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        folder = nil
        self.parent = nil
        SignalCleanup.register(path)
    }

    /// A folder named `PREFIX<pid>.XXXXXX` inside `parent`, made with `mkdirat` and opened
    /// without following links; those a process that is gone left there (killed before it
    /// could remove its own) are removed first (``StaleFolders``).
    public init(in parent: OpenFolder, prefix: String = ".animtune") throws(FileProblem) {
        StaleFolders.remove(in: parent, prefix: prefix)
        let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        var name = ""
        for attempt in 0... {
            name = prefix + String(getpid()) + "." + String((0..<6).map { _ in letters.randomElement()! })
            if mkdirat(parent.descriptor, name, 0o700) == 0 { break }
            guard errno == EEXIST, attempt < 100 else {
                throw .system("cannot create a private folder beside it", errno)
            }
        }
        let opened: OpenFolder
        do {
            opened = try parent.subfolder(name)
        } catch {
            unlinkat(parent.descriptor, name, AT_REMOVEDIR)
            throw error
        }
        path = opened.path
        folder = opened
        self.parent = parent
        SignalCleanup.register(path)
    }

    /// A folder `PREFIX<pid>.XXXXXX` in `$TMPDIR` (or `/tmp`); those of processes that are gone
    /// are removed first (``StaleFolders``).
    public static func temporary(environment: [String: String], prefix: String) throws(FileProblem) -> PrivateFolder {
        let base = temporaryBase(environment: environment)
        StaleFolders.remove(in: base, prefix: prefix)
        return try PrivateFolder(in: base, prefix: prefix + String(getpid()))
    }

    /// `$TMPDIR` when it is an absolute path, else `/tmp`.
    public static func temporaryBase(environment: [String: String]) -> String {
        var base = environment["TMPDIR"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? "/tmp"
        while base.count > 1 && base.hasSuffix("/") { base.removeLast() }
        return base
    }

    /// The path by which this process and its children reach `name` inside the folder.
    public func file(_ name: String) -> String {
        folder?.pathForOtherProcesses(name) ?? FilePath.join(path, name)
    }

    /// Removes the folder and everything in it; links are removed, never followed.
    public func remove() {
        guard !removed else { return }
        removed = true
        if let folder, let parent {
            Self.removeContents(of: folder)
            unlinkat(parent.descriptor, FilePath.name(folder.path), AT_REMOVEDIR)
        } else {
            Self.removeTree(path)
        }
        SignalCleanup.unregister(path)
    }

    deinit { remove() }

    /// Removes everything in `folder` through its descriptor.
    /// Names are used as their bytes, so one that is not UTF-8 is removed too.
    static func removeContents(of folder: OpenFolder) {
        for name in folder.rawNames() {
            var info = stat()
            let isFolder = fstatat(folder.descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
            let inner = isFolder ? openat(folder.descriptor, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC) : -1
            if inner >= 0 {
                removeContents(of: OpenFolder.adopting(inner, path: FilePath.join(folder.path, String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))))
                unlinkat(folder.descriptor, name, AT_REMOVEDIR)
            } else {
                unlinkat(folder.descriptor, name, 0)
            }
        }
    }

    /// Removes `path` and, when it is a real folder, what is in it. Never follows a link.
    public static func removeTree(_ path: String) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        guard (info.st_mode & S_IFMT) == S_IFDIR else {
            unlink(path)
            return
        }
        if let folder = try? OpenFolder.open(path, followsLastLink: false) {
            removeContents(of: folder)
        }
        rmdir(path)
    }
}
