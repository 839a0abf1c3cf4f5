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
        guard let directory = opendir(parent) else { return }
        var stale: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            guard name.hasPrefix(prefix) else { continue }
            let rest = name.dropFirst(prefix.count)
            guard let dot = rest.firstIndex(of: "."), let pid = pid_t(rest[..<dot]), pid > 0 else { continue }
            if kill(pid, 0) != 0 && errno == ESRCH { stale.append(name) }
        }
        closedir(directory)
        for name in stale {
            let path = FilePath.join(parent, name)
            var info = stat()
            guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR, info.st_uid == getuid() else { continue }
            PrivateFolder.removeTree(path)
        }
    }
}
