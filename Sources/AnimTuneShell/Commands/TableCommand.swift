import AnimTuneCore

/// `table CURVE… [--from X] [--to X] [--step X]`: the data behind a plot, as CSV.
struct TableCommand: ShellCommand {
    let name = "table"
    let group = CommandGroup.animation
    let synopsis = "table CURVE… [--from X] [--to X] [--step X]"
    let summary = "print curves as CSV (full double precision) on stdout"
    let details = "Curves given together must share their x axis. X values take the axis unit (0.5s, 20pt)."
    let examples = ["table spring --step 0.05 --to 2", "table blur.alpha --from 80 --to 140 --step 5"]
    let options = [
        CommandOption("from", value: "X", help: "first x (default: the curve's start)"),
        CommandOption("to", value: "X", help: "last x (default: the curve's end)"),
        CommandOption("step", value: "X", help: "x spacing (default: the curve's)"),
    ]
    let arguments: [ArgumentKind] = [.curve]

    static let maximumRows = 1_000_000

    func run(_ arguments: ParsedArguments, in context: CommandContext) throws(CommandError) {
        let curves = try Self.curves(arguments, in: context, command: name)
        let state = context.state
        let axis = curves[0].x
        let domain = curves[0].domain(state)
        let unlimited = -1e12...1e12
        let from = try arguments.number("from", unit: axis.unit, in: unlimited) ?? domain.lowerBound
        let to = try arguments.number("to", unit: axis.unit, in: unlimited) ?? domain.upperBound
        let step = try arguments.number("step", unit: axis.unit, in: 1e-9...1e12) ?? curves[0].step(state)
        guard to >= from else {
            throw CommandError("--to \(NumberFormatting.short(to)) is before --from \(NumberFormatting.short(from))",
                               at: arguments.values["to"])
        }
        // Counted in Double: a wide range at a fine step is more rows than an Int holds.
        let rows = ((to - from) / step + 1e-9).rounded(.down) + 1
        guard rows <= Double(Self.maximumRows) else {
            throw CommandError("\(NumberFormatting.short(rows)) rows is too many (at most \(Self.maximumRows)); use a larger --step",
                               at: arguments.values["step"])
        }
        let count = Int(rows)
        var text = ([Self.column(axis)] + curves.map(\.name)).joined(separator: ",") + "\n"
        for index in 0..<count {
            let x = from + Double(index) * step
            text += NumberFormatting.short(x, digits: 12)
            for curve in curves { text += "," + NumberFormatting.exact(curve.evaluate(state, x)) }
            text += "\n"
        }
        context.out.write(text)
    }

    /// The CSV header of an x axis: `t` for time, else the axis label.
    static func column(_ axis: CurveAxis) -> String { axis.label == "time" ? "t" : axis.label }

    /// Resolves curve names (prefixes allowed); all must share one x axis.
    static func curves(_ arguments: ParsedArguments, in context: CommandContext, command: String) throws(CommandError) -> [Curve] {
        guard !arguments.positionals.isEmpty else {
            throw CommandError("\(command) needs a curve: \(context.scene.curves.map(\.name).joined(separator: ", "))",
                               at: arguments.commandToken)
        }
        var curves: [Curve] = []
        for token in arguments.positionals {
            do {
                curves.append(try context.curve(named: token.text))
            } catch {
                throw CommandError(error.description, at: token)
            }
            if curves.last!.x != curves[0].x {
                throw CommandError("'\(curves.last!.name)' is plotted against \(curves.last!.x.title), "
                    + "'\(curves[0].name)' against \(curves[0].x.title); give them separately", at: token)
            }
        }
        return curves
    }
}
