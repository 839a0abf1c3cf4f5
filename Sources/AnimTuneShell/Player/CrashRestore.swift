import SafeIO
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Gives the terminal back if the process crashes while it is taken over: on SIGSEGV,
/// SIGBUS, SIGILL, SIGTRAP, SIGFPE or SIGABRT a handler writes ``TerminalScreen/leave`` and
/// restores the keyboard settings saved by ``arm(input:output:)``, then hands the signal to
/// the handler that was there before (the crash report still happens) and the process ends.
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
            action.__sigaction_handler.sa_sigaction = { signal, info, _ in CrashRestore.restore(signal, sent: Self.wasSent(info)) }
            #else
            action.__sigaction_u.__sa_sigaction = { signal, info, _ in CrashRestore.restore(signal, sent: Self.wasSent(info)) }
            #endif
            action.sa_flags = SA_SIGINFO
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

    /// Whether the signal was sent (`kill`, `raise`, `abort`) rather than raised by a fault
    /// of the program itself.
    private static func wasSent(_ info: UnsafeMutablePointer<siginfo_t>?) -> Bool {
        guard let info else { return true }
        return info.pointee.si_code <= 0
    }

    /// In the signal handler: only async-signal-safe calls. A fault happens again as the
    /// handler returns, now to the handler that was there before (the crash report, at the
    /// place of the fault); a sent signal is handed on at once and, should that handler return,
    /// ends the process as the signal's default would.
    private static func restore(_ signal: Int32, sent: Bool) {
        if input >= 0 {
            _ = leave.withUnsafeBytes { Descriptor.writeAll(output, $0) }
            _ = tcsetattr(input, TCSANOW, &saved)
            input = -1
        }
        for index in 0..<signals.count where signals[index] == signal {
            _ = sigaction(signal, &previous[index], nil)
        }
        installed = false
        guard sent else { return }
        var blocked = sigset_t()
        sigemptyset(&blocked)
        sigaddset(&blocked, signal)
        _ = sigprocmask(SIG_UNBLOCK, &blocked, nil)
        raise(signal)
        var fallback = sigaction()
        sigemptyset(&fallback.sa_mask)
        _ = sigaction(signal, &fallback, nil)
        raise(signal)
    }
}
