import Foundation
import TestPrerequisites
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Starts a program the way a terminal would: empty signal mask and default signal
/// dispositions. (`Foundation.Process` spawns from the calling thread, and test threads
/// block most signals; a tmux server and its panes would inherit that, and Ctrl-C or
/// SIGTERM would never arrive.) Standard streams go to files or /dev/null.
enum Spawn {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Runs `arguments` (the first is the executable's path) in `directory`; returns the
    /// exit status, or 128 + signal. Kills it after `timeout` seconds.
    @discardableResult
    static func run(_ arguments: [String], environment: [String: String], directory: String? = nil,
                    input: String = "/dev/null", output: String = "/dev/null", errors: String = "/dev/null",
                    timeout: TimeInterval = Patience.seconds) throws -> Int32 {
        let pid = try start(arguments, environment: environment, directory: directory,
                            input: input, output: output, errors: errors)
        return try wait(pid, timeout: timeout, describing: arguments)
    }

    /// Starts `arguments` like ``run(_:environment:directory:input:output:errors:timeout:)``
    /// and returns at once with its process id; ``wait(_:timeout:describing:)`` reaps it.
    static func start(_ arguments: [String], environment: [String: String], directory: String? = nil,
                      input: String = "/dev/null", output: String = "/dev/null", errors: String = "/dev/null") throws -> pid_t {
        var argv = arguments
        if let directory {
            argv = ["/bin/sh", "-c", "cd \"$1\" && shift && exec \"$@\"", "sh", directory] + arguments
        }
        #if os(macOS)
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
        posix_spawn_file_actions_addopen(&actions, 0, input, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, errors, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        var empty = sigset_t()
        sigemptyset(&empty)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGTSTP, SIGCONT, SIGPIPE, SIGCHLD, SIGWINCH] {
            sigaddset(&defaults, signal)
        }
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let cArguments = argv.map { strdup($0) } + [nil]
        let cEnvironment = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            cArguments.forEach { free($0) }
            cEnvironment.forEach { free($0) }
        }
        var pid = pid_t()
        let status = posix_spawn(&pid, argv[0], &actions, &attributes, cArguments, cEnvironment)
        guard status == 0 else {
            throw Failure(description: "cannot start \(argv[0]): \(String(cString: strerror(status)))")
        }
        return pid
    }

    /// Waits for `pid` to end; returns its exit status, or 128 + signal. Kills it after
    /// `timeout` seconds and throws, naming the command (`describing`).
    static func wait(_ pid: pid_t, timeout: TimeInterval = Patience.seconds, describing arguments: [String]) throws -> Int32 {
        let deadline = Date().addingTimeInterval(timeout)
        var waitStatus: Int32 = 0
        while true {
            let result = waitpid(pid, &waitStatus, WNOHANG)
            if result == pid { break }
            if result < 0 && errno != EINTR { throw Failure(description: "waitpid failed") }
            if Date() > deadline {
                kill(pid, SIGKILL)
                waitpid(pid, &waitStatus, 0)
                throw Failure(description: "\(arguments.joined(separator: " ")) did not finish within \(Int(timeout)) s")
            }
            usleep(2_000)
        }
        let signal = waitStatus & 0x7F
        return signal == 0 ? (waitStatus >> 8) & 0xFF : 128 + signal
    }
}
