import Foundation
import TestPrerequisites

/// The real binary in a real terminal: a tmux server on a private socket
/// (`tmux -L animtune-test-PID-…`), one 120×40 window, keys sent with `send-keys`, the
/// screen read with `capture-pane`. Waits poll the screen until the expected text is there
/// (bounded, generous timeout); nothing depends on how fast anything is.
final class TmuxSession {
    static let tmux = Prerequisite.executable("tmux")

    /// Whether the suites that drive a terminal run (always under CI=true).
    static var runs: Bool { Prerequisite.runs(tmux != nil && AnimTuneBinary.path != nil) }

    let socket: String
    /// The program's exit status is written here when it ends (tmux's own
    /// `#{pane_dead_status}` is sometimes left empty when the child is not reaped at once).
    private let statusFile: String
    /// Kept until the server is gone, so the folder outlives what runs in it.
    private let home: TestFolder
    private var closed = false

    /// Starts `command` (default: animtune) in the folder with its clean environment plus
    /// `extra` (a nil value removes a variable).
    init(home: TestFolder, environment extra: [String: String?] = [:], command: [String]? = nil) throws {
        guard let binary = AnimTuneBinary.path else { throw TestFailure("animtune binary not found") }
        socket = "animtune-test-\(getpid())-\(UUID().uuidString.prefix(8))"
        self.home = home
        statusFile = home.path + "/exit-status-\(socket)"
        var environment = home.environment
        environment["TERM"] = "screen"
        for (name, value) in extra { environment[name] = value }
        let assignments = environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        let program = command ?? [binary]
        // The wrapper shares the terminal's process group, so Ctrl-C reaches it too; a no-op
        // trap keeps it alive (a trap, unlike an ignored signal, is reset to the default in
        // the program it starts).
        let script = "trap : INT TSTP; \"$@\"; echo \"$?\" > \(Self.quote(statusFile))"
        let line = "cd \(Self.quote(home.path)) && exec env -i "
            + (assignments + ["/bin/sh", "-c", script, "sh"] + program).map(Self.quote).joined(separator: " ")
        try tmux(["new-session", "-d", "-s", "t", "-x", "120", "-y", "40", line,
                  ";", "set-option", "-t", "t", "remain-on-exit", "on"])
    }

    deinit { close() }

    /// Stops the server and removes its socket (tmux leaves it behind).
    func close() {
        guard !closed else { return }
        closed = true
        let socketPath = (try? tmux(["display-message", "-p", "#{socket_path}"]))?
            .trimmingCharacters(in: .whitespacesAndNewlines)
        _ = try? tmux(["kill-server"])
        if let socketPath, socketPath.hasSuffix("/" + socket) { unlink(socketPath) }
    }

    /// Types text literally.
    func type(_ text: String) throws {
        try tmux(["send-keys", "-t", "t", "-l", text])
    }

    /// Presses keys by tmux name: `Enter`, `Tab`, `Up`, `C-c`, `C-d`, `C-z`.
    func press(_ keys: String...) throws {
        try tmux(["send-keys", "-t", "t"] + keys)
    }

    /// Resizes the window, as a user dragging the terminal's corner (the program gets SIGWINCH).
    func resize(columns: Int, rows: Int) throws {
        try tmux(["resize-window", "-t", "t", "-x", String(columns), "-y", String(rows)])
    }

    /// The screen as text (`escapes`: with colour sequences).
    func screen(escapes: Bool = false) throws -> String {
        try tmux(["capture-pane", "-p", "-t", "t"] + (escapes ? ["-e"] : []))
    }

    /// Polls the screen until `predicate` holds; the last screen is returned either way.
    /// The screen holds only what was drawn by then: a program writes its report and its
    /// next prompt separately, so put everything a test then checks into the predicate.
    @discardableResult
    func waitFor(timeout: TimeInterval = Patience.seconds, escapes: Bool = false,
                 _ predicate: (String) -> Bool) throws -> (found: Bool, screen: String) {
        let deadline = Date().addingTimeInterval(timeout)
        var text = ""
        repeat {
            text = try screen(escapes: escapes)
            if predicate(text) { return (true, text) }
            usleep(30_000)
        } while Date() < deadline
        return (false, text)
    }

    /// Waits until the screen contains `text`.
    @discardableResult
    func waitFor(_ text: String, timeout: TimeInterval = Patience.seconds) throws -> (found: Bool, screen: String) {
        try waitFor(timeout: timeout) { $0.contains(text) }
    }

    /// The exit status once the program has ended (nil if it is still running at the timeout).
    func exitStatus(timeout: TimeInterval = Patience.seconds) throws -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        repeat {
            if let text = try? String(contentsOfFile: statusFile, encoding: .utf8),
               let status = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)) {
                return status
            }
            usleep(30_000)
        } while Date() < deadline
        return nil
    }

    /// Runs one tmux client command on the private socket; its standard output.
    @discardableResult
    private func tmux(_ arguments: [String]) throws -> String {
        guard let tmux = Self.tmux else { throw TestFailure("tmux not found") }
        var environment = ProcessInfo.processInfo.environment
        environment.removeValue(forKey: "TMUX")
        environment["LANG"] = "C.UTF-8"
        let output = FileManager.default.temporaryDirectory
            .appendingPathComponent("animtune-tmux-\(UUID().uuidString.prefix(8)).txt").path
        defer { unlink(output) }
        // The server that `new-session` starts keeps the client's streams; they are files,
        // so nothing waits for them to close.
        let status = try Spawn.run([tmux, "-L", socket, "-f", "/dev/null", "-u"] + arguments,
                                   environment: environment, output: output, timeout: Patience.seconds)
        guard status == 0 else {
            throw TestFailure("tmux \(arguments.joined(separator: " ")) failed (\(status))")
        }
        return (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
    }

    static func quote(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}

extension String {
    /// The screen's lines without trailing blanks.
    var lines: [String] {
        split(separator: "\n", omittingEmptySubsequences: false).map { line in
            var text = String(line)
            while text.hasSuffix(" ") { text.removeLast() }
            return text
        }
    }
}
