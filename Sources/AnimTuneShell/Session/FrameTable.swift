import AnimTuneCore

/// A readable table of a timeline: time, the frame's readouts (offset, progress …), then
/// only the element properties that change. Every column has its own name and a unit: an
/// element's frame is `left`/`top`, apart from the readouts (a curve's `indicator.x` is the
/// indicator's centre), and a property that repeats a readout exactly is left out.
struct FrameTable {
    let timeline: Timeline

    init(_ timeline: Timeline) { self.timeline = timeline }

    /// An element property's name and unit in the table, by `ElementFrame.propertyNames`.
    private static let propertyTitles: [String: (name: String, unit: String)] = [
        "x": ("left", "pt"), "y": ("top", "pt"), "width": ("width", "pt"), "height": ("height", "pt"),
        "scale": ("scale", "×"), "rotation": ("rotation", "deg"), "rotationAxis": ("rotationAxis", "axis"),
        "cornerRadius": ("cornerRadius", "pt"), "alpha": ("alpha", "0–1"), "colour": ("colour", "sRGB"), "z": ("z", "order"),
    ]

    var text: String {
        guard let first = timeline.frames.first else { return "" }
        var columns: [(String, (Frame) -> String)] = []
        var readoutCells: [String: [String]] = [:]
        for (index, readout) in first.readouts.enumerated() {
            let cell = { (frame: Frame) in
                index < frame.readouts.count ? NumberFormatting.fixed(frame.readouts[index].value, decimals: 2) : ""
            }
            readoutCells[readout.name] = timeline.frames.map(cell)
            columns.append(("\(readout.name) (\(readout.unit.symbol.isEmpty ? "ratio" : readout.unit.symbol))", cell))
        }
        for (elementIndex, element) in first.elements.enumerated() {
            for (propertyIndex, property) in ElementFrame.propertyNames.enumerated() {
                let values = timeline.frames.map { $0.elements[elementIndex].propertyValues[propertyIndex] }
                guard Set(values).count > 1 else { continue }
                let whole = values.allSatisfy { Int($0) != nil }
                let cell = { (frame: Frame) in
                    let value = frame.elements[elementIndex].propertyValues[propertyIndex]
                    guard !whole, let number = Double(value) else { return value }
                    return NumberFormatting.fixed(number, decimals: 2)
                }
                let (name, unit) = Self.propertyTitles[property] ?? (property, "")
                var title = "\(element.name).\(name)"
                if let readout = readoutCells[title] {
                    if readout == timeline.frames.map(cell) { continue }
                    title = "\(element.name).frame.\(name)"
                }
                title += " (\(unit))"
                columns.append((title, cell))
            }
        }
        var table = TextTable()
        table.add(["t"] + columns.map(\.0))
        for frame in timeline.frames {
            table.add([NumberFormatting.fixed(frame.time, decimals: 4)] + columns.map { $0.1(frame) })
        }
        let seconds = NumberFormatting.short(timeline.frames.last!.time, digits: 4)
        return "\(timeline.action): \(timeline.frames.count) frames at \(NumberFormatting.short(timeline.fps)) fps, \(seconds) s\n"
            + table.render()
    }
}
