/// Dots for curves in a terminal: each cell holds 2 × 4 dots as one Braille pattern
/// character (U+2800 + bits), so a chart of `columns` × `rows` cells has twice and four
/// times as many dots. Dots are drawn in layers; a cell takes the colour of its topmost
/// layer with a dot in it and shows the dots of every layer. Pure: no I/O.
public struct BrailleCanvas: Sendable {
    public let columns: Int
    public let rows: Int
    /// Dot bits per layer, one byte per cell.
    private var layers: [[UInt8]]

    public var dotWidth: Int { columns * 2 }
    public var dotHeight: Int { rows * 4 }

    public init(columns: Int, rows: Int, layers: Int) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        self.layers = Array(repeating: Array(repeating: 0, count: self.columns * self.rows), count: max(1, layers))
    }

    /// The bit of dot (`x`, `y`) inside its cell (Unicode's Braille numbering).
    private static let bits: [[UInt8]] = [[0x01, 0x08], [0x02, 0x10], [0x04, 0x20], [0x40, 0x80]]

    /// Sets dot (`x`, `y`) on `layer`; dots outside are ignored.
    public mutating func set(x: Int, y: Int, layer: Int) {
        guard x >= 0, y >= 0, x < dotWidth, y < dotHeight else { return }
        layers[layer][(y / 4) * columns + x / 2] |= Self.bits[y % 4][x % 2]
    }

    /// A line of dots from (`x0`, `y0`) to (`x1`, `y1`), every dot between set.
    public mutating func line(from x0: Int, _ y0: Int, to x1: Int, _ y1: Int, layer: Int) {
        let steps = max(abs(x1 - x0), abs(y1 - y0))
        guard steps > 0 else { return set(x: x0, y: y0, layer: layer) }
        for i in 0...steps {
            let t = Double(i) / Double(steps)
            set(x: Int((Double(x0) + t * Double(x1 - x0)).rounded()), y: Int((Double(y0) + t * Double(y1 - y0)).rounded()),
                layer: layer)
        }
    }

    /// The character of cell (`row`, `column`) and the topmost layer with a dot there (nil: empty).
    public func cell(row: Int, column: Int) -> (character: Unicode.Scalar, layer: Int)? {
        let index = row * columns + column
        var bits: UInt8 = 0
        var top: Int?
        for layer in layers.indices where layers[layer][index] != 0 {
            bits |= layers[layer][index]
            top = layer
        }
        guard let top else { return nil }
        return (Unicode.Scalar(0x2800 + UInt32(bits))!, top)
    }
}
