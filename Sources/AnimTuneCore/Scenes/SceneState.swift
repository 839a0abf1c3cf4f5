/// The values of one scene's parameters: what `set` changes, `undo` restores and presets store.
public struct SceneState: Sendable, Equatable {
    public let scene: any Scene
    public private(set) var values: [String: ParameterValue]
    public private(set) var springs: [String: SpringSetting]

    public init(scene: any Scene) {
        self.scene = scene
        values = Dictionary(uniqueKeysWithValues: scene.parameters.map { ($0.key, $0.defaultValue) })
        springs = Dictionary(uniqueKeysWithValues: scene.springGroups.map { ($0.prefix, $0.defaultSetting) })
    }

    public static func == (lhs: SceneState, rhs: SceneState) -> Bool {
        lhs.scene.name == rhs.scene.name && lhs.values == rhs.values && lhs.springs == rhs.springs
    }

    // MARK: Reading (scenes call these with keys from their own tables)

    public func number(_ key: String) -> Double {
        if let value = values[key]?.number { return value }
        for (prefix, setting) in springs {
            if key.hasPrefix(prefix + "."), let field = SpringField(rawValue: String(key.dropFirst(prefix.count + 1))) {
                return setting.value(of: field) ?? .nan
            }
        }
        preconditionFailure("scene '\(scene.name)' has no numeric parameter '\(key)'")
    }

    public func colour(_ key: String) -> RGBColor {
        guard case .colour(let colour)? = values[key] else {
            preconditionFailure("scene '\(scene.name)' has no colour parameter '\(key)'")
        }
        return colour
    }

    public func curve(_ key: String) -> TimingCurve {
        guard case .curve(let curve)? = values[key] else {
            preconditionFailure("scene '\(scene.name)' has no timing curve parameter '\(key)'")
        }
        return curve
    }

    /// The case of `Choice` that the choice `key` holds; nil when the scene declares no such
    /// choice (`ParameterKey.choice` declares one with `Choice`'s cases as its words).
    public func choice<Choice: RawRepresentable>(_ key: String, as _: Choice.Type) -> Choice? where Choice.RawValue == String {
        guard case .word(let word)? = values[key] else { return nil }
        return Choice(rawValue: word)
    }

    public func spring(_ group: SpringGroup) -> Spring {
        spring(group.prefix)
    }

    public func setting(_ group: SpringGroup) -> SpringSetting {
        setting(group.prefix)
    }

    public func spring(_ prefix: String) -> Spring {
        setting(prefix).spring
    }

    public func setting(_ prefix: String) -> SpringSetting {
        guard let setting = springs[prefix] else {
            preconditionFailure("scene '\(scene.name)' has no spring group '\(prefix)'")
        }
        return setting
    }

    /// The value of any key as text-ready value; nil for an unknown key, `.number(nan)` for a
    /// spring key whose form cannot express the current spring.
    public func value(forKey key: String) -> ParameterValue? {
        if let value = values[key] { return value }
        for group in scene.springGroups {
            if let field = group.field(forKey: key), let setting = springs[group.prefix] {
                return .number(setting.value(of: field) ?? .nan)
            }
        }
        return nil
    }

    /// Why a spring key has no value now (``value(forKey:)`` gives nan): the reason its
    /// group's spring has no UIKit form, such as being over-damped. Nil for any other key.
    public func missingValueReason(forKey key: String) -> String? {
        for group in scene.springGroups {
            guard let field = group.field(forKey: key), let setting = springs[group.prefix],
                  setting.value(of: field) == nil else { continue }
            do {
                _ = try setting.uikitForm()
            } catch {
                return (setting.spring.dampingRatio > 1 ? "the spring is over-damped; " : "") + error.description
            }
        }
        return nil
    }

    /// Whether a key differs from its default (spring keys: whether the group does).
    public func isChanged(_ key: String) -> Bool {
        if let value = values[key] { return value != scene.parameter(forKey: key)?.defaultValue }
        for group in scene.springGroups where group.field(forKey: key) != nil {
            guard let setting = springs[group.prefix], let field = group.field(forKey: key) else { return false }
            let current = setting.value(of: field)
            let original = group.defaultSetting.value(of: field)
            if let current, let original { return abs(current - original) > 1e-12 * max(1, abs(original)) }
            return (current == nil) != (original == nil)
        }
        return false
    }

    public var isDefault: Bool { self == SceneState(scene: scene) }

    // MARK: Changing

    /// This state with `assignments` applied in order; throws on the first bad one and then
    /// nothing is applied.
    public func setting(_ assignments: [(key: String, text: String)]) throws(ParameterError) -> SceneState {
        var result = self
        for (key, text) in assignments { try result.apply(key: key, text: text) }
        return result
    }

    /// Sets a key from typed text (`0.3s`, `#24D6C8`, `easeIn`).
    public mutating func apply(key: String, text: String) throws(ParameterError) {
        guard let parameter = scene.parameter(forKey: key) else {
            throw .unknownKey(key, scene: scene.name, suggestion: Suggestion.closest(to: key, in: scene.keys))
        }
        try apply(key: key, value: parameter.parse(text))
    }

    /// Sets a key to a value already in base units, checking its kind and range.
    public mutating func apply(key: String, value: ParameterValue) throws(ParameterError) {
        guard let parameter = scene.parameter(forKey: key) else {
            throw .unknownKey(key, scene: scene.name, suggestion: Suggestion.closest(to: key, in: scene.keys))
        }
        try parameter.validate(value)
        if values[key] != nil {
            values[key] = value
            return
        }
        for group in scene.springGroups {
            guard let field = group.field(forKey: key), let number = value.number, let setting = springs[group.prefix] else {
                continue
            }
            do {
                springs[group.prefix] = try setting.setting(field, to: number)
            } catch {
                throw .notRepresentable(key: key, reason: error.description)
            }
            return
        }
    }

    /// Replaces a whole spring group (preset loading).
    public mutating func apply(spring setting: SpringSetting, to prefix: String) throws(ParameterError) {
        guard springs[prefix] != nil else {
            throw .unknownKey(prefix, scene: scene.name,
                              suggestion: Suggestion.closest(to: prefix, in: scene.springGroups.map(\.prefix)))
        }
        do { try setting.spring.validate() } catch { throw .notRepresentable(key: prefix, reason: error.description) }
        springs[prefix] = setting
    }

    /// Back to the default of one key (a spring key resets its whole group), or of every key
    /// under a dotted prefix (`scroll` resets `scroll.from`, `scroll.to` …).
    public mutating func reset(key: String) throws(ParameterError) {
        let prefixed = scene.keys.filter { $0.hasPrefix(key + ".") }
        if scene.parameter(forKey: key) == nil, scene.springGroup(named: key) == nil, !prefixed.isEmpty {
            for member in prefixed { try reset(key: member) }
            return
        }
        if let parameter = scene.parameters.first(where: { $0.key == key }) {
            values[key] = parameter.defaultValue
            return
        }
        if let group = scene.springGroups.first(where: { $0.field(forKey: key) != nil || $0.prefix == key }) {
            springs[group.prefix] = group.defaultSetting
            return
        }
        throw .unknownKey(key, scene: scene.name, suggestion: Suggestion.closest(to: key, in: scene.keys))
    }
}
