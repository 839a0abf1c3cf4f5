import SafeIO
import CEditLine
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The lines typed in the interactive shell: libedit's `History` in memory (Up/Down, Ctrl-R)
/// and a file that survives restarts.
///
/// The file is `$ANIMTUNE_HISTORY`, else `$XDG_STATE_HOME/animtune/history`, else
/// `~/.local/state/animtune/history`; `ANIMTUNE_HISTORY=` (empty) turns history off. It is
/// written in libedit's format, mode 0600, at most ``capacity`` lines, consecutive repeats
/// once. Every entered line is merged into the file at once (read, add, write to a temporary
/// file, rename), so nothing is lost when the terminal closes or animtune is killed, and two
/// shells open at once both keep their lines. Only the interactive shell creates a store that
/// writes; scripts and piped input never touch the file.
public final class HistoryStore {
    public static let capacity = 1000
    /// The first line of every libedit history file.
    static let cookie = "_HiStOrY_V2_"

    /// Where the file is, or nil when history is off.
    public let path: String?
    /// libedit's `History *`.
    let handle: OpaquePointer
    /// Why the file is not written, once something went wrong (reported once by the shell).
    public private(set) var problem: String?

    /// Opens the history and loads the file when it exists.
    public init(path: String?) {
        self.path = path
        handle = Self.makeHistory()
        if let path, let problem = Self.load(path, into: handle) {
            self.problem = problem
        }
    }

    deinit {
        history_end(handle)
    }

    /// The history file for an environment (see the type's documentation).
    public static func defaultPath(environment: ShellEnvironment) -> String? {
        let variables = environment.variables
        if let explicit = variables["ANIMTUNE_HISTORY"] {
            return explicit.isEmpty ? nil : environment.absolutePath(explicit)
        }
        // XDG_STATE_HOME is made when missing (the XDG spec asks so); a missing HOME never is.
        if let state = variables["XDG_STATE_HOME"], state.hasPrefix("/") {
            return state + "/animtune/history"
        }
        if let home = variables["HOME"], home.hasPrefix("/"), FileSystem.isDirectory(home) {
            return home + "/.local/state/animtune/history"
        }
        return nil
    }

    /// Every line, oldest first.
    public var entries: [String] { Self.entries(of: handle) }

    /// Adds a line (trimmed; blank lines are not kept) in memory and merges it into the file.
    /// Returns a problem the first time the file cannot be written.
    @discardableResult
    public func add(_ line: String) -> String? {
        let trimmed = line.trimmedForHistory
        guard !trimmed.isEmpty else { return nil }
        var event = HistEvent()
        _ = animtune_history_enter(handle, &event, trimmed)
        guard let path, problem == nil else { return nil }
        if let failure = Self.merge(trimmed, into: path) {
            problem = failure
            return failure
        }
        return nil
    }

    /// The lines of a history file, oldest first, without writing anything (the `history`
    /// command). Empty when the file is missing or not a history file.
    public static func read(_ path: String) -> [String] {
        let history = makeHistory()
        defer { history_end(history) }
        _ = load(path, into: history)
        return entries(of: history)
    }

    // MARK: - libedit

    private static func makeHistory() -> OpaquePointer {
        let history = history_init()!
        var event = HistEvent()
        _ = animtune_history_setsize(history, &event, Int32(capacity))
        _ = animtune_history_setunique(history, &event, 1)
        return history
    }

    private static func entries(of history: OpaquePointer) -> [String] {
        var event = HistEvent()
        var lines: [String] = []
        var status = animtune_history_last(history, &event)
        while status != -1, let text = event.str {
            lines.append(String(cString: text).trimmedForHistory)
            status = animtune_history_prev(history, &event)
        }
        return lines
    }

    /// Loads `path` when it exists; a problem when it is there but cannot be used.
    private static func load(_ path: String, into history: OpaquePointer) -> String? {
        switch inspect(path) {
        case .missing, .empty:
            return nil
        case .history(let target):
            var event = HistEvent()
            if animtune_history_load(history, &event, target) < 0 {
                return "cannot read history file '\(path)'"
            }
            return nil
        case .foreign(let reason):
            return reason
        }
    }

    private enum FileState {
        case missing
        case empty
        /// A libedit history file, at this path (symbolic links resolved).
        case history(String)
        /// Something else: never overwritten.
        case foreign(String)
    }

    private static func inspect(_ path: String) -> FileState {
        var info = stat()
        guard stat(path, &info) == 0 else {
            return errno == ENOENT ? .missing : .foreign("cannot use history file '\(path)': \(String(cString: strerror(errno)))")
        }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            return .foreign("history file '\(path)' is not a regular file; it is left alone")
        }
        if info.st_size == 0 { return .empty }
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else {
            return .foreign("cannot read history file '\(path)': \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        var head = [UInt8](repeating: 0, count: cookie.utf8.count)
        let count = Descriptor.read(descriptor, into: &head)
        guard count == head.count, head == Array(cookie.utf8) else {
            return .foreign("'\(path)' is not an animtune history file; it is left alone (set ANIMTUNE_HISTORY to use another)")
        }
        return .history(resolved(path))
    }

    /// Reads the file as it is now, adds `line`, and replaces the file atomically (mode 0600).
    private static func merge(_ line: String, into path: String) -> String? {
        let state = inspect(path)
        if case .foreign(let reason) = state { return reason }
        var target = path
        if case .history(let real) = state { target = real }
        let folder = FileSystem.parent(of: target)
        if let failure = makePrivateFolders(folder) { return failure }

        let merged = makeHistory()
        defer { history_end(merged) }
        var event = HistEvent()
        if case .history = state, animtune_history_load(merged, &event, target) < 0 {
            return "cannot read history file '\(path)'"
        }
        _ = animtune_history_enter(merged, &event, line)

        do {
            try SafeFileWriter.produce(at: target, mode: 0o600, verify: { _ in nil }, problem: { $0 }) {
                (temporary: String) throws(FileProblem) in
                guard animtune_history_save(merged, &event, temporary) >= 0 else {
                    throw FileProblem("libedit could not write it")
                }
            }
        } catch {
            return "cannot save history to '\(path)': \(error.description)"
        }
        return nil
    }

    /// Creates missing folders with mode 0700 (the XDG base directory rule for state).
    private static func makePrivateFolders(_ path: String) -> String? {
        if path.isEmpty || FileSystem.isDirectory(path) { return nil }
        if let failure = makePrivateFolders(FileSystem.parent(of: path)) { return failure }
        if mkdir(path, 0o700) != 0 && errno != EEXIST {
            return "cannot create folder '\(path)' for the history: \(String(cString: strerror(errno)))"
        }
        return nil
    }

    private static func resolved(_ path: String) -> String {
        FilePath.resolved(path) ?? path
    }
}

extension String {
    /// Without leading and trailing whitespace and line breaks.
    var trimmedForHistory: String {
        let characters = Array(self)
        guard let first = characters.firstIndex(where: { !$0.isWhitespace }),
              let last = characters.lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return String(characters[first...last])
    }
}
