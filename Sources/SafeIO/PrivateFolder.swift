#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A new folder only this user can enter (0700), removed with what is in it by ``remove()``,
/// on deinit, and by ``SignalCleanup`` when a signal ends the process. Files made inside it by
/// name cannot be swapped for links by another user.
///
/// It is made and removed through its parent's descriptor and hands out paths bound to its own
/// descriptor (``file(_:)``), so neither it nor what gnuplot writes into it can be redirected
/// by renaming a folder above it. Its name, `PREFIX<pid>.XXXXXX`, says which process owns it,
/// so those a killed process left behind are swept when the next one is made beside them
/// (``StaleFolders``). Removing it again does nothing, so it has no state to guard.
public final class PrivateFolder: Sendable {
    /// The path it was made at.
    public let path: String
    /// The folder itself, held open.
    public let folder: OpenFolder
    private let parent: OpenFolder

    /// A folder named `PREFIX<pid>.XXXXXX` inside `parent`, made with `mkdirat` and opened
    /// without following links, after those of processes that are gone are removed.
    public init(in parent: OpenFolder, prefix: String = ".animtune") throws(FileProblem) {
        StaleFolders.remove(in: parent, prefix: prefix)
        // Held signals: a SIGTERM between making the folder and registering it would leave it.
        let made = SignalCleanup.holdingSignals { () -> Result<OpenFolder, FileProblem> in
            let owner = prefix + String(getpid()) + "."
            for _ in 0..<100 {
                let name = owner + Self.randomSuffix()
                guard mkdirat(parent.descriptor, name, 0o700) == 0 else {
                    if errno == EEXIST { continue }
                    return .failure(.system("cannot create a private folder beside it", errno))
                }
                do throws(FileProblem) {
                    let opened = try parent.subfolder(name)
                    SignalCleanup.register(opened.path)
                    return .success(opened)
                } catch {
                    unlinkat(parent.descriptor, name, AT_REMOVEDIR)
                    return .failure(error)
                }
            }
            return .failure(FileProblem("cannot create a private folder beside it: 100 names were taken"))
        }
        folder = try made.get()
        path = folder.path
        self.parent = parent
    }

    /// A folder `PREFIX<pid>.XXXXXX` in `$TMPDIR` (or `/tmp`); those of processes that are gone
    /// are removed first.
    public static func temporary(environment: [String: String], prefix: String) throws(FileProblem) -> PrivateFolder {
        try PrivateFolder(in: OpenFolder.open(temporaryBase(environment: environment)), prefix: prefix)
    }

    /// `$TMPDIR` when it is an absolute path, else `/tmp`.
    public static func temporaryBase(environment: [String: String]) -> String {
        var base = environment["TMPDIR"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? "/tmp"
        while base.count > 1 && base.hasSuffix("/") { base.removeLast() }
        return base
    }

    /// The path by which this process and its children reach `name` inside the folder.
    public func file(_ name: String) -> String {
        folder.pathForOtherProcesses(name)
    }

    /// Removes the folder and everything in it; links are removed, never followed. A second
    /// call finds nothing to remove (the folder held open is empty and gone from its parent).
    public func remove() {
        Self.removeContents(of: folder)
        unlinkat(parent.descriptor, FilePath.name(folder.path), AT_REMOVEDIR)
        SignalCleanup.unregister(path)
    }

    deinit { remove() }

    /// Six letters or digits.
    private static func randomSuffix() -> String {
        let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789".utf8)
        var generator = SystemRandomNumberGenerator()
        return String(decoding: (0..<6).map { _ in letters[Int(generator.next(upperBound: UInt(letters.count)))] }, as: UTF8.self)
    }

    /// Removes everything in `folder` through its descriptor (``FolderRemoval``). Names are
    /// used as their bytes, so one that is not UTF-8 is removed too. False when something was left.
    @discardableResult
    static func removeContents(of folder: OpenFolder) -> Bool {
        FolderRemoval.removeContents(of: folder)
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
