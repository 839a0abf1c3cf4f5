/// The escape sequences that take the terminal over for playback and give it back.
public enum TerminalScreen {
    /// Alternate screen (the shell's scrollback stays untouched), cursor hidden, no line
    /// wrap at the right margin, colours reset, screen cleared.
    public static let enter = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?7l\u{1B}[0m\u{1B}[2J\u{1B}[H"
    /// Everything ``enter`` changed, undone: colours reset, wrap on, cursor shown, back to
    /// the main screen where the prompt was.
    public static let leave = "\u{1B}[0m\u{1B}[?7h\u{1B}[?25h\u{1B}[?1049l"
    /// Brackets one frame's update so terminals that support synchronised output (mode 2026)
    /// show it at once, without tearing; others ignore it.
    public static let beginFrame = "\u{1B}[?2026h"
    public static let endFrame = "\u{1B}[?2026l"
}
