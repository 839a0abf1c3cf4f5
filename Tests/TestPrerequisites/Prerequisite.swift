import Foundation

/// The tools some suites need (gnuplot, tmux, the built binary). On a developer's machine a
/// suite whose tool is missing is skipped; under `CI=true` it runs and fails, so a CI image
/// that lost a tool cannot pass by testing less.
public enum Prerequisite {
    public static let isCI = ProcessInfo.processInfo.environment["CI"] == "true"

    /// Whether a suite that needs something `available` runs: always in CI.
    public static func runs(_ available: Bool) -> Bool { available || isCI }

    /// The first executable `name` on PATH or in the usual install folders.
    public static func executable(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":").map(String.init) + ["/usr/bin", "/usr/local/bin", "/opt/homebrew/bin"] {
            let candidate = "\(folder)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}
