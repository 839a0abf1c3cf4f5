import SafeIO
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The few file operations animtune needs, with errors a person can act on. Reads and writes
/// go through `SafeIO` (regular files only, private temporary folder, rename into place).
public enum FileSystem {
    public typealias Failure = FileProblem

    public static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// Whether anything (a dangling link too) is at `path`.
    public static func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    public static func parent(of path: String) -> String { FilePath.parent(of: path) }

    /// The path relative to nothing: its last component, for short messages.
    public static func displayName(_ path: String) -> String { FilePath.name(path) }

    /// Reads a whole regular file, refusing one larger than `maximumBytes` before reading it.
    public static func readText(_ path: String, maximumBytes: Int = .max) throws(Failure) -> String {
        try SafeFileReader.readText(path, maximumBytes: maximumBytes)
    }

    /// Creates a folder and its parents (0777 less the umask) when missing.
    public static func makeDirectories(_ path: String) throws(Failure) {
        if path.isEmpty || isDirectory(path) { return }
        try makeDirectories(parent(of: path))
        if mkdir(path, 0o777) != 0 && errno != EEXIST {
            throw FileProblem("cannot create folder '\(path)': \(String(cString: strerror(errno)))")
        }
    }

    /// Writes `text` through ``SafeFileWriter``: a crash or failure leaves the old file.
    public static func writeAtomically(_ text: String, to path: String) throws(Failure) {
        try SafeFileWriter.write(text, to: path)
    }

    /// File names in a folder (no `.`/`..`; hidden files only with `hidden`); empty when it
    /// cannot be read.
    public static func list(_ path: String, hidden: Bool = false) -> [String] {
        ((try? OpenFolder.open(path))?.names() ?? []).filter { hidden || !$0.hasPrefix(".") }
    }
}
