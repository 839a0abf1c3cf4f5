#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one way animtune writes a file. The new content is created in a private 0700 folder
/// beside the target (`O_CREAT|O_EXCL|O_NOFOLLOW`, or by gnuplot by name inside that folder),
/// checked, and renamed over the target: a failure leaves the old file as it was.
///
/// A new file gets `0666` less the umask; a replaced file keeps its mode. A symbolic link at the
/// target is written through (its target is replaced) when `followsLink`, else refused. A
/// target that exists and is not a regular file (a folder, FIFO, device, socket) is refused.
public enum SafeFileWriter {
    /// Where the bytes for `path` really go: the end of its links, and the mode to keep.
    public struct Destination: Sendable, Equatable {
        public let path: String
        /// The mode of the file replaced; nil for a new file.
        public let existingMode: mode_t?
    }

    /// Follows links at `path` (when allowed) to the file that would be replaced.
    public static func destination(of path: String, followsLink: Bool = true) throws(FileProblem) -> Destination {
        var target = path
        for _ in 0..<32 {
            var info = stat()
            guard lstat(target, &info) == 0 else {
                if errno == ENOENT {
                    let folder = FilePath.parent(of: target)
                    var folderInfo = stat()
                    guard stat(folder, &folderInfo) == 0, (folderInfo.st_mode & S_IFMT) == S_IFDIR else {
                        throw FileProblem("the folder it goes in does not exist")
                    }
                    return Destination(path: target, existingMode: nil)
                }
                throw .system("cannot look at it", errno)
            }
            switch info.st_mode & S_IFMT {
            case S_IFREG:
                return Destination(path: target, existingMode: info.st_mode & 0o7777)
            case S_IFLNK:
                guard followsLink else {
                    throw FileProblem("it is a symbolic link, and links are not followed here")
                }
                var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
                let count = readlink(target, &buffer, buffer.count - 1)
                guard count >= 0 else { throw .system("cannot read the link", errno) }
                let link = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
                target = link.hasPrefix("/") ? link : FilePath.join(FilePath.parent(of: target), link)
            default:
                throw FileProblem("it is \(kind(info.st_mode)), not a regular file; animtune writes only regular files")
            }
        }
        throw FileProblem("it is a loop of symbolic links")
    }

    /// Writes `text` to `path`.
    public static func write(_ text: String, to path: String, followsLink: Bool = true) throws(FileProblem) {
        let destination = try destination(of: path, followsLink: followsLink)
        let folder = try PrivateFolder(in: FilePath.parent(of: destination.path))
        defer { folder.remove() }
        let temporary = folder.file(FilePath.name(destination.path))
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, destination.existingMode ?? 0o666)
        guard descriptor >= 0 else { throw .system("cannot create it", errno) }
        if let mode = destination.existingMode { fchmod(descriptor, mode) }
        let failure = Descriptor.writeAll(descriptor, text)
        guard failure == 0 else {
            close(descriptor)
            throw .system("", failure)
        }
        guard fsync(descriptor) == 0 else {
            let code = errno
            close(descriptor)
            throw .system("", code)
        }
        guard close(descriptor) == 0 else { throw .system("", errno) }
        try commit(temporary, to: destination, verify: { _ in nil }, size: text.utf8.count)
    }

    /// Lets `body` create the file by name (gnuplot's `set output`) in a private folder, then
    /// checks it (`verify` returns why it is incomplete, or nil) and renames it over `path`.
    /// The temporary file keeps the target's name, so its extension still picks the format.
    /// `mode`, when given, is the file's mode whatever it replaces (the history stays 0600).
    public static func produce<E: Error>(at path: String, followsLink: Bool = true, mode: mode_t? = nil,
                                         verify: (String) -> String?,
                                         problem: (FileProblem) -> E,
                                         _ body: (String) throws(E) -> Void) throws(E) {
        let destination: Destination
        let folder: PrivateFolder
        do {
            destination = try self.destination(of: path, followsLink: followsLink)
            folder = try PrivateFolder(in: FilePath.parent(of: destination.path))
        } catch {
            throw problem(error)
        }
        defer { folder.remove() }
        let temporary = folder.file(FilePath.name(destination.path))
        try body(temporary)
        do {
            try commit(temporary, to: destination, mode: mode, verify: verify)
        } catch {
            throw problem(error)
        }
    }

    /// Lets `body` write files called `names` by name into a private folder made inside
    /// `folder` (created when missing), then checks each and renames it into `folder`. Nothing
    /// is put in place unless every file passed.
    public static func produceFiles<E: Error>(in folder: String, names: [String], followsLink: Bool = true,
                                              verify: (String) -> String?, problem: (FileProblem) -> E,
                                              _ body: (String) throws(E) -> Void) throws(E) {
        let privateFolder: PrivateFolder
        do throws(FileProblem) {
            var info = stat()
            if lstat(folder, &info) != 0 {
                guard mkdir(folder, 0o777) == 0 else { throw FileProblem.system("cannot create the folder", errno) }
            } else if (info.st_mode & S_IFMT) == S_IFLNK && !followsLink {
                throw FileProblem("it is a symbolic link, and links are not followed here")
            } else if stat(folder, &info) != 0 || (info.st_mode & S_IFMT) != S_IFDIR {
                throw FileProblem("it is not a folder")
            }
            privateFolder = try PrivateFolder(in: folder)
        } catch {
            throw problem(error)
        }
        defer { privateFolder.remove() }
        try body(privateFolder.path)
        do throws(FileProblem) {
            var checked: [(String, Destination)] = []
            for name in names {
                let target = FilePath.join(folder, name)
                let temporary = privateFolder.file(name)
                var info = stat()
                guard lstat(temporary, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_size > 0 else {
                    throw FileProblem("\(name) came out empty (is the disk full?)")
                }
                if let reason = verify(temporary) { throw FileProblem("\(name): \(reason)") }
                checked.append((temporary, try destination(of: target, followsLink: false)))
            }
            for (temporary, destination) in checked {
                try commit(temporary, to: destination, verify: { _ in nil })
            }
        } catch {
            throw problem(error)
        }
    }

    /// Checks the finished `temporary` (a non-empty regular file that `verify` accepts), gives
    /// it the destination's mode and renames it into place.
    /// `size`, when known, is how many bytes the file must have (text may be empty); else it
    /// must not be empty.
    public static func commit(_ temporary: String, to destination: Destination, mode: mode_t? = nil,
                              verify: (String) -> String?, size: Int? = nil) throws(FileProblem) {
        var info = stat()
        guard lstat(temporary, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
            throw FileProblem("nothing was written")
        }
        guard size.map({ Int(info.st_size) == $0 }) ?? (info.st_size > 0) else {
            throw FileProblem("it came out \(size == nil ? "empty" : "incomplete") (is the disk full?)")
        }
        if let reason = verify(temporary) { throw FileProblem(reason) }
        chmod(temporary, mode ?? destination.existingMode ?? (0o666 & ~currentUmask()))
        guard rename(temporary, destination.path) == 0 else {
            throw .system("cannot rename it into place", errno)
        }
        let folder = open(FilePath.parent(of: destination.path), O_RDONLY | O_CLOEXEC)
        if folder >= 0 {
            fsync(folder)
            close(folder)
        }
    }

    /// The process's umask (read by setting it and putting it back; animtune has one thread
    /// creating files at a time).
    public static func currentUmask() -> mode_t {
        let mask = umask(0o022)
        umask(mask)
        return mask
    }

    static func kind(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFDIR: "a folder"
        case S_IFIFO: "a FIFO"
        case S_IFCHR, S_IFBLK: "a device"
        case S_IFSOCK: "a socket"
        default: "a special file"
        }
    }
}
