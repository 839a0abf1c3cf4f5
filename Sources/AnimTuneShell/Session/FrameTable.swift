import AnimTuneCore

/// A readable table of a timeline: time, the frame's readouts (offset, progress …), then
/// only the element properties that change.
struct FrameTable {
    let timeline: Timeline

    init(_ timeline: Timeline) { self.timeline = timeline }

    var text: String {
        guard let first = timeline.frames.first else { return "" }
        var columns: [(String, (Frame) -> String)] = []
        for (index, readout) in first.readouts.enumerated() {
            let unit = readout.unit.symbol.isEmpty ? "" : " (\(readout.unit.symbol))"
            columns.append(("\(readout.name)\(unit)", { frame in
                index < frame.readouts.count ? NumberFormatting.fixed(frame.readouts[index].value, decimals: 2) : ""
            }))
        }
        for (elementIndex, element) in first.elements.enumerated() {
            for (propertyIndex, property) in ElementFrame.propertyNames.enumerated() {
                let values = timeline.frames.map { $0.elements[elementIndex].propertyValues[propertyIndex] }
                guard Set(values).count > 1 else { continue }
                let whole = values.allSatisfy { Int($0) != nil }
                columns.append(("\(element.name).\(property)", { frame in
                    let value = frame.elements[elementIndex].propertyValues[propertyIndex]
                    guard !whole, let number = Double(value) else { return value }
                    return NumberFormatting.fixed(number, decimals: 2)
                }))
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
