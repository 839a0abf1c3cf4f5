import AnimTuneCore

/// One line under the phone naming what each shape is: a swatch in the element's colour and
/// its name (`█ card  < arrowLeft`), for every element the timeline draws, in the order they
/// first appear; cut with `…` where the terminal is too narrow.
struct PlayerLegend: Sendable {
    struct Entry: Sendable, Equatable {
        let symbol: Unicode.Scalar
        let name: String
        let colour: RGBColor
    }

    let entries: [Entry]

    init(_ timeline: Timeline) {
        var entries: [Entry] = []
        var seen: Set<String> = []
        for frame in timeline.frames {
            for element in frame.elements where seen.insert(element.name).inserted {
                entries.append(Entry(symbol: Self.symbol(element.outline), name: element.name, colour: element.colour))
            }
        }
        self.entries = entries
    }

    static func symbol(_ outline: ElementFrame.Outline) -> Unicode.Scalar {
        switch outline {
        case .roundedRectangle: "█"
        case .chevronLeft: "<"
        case .chevronRight: ">"
        }
    }

    /// The legend as plain text within `width` columns.
    func text(width: Int) -> String {
        let shown = layout(width: width)
        return shown.map { "\($0.symbol) \($0.name)" }.joined(separator: "  ") + (shown.count < entries.count ? "  …" : "")
    }

    /// The entries that fit `width` columns with room for a closing `…` when some are left out.
    func layout(width: Int) -> [Entry] {
        var used = 0
        var shown: [Entry] = []
        for (index, entry) in entries.enumerated() {
            let cost = (shown.isEmpty ? 0 : 2) + 2 + entry.name.unicodeScalars.count
            let reserve = index == entries.count - 1 ? 0 : 3
            guard used + cost + reserve <= width else { break }
            used += cost
            shown.append(entry)
        }
        return shown
    }

    /// Draws the legend centred on `centre` in `row`, each swatch in its element's colour.
    func draw(in grid: inout CellGrid, row: Int, centre: Int, mode: ColourMode) {
        let text = self.text(width: grid.columns)
        let length = text.unicodeScalars.count
        var column = max(0, min(grid.columns - length, centre - length / 2))
        grid.put(text, row: row, column: column, dim: true)
        for entry in layout(width: grid.columns) {
            let bytes = entry.colour.bytes
            grid.put(String(entry.symbol), row: row, column: column, foreground: mode.colour(red: bytes.red, green: bytes.green, blue: bytes.blue))
            column += 4 + entry.name.unicodeScalars.count
        }
    }
}
