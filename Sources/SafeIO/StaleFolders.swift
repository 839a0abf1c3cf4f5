#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Removes private folders (`PREFIX<pid>.XXXXXX`) that processes now gone left behind, when it
/// can prove this user's animtune made them: only in a folder no other user can rename
/// things in (not writable by group or others, or with the sticky bit), only a real folder
/// owned by this user with mode 0700 (as ``PrivateFolder`` makes them), and no deeper than
/// ``FolderRemoval/maximumDepth``. Anything else with such a name is left, and named once on
/// standard error.
public enum StaleFolders {
    /// The folders already named as left, so each is named once per process; under ``lock``.
    nonisolated(unsafe) private static var named: Set<String> = []
    nonisolated(unsafe) private static let lock: UnsafeMutablePointer<pthread_mutex_t> = {
        let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        lock.initialize(to: pthread_mutex_t())
        pthread_mutex_init(lock, nil)
        return lock
    }()

    /// Removes each provably stale folder in `parent` named `PREFIX<pid>.…`.
    public static func remove(in parent: String, prefix: String) {
        guard let folder = try? OpenFolder.open(parent) else { return }
        remove(in: folder, prefix: prefix)
    }

    /// Like ``remove(in:prefix:)-(String,_)``, in the folder held open, through its descriptor.
    public static func remove(in parent: OpenFolder, prefix: String) {
        let stale = parent.names().filter { isStale($0, prefix: prefix) }
        guard !stale.isEmpty else { return }
        guard let why = whyNotPrivate(parent) else {
            for name in stale { removeIfProven(name, in: parent) }
            return
        }
        for name in stale { leave(FilePath.join(parent.path, name), because: why) }
    }

    /// Why other users could have put a folder into `parent` under a name of ours, or nil.
    static func whyNotPrivate(_ parent: OpenFolder) -> String? {
        var info = stat()
        guard fstat(parent.descriptor, &info) == 0 else { return "its folder cannot be examined" }
        if info.st_uid != getuid() && info.st_uid != 0 { return "its folder belongs to another user" }
        if info.st_mode & (S_IWGRP | S_IWOTH) != 0 && info.st_mode & S_ISVTX == 0 {
            return "its folder is writable by other users without the sticky bit"
        }
        return nil
    }

    private static func removeIfProven(_ name: String, in parent: OpenFolder) {
        let path = FilePath.join(parent.path, name)
        guard let info = parent.status(of: name), (info.st_mode & S_IFMT) == S_IFDIR, info.st_uid == getuid() else {
            return leave(path, because: "it is not a folder of this user's")
        }
        guard info.st_mode & 0o7777 == 0o700 else { return leave(path, because: "its mode is not 0700, as animtune makes them") }
        guard let folder = try? parent.subfolder(name) else { return leave(path, because: "it cannot be opened") }
        guard FolderRemoval.removeContents(of: folder), unlinkat(parent.descriptor, name, AT_REMOVEDIR) == 0 else {
            return leave(path, because: "not all of it could be removed (nested deeper than \(FolderRemoval.maximumDepth) folders?)")
        }
    }

    /// Says once that the folder at `path` was left, and why.
    private static func leave(_ path: String, because reason: String) {
        pthread_mutex_lock(lock)
        let first = named.insert(path).inserted
        pthread_mutex_unlock(lock)
        guard first else { return }
        let line = Array("animtune: warning: left '\(TerminalSafe.echo(path))', which looks like a stale animtune folder: \(reason)\n".utf8)
        _ = line.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
    }

    /// Whether `name` is `PREFIX<pid>.…` for a process that no longer exists.
    static func isStale(_ name: String, prefix: String) -> Bool {
        guard name.hasPrefix(prefix) else { return false }
        let rest = name.dropFirst(prefix.count)
        guard let dot = rest.firstIndex(of: "."), let pid = pid_t(rest[..<dot]), pid > 0 else { return false }
        return kill(pid, 0) != 0 && errno == ESRCH
    }
}
