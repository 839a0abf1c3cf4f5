/// Told about the presets `save` writes, when something keeps track of them: a notebook
/// remembers what it saved, so its next run may replace those files without `--force`.
public protocol PresetSink: AnyObject {
    /// Whether `save` may replace the existing file at `path` with `text` although it was not
    /// loaded or saved in this session and `--force` was not given.
    func mayReplace(_ path: String, with text: String) -> Bool
    /// `save` wrote `text` to `path`.
    func didSave(_ text: String, to path: String)
}
