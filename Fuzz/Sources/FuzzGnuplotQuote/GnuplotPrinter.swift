import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One persistent `gnuplot -d` with `set print '-'`: each request sends `print EXPRESSION`
/// and a sentinel line, and reads stdout up to the sentinel, so it knows exactly what that
/// `print` wrote (and what gnuplot said on stderr meanwhile).
final class GnuplotPrinter {
    struct Reply {
        /// Everything `print` wrote, including its closing newline; empty when it failed.
        var output: [UInt8]
        var errors: String
    }

    enum Failure: Error, CustomStringConvertible {
        case died(errors: String)
        case timedOut(seconds: Int32)

        var description: String {
            switch self {
            case .died(let errors): "gnuplot died: \(errors)"
            case .timedOut(let seconds): "gnuplot did not answer within \(seconds) s"
            }
        }
    }

    static let timeout: Int32 = 10

    private let process = Process()
    private let input: Int32
    private let output: Int32
    private let errors: Int32
    private let sentinel = "FUZZ-SENTINEL-\(UInt64.random(in: 0...UInt64.max))"

    init(executable: String) throws {
        signal(SIGPIPE, SIG_IGN)
        let (stdin, stdout, stderr) = (Pipe(), Pipe(), Pipe())
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["-d"]
        var environment = ProcessInfo.processInfo.environment
        environment.removeValue(forKey: "GNUTERM")
        process.environment = environment
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        input = stdin.fileHandleForWriting.fileDescriptor
        output = stdout.fileHandleForReading.fileDescriptor
        errors = stderr.fileHandleForReading.fileDescriptor
        _ = fcntl(errors, F_SETFL, fcntl(errors, F_GETFL) | O_NONBLOCK)
        _ = try request("set print '-'\n")
    }

    /// What `print EXPRESSION` writes.
    func print(_ expression: String) throws(Failure) -> Reply {
        try request("print \(expression)\n")
    }

    private func request(_ commands: String) throws(Failure) -> Reply {
        send(commands + "print '\(sentinel)'\n")
        let end = Array("\(sentinel)\n".utf8)
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while !received.ends(with: end) {
            var descriptor = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, Self.timeout * 1000)
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { throw .timedOut(seconds: Self.timeout) }
            let count = read(output, &buffer, buffer.count)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { throw .died(errors: drainErrors()) }
            received += buffer[..<count]
        }
        return Reply(output: Array(received.dropLast(end.count)), errors: drainErrors())
    }

    private func send(_ text: String) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { write(input, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return }
            bytes = bytes.dropFirst(written)
        }
    }

    private func drainErrors() -> String {
        var text: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(errors, &buffer, buffer.count)
            guard count > 0 else { break }
            text += buffer[..<count]
        }
        return String(decoding: text, as: UTF8.self)
    }
}
