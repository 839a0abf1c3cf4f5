import CEditLine
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
        var columns: Int32 = 0
        var rows: Int32 = 0
        guard animtune_terminal_size(STDOUT_FILENO, &columns, &rows) != 0 else { return nil }
        return TerminalSize(columns: Int(columns), rows: Int(rows))
    }
}
