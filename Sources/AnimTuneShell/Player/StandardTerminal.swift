import SafeIO
import CEditLine
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's own terminal: standard output for drawing, standard input for keys.
///
/// During playback the keyboard is put in non-canonical mode without echo and without
/// `ISIG`, so Ctrl-C, `q` and Esc arrive as bytes the player polls, whatever the shell's own
/// signal handling is. `SIGINT`, `SIGTERM`, `SIGHUP` and `SIGQUIT` sent from elsewhere are blocked and
/// polled too: playback stops, the terminal is restored, and only then are they delivered.
public final class StandardTerminal: TerminalDevice {
    let input: Int32
    let output: Int32
    private let fallbackSize: (columns: Int, rows: Int)
    private var savedAttributes: termios?
    private var savedSignalMask: sigset_t?

    /// Standard input and output; `fallbackSize` is used when the size cannot be read.
    public init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO, fallbackSize: (columns: Int, rows: Int) = (80, 24)) {
        self.input = input
        self.output = output
        self.fallbackSize = fallbackSize
    }

    deinit { endPlayback() }

    public var size: (columns: Int, rows: Int) {
        // Through the C shim: TIOCGWINSZ is a function-like macro on Darwin.
        var columns: Int32 = 0
        var rows: Int32 = 0
        guard animtune_terminal_size(output, &columns, &rows) != 0, rows > 0 else { return fallbackSize }
        return (Int(columns), Int(rows))
    }

    public func write(_ text: String) throws(PlayerError) {
        let failure = Descriptor.writeAll(output, text)
        guard failure == 0 else { throw .terminalWrite(reason: Descriptor.reason(failure)) }
    }

    public func now() -> Double { MonotonicClock.now() }

    public func sleep(seconds: Double) { MonotonicClock.sleep(seconds) }

    /// The signals held during playback.
    private static var heldSignals: sigset_t {
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGINT)
        sigaddset(&set, SIGTERM)
        sigaddset(&set, SIGHUP)
        sigaddset(&set, SIGQUIT)
        return set
    }

    public func beginPlayback() {
        if savedSignalMask == nil {
            var held = Self.heldSignals
            var old = sigset_t()
            if pthread_sigmask(SIG_BLOCK, &held, &old) == 0 { savedSignalMask = old }
        }
        guard savedAttributes == nil, isatty(input) == 1 else { return }
        var attributes = termios()
        guard tcgetattr(input, &attributes) == 0 else { return }
        savedAttributes = attributes
        attributes.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG)
        withUnsafeMutableBytes(of: &attributes.c_cc) { bytes in
            bytes[Int(VMIN)] = 0
            bytes[Int(VTIME)] = 0
        }
        _ = tcsetattr(input, TCSANOW, &attributes)
    }

    public func endPlayback() {
        if var attributes = savedAttributes {
            // TCSAFLUSH also drops keys typed during playback, so they do not become a command.
            _ = tcsetattr(input, TCSAFLUSH, &attributes)
            savedAttributes = nil
        }
        if var mask = savedSignalMask {
            savedSignalMask = nil
            // A held SIGTERM, SIGHUP or SIGQUIT is delivered here, after the terminal is restored.
            _ = pthread_sigmask(SIG_SETMASK, &mask, nil)
        }
    }

    public func stopRequested() -> Bool {
        controls().contains(.stop)
    }

    public func controls() -> [PlayerControl] {
        var controls: [PlayerControl] = []
        var pending = sigset_t()
        if savedSignalMask != nil, sigpending(&pending) == 0,
           [SIGINT, SIGTERM, SIGHUP, SIGQUIT].contains(where: { sigismember(&pending, $0) == 1 }) {
            controls.append(.stop)
        }
        guard savedAttributes != nil else { return controls }
        var typed: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 64)
        while typed.count < 4096 {
            var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, 0) > 0 else { break }
            let count = Descriptor.read(input, into: &buffer)
            guard count > 0 else { break }
            typed += buffer[..<count]
        }
        return controls + PlayerControl.decode(typed)
    }
}
