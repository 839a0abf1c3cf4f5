/// Colour for the interactive shell: ANSI SGR sequences when the terminal shows them,
/// plain text otherwise (`NO_COLOR`, `TERM=dumb`, output not a terminal — see
/// `ShellEnvironment.useColour`).
public struct TerminalStyle: Sendable {
    public var enabled: Bool

    public init(enabled: Bool) {
        self.enabled = enabled
    }

    /// libedit prints text between two of these in the prompt without counting its width.
    static let promptEscape: Character = "\u{1}"

    func paint(_ text: String, _ code: String) -> String {
        enabled && !text.isEmpty ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    /// `error:` in bold red.
    func errorLabel(_ text: String = "error:") -> String { paint(text, "1;31") }
    func bold(_ text: String) -> String { paint(text, "1") }
    /// The caret and its underline, in bold green as compilers do.
    func caret(_ text: String) -> String { paint(text, "1;32") }
    func dim(_ text: String) -> String { paint(text, "2") }
    /// A name the user may have meant, in the error message.
    func suggestion(_ text: String) -> String { paint(text, "1;36") }

    /// `animtune SCENE> `, with `*` after the scene when it has unsaved changes.
    func prompt(scene: String, modified: Bool) -> ShellPrompt {
        let plain = "animtune \(scene)\(modified ? "*" : "")> "
        guard enabled else { return ShellPrompt(plain: plain, escaped: plain) }
        // libedit draws an escaped group together with the visible character after it, so
        // groups never touch and each is followed by text.
        let escape = String(Self.promptEscape)
        func invisible(_ sequence: String) -> String { escape + sequence + escape }
        var escaped = "animtune " + invisible("\u{1B}[1;36m") + scene
        if modified { escaped += invisible("\u{1B}[0;1;33m") + "*" }
        escaped += invisible("\u{1B}[0m") + "> "
        return ShellPrompt(plain: plain, escaped: escaped)
    }
}
