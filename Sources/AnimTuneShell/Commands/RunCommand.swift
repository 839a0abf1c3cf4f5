import AnimTuneCore

/// `run [ACTION] [CHOICE]`: simulate an action; prints its frames.
struct RunCommand: ShellCommand {
    let name = "run"
    let group = CommandGroup.animation
    let synopsis = "run [ACTION [CHOICE]] [--fps N] [--velocity V] [--table | --csv FILE]"
    let summary = "simulate an action of the scene and print its frames"
    let details = "--table prints the properties that change, --csv every property of every element ('-' for stdout)."
    let examples = ["run", "run select camera --fps 120 --table", "run present --csv frames.csv"]
    let options = [
        CommandOption("fps", value: "N", help: "frames per second (default 60; 120 for ProMotion)"),
        CommandOption("velocity", value: "V", help: "fling velocity in pt/s for actions that take one"),
        CommandOption("table", help: "print the frames as a table"),
        CommandOption("csv", value: "FILE", kind: .file, help: "write every property of every frame as CSV ('-' for stdout)"),
    ]
    let arguments: [ArgumentKind] = [.action]

    func run(_ arguments: ParsedArguments, in context: CommandContext) throws(CommandError) {
        try arguments.expectAtMost(2, usage: synopsis)
        let scene = context.scene
        let actionToken = arguments.positionals.first
        let action: SceneAction
        do {
            action = try scene.action(named: actionToken?.text)
        } catch {
            throw CommandError(error.description, at: actionToken)
        }
        var options = RunOptions()
        options.fps = try arguments.number("fps", unit: .count, in: 1...1000) ?? 60
        options.argument = arguments.positionals.count > 1 ? arguments.positionals[1].text : nil
        if let velocity = try arguments.number("velocity", unit: .pointsPerSecond, in: -20_000...20_000) {
            options.values["velocity"] = velocity
        }
        let timeline: Timeline
        do {
            timeline = try scene.timeline(for: action, state: context.state, options: options)
        } catch {
            throw CommandError(error.description, at: arguments.positionals.count > 1 ? arguments.positionals[1] : actionToken)
        }
        if let destination = arguments.values["csv"] {
            if destination.text == "-" {
                context.out.write(timeline.csv)
                return
            }
            let path = context.environment.absolutePath(destination.text)
            do {
                try FileSystem.writeAtomically(timeline.csv, to: path)
            } catch {
                throw CommandError("cannot write '\(destination.text)': \(error.description)", at: destination)
            }
            context.out.line("wrote \(timeline.frames.count) frames to \(context.environment.displayPath(path))")
            return
        }
        context.out.write(FrameTable(timeline).text)
    }
}
