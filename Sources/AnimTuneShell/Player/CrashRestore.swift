import SafeIO
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Gives the terminal back if the process crashes while it is taken over: on SIGSEGV,
/// SIGBUS, SIGILL, SIGTRAP, SIGFPE or SIGABRT a handler writes ``TerminalScreen/leave`` and
/// restores the keyboard settings saved by ``arm(input:output:)``, then hands the signal to
/// the handler that was there before (the crash report still happens).
public enum CrashRestore {
    private static let signals = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE, SIGABRT]
    nonisolated(unsafe) private static var saved = termios()
    nonisolated(unsafe) private static var input: Int32 = -1
    nonisolated(unsafe) private static var output: Int32 = -1
    nonisolated(unsafe) private static var leave: [UInt8] = []
    nonisolated(unsafe) private static var previous: [sigaction] = Array(repeating: sigaction(), count: 6)
    nonisolated(unsafe) private static var installed = false

    /// Saves the keyboard settings of `input` and installs the handlers.
    public static func arm(input: Int32, output: Int32) {
        guard tcgetattr(input, &saved) == 0 else { return }
        Self.input = input
        Self.output = output
        leave = Array(TerminalScreen.leave.utf8)
        for (index, signal) in signals.enumerated() {
            var action = sigaction()
            #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = { signal in CrashRestore.restore(signal) }
            #else
            action.__sigaction_u.__sa_handler = { signal in CrashRestore.restore(signal) }
            #endif
            sigemptyset(&action.sa_mask)
            _ = sigaction(signal, &action, &previous[index])
        }
        installed = true
    }

    /// Puts the handlers that were there before back.
    public static func disarm() {
        guard installed else { return }
        for (index, signal) in signals.enumerated() { _ = sigaction(signal, &previous[index], nil) }
        installed = false
        input = -1
    }

    /// In the signal handler: only async-signal-safe calls.
    private static func restore(_ signal: Int32) {
        if input >= 0 {
            _ = leave.withUnsafeBytes { Descriptor.writeAll(output, $0) }
            _ = tcsetattr(input, TCSANOW, &saved)
            input = -1
        }
        for index in 0..<signals.count where signals[index] == signal {
            _ = sigaction(signal, &previous[index], nil)
        }
        installed = false
        raise(signal)
    }
}
