import SafeIO
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where commands write: standard output or error, or a buffer (notebooks, tests).
///
/// Text is made terminal-safe on the way (``TerminalSafe/text(_:)``): whatever a preset, a
/// notebook, a file name or an input holds, no control sequence reaches the terminal. Only
/// ``writeColoured(_:)`` (colours animtune added) and ``writeTerminalCodes(_:)`` (a sixel image
/// gnuplot drew) let sequences through.
public final class TextOutput {
    private enum Destination { case descriptor(Int32), buffer }
    private let destination: Destination
    public private(set) var captured = ""
    /// Why the first write to the descriptor failed (a full disk, a closed pipe), or nil.
    public private(set) var failure: String?

    private init(_ destination: Destination) { self.destination = destination }

    public static var standardOutput: TextOutput { TextOutput(.descriptor(STDOUT_FILENO)) }
    public static var standardError: TextOutput { TextOutput(.descriptor(STDERR_FILENO)) }
    public static func buffer() -> TextOutput { TextOutput(.buffer) }

    public func write(_ text: String) { emit(TerminalSafe.text(text)) }

    /// Writes text whose only escape sequences are colours (`ESC[…m`); any other control is
    /// made visible.
    public func writeColoured(_ text: String) { emit(TerminalSafe.keepingColours(text)) }

    /// Writes terminal codes as they are: only for images gnuplot drew (sixel).
    public func writeTerminalCodes(_ text: String) { emit(text) }

    /// Writes a file's bytes as they are (`plot --to -`, `run --gif -`); a buffer keeps them as
    /// UTF-8 text, with U+FFFD for what is not.
    public func writeBytes(_ bytes: [UInt8]) {
        switch destination {
        case .descriptor(let descriptor):
            guard failure == nil else { return }
            let code = bytes.withUnsafeBytes { Descriptor.writeAll(descriptor, $0) }
            if code != 0 { failure = Descriptor.reason(code) }
        case .buffer:
            captured += String(decoding: bytes, as: UTF8.self)
        }
    }

    /// Whether this writes to a terminal.
    public var isTerminal: Bool {
        if case .descriptor(let descriptor) = destination { return isatty(descriptor) == 1 }
        return false
    }

    private func emit(_ text: String) {
        switch destination {
        case .descriptor(let descriptor):
            guard failure == nil else { return }
            let code = Descriptor.writeAll(descriptor, text)
            if code != 0 { failure = Descriptor.reason(code) }
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
