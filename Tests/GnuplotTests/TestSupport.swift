import Foundation
import TestPrerequisites
@testable import Gnuplot

/// Shared helpers for the Gnuplot tests.
enum TestSupport {
    /// Whether the tests that need a real gnuplot run: when one is installed, and always
    /// under CI=true (where a missing gnuplot fails them).
    static let gnuplotRuns: Bool = {
        guard case .success = GnuplotSession.locate(environment: cleanEnvironment) else { return Prerequisite.isCI }
        return true
    }()

    /// The environment without the `ANIMTUNE_GNUPLOT` override.
    static var cleanEnvironment: [String: String] {
        ProcessInfo.processInfo.environment.filter { $0.key != GnuplotSession.executableVariable }
    }

    /// A session on the real gnuplot.
    static func session(timeout: Double = Patience.seconds, extra: [String: String] = [:]) -> GnuplotSession {
        GnuplotSession(timeout: timeout, environment: cleanEnvironment.merging(extra) { _, new in new })
    }

    /// A fresh private directory for one test's files.
    static func makeDirectory(_ name: String = #function) throws -> URL {
        let safe = name.filter { $0.isLetter || $0.isNumber }
        let url = URL(fileURLWithPath: NSTemporaryDirectory(), isDirectory: true)
            .appendingPathComponent("animtune-gnuplot-tests-\(safe)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Writes an executable shell script and returns its path.
    static func script(_ body: String, in directory: URL, name: String = "fake-gnuplot") throws -> String {
        let url = directory.appendingPathComponent(name)
        try ("#!/bin/sh\n" + body).write(to: url, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
        return url.path
    }

    /// Hostile titles and names: quotes of both kinds, backticks, macros, newlines,
    /// command file names, gnuplot `system()`, shell syntax, unicode, comments.
    static func hostileCorpus(sentinel: String) -> [String] {
        [
            "it's",
            "''",
            "'",
            "\"double\" quotes",
            "\"",
            "`touch \(sentinel)`",
            "\"`touch \(sentinel)`\"",
            "@macro",
            "@ARG0 @ARGC",
            "$(touch \(sentinel))",
            "${HOME} $HOME",
            "\\",
            "back\\slash\\",
            "trailing backslash \\",
            "a\\\nb",
            "line one\nline two",
            "\n",
            "\n\n'\n",
            "'; system(\"touch \(sentinel)\"); print '",
            "system(\"touch \(sentinel)\")",
            "\"; system(\"touch \(sentinel)\"); \"",
            "<touch \(sentinel)",
            "|touch \(sentinel)",
            "'<touch \(sentinel)'",
            "; quit",
            "# not a comment",
            "{}^_&~ enhanced {/Symbol a}",
            "%s %d %% format",
            "tab\there",
            "carriage\rreturn",
            "nul\0byte",
            "ünïcödé — ζ ω 🌀",
            "\u{202E}rtl override",
            "\"\\047\"",
            "'.\"\\047\".'",
            "EOD",
            "$data0",
            String(repeating: "long'", count: 200),
        ]
    }

    /// Deterministic pseudo-random strings over an alphabet of troublesome characters.
    static func randomStrings(count: Int, seed: UInt64 = 0x5EED) -> [String] {
        let alphabet: [String] = ["'", "\"", "`", "@", "$", "\\", "\n", "\r", "\t", ";", "#", "(", ")", "{", "}",
                                  "a", "b", " ", "é", "ζ", "🌀", "%", "|", "<", "!", "\\047", "\\n", "."]
        var state = seed
        func next() -> UInt64 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return state >> 33
        }
        return (0..<count).map { _ in
            let length = Int(next() % 24)
            return (0..<length).map { _ in alphabet[Int(next() % UInt64(alphabet.count))] }.joined()
        }
    }
}
