import Foundation

/// A command-line tool the tests use when it is installed (swiftc, node, python3).
struct ExternalTool {
    let path: String

    /// The first executable among `candidates`, then `name` on PATH.
    init?(_ name: String, candidates: [String] = []) {
        let fileManager = FileManager.default
        let path = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { "\($0)/\(name)" }
        guard let found = (candidates + path).first(where: { fileManager.isExecutableFile(atPath: $0) }) else { return nil }
        self.path = found
    }

    /// Writes `text` to a temporary file named `fileName` and runs the tool on it with
    /// `arguments` before the file; returns (exit status, stderr + stdout).
    func check(_ text: String, fileName: String, arguments: [String]) throws -> (status: Int32, output: String) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("animtune-export-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent(fileName)
        try text.write(to: file, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments + [file.path]
        process.currentDirectoryURL = directory
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// Runs `python3 -c script` (or any tool taking `-c`) with `input` on stdin; its stdout,
    /// or its stderr when it fails.
    func run(script: String, input: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = ["-c", script]
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        let writer = stdin.fileHandleForWriting
        DispatchQueue.global().async {
            writer.write(Data(input.utf8))
            try? writer.close()
        }
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        let errors = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: process.terminationStatus == 0 ? output : errors, as: UTF8.self)
    }
}
