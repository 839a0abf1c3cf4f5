/// What the player needs from a terminal: its size, a place to write, a clock, and a way
/// to hear "stop". ``StandardTerminal`` is the real one; tests use a scripted one.
public protocol TerminalDevice: AnyObject {
    /// The terminal's size now, in character cells.
    var size: (columns: Int, rows: Int) { get }
    /// Writes `text` completely.
    func write(_ text: String) throws(PlayerError)
    /// Seconds on a monotonic clock.
    func now() -> Double
    func sleep(seconds: Double)
    /// Takes the keyboard: no echo, keys read one at a time, Ctrl-C read as a key, and
    /// termination signals held until ``endPlayback()``.
    func beginPlayback()
    /// Gives back everything ``beginPlayback()`` took; safe to call more than once.
    func endPlayback()
    /// Whether a stop was asked for since the last call: `q`, Esc, Ctrl-C, or a signal.
    func stopRequested() -> Bool
    /// The playback keys typed since the last call (a held signal is a ``PlayerControl/stop``).
    func controls() -> [PlayerControl]
}

extension TerminalDevice {
    /// A device without keys beyond stopping.
    public func controls() -> [PlayerControl] { stopRequested() ? [.stop] : [] }
}
