import SafeIO
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a running notebook may touch: its own folder and below, or a wider folder holding it
/// that the user named (`notebook run --workspace DIR`). Every path a cell names is resolved
/// inside it component by component; an absolute path, `~`, `..` out of it, a symbolic link
/// leading out or a ``VersionControlFolder`` anywhere on the way is refused. Files are then reached
/// from the workspace's folder held open, one `openat(O_NOFOLLOW)` per component, so a folder
/// swapped for a link after the path was checked is refused, never followed. While checking,
/// files the cells write go to a private folder instead (``overlay``), and reads see them
/// there, so `notebook check` changes nothing on disk.
public final class Workspace: Sendable {
    /// Absolute, without symbolic links.
    public let root: String
    /// The notebook's own folder for presets and outputs, `NAME.assets` beside it.
    public let assets: String
    /// The root held open, or why it could not be (a notebook run from memory in a folder
    /// that does not exist still runs, but reaches no file).
    private let openedRoot: Result<OpenFolder, FileProblem>
    /// Where writes go while checking; nil when running.
    let overlay: PrivateFolder?
    private let overlayFolder: OpenFolder?

    /// The workspace of the notebook at the absolute `notebookPath`: its folder, or the absolute
    /// folder `widerRoot` when the user named one (it must hold the notebook; `shownAs` is how
    /// they named it); `checking` makes the overlay (in `$TMPDIR`).
    public init(notebookPath: String, checking: Bool, environment: [String: String],
                widerRoot: String? = nil, shownAs: String? = nil) throws(FileProblem) {
        let folder = FilePath.resolved(FilePath.parent(of: notebookPath)) ?? FilePath.parent(of: notebookPath)
        var root = folder
        if let widerRoot {
            let shown = TerminalSafe.echo(shownAs ?? widerRoot)
            guard let real = FilePath.resolved(widerRoot) else { throw FileProblem("the workspace '\(shown)' does not exist") }
            guard folder == real || real == "/" || folder.hasPrefix(real + "/") else {
                throw FileProblem("the workspace '\(shown)' does not hold the notebook; name a folder above it")
            }
            root = real
        } else if let home = Self.homeHeld(by: folder, environment: environment) {
            throw FileProblem("the notebook's folder '\(TerminalSafe.echo(folder))' is the home folder '\(TerminalSafe.echo(home))' "
                + "or above it, which a notebook does not get as its workspace; move the notebook into a folder of its own, "
                + "or name the folder with 'notebook run --workspace \(TerminalSafe.echo(folder))'")
        }
        self.root = root
        assets = FilePath.join(folder, FilePath.name(notebookPath).replacingSuffix(".md") + ".assets")
        openedRoot = Result { () throws(FileProblem) in try OpenFolder.open(root) }
        overlay = checking ? try PrivateFolder.temporary(environment: environment, prefix: "animtune-check.") : nil
        overlayFolder = overlay?.folder
    }

    /// The home folder (`$HOME`, or the account's) that `folder` is, or is above; nil when none.
    static func homeHeld(by folder: String, environment: [String: String]) -> String? {
        var homes: [String] = []
        if let home = environment["HOME"], home.hasPrefix("/") { homes.append(home) }
        if let entry = getpwuid(getuid()), let directory = entry.pointee.pw_dir {
            let home = String(cString: directory)
            if home.hasPrefix("/") { homes.append(home) }
        }
        for home in homes {
            for candidate in [home, FilePath.resolved(home)].compactMap({ $0 }) {
                var trimmed = candidate
                while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
                if folder == "/" || trimmed == folder || trimmed.hasPrefix(folder + "/") { return trimmed }
            }
        }
        return nil
    }

    private var rootFolder: OpenFolder {
        get throws(FileProblem) { try openedRoot.get() }
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
            if VersionControlFolder.isOne(component) {
                throw refusal(text, "is inside the version-control folder '\(TerminalSafe.echo(component))', which a notebook never reaches")
            }
            if component == ".." {
                guard resolved.popLast() != nil else { throw refusal(text, "leads out of the workspace with '..'") }
                continue
            }
            let candidate = FilePath.join(root, (resolved + [component]).joined(separator: "/"))
            var info = stat()
            if lstat(candidate, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK {
                links += 1
                guard links <= 32 else { throw refusal(text, "has a loop of symbolic links") }
                guard let target = FilePath.linkTarget(candidate) else {
                    throw refusal(text, "changed while it was resolved (the link '\(TerminalSafe.echo(component))' went away as it was read)")
                }
                if target.hasPrefix("/") { throw refusal(text, "goes through a symbolic link that leads out of the workspace") }
                pending += target.split(separator: "/").map(String.init).reversed()
                continue
            }
            resolved.append(component)
        }
        return resolved.isEmpty ? root : FilePath.join(root, resolved.joined(separator: "/"))
    }

    /// The folder holding the workspace file `path`, and its name there: the overlay's copy
    /// when checking wrote one.
    public func locationForReading(_ path: String) throws(FileProblem) -> (folder: OpenFolder, name: String) {
        let components = try self.components(of: path)
        guard let name = components.last else { throw FileProblem("is the workspace folder, not a file") }
        if let overlayFolder, let copy = try? overlayFolder.descend(Array(components.dropLast())), copy.status(of: name) != nil {
            return (copy, name)
        }
        return (try rootFolder.descend(Array(components.dropLast())), name)
    }

    /// Whether anything is at the workspace path `path` (in the overlay too, when checking).
    public func exists(_ path: String) -> Bool {
        guard let location = try? locationForReading(path) else { return false }
        return location.folder.status(of: location.name) != nil
    }

    /// Whether the workspace path `path` is a folder (in the overlay too, when checking).
    public func isDirectory(_ path: String) -> Bool {
        guard let components = try? components(of: path) else { return false }
        if (try? rootFolder.descend(components)) != nil { return true }
        return overlayFolder.map { (try? $0.descend(components)) != nil } ?? false
    }

    /// The names in the workspace folder `path` (and its copy in the overlay, when checking).
    public func names(inFolder path: String) -> [String] {
        guard let components = try? components(of: path) else { return [] }
        var names = Set((try? rootFolder.descend(components))?.names() ?? [])
        if let copy = try? overlayFolder?.descend(components) { names.formUnion(copy.names()) }
        return names.sorted()
    }

    /// The names in the workspace folder `path` that are not UTF-8, as escapes (``OpenFolder/namesNotUTF8()``).
    public func namesNotUTF8(inFolder path: String) -> [String] {
        guard let components = try? components(of: path) else { return [] }
        return (try? rootFolder.descend(components))?.namesNotUTF8() ?? []
    }

    /// Where to write the workspace file `path`: itself, or its place in the overlay when
    /// checking. Its folder must exist (in the workspace or the overlay).
    public func destination(forWriting path: String) throws(FileProblem) -> SafeFileWriter.Destination {
        let components = try self.components(of: path)
        guard let name = components.last else { throw FileProblem("it is the workspace folder, not a file") }
        return try SafeFileWriter.destination(in: writableFolder(Array(components.dropLast()), creating: false), name: name)
    }

    /// The workspace folder `path` to write files into, made when missing (its parent must
    /// exist); its copy in the overlay when checking.
    public func folder(forWriting path: String) throws(FileProblem) -> OpenFolder {
        let components = try self.components(of: path)
        guard let name = components.last else { return try writableFolder([], creating: false) }
        return try writableFolder(Array(components.dropLast()), creating: false).subfolder(name, creating: true)
    }

    /// Makes the workspace folder `path` and the folders above it (in the overlay when checking).
    public func makeFolders(_ path: String) throws(FileProblem) {
        _ = try writableFolder(components(of: path), creating: true)
    }

    /// The folder at `components` from the root, in the overlay when checking; without
    /// `creating`, each must already exist in the workspace or the overlay.
    private func writableFolder(_ components: [String], creating: Bool) throws(FileProblem) -> OpenFolder {
        guard let overlayFolder else { return try rootFolder.descend(components, creating: creating) }
        var real: OpenFolder? = try? rootFolder
        var copy = overlayFolder
        for component in components {
            real = real.flatMap { try? $0.subfolder(component) }
            if real == nil, copy.status(of: component) == nil, !creating {
                throw FileProblem("the folder '\(TerminalSafe.echo(component))' does not exist")
            }
            copy = try copy.subfolder(component, creating: true)
        }
        return copy
    }

    /// The components of the absolute `path` below the root.
    private func components(of path: String) throws(FileProblem) -> [String] {
        let below: Substring
        if root == "/" {
            below = path.dropFirst()
        } else if path == root {
            below = ""
        } else if path.hasPrefix(root + "/") {
            below = path.dropFirst(root.count + 1)
        } else {
            throw FileProblem("it is outside the workspace")
        }
        let components = below.split(separator: "/").map(String.init)
        guard components.allSatisfy({ $0 != "." && $0 != ".." }) else { throw FileProblem("it is outside the workspace") }
        return components
    }

    /// Whether `path` is in the notebook's assets folder, which belongs to the notebook: its
    /// files may be replaced by its cells without `--force`.
    public func owns(_ path: String) -> Bool {
        path.hasPrefix(assets + "/")
    }

    private func refusal(_ text: String, _ reason: String) -> FileProblem {
        FileProblem("'\(TerminalSafe.echo(text))' \(reason); a notebook reads and writes only inside its workspace, "
            + "its own folder ('notebook run --workspace DIR' widens it)")
    }
}
