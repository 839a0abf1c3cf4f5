/// Told about the files commands write, when something keeps track of them: a notebook
/// remembers what it wrote, so its next run may replace those files without `--force`.
public protocol FileSink: AnyObject {
    /// Whether a writer may replace the existing file at `path`, whose contents have the
    /// digest `current`, although this session did not write it and `--force` was not given.
    func mayReplace(_ path: String, holding current: String) -> Bool
    /// Whether `--force` may replace the existing file at `path`: in a notebook, only a file
    /// the notebook wrote (on an earlier run, as its comments say, or in this one).
    func forceMayReplace(_ path: String) -> Bool
    /// A writer put contents with the digest `digest` at `path`; `isPreset` for `save`.
    func didWrite(_ path: String, digest: String, isPreset: Bool)
}
