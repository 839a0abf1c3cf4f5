import SafeIO
import Foundation
#if canImport(Darwin)
import Darwin
#else
import Glibc
#endif

/// One persistent gnuplot process, started on the first request and reused for every plot.
///
/// The request itself (data and commands) travels in a private file (a nameless one rewritten
/// per request where there is `/proc`: ``GnuplotRequestFile``), loaded by a line on gnuplot's
/// stdin and followed by a sentinel that prints a tag on stdout and on stderr
/// (``GnuplotStdin``). The session reads both up to the tag line, so it knows exactly which
/// output and which error text belong to the request.
///
/// If gnuplot died since the last request (or dies during one) it is restarted and the request
/// retried once; if it does not answer in ``timeout`` seconds it is killed and the next request
/// starts a fresh one.
///
/// The API is synchronous and thread-safe: requests are serialised by a lock, and
/// ``interrupt()`` may be called from any thread while a request is running.
public final class GnuplotSession: @unchecked Sendable {
    /// The environment variable that overrides where gnuplot is found.
    public static let executableVariable = "ANIMTUNE_GNUPLOT"
    /// The environment variable that sets ``timeout`` in seconds.
    public static let timeoutVariable = "ANIMTUNE_GNUPLOT_TIMEOUT"
    /// Seconds gnuplot gets to answer one request unless told otherwise.
    public static let defaultTimeout = 10.0
    /// The accepted range of ``timeoutVariable``.
    public static let timeoutRange = 0.1...3600.0
    /// Seconds a request's wait for gnuplot's reply polls without sleeping, on machines with
    /// more than one core, before it sleeps (`GnuplotProcess.spinWindow`).
    public static var spinWindow: Double { GnuplotProcess.spinWindow }
    /// The oldest supported gnuplot (datablocks, `printerr`, `keyentry` need 5.x).
    public static let minimumVersion = "5.0"

    /// The terminals animtune can use, in the order they are listed in messages.
    static let outputTerminals = ["dumb", "sixelgd", "pngcairo", "svg", "pdfcairo", "gif", "qt", "wxt", "aqua", "x11"]

    /// The gnuplot executable used, or `nil` when none was found.
    public let executable: String?
    private let notFoundError: GnuplotError?
    /// An unusable ``timeoutVariable``, reported on every request instead of guessing.
    private let timeoutError: GnuplotError?
    private let environment: [String: String]

    private let lock = NSLock()
    private let pidLock = NSLock()
    private var process: GnuplotProcess?
    private var runningPID: pid_t?
    private var interruptRequested = false
    /// What the running process was sent on stdin.
    private var standardInput = GnuplotStdin()
    private var temporaryDirectory: PrivateFolder?
    private var requestFile: GnuplotRequestFile?
    private var _timeout: Double
    private var _version: String?
    private var _terminals: [String] = []

    /// A session using gnuplot from `ANIMTUNE_GNUPLOT` or else `PATH` (in `environment`).
    ///
    /// Nothing is started until the first request.
    /// - Parameters:
    ///   - executable: an explicit gnuplot path, overriding the environment.
    ///   - timeout: seconds to wait for gnuplot to answer one request; by default
    ///     `ANIMTUNE_GNUPLOT_TIMEOUT` or ``defaultTimeout``.
    ///   - environment: the environment to search and to pass on (minus `GNUTERM`).
    public init(
        executable: String? = nil,
        timeout: Double? = nil,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) {
        var env = environment
        env.removeValue(forKey: "GNUTERM")
        env["PAGER"] = "cat"
        self.environment = env
        switch timeout.map({ Result<Double, GnuplotError>.success($0) }) ?? Self.timeout(environment: environment) {
        case .success(let seconds):
            self._timeout = seconds
            self.timeoutError = nil
        case .failure(let error):
            self._timeout = Self.defaultTimeout
            self.timeoutError = error
        }
        switch executable.map({ Result<String, GnuplotError>.success($0) }) ?? Self.locate(environment: environment) {
        case .success(let path):
            if FileManager.default.isExecutableFile(atPath: path) {
                self.executable = path
                self.notFoundError = nil
            } else {
                self.executable = nil
                self.notFoundError = .notFound(path)
            }
        case .failure(let error):
            self.executable = nil
            self.notFoundError = error
        }
    }

    deinit {
        process?.quit()
        removeTemporaryDirectory()
    }

    /// Finds gnuplot: the `ANIMTUNE_GNUPLOT` path if set, else the first `gnuplot` on `PATH`.
    public static func locate(environment: [String: String]) -> Result<String, GnuplotError> {
        if let override = environment[executableVariable], !override.isEmpty {
            return FileManager.default.isExecutableFile(atPath: override) ? .success(override) : .failure(.notFound(override))
        }
        let path = environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for directory in path.split(separator: ":") where !directory.isEmpty {
            let candidate = directory.hasSuffix("/") ? "\(directory)gnuplot" : "\(directory)/gnuplot"
            if FileManager.default.isExecutableFile(atPath: candidate) { return .success(candidate) }
        }
        return .failure(.notFound(nil))
    }

    /// The timeout set by `ANIMTUNE_GNUPLOT_TIMEOUT`, ``defaultTimeout`` when it is not set.
    public static func timeout(environment: [String: String]) -> Result<Double, GnuplotError> {
        guard let text = environment[timeoutVariable], !text.isEmpty else { return .success(defaultTimeout) }
        guard let seconds = Double(text.trimmingCharacters(in: .whitespaces)), timeoutRange.contains(seconds) else {
            return .failure(.invalidTimeout(text))
        }
        return .success(seconds)
    }

    /// Whether a gnuplot executable was found (it may still fail to start or be too old).
    public var isAvailable: Bool { executable != nil }

    /// Seconds to wait for one answer before killing gnuplot.
    public var timeout: Double {
        get { lock.withLock { _timeout } }
        set { lock.withLock { _timeout = newValue } }
    }

    /// The running process's id, if one is running (for tests and diagnostics).
    public var processIdentifier: Int32? { pidLock.withLock { runningPID } }

    /// gnuplot's version (`GPVAL_VERSION`, e.g. `5.4`), starting it if needed.
    public func version() throws(GnuplotError) -> String {
        try locked { () throws(GnuplotError) in
            try ensureStarted()
            return _version ?? ""
        }
    }

    /// The terminals this gnuplot has (`GPVAL_TERMINALS`), starting it if needed.
    public func terminals() throws(GnuplotError) -> [String] {
        try locked { () throws(GnuplotError) in
            try ensureStarted()
            return _terminals
        }
    }

    /// The interactive terminal to use for windows: the first of qt, wxt, aqua, x11 that
    /// this gnuplot has.
    public func windowTerminal() throws(GnuplotError) -> String {
        let available = try terminals()
        for name in ["qt", "wxt", "aqua", "x11", "windows"] where available.contains(name) { return name }
        throw .terminalUnavailable(name: "window (qt, wxt, aqua or x11)", available: Self.outputTerminals.filter(available.contains))
    }

    /// Starts gnuplot now (otherwise the first request does), checking its version.
    public func start() throws(GnuplotError) {
        try locked { () throws(GnuplotError) in try ensureStarted() }
    }

    /// Seconds gnuplot has to give up a request after Ctrl-C is forwarded before it is killed.
    static let interruptGrace = 1.0

    /// Runs `script` and returns what gnuplot printed on stdout.
    ///
    /// While it waits, `isInterrupted` is polled; once it is true, Ctrl-C is forwarded to
    /// gnuplot (which abandons the request) and the run throws ``GnuplotError/interrupted``.
    ///
    /// - Throws: ``GnuplotError/gnuplot(message:)`` with gnuplot's first error message,
    ///   ``GnuplotError/timeout(seconds:)``, ``GnuplotError/crashed(status:)``,
    ///   ``GnuplotError/interrupted``, or the start-up errors.
    public func run(_ script: GnuplotScript, isInterrupted: () -> Bool = { false }) throws(GnuplotError) -> GnuplotResult {
        try locked { () throws(GnuplotError) in
            if let terminal = script.terminal, !terminal.isEmpty {
                try ensureStarted()
                if !_terminals.isEmpty, !_terminals.contains(terminal) {
                    throw .terminalUnavailable(name: terminal, available: Self.outputTerminals.filter(_terminals.contains))
                }
            }
            do throws(GnuplotError) {
                return try attempt(script, isInterrupted: isInterrupted)
            } catch {
                // gnuplot died (killed between plots, or crashed): one fresh process, one retry.
                guard case .crashed = error else { throw error }
                return try attempt(script, isInterrupted: isInterrupted)
            }
        }
    }

    /// Forwards Ctrl-C to gnuplot (`SIGINT`), e.g. to stop a long `pause` or plot.
    /// Safe to call from any thread while ``run(_:)`` waits.
    public func interrupt() {
        pidLock.withLock {
            guard let pid = runningPID else { return }
            interruptRequested = true
            _ = kill(pid, SIGINT)
        }
    }

    /// Stops gnuplot and deletes the temporary directory; a later request starts it again.
    public func close() {
        lock.withLock {
            process?.quit()
            setProcess(nil)
            removeTemporaryDirectory()
        }
    }

    // MARK: - Internals (called with `lock` held)

    private func locked<T>(_ body: () throws(GnuplotError) -> T) throws(GnuplotError) -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }

    private func setProcess(_ newValue: GnuplotProcess?) {
        process = newValue
        pidLock.withLock {
            runningPID = newValue?.pid
            interruptRequested = false
        }
    }

    /// Stops `child`, the running process, and forgets it.
    private func discard(_ child: GnuplotProcess) {
        child.terminate()
        setProcess(nil)
    }

    /// Whether Ctrl-C was forwarded to the running process.
    private var isInterruptRequested: Bool { pidLock.withLock { interruptRequested } }

    /// Makes sure a live, version-checked gnuplot is running.
    private func ensureStarted() throws(GnuplotError) {
        if let process, !process.hasExited { return }
        process?.terminate()
        setProcess(nil)
        if let timeoutError { throw timeoutError }
        guard let executable else { throw notFoundError ?? .notFound(nil) }

        let child = try GnuplotProcess(executable: executable, arguments: ["-d"], environment: environment)
        setProcess(child)
        standardInput = GnuplotStdin()
        let reply: (out: [UInt8], err: [UInt8])
        do throws(GnuplotProcess.Failure) {
            reply = try child.exchange(Array(standardInput.handshake.utf8), tag: standardInput.handshakeTag, stderrTag: false,
                                       deadline: GnuplotProcess.now() + _timeout)
        } catch {
            let wasInterrupted = isInterruptRequested
            discard(child)
            if wasInterrupted { throw .interrupted }
            // A flood is said as such, not as a timeout: it comes long before the time limit.
            let stderr: [UInt8]
            switch error {
            case .timedOut, .abandoned: throw .timeout(seconds: _timeout)
            case .flooded: throw .replyTooLarge(bytes: GnuplotProcess.maximumReplyBytes)
            case .died(let said): stderr = said
            }
            let said = GnuplotDiagnostics(stderr: String(decoding: stderr, as: UTF8.self))
            let reason = (said.errors + said.warnings).first ?? child.exitDescription
            throw .launchFailed(path: executable, reason: reason)
        }
        // Ctrl-C makes gnuplot drop the line it is on, which may have defined a macro every
        // request needs: a process interrupted while it started is not kept.
        if isInterruptRequested {
            discard(child)
            throw .interrupted
        }
        let lines = String(decoding: reply.out, as: UTF8.self).split(separator: "\n").map(String.init)
        let version = lines.first?.trimmingCharacters(in: .whitespaces) ?? ""
        guard let major = Double(version), major >= 5.0 else {
            child.quit()
            setProcess(nil)
            throw .versionTooOld(found: version.isEmpty ? "(unknown version)" : version, required: Self.minimumVersion)
        }
        _version = version
        _terminals = lines.count > 1 ? lines[1].split(separator: " ").map(String.init) : []
    }

    /// One try at a request; `.crashed` means the process died and was cleared.
    private func attempt(_ script: GnuplotScript, isInterrupted: () -> Bool) throws(GnuplotError) -> GnuplotResult {
        try ensureStarted()
        guard let child = process else { throw .crashed(status: "not running") }

        let requestFile = try writeRequestFile(script)
        defer { self.requestFile?.finish(requestFile) }
        let (request, tag) = standardInput.request(loading: requestFile)

        let reply: (out: [UInt8], err: [UInt8])
        do throws(GnuplotProcess.Failure) {
            var forwardedAt: Double?
            reply = try child.exchange(Array(request.utf8), tag: tag, stderrTag: true, deadline: GnuplotProcess.now() + _timeout) {
                // After Ctrl-C gnuplot gets a moment to abandon the request and print the tag.
                if forwardedAt == nil {
                    if isInterrupted() { interrupt() }
                    if isInterruptRequested { forwardedAt = GnuplotProcess.now() }
                }
                return forwardedAt.map { GnuplotProcess.now() < $0 + Self.interruptGrace } ?? true
            }
        } catch .timedOut {
            discard(child)
            throw .timeout(seconds: _timeout)
        } catch .flooded {
            discard(child)
            throw .replyTooLarge(bytes: GnuplotProcess.maximumReplyBytes)
        } catch {
            let wasInterrupted = isInterruptRequested
            discard(child)
            if wasInterrupted { throw .interrupted }
            throw .crashed(status: child.exitDescription)
        }
        let wasInterrupted = pidLock.withLock {
            defer { interruptRequested = false }
            return interruptRequested
        }
        // gnuplot abandoned the rest of the request: whatever it printed is incomplete.
        if wasInterrupted {
            standardInput.forgetLoadedPath()
            throw .interrupted
        }

        let diagnostics = GnuplotDiagnostics(stderr: String(decoding: reply.err, as: UTF8.self))
        if let error = diagnostics.error { throw error }
        let output = reply.out.last == UInt8(ascii: "\n") ? reply.out.dropLast() : reply.out[...]
        return GnuplotResult(output: String(decoding: output, as: UTF8.self), warnings: diagnostics.warnings)
    }

    /// Writes the script's datablocks, then its commands, to the session's request file (in
    /// its 0700 folder); returns the path gnuplot loads it by.
    private func writeRequestFile(_ script: GnuplotScript) throws(GnuplotError) -> String {
        let folder = try makeTemporaryDirectory()
        let file = requestFile ?? GnuplotRequestFile(folder: folder)
        requestFile = file
        var text = ""
        text.reserveCapacity(script.datablocks.reduce(script.commands.utf8.count) { $0 + $1.definitionLength })
        for block in script.datablocks { block.appendDefinition(to: &text) }
        text += script.commands
        return try file.write(text)
    }

    /// The session's private folder, `animtune-gnuplot.PID.XXXXXX` in `$TMPDIR`; folders of
    /// processes that are gone (killed before they could remove theirs) are removed first.
    private func makeTemporaryDirectory() throws(GnuplotError) -> PrivateFolder {
        if let temporaryDirectory { return temporaryDirectory }
        let prefix = "animtune-gnuplot."
        do {
            let folder = try PrivateFolder.temporary(environment: environment, prefix: prefix)
            temporaryDirectory = folder
            return folder
        } catch {
            throw .temporaryFile(reason: error.description)
        }
    }

    private func removeTemporaryDirectory() {
        requestFile = nil
        temporaryDirectory?.remove()
        temporaryDirectory = nil
    }
}
