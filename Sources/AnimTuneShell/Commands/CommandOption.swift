import AnimTuneCore

/// A command option declared once, typed by what its handler reads back from
/// ``ParsedArguments``: `CommandOption<Bool>` a flag, `CommandOption<Token>` a word,
/// `CommandOption<[Token]>` a word given any number of times, `CommandOption<Double>` a number
/// in a unit within a range.
/// Declare it as a `static let` of the command (or of the arguments type commands share) and
/// read it with `arguments[Self.json]` or `try arguments.number(Self.fps)`.
public struct CommandOption<Value>: DeclaredOption, Hashable {
    public let declaration: OptionDeclaration

    public var name: String { declaration.name }
    /// `--name`, for messages.
    public var spelling: String { declaration.spelling }
}

extension CommandOption where Value == Bool {
    /// `--name`, without a value.
    public static func flag(_ name: String, help: String) -> Self {
        Self(declaration: OptionDeclaration(name, value: nil, kind: .text, help: help))
    }
}

extension CommandOption where Value == Token {
    /// `--name VALUE`; given twice, the last value counts.
    public static func text(_ name: String, value valueName: String, kind: ArgumentKind = .text, help: String) -> Self {
        Self(declaration: OptionDeclaration(name, value: valueName, kind: kind, help: help))
    }
}

extension CommandOption where Value == [Token] {
    /// `--name VALUE`, repeatable: every value counts, in order.
    public static func repeatable(_ name: String, value valueName: String, kind: ArgumentKind = .text, help: String) -> Self {
        Self(declaration: OptionDeclaration(name, value: valueName, kind: kind, help: help))
    }
}

extension CommandOption where Value == Double {
    /// `--name N`: a number in `unit` (its suffixes accepted) within `range`.
    public static func number(_ name: String, value valueName: String, unit: ParameterUnit, in range: ClosedRange<Double>,
                              help: String) -> Self {
        Self(declaration: OptionDeclaration(name, value: valueName, kind: .text, help: help, unit: unit, range: range))
    }
}
