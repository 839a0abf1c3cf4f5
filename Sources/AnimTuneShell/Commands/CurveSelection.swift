import AnimTuneCore

/// The curves a `table` or `plot` names.
enum CurveSelection {
    /// Resolves curve names (prefixes allowed); all must share one x axis.
    static func resolve(_ arguments: ParsedArguments, in context: CommandContext, command: String) throws(CommandError) -> [Curve] {
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
