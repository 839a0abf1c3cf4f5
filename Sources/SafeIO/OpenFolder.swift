#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A folder held by an open descriptor. Names inside it are looked up from the descriptor, not
/// from its path, so swapping a folder on the way for a symbolic link after it was opened
/// changes nothing: ``subfolder(_:creating:)`` never follows a link, and every file operation
/// of ``SafeFileWriter`` and ``SafeFileReader`` on a ``FileLocation`` is an `*at` call on it.
public final class OpenFolder: Sendable {
    public let descriptor: Int32
    /// The path it was reached by, for messages and for the signal-time cleanup.
    public let path: String

    private init(descriptor: Int32, path: String) {
        self.descriptor = descriptor
        self.path = path
    }

    deinit { close(descriptor) }

    /// The folder already open as `descriptor` (which it now owns and closes).
    static func adopting(_ descriptor: Int32, path: String) -> OpenFolder {
        OpenFolder(descriptor: descriptor, path: path)
    }

    /// The folder at `path`, links in the path followed (a folder the user named), but for the
    /// last component when `followsLastLink` is false.
    public static func open(_ path: String, followsLastLink: Bool = true) throws(FileProblem) -> OpenFolder {
        let descriptor = systemOpen(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC | (followsLastLink ? 0 : O_NOFOLLOW))
        guard descriptor >= 0 else {
            if errno == ENOENT || errno == ENOTDIR { throw FileProblem("the folder it goes in does not exist") }
            throw .system("cannot open the folder it goes in", errno)
        }
        return OpenFolder(descriptor: descriptor, path: path)
    }

    /// The folder `name` in this one, which must be a real folder, not a link; `creating` makes
    /// it (0777 less the umask) when missing.
    public func subfolder(_ name: String, creating: Bool = false) throws(FileProblem) -> OpenFolder {
        guard Self.isPlainName(name) else { throw FileProblem("'\(TerminalSafe.echo(name))' is not a folder name") }
        var descriptor = openat(self.descriptor, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        if descriptor < 0 && errno == ENOENT && creating {
            guard mkdirat(self.descriptor, name, 0o777) == 0 || errno == EEXIST else {
                throw .system("cannot create the folder '\(TerminalSafe.echo(name))'", errno)
            }
            descriptor = openat(self.descriptor, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        }
        guard descriptor >= 0 else {
            switch errno {
            case ENOENT: throw FileProblem("the folder '\(TerminalSafe.echo(name))' does not exist")
            case ELOOP, ENOTDIR:
                throw FileProblem(status(of: name).map { ($0.st_mode & S_IFMT) == S_IFLNK } == true
                    ? "'\(TerminalSafe.echo(name))' is a symbolic link, and links are not followed here"
                    : "'\(TerminalSafe.echo(name))' is not a folder")
            default: throw .system("cannot open the folder '\(TerminalSafe.echo(name))'", errno)
            }
        }
        return OpenFolder(descriptor: descriptor, path: FilePath.join(path, name))
    }

    /// The folder reached by `components` from this one, none of them a link; `creating` makes
    /// the missing ones.
    public func descend(_ components: [String], creating: Bool = false) throws(FileProblem) -> OpenFolder {
        var folder = self
        for component in components { folder = try folder.subfolder(component, creating: creating) }
        return folder
    }

    /// What is at `name` (a link itself, not its target), or nil when nothing is.
    public func status(of name: String) -> stat? {
        var info = stat()
        return fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0 ? info : nil
    }

    /// The names in the folder, hidden ones included (no `.` or `..`); empty when unreadable.
    /// A name that is not UTF-8 is left out (see ``namesNotUTF8()``): no lossy copy of it
    /// would name the same file.
    public func names() -> [String] {
        rawNames().compactMap(Self.text)
    }

    /// The names that are not UTF-8 (a Latin-1 `café.json`), shown with their bytes as `\xNN`
    /// escapes, as what they are: for messages, never to open.
    public func namesNotUTF8() -> [String] {
        rawNames().filter { Self.text($0) == nil }.map { raw in
            raw.prefix { $0 != 0 }.map { byte in
                let value = UInt8(bitPattern: byte)
                return value < 0x80 && value >= 0x20 && value != 0x7F ? String(UnicodeScalar(value))
                    : "\\x" + (value < 0x10 ? "0" : "") + String(value, radix: 16)
            }.joined()
        }
    }

    /// A name's bytes up to its NUL as text, nil when they are not UTF-8.
    private static func text(_ raw: [CChar]) -> String? {
        String(validating: raw.prefix { $0 != 0 }.lazy.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Every name in the folder as its bytes, NUL-terminated (no `.` or `..`).
    func rawNames() -> [[CChar]] {
        let copy = openat(descriptor, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard copy >= 0 else { return [] }
        guard let stream = fdopendir(copy) else {
            close(copy)
            return []
        }
        defer { closedir(stream) }
        var names: [[CChar]] = []
        while let entry = readdir(stream) {
            let raw = Self.rawName(of: entry)
            if raw != [46, 0] && raw != [46, 46, 0] { names.append(raw) }
        }
        return names
    }

    /// The name in the directory entry `entry`, NUL-terminated, read through a pointer to its
    /// `d_name` field: never a copy of the whole record, whose name field the system may cut
    /// short (the last entry a `getdents` buffer holds can end right after its name).
    static func rawName(of entry: UnsafePointer<dirent>) -> [CChar] {
        let offset = MemoryLayout<dirent>.offset(of: \dirent.d_name) ?? 0
        let name = (UnsafeRawPointer(entry) + offset).assumingMemoryBound(to: CChar.self)
        let length = strnlen(name, MemoryLayout<dirent>.size - offset)
        return Array(UnsafeBufferPointer(start: name, count: length)) + [0]
    }

    /// A path by which another process (gnuplot) reaches this very folder, or `name` in it,
    /// whatever happened to the path it was opened by since: `/proc/PID/fd/N` where the system
    /// has `/proc`, else the folder's path.
    public func pathForOtherProcesses(_ name: String? = nil) -> String {
        let base = Self.hasProcFileDescriptors ? "/proc/\(getpid())/fd/\(descriptor)" : path
        return name.map { FilePath.join(base, $0) } ?? base
    }

    /// Whether `name` is one component: not empty, `.` or `..`, and without `/`.
    static func isPlainName(_ name: String) -> Bool {
        !name.isEmpty && name != "." && name != ".." && !name.contains("/")
    }

    private static let hasProcFileDescriptors: Bool = {
        var info = stat()
        return stat("/proc/self/fd", &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }()
}

/// `open(2)`, which the type's own `open(_:followsLastLink:)` hides inside it.
private func systemOpen(_ path: String, _ flags: Int32) -> Int32 { open(path, flags) }
