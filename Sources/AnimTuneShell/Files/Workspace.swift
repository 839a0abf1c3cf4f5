import SafeIO
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a running notebook may touch: its folder, or the top of the git work tree that holds
/// it. Every path a cell names is resolved inside it component by component; an absolute
/// path, `~`, `..` out of it or a symbolic link leading out is refused. While checking, files
/// the cells write go to a private folder instead (``overlay``), and reads see them there, so
/// `notebook check` changes nothing on disk.
public final class Workspace: @unchecked Sendable {
    /// Absolute, without symbolic links.
    public let root: String
    /// The notebook's own folder for presets and outputs, `NAME.assets` beside it.
    public let assets: String
    /// Where writes go while checking; nil when running.
    let overlay: PrivateFolder?

    /// The workspace of the notebook at the absolute `notebookPath`; `checking` makes the
    /// overlay (in `$TMPDIR`).
    public init(notebookPath: String, checking: Bool, environment: [String: String]) throws(FileProblem) {
        let folder = Self.realPath(FilePath.parent(of: notebookPath)) ?? FilePath.parent(of: notebookPath)
        root = Self.gitTop(above: folder) ?? folder
        assets = FilePath.join(folder, FilePath.name(notebookPath).replacingSuffix(".md") + ".assets")
        overlay = checking ? try PrivateFolder.temporary(environment: environment, prefix: "animtune-check") : nil
    }

    /// Removes the overlay.
    public func close() { overlay?.remove() }

    /// `text` (as a cell wrote it) resolved against `workingDirectory` to an absolute path
    /// inside the workspace with no symbolic link in it, or why not.
    public func resolve(_ text: String, workingDirectory: String) throws(FileProblem) -> String {
        if text.hasPrefix("/") { throw refusal(text, "is an absolute path") }
        if text == "~" || text.hasPrefix("~/") { throw refusal(text, "names the home folder") }
        guard workingDirectory.hasPrefix(root) else { throw refusal(text, "is outside the workspace") }
        var pending = Array((workingDirectory.dropFirst(root.count).split(separator: "/") + text.split(separator: "/")).map(String.init).reversed())
        var resolved: [String] = []
        var links = 0
        while let component = pending.popLast() {
            if component == "." || component.isEmpty { continue }
            if component == ".." {
                guard resolved.popLast() != nil else { throw refusal(text, "leads out of the workspace with '..'") }
                continue
            }
            let candidate = FilePath.join(root, (resolved + [component]).joined(separator: "/"))
            var info = stat()
            if lstat(physicalForReading(candidate), &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK {
                links += 1
                guard links <= 32, let target = Self.linkTarget(physicalForReading(candidate)) else {
                    throw refusal(text, "has a loop of symbolic links")
                }
                if target.hasPrefix("/") { throw refusal(text, "goes through a symbolic link that leads out of the workspace") }
                pending += target.split(separator: "/").map(String.init).reversed()
                continue
            }
            resolved.append(component)
        }
        return resolved.isEmpty ? root : FilePath.join(root, resolved.joined(separator: "/"))
    }

    /// Where to read the workspace file `path`: the overlay's copy when checking wrote one.
    public func physicalForReading(_ path: String) -> String {
        guard let overlay, path.hasPrefix(root) else { return path }
        let copy = overlay.path + path.dropFirst(root.count)
        var info = stat()
        return lstat(copy, &info) == 0 ? copy : path
    }

    /// Where to write the workspace file `path`: itself, or its place in the overlay (folders
    /// made) when checking.
    public func physicalForWriting(_ path: String) throws(FileProblem) -> String {
        guard let overlay, path.hasPrefix(root) else { return path }
        let copy = overlay.path + path.dropFirst(root.count)
        try FileSystem.makeDirectories(FilePath.parent(of: copy))
        return copy
    }

    /// Whether `path` is in the notebook's assets folder, which belongs to the notebook: its
    /// files may be replaced by its cells without `--force`.
    public func owns(_ path: String) -> Bool {
        path.hasPrefix(assets + "/")
    }

    private func refusal(_ text: String, _ reason: String) -> FileProblem {
        FileProblem("'\(TerminalSafe.echo(text))' \(reason); a notebook reads and writes only inside its workspace, "
            + "its folder or git work tree ('notebook run --allow-outside' lifts this)")
    }

    /// The top of the git work tree holding `folder` (a folder with `.git`), or nil.
    static func gitTop(above folder: String) -> String? {
        var current = folder
        while true {
            var info = stat()
            if lstat(FilePath.join(current, ".git"), &info) == 0 { return current }
            if current == "/" || current.isEmpty { return nil }
            current = FilePath.parent(of: current)
        }
    }

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    static func linkTarget(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count >= 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
