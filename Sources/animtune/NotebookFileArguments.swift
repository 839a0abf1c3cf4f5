import AnimTuneShell
import ArgumentParser

/// What `notebook run` and `notebook check` both take: the notebooks, and the folder their
/// cells may reach instead of their own folders.
struct NotebookFileArguments: ParsableArguments {
    @Argument(help: "Notebooks (.md) to run or check.")
    var files: [String]

    @Option(help: "A folder holding the notebooks that their cells may reach (read and write with run, read with check), instead of their own folders.")
    var workspace: String?

    /// The workspace the cells get without `--allow-outside`.
    var reach: NotebookReach { workspace.map { .folder($0) } ?? .ownFolder }
}
