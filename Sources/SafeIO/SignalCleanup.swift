import CFolderRemoval
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Removes the live ``PrivateFolder``s when SIGTERM, SIGHUP or SIGQUIT ends the process, then
/// lets the signal end it as it would have. SIGXFSZ is ignored, so a file larger than
/// `ulimit -f` fails its write with `EFBIG` (reported) instead of killing animtune silently.
///
/// The handler only reads a fixed table of C strings and calls `animtune_remove_folder`
/// (async-signal-safe: no allocation); registering takes a lock the handler never takes.
public enum SignalCleanup {
    static let capacity = 64
    nonisolated(unsafe) static let slots = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: capacity)
    nonisolated(unsafe) static var installed = false
    /// On the heap, so its address never moves (a `static var` passed by `&` may be copied).
    nonisolated(unsafe) static let lock: UnsafeMutablePointer<pthread_mutex_t> = {
        let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        lock.initialize(to: pthread_mutex_t())
        pthread_mutex_init(lock, nil)
        return lock
    }()
    /// The signals whose handlers clean up.
    static let handled = [SIGTERM, SIGHUP, SIGQUIT]

    /// Installs the handlers; call once at start.
    public static func install() {
        guard !installed else { return }
        installed = true
        slots.initialize(repeating: nil, count: capacity)
        signal(SIGXFSZ, SIG_IGN)
        for number in handled {
            signal(number) { received in
                SignalCleanup.removeAll()
                signal(received, SIG_DFL)
                raise(received)
            }
        }
    }

    static func register(_ path: String) {
        guard installed else { return }
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        for index in 0..<capacity where slots[index] == nil {
            slots[index] = strdup(path)
            return
        }
    }

    static func unregister(_ path: String) {
        guard installed else { return }
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        for index in 0..<capacity {
            if let slot = slots[index], strcmp(slot, path) == 0 {
                slots[index] = nil
                free(slot)
                return
            }
        }
    }

    /// Runs `body` with the handled signals held on this thread, so one arriving between
    /// making a folder and registering it is delivered after, when the folder can be removed.
    static func holdingSignals<T>(_ body: () -> T) -> T {
        var held = sigset_t()
        var previous = sigset_t()
        sigemptyset(&held)
        for number in handled { sigaddset(&held, number) }
        pthread_sigmask(SIG_BLOCK, &held, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        return body()
    }

    /// Removes each registered folder and the files directly in it.
    private static func removeAll() {
        for index in 0..<capacity {
            guard let folder = slots[index] else { continue }
            _ = animtune_remove_folder(folder)
        }
    }
}
