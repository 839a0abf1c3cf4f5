import CSpawn
import SafeIO
import Foundation
#if canImport(Darwin)
import Darwin
#else
import Glibc
#endif

/// One running gnuplot child: its pid and the three descriptors we talk to it through.
///
/// stdin is one end of a socket pair (so a write to a dead gnuplot fails with `EPIPE`
/// instead of raising `SIGPIPE` in the whole program); stdout and stderr are pipes read with
/// `poll(2)`. The child runs in its own process group, so the terminal's Ctrl-C reaches only
/// animtune, which forwards it with ``interrupt()``. Not thread-safe: ``GnuplotSession``
/// serialises access.
final class GnuplotProcess {
    /// How one exchange ended when it did not end normally.
    enum Failure: Error {
        /// stdout or stdin closed: the process is gone (or going); what it said on stderr.
        case died(stderr: [UInt8])
        /// The deadline passed first.
        case timedOut
        /// `keepWaiting` said to stop.
        case abandoned
        /// The reply passed ``maximumReplyBytes`` before its tag.
        case flooded
    }

    /// The most bytes one reply (stdout or stderr) may hold: a sixel image of the largest
    /// size fits many times over; a gnuplot printing without end is stopped.
    static let maximumReplyBytes = 64 << 20

    /// How often a waiting exchange asks `keepWaiting`, seconds.
    static let waitSlice = 0.05

    /// How soon an exchange that watches only stderr reads stdout again after it last gave
    /// something, seconds (the wait doubles while stdout stays quiet, up to ``waitSlice``).
    static let drainSlice = 0.001

    /// How long an exchange polls without sleeping before it blocks in `poll(2)`, seconds:
    /// long enough for a text plot (gnuplot draws one in about 0.3 ms here).
    ///
    /// A reader asleep in `poll` is woken by gnuplot's write; when its CPU had gone idle
    /// that wake-up is the costliest step of a short request: 30 µs of a 0.34 ms text plot on
    /// this 2-core VM, whose idle vCPUs halt at once (measured with a driver that either
    /// blocked or polled). Each idle turn yields the CPU: the scheduler often wakes gnuplot
    /// on the waker's CPU, where a spin that never yielded held it off until the window closed
    /// (p90 went from 0.38 to 1.3 ms in the same driver). Past the window the exchange sleeps
    /// as before, so a slow plot or a `pause` costs at most this much CPU.
    static let spinWindow = 0.001

    /// Whether exchanges spin at all: only where gnuplot has a core of its own to draw on,
    /// since on one core the spinning would take turns with the drawing it waits for.
    static let spins = ProcessInfo.processInfo.activeProcessorCount > 1

    /// The capacity asked for stdout's pipe, bytes.
    static let outputPipeBytes: Int32 = 1 << 20

    #if os(Linux)
    /// `F_SETPIPE_SZ`, which Glibc's module leaves out (it is a GNU extension).
    static let setPipeSize: Int32 = 1031
    #endif

    let pid: pid_t
    private var input: Int32
    private var output: Int32
    private var errors: Int32
    private var reaped = false

    /// Starts `executable` with `arguments` and `environment`.
    init(executable: String, arguments: [String], environment: [String: String]) throws(GnuplotError) {
        var sockets: [Int32] = [-1, -1]
        var outPipe: [Int32] = [-1, -1]
        var errPipe: [Int32] = [-1, -1]
        func closeAll() {
            for fd in sockets + outPipe + errPipe where fd >= 0 { _ = systemClose(fd) }
        }
        guard Self.makeSocketPair(&sockets), Self.makePipe(&outPipe), Self.makePipe(&errPipe) else {
            let reason = String(cString: strerror(errno))
            closeAll()
            throw .launchFailed(path: executable, reason: reason)
        }

        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t? = nil
        var attributes: posix_spawnattr_t? = nil
        #else
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        posix_spawn_file_actions_adddup2(&actions, sockets[1], 0)
        posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errPipe[1], 2)
        #if os(Linux)
        // Nothing else of this process reaches gnuplot: not a descriptor some library opened
        // without close-on-exec (the preview server's listening socket among them).
        _ = animtune_spawn_close_from(&actions, 3)
        #endif

        Self.setOwnGroupAndSignals(&attributes)
        let (status, pid) = Self.spawn(executable, arguments: arguments, environment: environment,
                                       actions: &actions, attributes: &attributes)
        _ = systemClose(sockets[1])
        _ = systemClose(outPipe[1])
        _ = systemClose(errPipe[1])
        guard status == 0 else {
            _ = systemClose(sockets[0])
            _ = systemClose(outPipe[0])
            _ = systemClose(errPipe[0])
            throw .launchFailed(path: executable, reason: String(cString: strerror(status)))
        }
        #if os(Linux)
        // Room for a whole sixel image, so an exchange that reads stdout only between wake-ups
        // on stderr never leaves gnuplot waiting on a full pipe (best effort: 1 MiB is the
        // usual limit for a process without privileges).
        _ = fcntl(outPipe[0], Self.setPipeSize, Self.outputPipeBytes)
        #endif
        self.pid = pid
        self.input = sockets[0]
        self.output = outPipe[0]
        self.errors = errPipe[0]
        for fd in [input, output, errors] {
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
        }
    }

    deinit { terminate() }

    #if canImport(Darwin)
    private typealias SpawnActions = posix_spawn_file_actions_t?
    private typealias SpawnAttributes = posix_spawnattr_t?
    #else
    private typealias SpawnActions = posix_spawn_file_actions_t
    private typealias SpawnAttributes = posix_spawnattr_t
    #endif

    /// Own process group; default dispositions and an empty mask for the signals we use.
    private static func setOwnGroupAndSignals(_ attributes: inout SpawnAttributes) {
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGPIPE, SIGTERM, SIGQUIT, SIGCHLD] { sigaddset(&defaults, signal) }
        var mask = sigset_t()
        sigemptyset(&mask)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &mask)
        posix_spawnattr_setpgroup(&attributes, 0)
        var flags = Int32(POSIX_SPAWN_SETPGROUP) | Int32(POSIX_SPAWN_SETSIGDEF) | Int32(POSIX_SPAWN_SETSIGMASK)
        #if canImport(Darwin)
        flags |= Int32(POSIX_SPAWN_CLOEXEC_DEFAULT)
        #endif
        posix_spawnattr_setflags(&attributes, Int16(truncatingIfNeeded: flags))
    }

    /// `posix_spawn`'s status and the child's pid, retried while the executable is busy.
    private static func spawn(_ executable: String, arguments: [String], environment: [String: String],
                              actions: inout SpawnActions, attributes: inout SpawnAttributes) -> (status: Int32, pid: pid_t) {
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }
        var pid: pid_t = 0
        var status = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        // ETXTBSY: another thread's fork briefly holds a write descriptor to a freshly written
        // executable (a test's fake gnuplot); it clears as soon as that child execs, which on
        // a loaded machine can take a while: wait up to 3 s.
        var retries = 0
        while status == ETXTBSY && retries < 300 {
            retries += 1
            usleep(10_000)
            status = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        }
        return (status, pid)
    }

    /// Whether the process has exited (reaping it if so).
    var hasExited: Bool {
        if reaped { return true }
        var status: Int32 = 0
        let result = waitpid(pid, &status, WNOHANG)
        if result == pid || (result < 0 && errno == ECHILD) {
            reaped = true
            exitStatus = status
        }
        return reaped
    }

    /// The raw wait status once reaped.
    private(set) var exitStatus: Int32?

    /// A short description of how the process ended, e.g. `killed by signal 9`.
    var exitDescription: String {
        guard let status = exitStatus else { return "still running" }
        let signal = status & 0x7F
        if signal == 0 { return "exit status \((status >> 8) & 0xFF)" }
        return "killed by signal \(signal)"
    }

    /// Forwards `signal` to the process (not its group).
    func send(signal: Int32) {
        if !reaped { _ = kill(pid, signal) }
    }

    /// Kills the process with SIGKILL, reaps it and closes the descriptors. Idempotent.
    func terminate() {
        if !reaped {
            _ = kill(pid, SIGKILL)
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
            reaped = true
            exitStatus = exitStatus ?? status
        }
        closeDescriptors()
    }

    /// Asks the process to quit (closing its stdin) and waits briefly before killing it.
    func quit(grace: Double = 0.5) {
        if !reaped {
            _ = write(text: "quit\n")
            _ = shutdown(input, Int32(SHUT_WR))
            let end = Self.now() + grace
            while !hasExited && Self.now() < end { usleep(2_000) }
        }
        terminate()
    }

    private func closeDescriptors() {
        for fd in [input, output, errors] where fd >= 0 { _ = systemClose(fd) }
        input = -1
        output = -1
        errors = -1
    }

    /// Best-effort immediate write (used for `quit`).
    @discardableResult
    private func write(text: String) -> Bool {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBytes { buffer in
            Self.sendNoSignal(input, buffer.baseAddress!, buffer.count) == buffer.count
        }
    }

    /// Writes `request` and reads stdout and stderr until each contains a line equal to
    /// `tag` (only stdout when `stderrTag` is false), or until `deadline` (seconds on the
    /// monotonic clock), or until `keepWaiting` (asked every ``waitSlice`` seconds, and on
    /// every turn of the first ``spinWindow``) returns false. Returns the bytes before each
    /// tag line.
    ///
    /// With `stderrTag`, stderr's tag comes last (gnuplot prints it after stdout's), so only
    /// stderr wakes the exchange: gnuplot writes a text plot a line at a time, and a wake-up
    /// per line cost more than drawing it. stdout is drained after every wake-up and at least
    /// every ``drainSlice`` seconds while it has more to give, so a long reply never stalls on
    /// a full pipe.
    func exchange(_ request: [UInt8], tag: String, stderrTag: Bool, deadline: Double,
                  keepWaiting: () -> Bool = { true }) throws(Failure) -> (out: [UInt8], err: [UInt8]) {
        var written = 0
        var reply = GnuplotReply(tag: tag, stderrTagged: stderrTag)
        var errOpen = true
        let watchesOutput = !stderrTag
        var drainWait = Self.drainSlice
        let lastWords = { () -> [UInt8] in errOpen ? self.drainErrors(until: min(deadline, Self.now() + 0.5)) : [] }
        let spinsUntil = Self.spins ? Self.now() + Self.spinWindow : 0
        while !reply.isWhole {
            let now = Self.now()
            let remaining = deadline - now
            if remaining <= 0 { throw .timedOut }
            if !keepWaiting() { throw .abandoned }
            var fds: [pollfd] = []
            if written < request.count { fds.append(pollfd(fd: input, events: Int16(POLLOUT), revents: 0)) }
            if watchesOutput { fds.append(pollfd(fd: output, events: Int16(POLLIN), revents: 0)) }
            if errOpen { fds.append(pollfd(fd: errors, events: Int16(POLLIN), revents: 0)) }
            let slice = watchesOutput ? Self.waitSlice : drainWait
            let spinning = now < spinsUntil
            let ready = poll(&fds, nfds_t(fds.count), spinning ? 0 : Int32(min(remaining, slice) * 1000 + 1))
            if ready < 0 {
                if errno == EINTR { continue }
                throw .died(stderr: reply.err)
            }
            // gnuplot may have been woken on this very CPU: let it draw.
            if spinning && ready == 0 { sched_yield() }
            for entry in fds where entry.revents != 0 {
                if entry.fd == input {
                    if entry.revents & Int16(POLLERR | POLLHUP) != 0 {
                        // gnuplot closed its input: it is exiting. Keep its last words.
                        reply.keep(lastWords: lastWords())
                        throw .died(stderr: reply.err)
                    }
                    let sent = request.withUnsafeBytes { buffer in
                        Self.sendNoSignal(input, buffer.baseAddress! + written, request.count - written)
                    }
                    if sent > 0 {
                        written += sent
                    } else if sent < 0 && errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR {
                        reply.keep(lastWords: lastWords())
                        throw .died(stderr: reply.err)
                    }
                } else if entry.fd == output {
                    // stdout closing means gnuplot is gone.
                    guard try reply.take(output, isErrors: false) else {
                        try reply.outputClosed(lastWords: lastWords())
                        break
                    }
                } else if !(try reply.take(errors, isErrors: true)) {
                    // stderr alone closing is odd but survivable.
                    errOpen = false
                    if reply.errTag == nil { throw .died(stderr: reply.err) }
                }
            }
            if !watchesOutput {
                let before = reply.out.count
                guard try reply.drain(output) else {
                    try reply.outputClosed(lastWords: lastWords())
                    break
                }
                // Short waits while stdout flows, longer ones while gnuplot is quiet (a long
                // plot, a pause); a turn of the spin is no wait.
                if reply.out.count > before {
                    drainWait = Self.drainSlice
                } else if !spinning {
                    drainWait = min(Self.waitSlice, drainWait * 2)
                }
            }
        }
        return reply.result(stderrTagged: stderrTag)
    }

    /// What is left on stderr (a dying process's last words), read until EOF or `deadline`.
    private func drainErrors(until deadline: Double) -> [UInt8] {
        var buffer: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 16_384)
        while Self.now() < deadline {
            var entry = pollfd(fd: errors, events: Int16(POLLIN), revents: 0)
            let ready = poll(&entry, 1, Int32(max(1, (deadline - Self.now()) * 1000)))
            if ready < 0 && errno == EINTR { continue }
            if ready <= 0 { return buffer }
            let count = chunk.withUnsafeMutableBytes { read(errors, $0.baseAddress!, $0.count) }
            if count < 0 && (errno == EAGAIN || errno == EINTR) { continue }
            if count <= 0 { return buffer }
            buffer.append(contentsOf: chunk[0..<count])
        }
        return buffer
    }

    /// The index where a line consisting of exactly `tag` starts, looking at text appended
    /// from `from` on (and the few bytes before it that a split read may have cut).
    static func findTagLine(_ tag: [UInt8], in buffer: [UInt8], from: Int) -> Int? {
        let newline = UInt8(ascii: "\n")
        var start = max(0, from - tag.count - 1)
        while start + tag.count < buffer.count {
            if start == 0 || buffer[start - 1] == newline,
               buffer[start + tag.count] == newline,
               buffer[start..<(start + tag.count)].elementsEqual(tag) {
                return start
            }
            start += 1
        }
        return nil
    }

    /// Seconds on a monotonic clock.
    static func now() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }

    private static func sendNoSignal(_ fd: Int32, _ pointer: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Darwin)
        return Darwin.send(fd, pointer, count, 0)
        #else
        return Glibc.send(fd, pointer, count, Int32(MSG_NOSIGNAL))
        #endif
    }

    private static func makeSocketPair(_ fds: inout [Int32]) -> Bool {
        #if canImport(Darwin)
        guard socketpair(AF_UNIX, SOCK_STREAM, 0, &fds) == 0 else { return false }
        fds = fds.map(Descriptor.aboveStandard)
        var on: Int32 = 1
        for fd in fds {
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
            _ = setsockopt(fd, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
        }
        return true
        #else
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &fds) == 0 else { return false }
        fds = fds.map(Descriptor.aboveStandard)
        return true
        #endif
    }

    /// A pipe whose ends are above 2 and close on exec, so it never stands in for a closed
    /// standard descriptor.
    private static func makePipe(_ fds: inout [Int32]) -> Bool {
        guard pipe(&fds) == 0 else { return false }
        fds = fds.map(Descriptor.aboveStandard)
        return true
    }
}

private func systemClose(_ fd: Int32) -> Int32 {
    #if canImport(Darwin)
    return Darwin.close(fd)
    #else
    return Glibc.close(fd)
    #endif
}
