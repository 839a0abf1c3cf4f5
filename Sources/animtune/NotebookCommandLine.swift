import AnimTuneShell
import ArgumentParser

/// `animtune notebook run|check FILE.md…`.
struct NotebookCommandLine: CommandLineForms {
    static let configuration = CommandConfiguration(
        commandName: "notebook",
        abstract: "Re-run Markdown tuning notebooks, or check that their stored outputs are current.",
        discussion: """
        The cells of a notebook run in one fresh session, in the notebook's folder, and read and \
        write only inside its workspace: its own folder and below, or the wider folder given with \
        --workspace (no absolute path, ~, .. out of it, link leading out, or .git or other \
        version-control folder anywhere). A notebook in your home folder (or above it) gets no \
        workspace unless --workspace names that folder. A notebook creates new files and replaces \
        only those in its own NAME.assets/ folder or written by this run; anything else, and any \
        dot-file or file in a dot-folder, only when --allow-replace PATH names it, never because \
        of a cell's --force or of comments in the notebook. 'save NAME' writes to NAME.assets/ \
        beside the notebook; shipped presets load by name. 'check' writes nothing. A failing \
        command is reported as FILE:LINE:COLUMN: error: … (FILE as given here, LINE as in the \
        file on disk) and written into its cell's output.
        """,
        subcommands: [Run.self, Check.self]
    )

    static let forms = [CommandLineForm("notebook run|check FILE.md", "re-run or check a notebook")]

    /// With no subcommand: the usage, and a failing exit.
    mutating func run() throws {
        throw ValidationError("say what to do: 'animtune notebook run FILE.md' rewrites outputs, 'animtune notebook check FILE.md' checks them")
    }

    struct Run: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Run every cell in one session and rewrite the outputs in place.")

        @OptionGroup var notebooks: NotebookFileArguments

        @Flag(help: "Let the cells read and write anywhere this account can.")
        var allowOutside = false

        mutating func validate() throws {
            if allowOutside, notebooks.workspace != nil {
                throw ValidationError("--allow-outside and --workspace cannot be used together; --workspace names the wider folder")
            }
        }

        mutating func run() throws {
            throw ExitCode(NotebookFiles.process(notebooks.files, mode: .run, reach: allowOutside ? .anywhere : notebooks.reach,
                                                 allowReplace: notebooks.allowReplace))
        }
    }

    struct Check: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Exit non-zero, naming the cell, when a stored output is stale.")

        @OptionGroup var notebooks: NotebookFileArguments

        mutating func run() throws {
            throw ExitCode(NotebookFiles.process(notebooks.files, mode: .check, reach: notebooks.reach,
                                                 allowReplace: notebooks.allowReplace))
        }
    }
}
