import Foundation
import Testing
import TestPrerequisites
@testable import Gnuplot

/// What a request sends over gnuplot's stdin (read a byte per system call there): two macros,
/// and the request file's path only when it changed.
@Suite("gnuplot's stdin: a request is two macros and, when it changed, the file's path")
struct GnuplotStdinTests {
    @Test("the path is sent with the first request and again only when it changes; tags count from 1")
    func pathOnlyWhenItChanges() {
        var stdin = GnuplotStdin(secret: "s3cr3t")
        #expect(stdin.handshakeTag == "AT0-s3cr3t")
        let first = stdin.request(loading: "/proc/1/fd/5")
        #expect(first.lines == "ATf=\(GnuplotQuote.string("/proc/1/fd/5"))\n@ATl\n@AT\n")
        #expect(first.tag == "AT1-s3cr3t")
        let second = stdin.request(loading: "/proc/1/fd/5")
        #expect(second.lines == "@ATl\n@AT\n")
        #expect(second.tag == "AT2-s3cr3t")
        let moved = stdin.request(loading: "/tmp/request-3.gp")
        #expect(moved.lines == "ATf=\(GnuplotQuote.string("/tmp/request-3.gp"))\n@ATl\n@AT\n")
        #expect(moved.tag == "AT3-s3cr3t")
    }

    @Test("every process draws its own secret")
    func secretsDiffer() {
        #expect(GnuplotStdin().secret != GnuplotStdin().secret)
    }

    @Test("real gnuplot loads each request (from a path with quotes, `$` and backticks) and prints its tag on stdout and on stderr, after a failed load too",
          .enabled(if: TestSupport.gnuplotRuns, "gnuplot is not installed"))
    func gnuplotRunsTheMacros() throws {
        let directory = try TestSupport.makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // A folder name gnuplot would misread unquoted: the path travels as ATf's value.
        let folder = directory.appendingPathComponent("it's \"a\" $dir `x`")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        let good = folder.appendingPathComponent("good.gp").path
        try "print 'drawn'\n".write(toFile: good, atomically: true, encoding: .utf8)
        let missing = directory.appendingPathComponent("missing.gp").path
        var stdin = GnuplotStdin()
        let requests = [stdin.request(loading: good), stdin.request(loading: missing), stdin.request(loading: good)]
        let (out, err) = try Self.run(stdin.handshake + requests.map(\.lines).joined())
        let outLines = out.split(separator: "\n").map(String.init)
        let handshakeEnd = try #require(outLines.firstIndex(of: stdin.handshakeTag))
        #expect(Array(outLines[(handshakeEnd + 1)...]) == ["drawn", requests[0].tag, requests[1].tag, "drawn", requests[2].tag])
        let errLines = err.split(separator: "\n").map(String.init)
        #expect(errLines.filter { $0.hasPrefix("AT") } == requests.map(\.tag))
        let failure = try #require(errLines.firstIndex { $0.contains("Cannot load input") })
        #expect(errLines.firstIndex(of: requests[0].tag)! < failure && failure < errLines.firstIndex(of: requests[1].tag)!)
    }

    /// gnuplot reading `text` on stdin to its end: what it wrote on stdout and on stderr (all of
    /// it small enough for the pipes' buffers).
    private static func run(_ text: String) throws -> (out: String, err: String) {
        guard case .success(let path) = GnuplotSession.locate(environment: TestSupport.cleanEnvironment) else {
            throw GnuplotError.notFound(nil)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = ["-d"]
        process.environment = TestSupport.cleanEnvironment
        let (input, output, errors) = (Pipe(), Pipe(), Pipe())
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        input.fileHandleForWriting.write(Data(text.utf8))
        try input.fileHandleForWriting.close()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
    }
}
