import SafeIO
#if canImport(Darwin)
import Darwin
#else
import Glibc
#endif

/// Where a request's data and commands wait for gnuplot's `load`, in the session's private
/// folder.
///
/// Where the system has `/proc`, one file is made, opened and its name removed at once; each
/// request is written over it and gnuplot loads it as `/proc/PID/fd/N`, so no file is made
/// or deleted per plot (a new inode per request cost a sixth of a text plot's time) and the
/// folder stays empty. Elsewhere each request is a new 0600 file, deleted after the request.
final class GnuplotRequestFile {
    private let folder: PrivateFolder
    /// The nameless file rewritten for each request, or -1 (no `/proc`, or not made yet).
    private var kept: Int32 = -1
    /// The kept file's length: it is cut only when a request is shorter than the last.
    private var keptLength = 0
    private var counter = 0

    init(folder: PrivateFolder) {
        self.folder = folder
    }

    deinit {
        if kept >= 0 { _ = close(kept) }
    }

    /// Writes `text` as the next request; returns the path gnuplot loads it by.
    func write(_ text: String) throws(GnuplotError) -> String {
        counter += 1
        let named = folder.file("request-\(counter).gp")
        guard named.hasPrefix("/proc/") else { return try writeNamed(text, at: named) }
        if kept < 0 {
            kept = try create(named)
            unlink(named)
        }
        guard lseek(kept, 0, SEEK_SET) == 0 else { throw .temporaryFile(reason: String(cString: strerror(errno))) }
        let failure = Descriptor.writeAll(kept, text)
        let length = text.utf8.count
        // ftruncate costs as much as the write on ext4 (it journals the inode): only when needed.
        guard failure == 0, length >= keptLength || ftruncate(kept, off_t(length)) == 0 else {
            keptLength = Int.max
            throw .temporaryFile(reason: Descriptor.reason(failure == 0 ? errno : failure))
        }
        keptLength = length
        return "/proc/\(getpid())/fd/\(kept)"
    }

    /// Deletes a request's named file; the kept one waits for the next request.
    func finish(_ path: String) {
        if kept < 0 { unlink(path) }
    }

    private func writeNamed(_ text: String, at path: String) throws(GnuplotError) -> String {
        let fd = try create(path)
        defer { _ = close(fd) }
        let failure = Descriptor.writeAll(fd, text)
        guard failure == 0 else {
            unlink(path)
            throw .temporaryFile(reason: Descriptor.reason(failure))
        }
        return path
    }

    private func create(_ path: String) throws(GnuplotError) -> Int32 {
        let fd = open(path, O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw .temporaryFile(reason: String(cString: strerror(errno))) }
        return fd
    }
}
