import AnimTuneShell
import ArgumentParser

/// `animtune notebook run|check FILE.md…`.
struct NotebookCommandLine: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "notebook",
        abstract: "Re-run Markdown tuning notebooks, or check that their stored outputs are current.",
        discussion: """
        The cells of a notebook run in one fresh session, in the notebook's folder, and read and \
        write only inside its workspace: its folder, or the git work tree holding it (no absolute \
        path, ~, .. out of it or link leading out). 'save NAME' writes to NAME.assets/ beside the \
        notebook; shipped presets load by name. 'check' writes nothing. A failing \
        command is reported as FILE:LINE:COLUMN: error: … (FILE as given here, LINE as in the \
        file on disk) and written into its cell's output. 'save' may replace a preset the \
        notebook saved on its last run, if nobody changed it since, without --force.
        """,
        subcommands: [Run.self, Check.self]
    )

    struct Run: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Run every cell in one session and rewrite the outputs in place.")

        @Argument(help: "Notebooks (.md) to run.")
        var files: [String]

        @Flag(help: "Let the cells read and write outside the notebook's folder or git work tree.")
        var allowOutside = false

        mutating func run() throws {
            throw ExitCode(NotebookFiles.process(files, mode: .run, allowsOutside: allowOutside))
        }
    }

    struct Check: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Exit non-zero, naming the cell, when a stored output is stale.")

        @Argument(help: "Notebooks (.md) to check.")
        var files: [String]

        mutating func run() throws {
            throw ExitCode(NotebookFiles.process(files, mode: .check))
        }
    }
}
