#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the shell knows about where it runs: terminal, colour, folders.
public struct ShellEnvironment: Sendable {
    /// Standard output is a terminal a person watches (playback, inline plots).
    public var isTerminal: Bool
    public var useColour: Bool
    public var terminalWidth: Int
    public var terminalHeight: Int
    public var variables: [String: String]
    public var workingDirectory: String
    /// `--presets DIR` from the command line.
    public var presetsOverride: String?
    /// `set`, `reset` and `use` say what they changed and what it did to the motion: in a
    /// terminal, or elsewhere with `--verbose`. Scripts, pipes and notebooks stay quiet.
    public var reportsChanges: Bool
    /// Set while a notebook runs: every path resolves inside it (see ``resolve(_:)``).
    public var workspace: Workspace?

    public init(isTerminal: Bool = false, useColour: Bool = false, terminalWidth: Int = 80, terminalHeight: Int = 24,
                variables: [String: String] = [:], workingDirectory: String = "/", presetsOverride: String? = nil) {
        self.isTerminal = isTerminal
        self.useColour = useColour
        self.terminalWidth = terminalWidth
        self.terminalHeight = terminalHeight
        self.variables = variables
        self.workingDirectory = workingDirectory
        self.presetsOverride = presetsOverride
        self.reportsChanges = isTerminal
    }

    /// The size of a text plot when none is asked for: the terminal less room for the prompt
    /// (at least 15 lines), or 80 × 25 when the output is not a terminal (pipes, notebooks).
    public var textPlotSize: (width: Int, height: Int) {
        isTerminal ? (terminalWidth, max(15, terminalHeight - 4)) : (80, 25)
    }

    /// The process's real environment.
    public static func current(presetsOverride: String? = nil) -> ShellEnvironment {
        var variables: [String: String] = [:]
        var pointer = environ
        while let entry = pointer.pointee {
            let text = String(cString: entry)
            if let equals = text.firstIndex(of: "=") {
                variables[String(text[..<equals])] = String(text[text.index(after: equals)...])
            }
            pointer += 1
        }
        let terminal = isatty(STDOUT_FILENO) == 1 && isatty(STDIN_FILENO) == 1
        let size = TerminalSize.current()
        // The terminal's width, else $COLUMNS, else 80.
        let width = size.map(\.columns).flatMap { $0 > 0 ? $0 : nil }
            ?? variables["COLUMNS"].flatMap { Int($0) }.flatMap { $0 >= 20 ? $0 : nil } ?? 80
        let height = size.map { $0.rows > 0 ? $0.rows : 24 } ?? 24
        var buffer = [CChar](repeating: 0, count: 4096)
        let cwd = getcwd(&buffer, buffer.count).map { _ in String(nulTerminated: buffer) } ?? "/"
        let colour = terminal && variables["NO_COLOR"] == nil && variables["TERM"] != "dumb"
        return ShellEnvironment(isTerminal: terminal, useColour: colour, terminalWidth: width, terminalHeight: height,
                                variables: variables, workingDirectory: cwd, presetsOverride: presetsOverride)
    }

    /// `path` relative to the working directory when inside it, for messages that must not
    /// depend on where the user's files live (notebooks).
    public func displayPath(_ path: String) -> String {
        let folder = workingDirectory.hasSuffix("/") ? workingDirectory : workingDirectory + "/"
        return path.hasPrefix(folder) ? String(path.dropFirst(folder.count)) : path
    }

    /// `path` made absolute against the working directory, `~` expanded.
    public func absolutePath(_ path: String) -> String {
        if path.hasPrefix("/") { return path }
        if path == "~" || path.hasPrefix("~/"), let home = variables["HOME"] {
            return home + path.dropFirst()
        }
        return workingDirectory.hasSuffix("/") ? workingDirectory + path : workingDirectory + "/" + path
    }
}
