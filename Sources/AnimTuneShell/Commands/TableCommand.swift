import AnimTuneCore

/// `table CURVE… [--from X] [--to X] [--step X]`: the data behind a plot, as CSV.
struct TableCommand: ShellCommand {
    let help = CommandHelp("table CURVE… [--from X] [--to X] [--step X] [--runtime NAME|all] [--distance D] [--fps N] [--retarget TIME:TARGET… [--policy P]] [--velocity V] [--gesture FILE]", in: .animation,
        summary: "print curves as CSV (full double precision) on stdout",
        details: """
            Curves given together must share their x axis. X values take the axis unit (0.5s, 20pt). \
            x and y are printed exactly (the shortest text that reads back as the same double). \(RuntimeArguments.runtimeOption.spelling) gives a \
            spring's progress as platforms render it, a column each (spring@android). \(RetargetArguments.retargetOption.spelling) changes a spring's target \
            while it moves (repeat it for more); the exact curve continues under \(RetargetArguments.policyOption.spelling) (spring@carry), each \(RuntimeArguments.runtimeOption.spelling) under \
            its platform's own policy; with \(RuntimeArguments.distanceOption.spelling) D the values are points of a D pt move. \(ReleaseArguments.velocityOption.spelling) starts the spring with \
            a finger's release velocity: pt/s with \(RuntimeArguments.distanceOption.spelling), or UIKit's distance-relative 1/s. \(GestureArguments.gestureOption.spelling) FILE.csv follows a recorded \
            finger (t,position lines) and lets go at its last sample, each \(RuntimeArguments.runtimeOption.spelling) with its platform's tracker's velocity; \(RetargetArguments.retargetOption.spelling) with it is a tap after the release \
            (see 'help interruptions').
            """,
        examples: ["use spring; table spring --step 0.05 --to 2", "use profile; table blur.alpha --from 80 --to 140 --step 5",
                   "use spring; table spring --runtime coreanimation,android --step 0.1",
                   "use spring; table spring --distance 300 --retarget 0.15s:100 --policy carry --step 0.05 --to 0.5",
                   "use spring; table spring --distance 300 --velocity 1200pt/s --runtime coreanimation,android --step 0.1",
                   "use spring; table spring --distance 300 --gesture swipe.csv --runtime coreanimation,android,motion --step 0.05"])
    // X is read in the unit of the curves' x axis (`number(_:in:)`); `.seconds` is the time axis's.
    static let from = CommandOption<Double>.number("from", value: "X", unit: .seconds, in: -1e12...1e12,
                                            help: "first x (default: the curve's start)")
    static let to = CommandOption<Double>.number("to", value: "X", unit: .seconds, in: -1e12...1e12,
                                          help: "last x (default: the curve's end)")
    static let step = CommandOption<Double>.number("step", value: "X", unit: .seconds, in: 1e-9...1e12,
                                            help: "x spacing (default: the curve's)")
    let options = OptionDeclaration.list(Self.from, Self.to, Self.step, RuntimeArguments.options,
                                     RetargetArguments.options, ReleaseArguments.options, GestureArguments.options)
    let arguments: [ArgumentKind] = [.curve]

    static let maximumRows = 1_000_000

    func run(_ arguments: ParsedArguments, in context: CommandContext) throws(CommandError) {
        let runtimes = try RuntimeArguments(arguments, several: true)
        try runtimes.requireRuntimeForFrameRate(arguments)
        let inPoints = runtimes.inPoints
        let release = try ReleaseArguments(arguments, distance: runtimes.distance, inPoints: inPoints)
        let selected = try release.released(CurveSelection.resolve(arguments, in: context, command: help.name),
                                            distance: runtimes.distance, in: context)
        let retarget = try RetargetArguments(arguments, distance: runtimes.distance, inPoints: inPoints)
        let gesture = try GestureArguments(arguments, needsDistance: true, retargetsContinuation: true, in: context)
        let curves = gesture.gesture != nil ? try gesture.curves(selected, runtimes: runtimes, retarget: retarget.isEmpty ? nil : retarget, in: context)
            : retarget.isEmpty ? try runtimes.rendered(selected, in: context)
            : try retarget.curves(selected, runtimes: runtimes, inPoints: inPoints, in: context)
        let state = context.state
        let axis = curves[0].x
        let domain = curves[0].domain(state)
        let from = try arguments.number(Self.from, in: axis.unit) ?? domain.lowerBound
        let to = try arguments.number(Self.to, in: axis.unit) ?? domain.upperBound
        let step = try arguments.number(Self.step, in: axis.unit) ?? curves[0].step(state)
        guard to >= from else {
            throw CommandError("\(Self.to.spelling) \(NumberFormatting.short(to)) is before \(Self.from.spelling) \(NumberFormatting.short(from))",
                               at: arguments.token(Self.to))
        }
        // Counted in Double: a wide range at a fine step is more rows than an Int holds.
        let rows = ((to - from) / step + 1e-9).rounded(.down) + 1
        guard rows <= Double(Self.maximumRows) else {
            throw CommandError("\(NumberFormatting.short(rows)) rows is too many (at most \(Self.maximumRows)); use a larger \(Self.step.spelling)",
                               at: arguments.token(Self.step))
        }
        let count = Int(rows)
        var text = ([Self.column(axis)] + curves.map(\.name)).joined(separator: ",") + "\n"
        let functions = curves.map { $0.function(state) }
        for index in 0..<count {
            let x = Self.gridPoint(from: from, step: step, index: index)
            text += NumberFormatting.exact(x)
            for value in functions { text += "," + NumberFormatting.exact(value(x)) }
            text += "\n"
        }
        context.out.write(text)
    }

    /// The `index`th x from `from` at `step`. When 1/step is a whole number n and `from` a
    /// whole number of steps m, it is (m + index)/n, so 0.1 steps land on the doubles nearest
    /// 0.3 and 0.6, not 0.30000000000000004.
    static func gridPoint(from: Double, step: Double, index: Int) -> Double {
        let perUnit = (1 / step).rounded(), start = from * perUnit
        if perUnit >= 1, abs(perUnit * step - 1) < 1e-12, abs(start - start.rounded()) < 1e-9 {
            return (start.rounded() + Double(index)) / perUnit
        }
        return from + Double(index) * step
    }

    /// The CSV header of an x axis: `t` for time, else the axis label.
    static func column(_ axis: CurveAxis) -> String { axis.label == "time" ? "t" : axis.label }
}
