/// Told about the files commands write, and asked what they may replace, when something keeps
/// track of them: a notebook run (``NotebookFileLedger``), or a recording.
public protocol FileSink: AnyObject {
    /// Whether a writer may replace the existing file at `path`, whose contents have the
    /// digest `current`, although this session did not write it and `--force` was not given.
    func mayReplace(_ path: String, holding current: String) -> Bool
    /// Whether `--force` may replace the existing file at `path`: in a notebook, only a file
    /// this run wrote, one in its assets folder, or one `notebook run --allow-replace` names.
    func forceMayReplace(_ path: String) -> Bool
    /// Whether the existing file at `path`, which this session read or wrote and which is
    /// unchanged since, may be replaced without `--force` (in a notebook: only one it wrote).
    func mayReplaceKnown(_ path: String) -> Bool
    /// Why the file (or frames folder) at `path` may not be created or replaced at all, or nil.
    func refusal(toWrite path: String) -> String?
    /// A writer put contents with the digest `digest` at `path`; `isPreset` for `save`.
    func didWrite(_ path: String, digest: String, isPreset: Bool)
}
