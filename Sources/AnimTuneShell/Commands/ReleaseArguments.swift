import AnimTuneCore
import SafeIO

/// `--velocity V` on `table`, `plot` and `metrics`: the spring starts with the velocity a
/// finger lets go with, in pt/s (`1200`, `1200pt/s`, with `--distance D`) or as UIKit's
/// distance-relative velocity (`4/s`, `"4 1/s"`: fractions of the move per second).
struct ReleaseArguments {
    /// The options every command that reads these arguments declares.
    static let options = OptionGroupDeclaration(velocityOption)

    static let velocityOption = CommandOption<Token>.text(
        "velocity", value: "V",
        help: "start the spring with a finger's release velocity: pt/s (1200, 1200pt/s; needs \(RuntimeArguments.distanceOption.declaration.usage)) "
            + "or UIKit's distance-relative 4/s (see 'help interruptions release')")

    /// Accepted velocities in points per second.
    static let pointsRange = -100_000.0...100_000.0
    /// Accepted distance-relative velocities, 1/s (a spring group's `velocity` range).
    static let relativeRange = -100.0...100.0

    let velocity: ReleaseVelocity?
    let token: Token?

    /// Reads `--velocity`; a velocity in pt/s needs the move in points (`inPoints`, `--distance`).
    init(_ arguments: ParsedArguments, distance: Double, inPoints: Bool) throws(CommandError) {
        token = arguments[Self.velocityOption]
        guard let token else {
            velocity = nil
            return
        }
        let velocity = try Self.parse(token)
        if case .pointsPerSecond = velocity, !inPoints {
            throw CommandError("\(Self.velocityOption.spelling): \(velocity.description) is in points per second: add \(RuntimeArguments.distanceOption.declaration.usage) (the move in points), "
                               + "or give UIKit's distance-relative velocity like 4/s", at: token)
        }
        try Self.check(velocity, distance: distance, token: token)
        self.velocity = velocity
    }

    /// `1200`, `1200pt/s`, `-300 pt/s` → pt/s; `4/s`, `4 1/s` → 1/s. Errors name what is accepted.
    static func parse(_ token: Token) throws(CommandError) -> ReleaseVelocity {
        let text = String(token.text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
        let relative = text.hasSuffix("/s") && !text.hasSuffix("pt/s")
        let unit: ParameterUnit = relative ? .perSecond : .pointsPerSecond
        guard let value = ValueParser.number(text, in: unit) else {
            throw CommandError("\(Self.velocityOption.spelling): '\(TerminalSafe.echo(token.text))' is not a velocity; use points per second like 1200 "
                               + "or 1200pt/s, or UIKit's distance-relative velocity like 4/s", at: token)
        }
        let range = relative ? relativeRange : pointsRange
        guard range.contains(value) else {
            throw CommandError("\(Self.velocityOption.spelling): " + RangeMessage.outOfRange(value, range, symbol: unit.symbol), at: token)
        }
        return relative ? .relative(value) : .pointsPerSecond(value)
    }

    /// A velocity in pt/s over `distance` must stay within the relative range a spring takes.
    static func check(_ velocity: ReleaseVelocity, distance: Double, token: Token) throws(CommandError) {
        let relative = velocity.relative(remaining: distance)
        guard relativeRange.contains(relative) else {
            throw CommandError("\(Self.velocityOption.spelling): \(velocity.description) over a \(NumberFormatting.short(distance)) pt move is "
                               + "\(NumberFormatting.short(relative, digits: 4))/s of the move; a spring takes "
                               + "\(NumberFormatting.short(relativeRange.lowerBound))/s to \(NumberFormatting.short(relativeRange.upperBound))/s",
                               at: token)
        }
    }

    /// `curves` starting at the velocity (unchanged without `--velocity`); each must be a spring's progress.
    func released(_ curves: [Curve], distance: Double, in context: CommandContext) throws(CommandError) -> [Curve] {
        guard let velocity else { return curves }
        var result: [Curve] = []
        for curve in curves {
            guard let released = curve.released(at: velocity, distance: distance) else {
                throw CommandError("\(Self.velocityOption.spelling) applies to a spring's progress; '\(curve.name)' is not one"
                                   + RuntimeArguments.springCurves(context), at: token)
            }
            result.append(released)
        }
        return result
    }

    /// `spring` starting at the velocity over a move of `distance` points.
    func released(_ spring: Spring, distance: Double) -> Spring {
        guard let velocity else { return spring }
        var moving = spring
        moving.initialVelocity = velocity.relative(remaining: distance)
        return moving
    }
}
