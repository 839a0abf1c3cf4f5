import AnimTuneCore

/// `history [N]`: the lines typed in the interactive shell, oldest first, numbered.
struct HistoryCommand: ShellCommand {
    let help = CommandHelp("history [N]", in: .session,
        summary: "list the lines typed in the shell (the last N), oldest first",
        details: """
        The shell keeps up to 1000 lines in $ANIMTUNE_HISTORY, else $XDG_STATE_HOME/animtune/history, \
        else ~/.local/state/animtune/history (mode 0600); ANIMTUNE_HISTORY= (empty) turns it off. \
        A line repeated right away is kept once. Up and Down recall lines, Ctrl-R searches them. \
        Scripts and piped input are never recorded.
        """,
        examples: ["history", "history 20"])
    let arguments: [ArgumentKind] = [.text]

    func run(_ arguments: ParsedArguments, in context: CommandContext) throws(CommandError) {
        try arguments.expectAtMost(1, usage: help.synopsis)
        // A notebook is shared: neither the lines this account typed nor where they are kept go into it.
        guard context.imageSink == nil else {
            throw CommandError("history lists the lines typed in the interactive shell, which a notebook neither reads nor shows",
                               at: arguments.commandToken)
        }
        var limit = Int.max
        if let token = arguments.positionals.first {
            guard let count = Int(token.text), count > 0 else {
                throw CommandError("history takes a count of lines, got '\(token.text)'; usage: \(help.synopsis)", at: token)
            }
            limit = count
        }
        guard let path = HistoryStore.defaultPath(environment: context.environment) else {
            context.out.line("history is off (ANIMTUNE_HISTORY is empty)")
            return
        }
        let entries = HistoryStore.read(path)
        guard !entries.isEmpty else {
            context.out.line("no history yet; the shell keeps it in \(path)")
            return
        }
        let first = max(0, entries.count - limit)
        let width = String(entries.count).count
        var text = ""
        for index in first..<entries.count {
            let number = String(index + 1)
            text += String(repeating: " ", count: width - number.count + 2) + number + "  " + entries[index] + "\n"
        }
        context.out.write(text)
    }
}
