import AnimTuneCore

/// The time limit of one notebook cell. A shared notebook is untrusted input, and `notebook
/// check` runs in CI: a cell that computes too long stops at the limit (the core's long
/// searches and the commands that poll ``CommandContext/isInterrupted`` give up), the run
/// reports one line, and the notebook file is left as it was.
struct NotebookCellDeadline {
    /// Seconds a cell may run unless `ANIMTUNE_CELL_SECONDS` says otherwise.
    static let defaultSeconds = 60.0
    static let variable = "ANIMTUNE_CELL_SECONDS"

    let seconds: Double

    /// The limit from `ANIMTUNE_CELL_SECONDS` (a number of seconds, 0 or more), else the default.
    init(environment: [String: String]) {
        if let text = environment[Self.variable], let value = Double(text), value.isFinite, value >= 0 {
            seconds = value
        } else {
            seconds = Self.defaultSeconds
        }
    }

    /// Runs `cell` with `context` interrupted, and the core's searches cancelled, once the
    /// limit has passed; true when it had.
    func enforce(on context: CommandContext, _ cell: () -> Void) -> Bool {
        let end = ContinuousClock.now + .nanoseconds(Int64(min(seconds, 1e9) * 1e9))
        let passed: @Sendable () -> Bool = { ContinuousClock.now >= end }
        let wasInterrupted = context.isInterrupted
        context.isInterrupted = passed
        defer { context.isInterrupted = wasInterrupted }
        Cancellation.withProbe(passed) { cell() }
        return passed()
    }

    /// The one line a cell past its limit gets.
    func message(cell: Int) -> String {
        "cell \(cell) ran longer than \(NumberFormatting.short(seconds)) s, the time limit of a notebook cell "
            + "(\(Self.variable) sets it); the notebook is unchanged"
    }
}
