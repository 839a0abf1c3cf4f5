#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one way animtune reads a preset or notebook: a regular file only (a FIFO or device is
/// refused without blocking), size-checked before it is read.
public enum SafeFileReader {
    /// Reads the file at `path`; with `followsLink` false a link at its last component is refused.
    public static func readText(_ path: String, maximumBytes: Int, followsLink: Bool = true) throws(FileProblem) -> String {
        String(decoding: try readBytes(path, maximumBytes: maximumBytes, followsLink: followsLink), as: UTF8.self)
    }

    /// The bytes of the file at `path`; with `followsLink` false a link at its last component is refused.
    public static func readBytes(_ path: String, maximumBytes: Int, followsLink: Bool = true) throws(FileProblem) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | (followsLink ? 0 : O_NOFOLLOW))
        return try readBytes(opened: descriptor, maximumBytes: maximumBytes, refusesLink: !followsLink)
    }

    /// Reads `name` in `folder`, never through a link.
    public static func readText(_ name: String, in folder: OpenFolder, maximumBytes: Int) throws(FileProblem) -> String {
        String(decoding: try readBytes(name, in: folder, maximumBytes: maximumBytes), as: UTF8.self)
    }

    /// The bytes of `name` in `folder`, never through a link (an image to copy to standard output,
    /// a file's digest).
    public static func readBytes(_ name: String, in folder: OpenFolder, maximumBytes: Int) throws(FileProblem) -> [UInt8] {
        guard OpenFolder.isPlainName(name) else { throw FileProblem("is not a file name") }
        let descriptor = openat(folder.descriptor, name, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOFOLLOW)
        return try readBytes(opened: descriptor, maximumBytes: maximumBytes, refusesLink: true)
    }

    private static func readBytes(opened descriptor: Int32, maximumBytes: Int, refusesLink: Bool) throws(FileProblem) -> [UInt8] {
        guard descriptor >= 0 else {
            if errno == ELOOP && refusesLink { throw FileProblem("is a symbolic link") }
            throw .system("cannot open", errno)
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .system("cannot stat", errno) }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            throw FileProblem("is \(SafeFileWriter.kind(info.st_mode)), not a regular file")
        }
        guard Int(info.st_size) <= maximumBytes else {
            throw FileProblem("file is \(info.st_size) bytes; at most \(maximumBytes) are accepted")
        }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = Descriptor.read(descriptor, into: &buffer)
            if count < 0 { throw .system("cannot read", errno) }
            if count == 0 { break }
            bytes += buffer[0..<count]
            if bytes.count > maximumBytes { throw FileProblem("file is larger than \(maximumBytes) bytes") }
        }
        return bytes
    }
}
