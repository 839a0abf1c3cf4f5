import Foundation
import TestPrerequisites

/// The built `animtune` executable (beside the test bundle, or `$ANIMTUNE_BINARY`) and a
/// private home for each run, so no test reads or writes the user's files.
enum AnimTuneBinary {
    static let path: String? = locate()

    private static func locate() -> String? {
        let environment = ProcessInfo.processInfo.environment
        if let explicit = environment["ANIMTUNE_BINARY"], !explicit.isEmpty { return explicit }
        var folders: [URL] = []
        #if os(macOS)
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            folders.append(bundle.bundleURL.deletingLastPathComponent())
        }
        #endif
        folders.append(Bundle.main.bundleURL)
        folders.append(Bundle.main.bundleURL.deletingLastPathComponent())
        folders.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent())
        folders.append(URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent())
        for folder in folders {
            let candidate = folder.appendingPathComponent("animtune").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    struct Result {
        let status: Int32
        let output: String
        let errors: String
    }

    /// Runs animtune with `input` on standard input (a file, so not a terminal). `launcher`
    /// goes in front of the binary: a program that sets something up and execs its arguments.
    static func run(_ arguments: [String] = [], input: String, home: TestFolder,
                    environment extra: [String: String] = [:], launcher: [String] = [], timeout: TimeInterval = Patience.seconds) throws -> Result {
        guard let path else { throw TestFailure("animtune binary not found beside the tests") }
        try home.write("stdin.txt", input)
        let status = try Spawn.run(launcher + [path] + arguments, environment: home.environment.merging(extra) { $1 },
                                   directory: home.path, input: home.url("stdin.txt").path,
                                   output: home.url("stdout.txt").path, errors: home.url("stderr.txt").path, timeout: timeout)
        return Result(status: status, output: home.read("stdout.txt") ?? "",
                      errors: home.read("stderr.txt") ?? "")
    }

    /// Starts animtune in `home` without waiting for it (no input, output discarded, errors
    /// in `stderr.txt`); end it with a signal and ``Spawn/wait(_:timeout:describing:)``.
    static func start(_ arguments: [String], home: TestFolder) throws -> pid_t {
        guard let path else { throw TestFailure("animtune binary not found beside the tests") }
        return try Spawn.start([path] + arguments, environment: home.environment, directory: home.path,
                               errors: home.url("stderr.txt").path)
    }
}

/// A temporary folder used as HOME (and XDG folders) for one test; removed afterwards.
final class TestFolder {
    let path: String

    init() throws {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("animtune-e2e-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        path = url.resolvingSymlinksInPath().path
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    func url(_ name: String) -> URL { URL(fileURLWithPath: path).appendingPathComponent(name) }

    /// Where the shell keeps its history under this home (XDG_STATE_HOME is set here).
    var historyPath: String { path + "/state/animtune/history" }

    /// A clean environment: a folder beside this one, never made, as HOME (so a notebook here is not in
    /// HOME, which is no notebook's workspace), this folder as XDG_STATE_HOME's parent, UTF-8,
    /// no colour or history overrides inherited from whoever runs the tests.
    var environment: [String: String] {
        [
            "HOME": path + "-home",
            "XDG_STATE_HOME": path + "/state",
            "XDG_DATA_HOME": path + "/data",
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
            "LANG": "C.UTF-8",
        ]
    }

    func write(_ name: String, _ text: String) throws {
        try text.write(to: url(name), atomically: false, encoding: .utf8)
    }

    func read(_ name: String) -> String? {
        try? String(contentsOf: url(name), encoding: .utf8)
    }

    func exists(_ name: String) -> Bool { FileManager.default.fileExists(atPath: url(name).path) }

    func permissions(_ absolutePath: String) -> Int? {
        (try? FileManager.default.attributesOfItem(atPath: absolutePath)[.posixPermissions]) as? Int
    }
}

struct TestFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
