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
    /// as written, says how many more `export css` writes, and keeps the duration:
    /// `css  --card-dismiss-spring: linear(0, 0.00466 1.05%, …18 more in export css); --card-dismiss-spring-duration: 629ms;`;
    /// in a narrow window the duration gives way.
    static func fitted(_ line: String, platform: SpringCodePlatform, width: Int) -> String {
        guard line.count > width, platform == .css, let open = line.range(of: "linear("),
              let close = line[open.upperBound...].firstIndex(of: ")") else { return TuneView.fit(line, width) }
        let stops = line[open.upperBound..<close].split(separator: ",").map { $0.trimmingSpaces }
        let head = String(line[..<open.upperBound])
        for (ending, least) in [(String(line[close...]), 2), (");", 1)] {
            var shown = 0
            var text = head
            func tail(_ shown: Int) -> String { "…\(stops.count - shown) more in export css" + ending }
            while shown < stops.count - 1, text.count + stops[shown].count + 2 + tail(shown + 1).count <= width {
                text += stops[shown] + ", "
                shown += 1
            }
            if shown >= least { return text + tail(shown) }
        }
        return TuneView.fit(line, width)
    }
}

private extension Substring {
    var trimmingSpaces: String { String(drop { $0 == " " }) }
}
