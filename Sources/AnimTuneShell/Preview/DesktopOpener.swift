import Foundation

/// The desktop's way to open a URL in the browser: `open` on macOS, `xdg-open` elsewhere,
/// found on `PATH` and run with the URL as its one argument (no shell), its output discarded.
enum DesktopOpener {
    static var name: String {
        #if os(macOS)
        "open"
        #else
        "xdg-open"
        #endif
    }

    /// The opener's path on `PATH`, or nil when there is none.
    static func find(path: String?) -> String? {
        let folders = (path ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":").map(String.init)
        return folders.lazy.map { $0 + "/" + name }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Starts the opener on `url`; false when it could not start.
    static func open(_ url: String, with opener: String) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: opener)
        process.arguments = [url]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return false }
        return true
    }
}
