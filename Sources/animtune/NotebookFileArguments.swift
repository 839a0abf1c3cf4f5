import AnimTuneShell
import ArgumentParser

/// What `notebook run` and `notebook check` both take: the notebooks, and the folder their
/// cells may reach instead of their own folders.
struct NotebookFileArguments: ParsableArguments {
    @Argument(help: "Notebooks (.md) to run or check.")
    var files: [String]

    @Option(help: "A folder holding the notebooks that their cells may reach (read and write with run, read with check), instead of their own folders.")
    var workspace: String?

    @Option(name: .customLong("allow-replace"),
            help: ArgumentHelp("A file (or frames folder) the cells may replace, or a dot-file they may create; repeat for more. Nothing else outside the notebook's NAME.assets/ is replaced, whatever the notebook says.",
                               valueName: "path"))
    var allowReplace: [String] = []

    /// The workspace the cells get without `--allow-outside`.
    var reach: NotebookReach { workspace.map { .folder($0) } ?? .ownFolder }
}
