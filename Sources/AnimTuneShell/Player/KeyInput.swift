/// What `tune` reads from a terminal beyond what the player does: the raw bytes of the keys
/// typed, and whether a held termination signal is waiting.
public protocol KeyInput: AnyObject {
    /// The bytes typed, waiting at most `timeout` seconds for the first; empty when none came.
    func readInput(timeout: Double) -> [UInt8]
    /// Whether SIGINT, SIGTERM, SIGHUP or SIGQUIT arrived while held (see ``TerminalDevice/beginPlayback()``).
    func signalPending() -> Bool
}
