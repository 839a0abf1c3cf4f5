/// A named spring in a scene (`spring`, `dismiss.spring`): its default and what it drives.
/// Its keys are `PREFIX.FIELD` for every `SpringField`.
public struct SpringGroup: Sendable, Hashable {
    public let prefix: String
    public let defaultSetting: SpringSetting
    /// What the spring animates and where its default comes from.
    public let help: String

    public init(_ prefix: String, default setting: SpringSetting, help: String) {
        self.prefix = prefix
        self.defaultSetting = setting
        self.help = help
    }

    public func key(_ field: SpringField) -> String { "\(prefix).\(field.rawValue)" }

    /// The field a key names, when the key belongs to this group.
    public func field(forKey key: String) -> SpringField? {
        guard key.hasPrefix(prefix + ".") else { return nil }
        return SpringField(rawValue: String(key.dropFirst(prefix.count + 1)))
    }

    public var keys: [String] { SpringField.allCases.map(key) }

    /// The per-key parameter description (unit, range, help) used by `show`, `help KEY` and presets.
    public func parameter(_ field: SpringField) -> Parameter {
        Parameter(key(field), .number(field.unit, field.range),
                  default: .number(defaultSetting.value(of: field) ?? .nan),
                  help: field.help)
    }
}
