/// One key press in `tune`, as ``TuneKeyDecoder`` reads it from the terminal's bytes.
public enum TuneKey: Sendable, Hashable {
    case up, down, left, right
    /// Shift+Left / Shift+Right: ten steps.
    case shiftLeft, shiftRight
    case enter
    /// Esc pressed alone (not the start of an arrow's escape sequence).
    case escape
    case backspace
    /// Ctrl-C: leaves like Esc.
    case interrupt
    /// A printable character: digits of a typed value, `p`, `l`, `q`, `?`, `[`, `]`, Space.
    case character(Character)
}
