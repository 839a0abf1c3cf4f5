import CSpawn
import Foundation

/// The desktop's way to open a URL in the browser: `open` on macOS, `xdg-open` elsewhere,
/// found on `PATH` and run with the URL as its one argument (no shell), its input and output
/// on /dev/null, in a process group of its own, and with no other descriptor of this process
/// (the browser it starts must not keep the preview's listening socket after the shell ends).
enum DesktopOpener {
    static var name: String {
        #if os(macOS)
        "open"
        #else
        "xdg-open"
        #endif
    }

    /// The opener's path on `PATH`, or nil when there is none.
    static func find(path: String?) -> String? {
        let folders = (path ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":").map(String.init)
        return folders.lazy.map { $0 + "/" + name }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Starts the opener on `url` and reaps it when it ends; false when it could not start.
    static func open(_ url: String, with opener: String) -> Bool {
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t? = nil
        var attributes: posix_spawnattr_t? = nil
        #else
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        for descriptor: Int32 in 0...2 { posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", O_RDWR, 0) }
        var flags = Int32(POSIX_SPAWN_SETPGROUP)
        #if os(Linux)
        _ = animtune_spawn_close_from(&actions, 3)
        #else
        flags |= Int32(POSIX_SPAWN_CLOEXEC_DEFAULT)
        #endif
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(truncatingIfNeeded: flags))
        let argv: [UnsafeMutablePointer<CChar>?] = [strdup(opener), strdup(url), nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, opener, &actions, &attributes, argv, environ) == 0 else { return false }
        let child = pid
        Thread.detachNewThread {
            var status: Int32 = 0
            while waitpid(child, &status, 0) == -1, errno == EINTR {}
        }
        return true
    }
}
