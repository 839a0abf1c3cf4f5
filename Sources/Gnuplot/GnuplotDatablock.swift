/// Named inline data for gnuplot (`$name << EOD … EOD`), written by the session to a private
/// temporary file and `load`ed, never sent over the pipe.
public struct GnuplotDatablock: Equatable, Sendable {
    /// The datablock's name without `$`; only letters, digits and `_`.
    public let name: String
    /// The rows: whitespace-separated numbers, one sample per line; blank lines break a curve.
    public let rows: String

    /// A datablock named `name` (characters other than letters, digits and `_` are dropped).
    public init(name: String, rows: String) {
        // A line reading exactly EOD would end the block early: it cannot be data.
        self.init(cleanName: name, rows: rows.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { $0 != "EOD" }.joined(separator: "\n"))
    }

    private init(cleanName name: String, rows: String) {
        let cleaned = String(name.unicodeScalars.filter { scalar in
            scalar.isASCII && (scalar == "_" || scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))
        }.map(Character.init))
        self.name = cleaned.isEmpty ? "data" : cleaned
        self.rows = rows
    }

    /// A datablock of `points`, one `x y` row each, in hexadecimal (``HexFloat``: exact, and
    /// cheap to write and to read); non-finite points become line breaks.
    public init(name: String, points: [PlotPoint]) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(points.count * 44)
        var lastWasGap = true
        for point in points {
            if point.x.isFinite && point.y.isFinite {
                HexFloat.append(point.x, to: &bytes)
                bytes.append(UInt8(ascii: " "))
                HexFloat.append(point.y, to: &bytes)
                bytes.append(UInt8(ascii: "\n"))
                lastWasGap = false
            } else if !lastWasGap {
                bytes.append(UInt8(ascii: "\n"))
                lastWasGap = true
            }
        }
        // Rows of numbers never read EOD.
        self.init(cleanName: name, rows: String(decoding: bytes, as: UTF8.self))
    }

    /// The text that defines this datablock in a gnuplot script.
    public var definition: String {
        var text = "$\(name) << EOD\n" + rows
        if !rows.isEmpty && !rows.hasSuffix("\n") { text += "\n" }
        return text + "EOD\n"
    }
}
