/// Named inline data for gnuplot (`$name << EOD … EOD`), written by the session to a private
/// temporary file and `load`ed, never sent over the pipe.
public struct GnuplotDatablock: Equatable, Sendable {
    /// The datablock's name without `$`; only letters, digits and `_`.
    public let name: String
    /// The rows: whitespace-separated numbers, one sample per line; blank lines break a curve.
    public let rows: String
    /// The samples the rows were written from, when they were.
    private let points: [PlotPoint]?

    /// A datablock named `name` (characters other than letters, digits and `_` are dropped).
    public init(name: String, rows: String) {
        // A line reading exactly EOD would end the block early: it cannot be data.
        self.init(cleanName: name, rows: rows.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { $0 != "EOD" }.joined(separator: "\n"), points: nil)
    }

    private init(cleanName name: String, rows: String, points: [PlotPoint]?) {
        let cleaned = String(name.unicodeScalars.filter { scalar in
            scalar.isASCII && (scalar == "_" || scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))
        }.map(Character.init))
        self.name = cleaned.isEmpty ? "data" : cleaned
        self.rows = rows
        self.points = points
    }

    /// A datablock of `points`, one `x y` row each, in hexadecimal (``HexFloat``: exact, and
    /// cheap to write and to read); non-finite points become line breaks.
    public init(name: String, points: [PlotPoint]) {
        // Every row fits: two numbers, a space and a line feed (a gap is one line feed); at
        // least one byte, so the buffer has an address when there are no points.
        let capacity = max(1, points.count * (2 * HexFloat.maximumLength + 2))
        let rows = String(unsafeUninitializedCapacity: capacity) { buffer in
            var end = buffer.baseAddress!
            Self.forEachRow(points) { point in
                if let point {
                    end += HexFloat.write(point.x, to: end)
                    end.pointee = UInt8(ascii: " ")
                    end += 1
                    end += HexFloat.write(point.y, to: end)
                }
                end.pointee = UInt8(ascii: "\n")
                end += 1
            }
            return end - buffer.baseAddress!
        }
        // Rows of numbers never read EOD.
        self.init(cleanName: name, rows: rows, points: points)
    }

    /// The text that defines this datablock in a gnuplot script.
    public var definition: String {
        Self.definition(name: name, rows: rows)
    }

    /// Appends ``definition`` to `text` without building it first (a text plot's rows are
    /// 18 kB, copied once here instead of twice).
    func appendDefinition(to text: inout String) {
        Self.appendDefinition(name: name, rows: rows, to: &text)
    }

    /// At least the bytes ``appendDefinition(to:)`` appends (room to reserve).
    var definitionLength: Int {
        name.utf8.count + rows.utf8.count + 20
    }

    /// The definition with the samples as the shortest decimals that read back exactly: what
    /// identifies the data, whatever form travels to gnuplot (a notebook's image digest stays
    /// the same when that form changes).
    public var canonicalDefinition: String {
        guard let points else { return definition }
        var text = ""
        Self.forEachRow(points) { point in
            guard let point else { return text.append("\n") }
            point.x.write(to: &text)
            text.append(" ")
            point.y.write(to: &text)
            text.append("\n")
        }
        return Self.definition(name: name, rows: text)
    }

    private static func definition(name: String, rows: String) -> String {
        var text = ""
        appendDefinition(name: name, rows: rows, to: &text)
        return text
    }

    private static func appendDefinition(name: String, rows: String, to text: inout String) {
        text += "$"
        text += name
        text += " << EOD\n"
        text += rows
        if !rows.isEmpty && !rows.hasSuffix("\n") { text += "\n" }
        text += "EOD\n"
    }

    /// Calls `body` with each finite point, and with nil once for each run of points that are
    /// not (a break in the line) after a drawn one.
    private static func forEachRow(_ points: [PlotPoint], _ body: (PlotPoint?) -> Void) {
        var lastWasGap = true
        for point in points {
            if point.x.isFinite && point.y.isFinite {
                body(point)
                lastWasGap = false
            } else if !lastWasGap {
                body(nil)
                lastWasGap = true
            }
        }
    }
}
