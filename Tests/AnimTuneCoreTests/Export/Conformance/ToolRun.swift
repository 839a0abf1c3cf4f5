import Foundation

/// Several files written to a fresh temporary folder and one run of a tool over them (one
/// `tsc` or `node` for a whole matrix, where `ExternalTool.check` takes one file).
struct ToolRun {
    let status: Int32
    let output: String

    init(_ tool: ExternalTool, files: [String: String], arguments: [String]) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("animtune-conformance-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for (name, text) in files { try text.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool.path)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        status = process.terminationStatus
        output = String(decoding: data, as: UTF8.self)
    }
}
