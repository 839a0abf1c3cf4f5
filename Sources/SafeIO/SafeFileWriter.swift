#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one way animtune writes a file. The new content is created in a private 0700 folder
/// beside the target (`O_CREAT|O_EXCL|O_NOFOLLOW`, or by gnuplot by name inside that folder),
/// checked, and renamed over the target: a failure leaves the old file as it was.
///
/// Everything after finding the target happens through the descriptor of the folder it is in
/// (``Destination``): creating the private folder, checking the new file, renaming it into
/// place. A folder on the way swapped for a link after that cannot redirect the write.
///
/// A new file gets `0666` less the umask; a replaced file keeps its mode. A symbolic link at the
/// target is written through (its target is replaced) when `followsLink`, else refused. A
/// target that exists and is not a regular file (a folder, FIFO, device, socket) is refused.
public enum SafeFileWriter {
    /// Where the bytes for a target really go: a name in a folder held open, and the mode to keep.
    public struct Destination: Sendable {
        public let folder: OpenFolder
        public let name: String
        /// The mode of the file replaced; nil for a new file.
        public let existingMode: mode_t?

        public var path: String { FilePath.join(folder.path, name) }
    }

    /// Follows links at `path` (when allowed) to the file that would be replaced, and opens
    /// the folder it is in.
    public static func destination(of path: String, followsLink: Bool = true) throws(FileProblem) -> Destination {
        var target = path
        for _ in 0..<32 {
            var info = stat()
            guard lstat(target, &info) == 0 else {
                guard errno == ENOENT else { throw .system("cannot look at it", errno) }
                return try destination(in: OpenFolder.open(FilePath.parent(of: target)), name: FilePath.name(target))
            }
            switch info.st_mode & S_IFMT {
            case S_IFLNK:
                guard followsLink else { throw linkRefused }
                guard let link = FilePath.linkTarget(target) else { throw .system("cannot read the link", errno) }
                target = link.hasPrefix("/") ? link : FilePath.join(FilePath.parent(of: target), link)
            default:
                return try destination(in: OpenFolder.open(FilePath.parent(of: target)), name: FilePath.name(target))
            }
        }
        throw FileProblem("it is a loop of symbolic links")
    }

    /// `name` in `folder`, never through a link: a regular file to replace, or nothing yet.
    public static func destination(in folder: OpenFolder, name: String) throws(FileProblem) -> Destination {
        guard OpenFolder.isPlainName(name) else { throw FileProblem("it is not a file name") }
        guard let info = folder.status(of: name) else {
            return Destination(folder: folder, name: name, existingMode: nil)
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return Destination(folder: folder, name: name, existingMode: info.st_mode & 0o7777)
        case S_IFLNK: throw linkRefused
        default: throw FileProblem("it is \(kind(info.st_mode)), not a regular file; animtune writes only regular files")
        }
    }

    /// Writes `text` to `path`.
    public static func write(_ text: String, to path: String, followsLink: Bool = true) throws(FileProblem) {
        try write(text, to: destination(of: path, followsLink: followsLink))
    }

    /// Writes `text` to `destination`.
    public static func write(_ text: String, to destination: Destination) throws(FileProblem) {
        let folder = try PrivateFolder(in: destination.folder)
        defer { folder.remove() }
        let descriptor = openat(folder.folder.descriptor, destination.name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC,
                                destination.existingMode ?? 0o666)
        guard descriptor >= 0 else { throw .system("cannot create it", errno) }
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
        try commit(destination.name, in: folder, to: destination, verify: { _ in nil }, size: text.utf8.count)
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
        do { destination = try self.destination(of: path, followsLink: followsLink) } catch { throw problem(error) }
        try produce(at: destination, mode: mode, verify: verify, problem: problem, body)
    }

    /// ``produce(at:followsLink:mode:verify:problem:_:)`` for a destination already found.
    public static func produce<E: Error>(at destination: Destination, mode: mode_t? = nil,
                                         verify: (String) -> String?,
                                         problem: (FileProblem) -> E,
                                         _ body: (String) throws(E) -> Void) throws(E) {
        let folder: PrivateFolder
        do { folder = try PrivateFolder(in: destination.folder) } catch { throw problem(error) }
        defer { folder.remove() }
        try body(folder.file(destination.name))
        do {
            try commit(destination.name, in: folder, to: destination, mode: mode, verify: verify)
        } catch {
            throw problem(error)
        }
    }

    /// Lets `body` write files called `names` by name into a private folder made inside the
    /// folder at `path` (created when missing), then checks each and renames it into that
    /// folder. Nothing is put in place unless every file passed.
    public static func produceFiles<E: Error>(in path: String, names: [String], followsLink: Bool = true,
                                              verify: (String) -> String?, problem: (FileProblem) -> E,
                                              _ body: (String) throws(E) -> Void) throws(E) {
        let folder: OpenFolder
        do throws(FileProblem) {
            var info = stat()
            if lstat(path, &info) != 0 {
                guard mkdir(path, 0o777) == 0 else { throw FileProblem.system("cannot create the folder", errno) }
            } else if (info.st_mode & S_IFMT) == S_IFLNK && !followsLink {
                throw linkRefused
            } else if stat(path, &info) != 0 || (info.st_mode & S_IFMT) != S_IFDIR {
                throw FileProblem("it is not a folder")
            }
            folder = try OpenFolder.open(path, followsLastLink: followsLink)
        } catch {
            throw problem(error)
        }
        try produceFiles(in: folder, names: names, verify: verify, problem: problem, body)
    }

    /// ``produceFiles(in:names:followsLink:verify:problem:_:)`` into a folder already open.
    public static func produceFiles<E: Error>(in folder: OpenFolder, names: [String],
                                              verify: (String) -> String?, problem: (FileProblem) -> E,
                                              _ body: (String) throws(E) -> Void) throws(E) {
        let privateFolder: PrivateFolder
        do { privateFolder = try PrivateFolder(in: folder) } catch { throw problem(error) }
        defer { privateFolder.remove() }
        try body(privateFolder.folder.pathForOtherProcesses())
        do throws(FileProblem) {
            var checked: [Destination] = []
            for name in names {
                let destination = try destination(in: folder, name: name)
                do {
                    try check(name, in: privateFolder, verify: verify, size: nil)
                } catch {
                    throw FileProblem("\(name): \(error.description)")
                }
                checked.append(destination)
            }
            for destination in checked {
                try commit(destination.name, in: privateFolder, to: destination, verify: { _ in nil })
            }
        } catch {
            throw problem(error)
        }
    }

    /// Checks the finished file `name` in `privateFolder` (``check(_:in:verify:size:)``), gives
    /// it the destination's mode and renames it into place.
    static func commit(_ name: String, in privateFolder: PrivateFolder, to destination: Destination, mode: mode_t? = nil,
                       verify: (String) -> String?, size: Int? = nil) throws(FileProblem) {
        try check(name, in: privateFolder, verify: verify, size: size)
        let source = privateFolder.folder.descriptor
        fchmodat(source, name, mode ?? destination.existingMode ?? (0o666 & ~currentUmask()), 0)
        guard renameat(source, name, destination.folder.descriptor, destination.name) == 0 else {
            throw .system("cannot rename it into place", errno)
        }
        fsync(destination.folder.descriptor)
    }

    /// Throws unless `name` in `privateFolder` is a regular file that `verify` accepts, of
    /// `size` bytes when that is known (text may be empty), else not empty.
    static func check(_ name: String, in privateFolder: PrivateFolder, verify: (String) -> String?, size: Int?) throws(FileProblem) {
        guard let info = privateFolder.folder.status(of: name), (info.st_mode & S_IFMT) == S_IFREG else {
            throw FileProblem("nothing was written")
        }
        guard size.map({ Int(info.st_size) == $0 }) ?? (info.st_size > 0) else {
            throw FileProblem("it came out \(size == nil ? "empty" : "incomplete") (is the disk full?)")
        }
        if let reason = verify(privateFolder.file(name)) { throw FileProblem(reason) }
    }

    /// The process's umask (read by setting it and putting it back; animtune has one thread
    /// creating files at a time).
    public static func currentUmask() -> mode_t {
        let mask = umask(0o022)
        umask(mask)
        return mask
    }

    static let linkRefused = FileProblem("it is a symbolic link, and links are not followed here")

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
