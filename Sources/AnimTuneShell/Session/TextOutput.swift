#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where commands write: standard output or error, or a buffer (notebooks, tests).
public final class TextOutput {
    private enum Destination { case descriptor(Int32), buffer }
    private let destination: Destination
    public private(set) var captured = ""

    private init(_ destination: Destination) { self.destination = destination }

    public static var standardOutput: TextOutput { TextOutput(.descriptor(STDOUT_FILENO)) }
    public static var standardError: TextOutput { TextOutput(.descriptor(STDERR_FILENO)) }
    public static func buffer() -> TextOutput { TextOutput(.buffer) }

    public func write(_ text: String) {
        switch destination {
        case .descriptor(let descriptor):
            var bytes = Array(text.utf8)[...]
            while !bytes.isEmpty {
                let written = bytes.withUnsafeBytes { systemWrite(descriptor, $0.baseAddress, $0.count) }
                if written < 0 {
                    if errno == EINTR { continue }
                    return
                }
                bytes = bytes.dropFirst(written)
            }
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
