#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one loop that writes all bytes to a descriptor, and the one that makes sure the
/// standard descriptors are open.
public enum Descriptor {
    /// Writes every byte, retrying on `EINTR` and short writes and waiting while a non-blocking
    /// descriptor is full. Returns 0, or the `errno` of the write that failed.
    @discardableResult
    public static func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int32 {
        var offset = 0
        while offset < bytes.count {
            let written = systemWrite(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                if errno == EAGAIN || errno == EWOULDBLOCK {
                    var ready = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                    _ = poll(&ready, 1, 100)
                    continue
                }
                return errno
            }
            offset += written
        }
        return 0
    }

    /// ``writeAll(_:_:)-(_,UnsafeRawBufferPointer)`` for text, as UTF-8.
    @discardableResult
    public static func writeAll(_ descriptor: Int32, _ text: String) -> Int32 {
        var text = text
        return text.withUTF8 { writeAll(descriptor, UnsafeRawBufferPointer($0)) }
    }

    /// Opens `/dev/null` on any of descriptors 0, 1 and 2 that is closed, so no file or pipe
    /// opened later can take their place (a gnuplot pipe on fd 2 would run printed text).
    /// Read-only, so a write to it fails with EBADF as on the closed descriptor: output that
    /// cannot be printed is reported (`cannot write to standard output`), not dropped unsaid.
    public static func reopenClosedStandardDescriptors() {
        for standard in Int32(0)...2 where fcntl(standard, F_GETFD) < 0 && errno == EBADF {
            let opened = open("/dev/null", O_RDONLY)
            if opened >= 0 && opened != standard {
                _ = dup2(opened, standard)
                _ = close(opened)
            }
        }
    }

    /// A copy of `descriptor` numbered above 2 and closed on exec; `descriptor` is closed.
    /// Pipes to child processes use it so they never sit on a standard descriptor.
    public static func aboveStandard(_ descriptor: Int32) -> Int32 {
        let moved = fcntl(descriptor, F_DUPFD_CLOEXEC, 3)
        guard moved >= 0 else {
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
            return descriptor
        }
        _ = close(descriptor)
        return moved
    }

    /// One `read(2)` into `buffer`, again when a signal interrupted it: the count read, 0 at
    /// the end, or -1 with `errno` set.
    public static func read(_ descriptor: Int32, into buffer: inout [UInt8]) -> Int {
        while true {
            let count = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            return count
        }
    }

    /// The `strerror` text of `code`.
    public static func reason(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}

#if canImport(Glibc)
private let systemWrite = Glibc.write
private let systemRead = Glibc.read
#elseif canImport(Darwin)
private let systemWrite = Darwin.write
private let systemRead = Darwin.read
#endif
