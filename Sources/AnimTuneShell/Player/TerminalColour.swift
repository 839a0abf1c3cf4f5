/// A colour as a terminal shows it: its default, a 24-bit colour or an xterm-256 index.
public enum TerminalColour: Sendable, Hashable {
    case terminalDefault
    case rgb(UInt8, UInt8, UInt8)
    case indexed(UInt8)

    /// The SGR parameters that select this colour as foreground (`38;2;R;G;B`, `38;5;N`, `39`).
    public var foregroundParameters: String {
        switch self {
        case .terminalDefault: "39"
        case .rgb(let r, let g, let b): "38;2;\(r);\(g);\(b)"
        case .indexed(let index): "38;5;\(index)"
        }
    }

    /// The SGR parameters that select this colour as background (`48;2;R;G;B`, `48;5;N`, `49`).
    public var backgroundParameters: String {
        switch self {
        case .terminalDefault: "49"
        case .rgb(let r, let g, let b): "48;2;\(r);\(g);\(b)"
        case .indexed(let index): "48;5;\(index)"
        }
    }

    /// The nearest colour of the xterm-256 palette: the 6 × 6 × 6 cube (16…231) or the grey
    /// ramp (232…255), whichever is closer.
    public static func nearestIndexed(red: UInt8, green: UInt8, blue: UInt8) -> TerminalColour {
        let levels = [0, 95, 135, 175, 215, 255]
        func cubeStep(_ value: Int) -> Int { value < 48 ? 0 : value < 115 ? 1 : min(5, (value - 35) / 40) }
        let (r, g, b) = (Int(red), Int(green), Int(blue))
        let (cr, cg, cb) = (cubeStep(r), cubeStep(g), cubeStep(b))
        let cubeDistance = square(levels[cr] - r) + square(levels[cg] - g) + square(levels[cb] - b)
        let average = (r + g + b) / 3
        let greyStep = max(0, min(23, (average - 3) / 10))
        let grey = 8 + 10 * greyStep
        let greyDistance = square(grey - r) + square(grey - g) + square(grey - b)
        if greyDistance < cubeDistance { return .indexed(UInt8(232 + greyStep)) }
        return .indexed(UInt8(16 + 36 * cr + 6 * cg + cb))
    }

    private static func square(_ value: Int) -> Int { value * value }
}
