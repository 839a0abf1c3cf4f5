/// Where the interactive shell gets its lines: libedit in a terminal, a plain reader otherwise.
public protocol LineReader: AnyObject {
    func readLine(prompt: ShellPrompt) -> LineInput
    /// Puts the terminal back as it was; reading afterwards is not allowed.
    func close()
}
