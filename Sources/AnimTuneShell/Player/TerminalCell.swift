/// One character cell of the terminal: a character and its colours.
public struct TerminalCell: Sendable, Hashable {
    public var character: Unicode.Scalar
    public var foreground: TerminalColour
    public var background: TerminalColour
    /// Faint text (hints).
    public var dim: Bool

    public init(_ character: Unicode.Scalar = " ", foreground: TerminalColour = .terminalDefault,
                background: TerminalColour = .terminalDefault, dim: Bool = false) {
        self.character = character
        // A space shows no foreground: normalise it so equal-looking cells compare equal.
        self.foreground = character == " " ? .terminalDefault : foreground
        self.background = background
        self.dim = character == " " ? false : dim
    }

    /// An empty cell in the terminal's own colours.
    public static let blank = TerminalCell()
}
