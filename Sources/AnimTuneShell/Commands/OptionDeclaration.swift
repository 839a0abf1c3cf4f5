import AnimTuneCore

/// A `--name [VALUE]` option of a command as parsing, `help` and completion see it. Commands
/// declare it through ``CommandOption``, whose type says what the handler reads back.
public struct OptionDeclaration: Sendable, Hashable {
    public let name: String
    /// Nil for a flag; otherwise what its value is, for help (`N`, `FILE`).
    public let valueName: String?
    /// What completion offers for the value.
    public let valueKind: ArgumentKind
    public let help: String
    /// For a number: the unit it is read in and the values accepted.
    public let unit: ParameterUnit?
    public let range: ClosedRange<Double>?

    init(_ name: String, value valueName: String?, kind: ArgumentKind, help: String,
                     unit: ParameterUnit? = nil, range: ClosedRange<Double>? = nil) {
        self.name = name
        self.valueName = valueName
        self.valueKind = kind
        self.help = help
        self.unit = unit
        self.range = range
    }

    /// `--fps`: the option as typed, for messages.
    public var spelling: String { "--" + name }

    /// `--fps N` or `--json`.
    public var usage: String { valueName.map { "\(spelling) \($0)" } ?? spelling }

    /// The declarations of `options`, in order, for a command's `options`: single options and
    /// whole groups (``OptionGroupDeclaration``).
    public static func list(_ options: any DeclaredOptions...) -> [OptionDeclaration] {
        options.flatMap(\.declarations)
    }
}

/// One or more command options, in order: an option or an ``OptionGroupDeclaration``.
public protocol DeclaredOptions: Sendable {
    var declarations: [OptionDeclaration] { get }
}

/// Anything that declares a command option (a ``CommandOption`` of any value type).
public protocol DeclaredOption: DeclaredOptions {
    var declaration: OptionDeclaration { get }
}

extension DeclaredOption {
    public var declarations: [OptionDeclaration] { [declaration] }
}

extension OptionDeclaration: DeclaredOption {
    public var declaration: OptionDeclaration { self }
}
