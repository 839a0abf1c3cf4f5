#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Removes private folders (`PREFIX<pid>.XXXXXX`) that processes now gone left behind.
public enum StaleFolders {
    /// Removes each folder in `parent` named `PREFIX<pid>.…`, owned by this user, whose
    /// process no longer exists.
    public static func remove(in parent: String, prefix: String) {
        guard let folder = try? OpenFolder.open(parent) else { return }
        remove(in: folder, prefix: prefix)
    }

    /// Like ``remove(in:prefix:)-(String,_)``, in the folder held open, through its descriptor.
    public static func remove(in parent: OpenFolder, prefix: String) {
        for name in parent.names() where isStale(name, prefix: prefix) {
            guard let info = parent.status(of: name), (info.st_mode & S_IFMT) == S_IFDIR, info.st_uid == getuid(),
                  let folder = try? parent.subfolder(name) else { continue }
            PrivateFolder.removeContents(of: folder)
            unlinkat(parent.descriptor, name, AT_REMOVEDIR)
        }
    }

    /// Whether `name` is `PREFIX<pid>.…` for a process that no longer exists.
    static func isStale(_ name: String, prefix: String) -> Bool {
        guard name.hasPrefix(prefix) else { return false }
        let rest = name.dropFirst(prefix.count)
        guard let dot = rest.firstIndex(of: "."), let pid = pid_t(rest[..<dot]), pid > 0 else { return false }
        return kill(pid, 0) != 0 && errno == ESRCH
    }
}
