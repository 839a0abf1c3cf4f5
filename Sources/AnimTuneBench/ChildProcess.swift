import AnimTuneShell
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a program to its end and reports what it cost: wall time, peak resident memory and
/// exit status (`posix_spawn` and `wait4`, so the memory is the child's own).
struct ChildProcess {
    struct Outcome {
        let seconds: Double
        /// Peak resident set size, bytes.
        let peakMemory: Int
        let status: Int32
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    let arguments: [String]
    /// stdin, stdout and stderr go to these files (default: /dev/null).
    var input = "/dev/null"
    var output = "/dev/null"
    var errors = "/dev/null"

    init(_ arguments: [String]) {
        self.arguments = arguments
    }

    /// Finds `name` on `PATH`, or nil.
    static func which(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") where access("\(folder)/\(name)", X_OK) == 0 {
            return "\(folder)/\(name)"
        }
        return nil
    }

    func run() throws -> Outcome {
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, input, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, errors, O_WRONLY | O_CREAT | O_TRUNC, 0o644)

        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let start = MonotonicClock.now()
        let result = posix_spawn(&pid, arguments[0], &actions, nil, argv, environ)
        guard result == 0 else {
            throw Failure(description: "cannot start \(arguments[0]): \(String(cString: strerror(result)))")
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { throw Failure(description: "cannot wait for \(arguments[0])") }
        }
        let seconds = MonotonicClock.now() - start
        #if canImport(Darwin)
        let peak = Int(usage.ru_maxrss)
        #else
        let peak = Int(usage.ru_maxrss) * 1024
        #endif
        let exitStatus: Int32 = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        return Outcome(seconds: seconds, peakMemory: peak, status: exitStatus)
    }

    /// Starts the program with its standard output on a pipe and returns the seconds until it
    /// printed a line containing `marker` (a server's URL line, say), then waits for its end;
    /// nil when it ended without printing one.
    func secondsToLine(containing marker: String) throws -> (seconds: Double?, outcome: Outcome) {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { throw Failure(description: "cannot make a pipe: \(String(cString: strerror(errno)))") }
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, input, O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, fds[1], 1)
        posix_spawn_file_actions_addclose(&actions, fds[0])
        posix_spawn_file_actions_addclose(&actions, fds[1])
        posix_spawn_file_actions_addopen(&actions, 2, errors, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let start = MonotonicClock.now()
        let result = posix_spawn(&pid, arguments[0], &actions, nil, argv, environ)
        close(fds[1])
        defer { close(fds[0]) }
        guard result == 0 else {
            throw Failure(description: "cannot start \(arguments[0]): \(String(cString: strerror(result)))")
        }
        var seconds: Double?
        var text: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(fds[0], $0.baseAddress!, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { break }
            if seconds == nil {
                text += chunk[0..<count]
                let lines = String(decoding: text, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
                if lines.dropLast().contains(where: { $0.contains(marker) }) { seconds = MonotonicClock.now() - start }
            }
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { throw Failure(description: "cannot wait for \(arguments[0])") }
        }
        let exitStatus: Int32 = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        return (seconds, Outcome(seconds: MonotonicClock.now() - start, peakMemory: 0, status: exitStatus))
    }

    /// Runs and insists on exit status 0.
    @discardableResult
    func runChecked() throws -> Outcome {
        let outcome = try run()
        guard outcome.status == 0 else {
            throw Failure(description: "\(arguments.joined(separator: " ")) exited with status \(outcome.status)")
        }
        return outcome
    }
}
