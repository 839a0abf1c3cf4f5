#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The few file operations animtune needs, with errors a person can act on.
public enum FileSystem {
    public struct Failure: Error, Sendable, CustomStringConvertible {
        public let description: String
        init(_ description: String) { self.description = description }
        static func system(_ what: String) -> Failure { Failure("\(what): \(String(cString: strerror(errno)))") }
    }

    public static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    public static func exists(_ path: String) -> Bool {
        access(path, F_OK) == 0
    }

    public static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The path relative to nothing: its last component, for short messages.
    public static func displayName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// Reads a whole text file, refusing one larger than `maximumBytes` before reading it.
    public static func readText(_ path: String, maximumBytes: Int = .max) throws(Failure) -> String {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw .system("cannot open") }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .system("cannot stat") }
        guard (info.st_mode & S_IFMT) != S_IFDIR else { throw Failure("is a folder") }
        guard Int(info.st_size) <= maximumBytes else {
            throw Failure("file is \(info.st_size) bytes; at most \(maximumBytes) are accepted")
        }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = systemRead(descriptor, &buffer, buffer.count)
            if count < 0 {
                if errno == EINTR { continue }
                throw .system("cannot read")
            }
            if count == 0 { break }
            bytes += buffer[0..<count]
            if bytes.count > maximumBytes { throw Failure("file is larger than \(maximumBytes) bytes") }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Creates a folder and its parents (mode 0755) when missing.
    public static func makeDirectories(_ path: String) throws(Failure) {
        if path.isEmpty || isDirectory(path) { return }
        try makeDirectories(parent(of: path))
        if mkdir(path, 0o755) != 0 && errno != EEXIST { throw .system("cannot create folder '\(path)'") }
    }

    /// Writes `text` to a temporary file in the target's folder, syncs it, renames it over the
    /// target and syncs the folder: a crash leaves the old file or the new one, never a part.
    public static func writeAtomically(_ text: String, to path: String, mode: mode_t = 0o644) throws(Failure) {
        let folder = parent(of: path)
        var template = Array("\(folder)/.\(displayName(path)).XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw .system("cannot create a temporary file in '\(folder)'") }
        let temporary = String(nulTerminated: template)
        var committed = false
        defer {
            if !committed { unlink(temporary) }
        }
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { systemWrite(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                let failure = Failure.system("cannot write")
                close(descriptor)
                throw failure
            }
            offset += written
        }
        fchmod(descriptor, mode)
        if fsync(descriptor) != 0 {
            let failure = Failure.system("cannot sync")
            close(descriptor)
            throw failure
        }
        guard close(descriptor) == 0 else { throw .system("cannot close") }
        guard rename(temporary, path) == 0 else { throw .system("cannot replace") }
        committed = true
        let folderDescriptor = open(folder, O_RDONLY)
        if folderDescriptor >= 0 {
            fsync(folderDescriptor)
            close(folderDescriptor)
        }
    }

    /// File names in a folder (no `.`/`..`, no hidden files); empty when it cannot be read.
    public static func list(_ path: String) -> [String] {
        guard let folder = opendir(path) else { return [] }
        defer { closedir(folder) }
        var names: [String] = []
        while let entry = readdir(folder) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            if !name.hasPrefix(".") { names.append(name) }
        }
        return names
    }
}
