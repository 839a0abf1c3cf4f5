import AnimTuneCore
import Preview

/// `preview [SCENE] [--port N] [--open]`, `preview on|off`: the scene in a browser page at its
/// real size, playing the `export waapi` module's timings, live on every change;
/// `preview save-gesture FILE`: the page's last recorded gesture as `--gesture` CSV.
struct PreviewCommand: ShellCommand {
    let help = CommandHelp("preview [on | off | SCENE] [--port N] [--open] | preview save-gesture FILE [--force]", in: .animation,
        summary: "show the scene live in a browser page at its real size, played with the waapi export's own timings",
        details: """
        'preview on' (or a SCENE, --port or --open) starts a server on 127.0.0.1 and prints the \
        page's URL; the page draws the scene in a screen of screen.width × screen.height points \
        and plays the current action with the timings of the module 'export waapi' writes, the \
        other runtimes as translucent ghosts (spring scene). Every set, tune nudge, reset, undo, \
        redo, load, import, copy and use reaches the page at once; 'run ACTION' plays it there too. \
        'preview' alone says whether it runs and where; 'preview off' stops it, as leaving the \
        shell does. Without --port (or with --port 0) a free port is chosen. --open starts the \
        desktop's opener (xdg-open, open) on the URL. The URL holds a random token; requests \
        without it, for another Host, or a WebSocket from another origin are refused, and the page \
        sends only UI events (action, reduced motion, ghosts, a tap) and gestures: never a command \
        or a path. In the page, a finger (mouse, pen or touch) drives the scene's finger action: the \
        card's drag, the notch's pull, the profile's fling, the tab bar's swipe, the spring's view; \
        when it lets go, animtune computes each platform's release velocity (UIKit's pan, \
        Android's and Compose's VelocityTracker, motion's; shown beside the scene) and plays what \
        'run ACTION --gesture' plays, every runtime at once. A tap on a moving element retargets \
        its spring with the policy of the runtime chosen in the page ('run --retarget'), and a tap \
        after the finger let go retargets the spring continuing it (not the profile's fling, a \
        deceleration with no target: 'run ACTION --gesture FILE --retarget TIME:TARGET'). With the \
        page's record box on, the last gesture is kept: 'preview save-gesture FILE' writes it as \
        the CSV --gesture reads (t,position, seconds from 0 and points along the action's move), \
        so 'run ACTION --gesture FILE' and 'metrics --gesture FILE --runtime all' reproduce it; a \
        file this session did not write needs --force.
        """,
        examples: ["preview on", "use card; preview", "preview tabbar", "preview off", "preview save-gesture flick.csv"])
    static let port = CommandOption<Double>.number("port", value: "N", unit: .count, in: 0...65535,
                                                  help: "the port on 127.0.0.1 (default: any free one)")
    static let open = CommandOption<Bool>.flag("open", help: "open the page with the desktop's opener (xdg-open, open)")
    let options = OptionDeclaration.list(Self.port, Self.open, SharedOption.force)
    let arguments: [ArgumentKind] = [.anyOf([.words(["on", "off", Self.saveGesture]), .scene]), .file]
    /// `preview save-gesture FILE`.
    static let saveGesture = "save-gesture"

    func run(_ arguments: ParsedArguments, in context: CommandContext) throws(CommandError) {
        let word = arguments.positionals.first
        if word?.text == Self.saveGesture { return try save(arguments, in: context) }
        try arguments.expectAtMost(1, usage: help.synopsis)
        if arguments[SharedOption.force] {
            throw CommandError("\(SharedOption.force.spelling) applies only to '\(help.usage(of: Self.saveGesture))'", at: arguments.commandToken)
        }
        let port = try arguments.number(Self.port)
        if word?.text == "off" {
            guard port == nil, !arguments[Self.open] else {
                throw CommandError("preview off takes no \(Self.port.spelling) or \(Self.open.spelling)", at: word)
            }
            guard let link = context.preview else { context.out.line("preview: not running"); return }
            link.stop()
            context.preview = nil
            context.out.line("preview: stopped")
            return
        }
        if let word, word.text != "on" { try use(word, in: context) }
        if word == nil, port == nil, !arguments[Self.open] {
            guard let link = context.preview else {
                context.out.line("preview: not running; 'preview on' starts it")
                return
            }
            context.out.line("preview: \(context.scene.name) at \(link.url)")
            return
        }
        let link = try start(port: port, in: context, at: word ?? arguments.commandToken)
        if arguments[Self.open] { open(link.url, in: context) }
    }

    /// `preview save-gesture FILE [--force]`: the last gesture the page recorded, as `--gesture` CSV.
    private func save(_ arguments: ParsedArguments, in context: CommandContext) throws(CommandError) {
        try arguments.expectAtMost(2, usage: help.usage(of: Self.saveGesture))
        if arguments.has(Self.port) || arguments[Self.open] {
            throw CommandError("preview \(Self.saveGesture) takes FILE and \(SharedOption.force.spelling) only", at: arguments.positionals.first)
        }
        guard arguments.positionals.count == 2 else {
            throw CommandError("preview save-gesture needs FILE, the CSV to write (e.g. preview save-gesture flick.csv)",
                               at: arguments.positionals.first)
        }
        let file = arguments.positionals[1]
        guard let link = context.preview else {
            throw CommandError("preview: not running; 'preview on', tick record in the page and drag, then save-gesture", at: file)
        }
        guard let gesture = link.server.recorder.gesture else {
            throw CommandError("preview: no gesture recorded yet; tick record in the page and drag the scene", at: file)
        }
        guard let path = try context.writeFile(gesture.csv, to: file, force: arguments[SharedOption.force]) else { return }
        context.out.line("wrote \(gesture.samples.count) samples (\(NumberFormatting.short(gesture.release.time, digits: 4)) s) "
                         + "to \(context.environment.displayPath(path))")
    }

    private func use(_ word: Token, in context: CommandContext) throws(CommandError) {
        let scene: any Scene
        do { scene = try SceneCatalog.scene(named: word.text) } catch { throw CommandError(error.description, at: word) }
        try context.reportingChanges { context.session.use(scene) }
    }

    private func start(port: Double?, in context: CommandContext, at token: Token) throws(CommandError) -> PreviewLink {
        if let link = context.preview {
            if let port, Int(port) != link.server.port, port != 0 {
                throw CommandError("the preview already runs on port \(link.server.port); 'preview off' first to move it to \(Self.port.spelling) \(Int(port))", at: token)
            }
            context.out.line("preview: \(context.scene.name) at \(link.url)")
            return link
        }
        guard port.map({ $0 == $0.rounded() }) ?? true else {
            throw CommandError("\(Self.port.spelling) takes a whole number, 1–65535, or 0 for any free port", at: token)
        }
        let link: PreviewLink
        do { link = try PreviewLink(session: context.session, port: Int(port ?? 0), log: PreviewLink.standardError) } catch {
            throw CommandError(error.description, at: token)
        }
        context.preview = link
        context.out.line("preview: \(context.scene.name) at \(link.url)")
        return link
    }

    private func open(_ url: String, in context: CommandContext) {
        guard let opener = DesktopOpener.find(path: context.environment.variables["PATH"]) else {
            context.out.line("preview: no desktop opener (\(DesktopOpener.name)) on PATH; open the URL above in a browser")
            return
        }
        guard DesktopOpener.open(url, with: opener) else {
            context.out.line("preview: \(opener) did not start; open the URL above in a browser")
            return
        }
        context.out.line("preview: opened with \(DesktopOpener.name)")
    }
}
