import AnimTuneCore

/// The rows above `tune`'s keys: the focused spring as `export` writes it for the model's
/// platform (`swiftui  static let spring = Animation.spring(…)`), in the form the list shows
/// and with its values as the list shows them, on one row or wrapped onto a second.
enum TuneCodeRow {
    /// The whole line, the platform first. A key of no spring group that shapes a derived
    /// spring (the card's `card.top` and `present.*` shape `present.spring`) shows that spring
    /// at the current values; any other key says where its code is.
    static func text(_ model: TuneModel) -> String {
        TuneCodeLineCache.shared.line(for: model, write: write)
    }

    private static func write(_ model: TuneModel) -> String {
        let platform = model.codePlatform.rawValue
        guard let prefix = model.focused.group, let group = model.state.scene.springGroup(named: prefix) else {
            if let derived = derived(model) { return "\(platform)  " + derived }
            return "\(platform)  \(model.focused.key) is not a spring group's key: its code is in 'export \(platform)'"
        }
        return "\(platform)  " + SpringCodeLine.text(shown(prefix, in: model), group: group, platform: model.codePlatform,
                                                    naming: ExportNaming(base: model.exportName))
    }

    /// The derived spring the focused key shapes, as the platform writes a spring set in UIKit's
    /// form with the list's digits (`static let presentSpring = …`: its value at the current
    /// values, where `export` writes a function of them); nil when the key shapes none.
    static func derived(_ model: TuneModel) -> String? {
        guard let curve = model.focusedDerivedSpring, let spring = curve.spring?(model.state),
              let uikit = try? UIKitSpring(spring) else { return nil }
        let shown = UIKitSpring(duration: printed(uikit.duration) ?? uikit.duration,
                                dampingRatio: printed(uikit.dampingRatio) ?? uikit.dampingRatio,
                                velocity: printed(uikit.velocity) ?? uikit.velocity)
        return SpringCodeLine.text(derived: shown, curve: curve, platform: model.codePlatform, naming: ExportNaming(base: model.exportName))
    }

    /// The group's spring as the list shows it: set in the form on screen (`p`), from the
    /// values the list prints (``TuneFormat/value(_:of:)``'s digits), so the code and the list
    /// say the same numbers. A value the form cannot take as printed keeps the group's own.
    static func shown(_ group: String, in model: TuneModel) -> SpringSetting {
        guard let form = model.forms[group], let springGroup = model.state.scene.springGroup(named: group) else {
            return model.state.setting(group)
        }
        var state = model.state
        for field in TuneEntry.fields(of: form) {
            let key = springGroup.key(field)
            guard let value = model.state.value(forKey: key)?.number, value.isFinite, let printed = printed(value) else { continue }
            try? state.apply(key: key, value: .number(printed))
        }
        return state.setting(group).form == form ? state.setting(group) : model.state.setting(group)
    }

    /// `value` as the list prints it (``TuneFormat/digits``), read back; nil when that is no number.
    static func printed(_ value: Double) -> Double? {
        Double(NumberFormatting.short(value, digits: TuneFormat.digits))
    }

    /// `line` on at most two rows of `width` columns: whole on one when it fits, else broken
    /// at spaces onto a second; a CSS `linear()` too long for both keeps its first stops
    /// (``fitted(_:platform:width:)``), anything else still too long ends in `…`.
    static func rows(_ line: String, platform: SpringCodePlatform, width: Int) -> [String] {
        guard line.count > width else { return [line] }
        let room = 2 * width - Self.wrapSlack
        let text = platform == .css ? fitted(line, platform: platform, width: room) : statements(line, platform: platform, width: room)
        let characters = Array(text)
        guard characters.count > width else { return [text] }
        // Break after the last space that leaves the first row at most `width` long.
        let space = characters[..<(width + 1)].lastIndex(of: " ").flatMap { $0 > width / 2 ? $0 : nil } ?? width
        let first = String(characters[..<space]).trimmingTrailingSpaces
        let rest = String(characters[space...]).drop { $0 == " " }
        return [first, TuneView.fit(String(rest), width)]
    }

    /// `line` in `width` characters: whole when it fits, else its first statements (up to a
    /// `; `) and what `export` adds after them (`; …more in export uikit`).
    static func statements(_ line: String, platform: SpringCodePlatform, width: Int) -> String {
        let characters = Array(line)
        guard characters.count > width else { return line }
        let tail = "; …more in export \(platform.rawValue)"
        let cuts = characters.indices.dropLast().filter { characters[$0] == ";" && characters[$0 + 1] == " " }
        // The last cut that leaves room for the tail, whose last kept statement is no attribute.
        for (n, cut) in cuts.enumerated().reversed() where cut + tail.count <= width {
            let lastStatement = n == 0 ? 0 : cuts[n - 1] + 2
            if characters[lastStatement] != "@" { return String(characters[..<cut]) + tail }
        }
        return line
    }

    /// Columns a break at a space may leave empty at the end of the first row.
    static let wrapSlack = 12

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
            var text = head, length = head.count
            func tail(_ shown: Int) -> String { "…\(stops.count - shown) more in export css" + ending }
            while shown < stops.count - 1, length + stops[shown].count + 2 + tail(shown + 1).count <= width {
                text += stops[shown] + ", "
                length += stops[shown].count + 2
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
