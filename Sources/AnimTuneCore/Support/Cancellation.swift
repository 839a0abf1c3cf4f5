/// Whether the user asked the running command to stop (Ctrl-C in the interactive shell, a
/// notebook cell past its time limit). The core's longest loops — the `linear()` stop search,
/// fitting restarts — ask ``isRequested`` and stop early; the shell then reports the command
/// as interrupted rather than using what they returned. Nothing here does I/O: the shell
/// installs the probe (``probe``) that reads its own flag; it defaults to never.
public enum Cancellation {
    /// Set by the shell while a command runs; read from the command's thread only.
    nonisolated(unsafe) public static var probe: @Sendable () -> Bool = { false }

    /// Whether the running command should stop.
    public static var isRequested: Bool { probe() }
}
