/// A scene parameter declared once — key, unit, range, default and help — together with the
/// type its value reads as. The scene's parameter table lists ``parameter``, and the scene
/// reads values with `state[key]`, so a mistyped key does not compile.
public struct ParameterKey<Value>: Sendable {
    public let parameter: Parameter
    private let read: @Sendable (SceneState) -> Value

    private init(_ parameter: Parameter, read: @escaping @Sendable (SceneState) -> Value) {
        self.parameter = parameter
        self.read = read
    }

    public var key: String { parameter.key }

    /// This parameter's value in `state`.
    func value(in state: SceneState) -> Value { read(state) }
}

extension ParameterKey where Value == Double {
    public static func number(_ key: String, _ unit: ParameterUnit, _ range: ClosedRange<Double>,
                              default value: Double, help: String) -> Self {
        Self(.number(key, unit, range, default: value, help: help)) { $0.number(key) }
    }

    public static func integer(_ key: String, _ range: ClosedRange<Int>, default value: Int, help: String) -> Self {
        Self(.integer(key, range, default: value, help: help)) { $0.number(key) }
    }
}

extension ParameterKey where Value == RGBColor {
    public static func colour(_ key: String, default hex: String, help: String) -> Self {
        Self(.colour(key, default: hex, help: help)) { $0.colour(key) }
    }
}

extension ParameterKey where Value == TimingCurve {
    public static func curve(_ key: String, default curve: TimingCurve, help: String) -> Self {
        Self(.curve(key, default: curve, help: help)) { $0.curve(key) }
    }
}

extension ParameterKey where Value: RawRepresentable & CaseIterable & Sendable, Value.RawValue == String {
    /// One of `Value`'s cases, each written as its raw value: `set` refuses any other word, naming
    /// them. (A state of a scene that does not declare the key reads `value`.)
    public static func choice(_ key: String, default value: Value, help: String) -> Self {
        Self(Parameter(key, .choice(Value.allCases.map(\.rawValue)), default: .word(value.rawValue), help: help)) {
            $0.choice(key, as: Value.self) ?? value
        }
    }
}

extension SceneState {
    /// The value of a parameter the scene declared.
    public subscript<Value>(_ key: ParameterKey<Value>) -> Value { key.value(in: self) }
}
