#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The terminal's size in characters, read again whenever it is needed (it changes).
struct TerminalSize: Equatable {
    var columns: Int
    var rows: Int

    /// The size of the terminal on standard output, or nil when it is not a terminal.
    static func current() -> TerminalSize? {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return TerminalSize(columns: Int(size.ws_col), rows: Int(size.ws_row))
    }
}
