import CInterrupt

/// Ctrl-C while a command runs.
///
/// The interactive shell installs a SIGINT handler that only counts presses (the C shim
/// keeps the count in a `volatile sig_atomic_t`; nothing else is safe in a handler). The
/// shell clears the count before each command. A command that can take long — a terminal
/// playback, a slow plot, a big table — polls ``requested`` (or calls
/// `CommandContext.checkInterrupt()` between frames or chunks) and stops early; the shell
/// then prints `interrupted` and shows the prompt again. The core's long searches (the
/// `linear()` stop search, fitting) poll it too, through the `Cancellation` probe the shell
/// binds around each line; a command they cut short ends as interrupted, and the rest of the
/// line does not run. A command that never polls runs to
/// its end; pressing Ctrl-C three times during such a command makes animtune leave (exit
/// status 130) instead of hanging, unless the session has unsaved changes: then the third
/// press says so and the fifth leaves.
///
/// Outside the interactive shell (scripts, pipes, notebooks) no handler is installed:
/// Ctrl-C stops the process as usual and ``requested`` stays false. Commands never read
/// ``requested`` themselves: they ask `CommandContext.isInterrupted`, which only the
/// interactive shell wires to it, so a test's SIGINT cannot reach another test's commands.
public enum Interrupt {
    /// Whether Ctrl-C was pressed since the shell started the current command.
    public static var requested: Bool { animtune_sigint_pending() != 0 }

    /// Forgets earlier presses (the shell calls this before reading and before each command).
    public static func clear() { animtune_sigint_clear() }

    /// Whether the counting handler is installed (only in the interactive shell).
    public static var isHandling: Bool { animtune_sigint_installed_now() != 0 }

    /// Installs the counting handler; the previous disposition is kept for ``restore()``.
    static func install() {
        _ = animtune_sigint_setup(1)
    }

    /// Puts back the handler that was there before ``install()``.
    static func restore() {
        _ = animtune_sigint_setup(0)
    }

    /// While a command runs, a third Ctrl-C ends the process; while the shell reads a line,
    /// Ctrl-C only clears it.
    static func setCommandRunning(_ running: Bool) {
        animtune_sigint_arm_exit(running ? 1 : 0)
    }

    /// Whether the session has unsaved changes: then the third Ctrl-C during a command asks
    /// (says so, and how to leave anyway) instead of leaving.
    static func setUnsaved(_ unsaved: Bool) {
        animtune_sigint_set_unsaved(unsaved ? 1 : 0)
    }

    /// Sends SIGINT to this process (tests).
    static func raiseForTesting() {
        _ = animtune_sigint_raise()
    }
}

extension CommandError {
    /// What a command throws when it stops because of Ctrl-C; the shell prints it without a caret.
    public static let interrupted = CommandError("interrupted")
}

extension CommandContext {
    /// Throws ``CommandError/interrupted`` once ``isInterrupted`` turns true (Ctrl-C in the
    /// interactive shell).
    /// Long-running commands call it between frames, samples or chunks of output.
    public func checkInterrupt() throws(CommandError) {
        if isInterrupted() { throw .interrupted }
    }
}
