#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where commands write: standard output or error, or a buffer (notebooks, tests).
public final class TextOutput: @unchecked Sendable {
    private enum Destination { case file(UnsafeMutablePointer<FILE>), buffer }
    private let destination: Destination
    public private(set) var captured = ""

    private init(_ destination: Destination) { self.destination = destination }

    public static var standardOutput: TextOutput { TextOutput(.file(stdout)) }
    public static var standardError: TextOutput { TextOutput(.file(stderr)) }
    public static func buffer() -> TextOutput { TextOutput(.buffer) }

    public func write(_ text: String) {
        switch destination {
        case .file(let file):
            fputs(text, file)
            fflush(file)
        case .buffer:
            captured += text
        }
    }

    /// Writes `text` and a newline.
    public func line(_ text: String = "") { write(text + "\n") }

    /// Returns and clears what a buffer captured.
    public func take() -> String {
        defer { captured = "" }
        return captured
    }
}
