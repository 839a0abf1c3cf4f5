/// The prompt as shown without colour, and with colour sequences wrapped in
/// `TerminalStyle.promptEscape` for libedit.
public struct ShellPrompt: Sendable, Equatable {
    public let plain: String
    public let escaped: String
}
