/// A formula of a scene's parameters and a function's arguments that the code exporters write
/// in their language (the card's present damping and duration as functions of its top).
public indirect enum ExportExpression: Sendable, Hashable {
    /// A scene parameter in base units (s, pt, ratio): its value now, or the exported constant.
    case parameter(String)
    /// An argument of the exported function, by name.
    case argument(String)
    case number(Double)
    case sum(ExportExpression, ExportExpression)
    case difference(ExportExpression, ExportExpression)
    case product(ExportExpression, ExportExpression)
    case quotient(ExportExpression, ExportExpression)
    case absolute(ExportExpression)
    case minimum(ExportExpression, ExportExpression)
    case maximum(ExportExpression, ExportExpression)
    /// `condition < 0 ? negative : otherwise`.
    case ifNegative(ExportExpression, ExportExpression, ExportExpression)

    public static func parameter(_ key: ParameterKey<Double>) -> ExportExpression { .parameter(key.key) }

    /// `min(max(self, low), high)`.
    func clamped(_ low: ExportExpression, _ high: ExportExpression) -> ExportExpression {
        .minimum(.maximum(self, low), high)
    }

    public func evaluate(parameter: (String) -> Double, argument: (String) -> Double) -> Double {
        func value(_ e: ExportExpression) -> Double { e.evaluate(parameter: parameter, argument: argument) }
        switch self {
        case .parameter(let key): return parameter(key)
        case .argument(let name): return argument(name)
        case .number(let number): return number
        case .sum(let a, let b): return value(a) + value(b)
        case .difference(let a, let b): return value(a) - value(b)
        case .product(let a, let b): return value(a) * value(b)
        case .quotient(let a, let b): return value(a) / value(b)
        case .absolute(let a): return abs(value(a))
        case .minimum(let a, let b): return min(value(a), value(b))
        case .maximum(let a, let b): return max(value(a), value(b))
        case .ifNegative(let c, let a, let b): return value(c) < 0 ? value(a) : value(b)
        }
    }

    /// How one language writes the pieces; `render` adds the parentheses precedence needs.
    struct Syntax {
        let parameter: (String) -> String
        let argument: (String) -> String
        let number: (Double) -> String
        let absolute: String
        let minimum: String
        let maximum: String
        /// (condition, negative, otherwise) → the conditional expression.
        let conditional: (String, String, String) -> String
    }

    func render(_ syntax: Syntax) -> String { rendered(syntax).text }

    /// The text and its precedence: 1 sums, 2 products, 3 atoms and calls.
    private func rendered(_ syntax: Syntax) -> (text: String, precedence: Int) {
        func binary(_ a: ExportExpression, _ op: String, _ b: ExportExpression, _ precedence: Int, ordered: Bool) -> (String, Int) {
            let left = a.rendered(syntax), right = b.rendered(syntax)
            let l = left.precedence < precedence ? "(\(left.text))" : left.text
            let r = right.precedence < precedence || (ordered && right.precedence == precedence) ? "(\(right.text))" : right.text
            return ("\(l) \(op) \(r)", precedence)
        }
        switch self {
        case .parameter(let key): return (syntax.parameter(key), 3)
        case .argument(let name): return (syntax.argument(name), 3)
        case .number(let number): return (syntax.number(number), number < 0 ? 1 : 3)
        case .sum(let a, let b): return binary(a, "+", b, 1, ordered: false)
        case .difference(let a, let b): return binary(a, "-", b, 1, ordered: true)
        case .product(let a, let b): return binary(a, "*", b, 2, ordered: false)
        case .quotient(let a, let b): return binary(a, "/", b, 2, ordered: true)
        case .absolute(let a): return ("\(syntax.absolute)(\(a.render(syntax)))", 3)
        case .minimum(let a, let b): return ("\(syntax.minimum)(\(a.render(syntax)), \(b.render(syntax)))", 3)
        case .maximum(let a, let b): return ("\(syntax.maximum)(\(a.render(syntax)), \(b.render(syntax)))", 3)
        case .ifNegative(let c, let a, let b):
            return ("(" + syntax.conditional(c.render(syntax), a.render(syntax), b.render(syntax)) + ")", 3)
        }
    }
}
