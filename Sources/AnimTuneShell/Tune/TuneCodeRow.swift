import AnimTuneCore

/// The row above `tune`'s keys: the focused spring as `export` writes it for the model's
/// platform (`swiftui  static let spring = Animation.spring(…)`), fitted to the window.
enum TuneCodeRow {
    /// The whole line, the platform first; a key of no spring group says where its code is.
    static func text(_ model: TuneModel) -> String {
        let platform = model.codePlatform.rawValue
        guard let prefix = model.focused.group, let group = model.state.scene.springGroup(named: prefix) else {
            return "\(platform)  \(model.focused.key) is not a spring group's key: its code is in 'export \(platform)'"
        }
        return "\(platform)  " + SpringCodeLine.text(model.state.setting(prefix), group: group, platform: model.codePlatform,
                                                    naming: ExportNaming(base: model.exportName))
    }

    /// `line` in `width` columns. A CSS `linear()` too long for the row keeps its first stops
    /// as written, then how many there are, the duration and where to get them all:
    /// `css  --card-dismiss-spring: linear(0, 0.0183, … 41 stops); --card-dismiss-spring-duration: 581ms;  all: export css`;
    /// in a narrow window the duration gives way first.
    static func fitted(_ line: String, platform: SpringCodePlatform, width: Int) -> String {
        guard line.count > width, platform == .css, let open = line.range(of: "linear("),
              let close = line[open.upperBound...].firstIndex(of: ")") else { return TuneView.fit(line, width) }
        let stops = line[open.upperBound..<close].split(separator: ",").map { $0.trimmingSpaces }
        let head = String(line[..<open.upperBound])
        let count = "… \(stops.count) stops"
        for tail in [count + line[close...] + "  all: export css", count + line[close...], count + "); all: export css"] {
            var shown = 0
            var text = head
            while shown < stops.count - 1, text.count + stops[shown].count + 2 + tail.count <= width {
                text += stops[shown] + ", "
                shown += 1
            }
            if shown > 0 { return text + tail }
        }
        return TuneView.fit(head + count + line[close...], width)
    }
}

private extension Substring {
    var trimmingSpaces: String { String(drop { $0 == " " }) }
}
