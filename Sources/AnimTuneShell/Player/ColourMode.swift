/// How many colours the player may use: 24-bit where the terminal says it has them
/// (`COLORTERM=truecolor`), the xterm-256 palette otherwise, and none under `NO_COLOR`,
/// `TERM=dumb` or when output is not a colour terminal (shapes are then shaded blocks).
public enum ColourMode: String, Sendable, Hashable, CaseIterable {
    case truecolor
    case palette256
    case monochrome

    /// The mode for an environment, from `NO_COLOR`, `COLORTERM` and `TERM`.
    public init(environment: ShellEnvironment) {
        let variables = environment.variables
        if !environment.useColour || !(variables["NO_COLOR"] ?? "").isEmpty || variables["TERM"] == "dumb" {
            self = .monochrome
            return
        }
        let colourTerm = (variables["COLORTERM"] ?? "").lowercased()
        let term = (variables["TERM"] ?? "").lowercased()
        if colourTerm == "truecolor" || colourTerm == "24bit" || term.hasSuffix("-direct") {
            self = .truecolor
        } else {
            self = .palette256
        }
    }

    /// `red`, `green`, `blue` as this mode draws them (`.terminalDefault` in monochrome).
    @inline(__always)
    public func colour(red: UInt8, green: UInt8, blue: UInt8) -> TerminalColour {
        switch self {
        case .truecolor: .rgb(red, green, blue)
        case .palette256: TerminalColour.nearestIndexed(red: red, green: green, blue: blue)
        case .monochrome: .terminalDefault
        }
    }
}
