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
