import Foundation
import Testing
@testable import AnimTuneCore

/// The Kotlin exports through a real Kotlin compiler against androidx, where one is set up:
/// `kotlinc` on `PATH` and `ANIMTUNE_KOTLIN_CLASSPATH` naming the androidx and Compose jars.
/// Debian offers only Kotlin 1.3 and no androidx, so on such a machine the test is skipped with
/// this note in the test output, and ``ExportSyntaxTests`` checks the Kotlin files' shape only.
@Suite("Kotlin exports compile")
struct KotlinCompileTests {
    static let compiler: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").map { "\($0)/kotlinc" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()
    static let classPath = ProcessInfo.processInfo.environment["ANIMTUNE_KOTLIN_CLASSPATH"]

    @Test("Compose and Android exports compile with kotlinc against androidx",
          .enabled(if: compiler != nil && classPath != nil,
                   "no Kotlin compiler with androidx here (kotlinc and ANIMTUNE_KOTLIN_CLASSPATH): Kotlin exports are checked for shape only"),
          arguments: ExportSyntaxTests.cases(["compose", "android"]))
    func compiles(_ exportCase: ExportCase) throws {
        let compiler = try #require(Self.compiler), classPath = try #require(Self.classPath)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("animtune-kotlin-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("Export.kt")
        try exportCase.export().write(to: source, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: compiler)
        process.arguments = ["-classpath", classPath, "-d", folder.appendingPathComponent("out").path, source.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(exportCase): \(text)")
    }
}
