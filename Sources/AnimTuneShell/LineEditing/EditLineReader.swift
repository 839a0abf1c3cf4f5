import CEditLine
import SafeIO
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Line editing with libedit's native API: `el_gets` with Emacs keys, the history of a
/// ``HistoryStore`` on Up/Down and Ctrl-R, Tab bound (`EL_ADDFN`) to a ``Completer``.
///
/// While a line is edited, Ctrl-C and Ctrl-Z are keys, not signals (`setty -d -isig`):
/// Ctrl-C ends the read and discards the line, Ctrl-Z puts the terminal back in its normal
/// mode, stops the process group as the terminal would, and redraws the line after `fg`.
/// A signal's effect on a blocked `read` depends on when it arrives and on which handler
/// libedit re-arms, so a key is the only way Ctrl-C can never leave the line to be run.
/// libedit's own signal handling (`EL_SIGNAL`) still covers signals sent from outside
/// (SIGTERM, SIGHUP…), redraws after SIGCONT and follows window size changes (SIGWINCH).
/// `~/.editrc` lines for `animtune` (or any program) apply, as in other libedit programs.
final class EditLineReader: LineReader {
    /// libedit's `EditLine *`.
    private let editLine: OpaquePointer
    /// The current prompt as a C string; libedit asks for it on every redraw.
    private var promptText: UnsafeMutablePointer<CChar>
    private let complete: (String) -> Completion
    private var closed = false
    /// Text of a line a stray signal interrupted (Ctrl-Z without job control), typed again
    /// into the next one.
    private var restoreText: String?
    /// Set by the Ctrl-C key; the read that it ended returns ``LineInput/interrupted``.
    private var interruptKeyPressed = false
    /// The terminal's own mode, put back while Ctrl-Z has the process stopped.
    private var normalMode = termios()
    /// Whether LC_CTYPE is UTF-8, so multibyte input reaches the line intact.
    let isUTF8: Bool

    /// Sets up libedit on standard input and output; nil when it cannot.
    init?(history: HistoryStore?, complete: @escaping (String) -> Completion) {
        isUTF8 = animtune_use_environment_ctype() != 0
        guard let editLine = el_init("animtune", animtune_stdin(), animtune_stdout(), animtune_stderr()) else {
            return nil
        }
        self.editLine = editLine
        self.promptText = strdup("")
        self.complete = complete
        _ = animtune_el_set_clientdata(editLine, Unmanaged.passUnretained(self).toOpaque())
        _ = animtune_el_set_editor(editLine, "emacs")
        _ = animtune_el_set_signal(editLine, 1)
        _ = animtune_el_set_prompt_esc(editLine, editLinePrompt, CChar(bitPattern: UInt8(TerminalStyle.promptEscape.asciiValue!)))
        if let history { _ = animtune_el_set_history(editLine, history.handle) }
        _ = animtune_el_add_function(editLine, "animtune-complete", "complete the word before the cursor",
                                     editLineComplete)
        _ = animtune_el_bind(editLine, "^I", "animtune-complete")
        _ = animtune_el_bind(editLine, "^R", "em-inc-search-prev")
        _ = tcgetattr(STDIN_FILENO, &normalMode)
        _ = animtune_el_set_edit_keys_not_signals(editLine)
        _ = animtune_el_add_function(editLine, "animtune-interrupt", "discard the line", editLineInterrupt)
        _ = animtune_el_bind(editLine, "^C", "animtune-interrupt")
        _ = animtune_el_add_function(editLine, "animtune-suspend", "stop animtune (fg resumes)", editLineSuspend)
        _ = animtune_el_bind(editLine, "^Z", "animtune-suspend")
        _ = animtune_el_source_default(editLine)
    }

    deinit {
        close()
        free(promptText)
    }

    func close() {
        guard !closed else { return }
        closed = true
        el_end(editLine)
    }

    func readLine(prompt: ShellPrompt) -> LineInput {
        precondition(!closed, "reading from a closed EditLineReader")
        free(promptText)
        promptText = strdup(prompt.escaped)
        while true {
            Interrupt.clear()
            if let text = restoreText {
                restoreText = nil
                el_push(editLine, text)
            }
            var count: Int32 = 0
            errno = 0
            let pointer = el_gets(editLine, &count)
            let failure = errno
            if interruptKeyPressed {
                interruptKeyPressed = false
                finishInterruptedLine()
                return .interrupted
            }
            guard let pointer else {
                // SIGINT sent from outside: libedit ends the read with -1, or, inside a
                // Ctrl-R search, as if at end of input (count 0), which must not leave the shell.
                if Interrupt.requested {
                    finishInterruptedLine()
                    return .interrupted
                }
                if count < 0 && failure == EINTR {
                    // A signal other than SIGINT ended the read (Ctrl-Z where nothing can
                    // stop us): keep what was typed.
                    restoreText = lineText(whole: true).filter { !($0.asciiValue.map { $0 < 0x20 || $0 == 0x7F } ?? false) }
                    write("\n")
                    continue
                }
                // Ctrl-D on an empty line (libedit showed ^D), or the terminal went away.
                write("\n")
                return .endOfInput
            }
            var line = String(cString: pointer)
            while line.hasSuffix("\n") || line.hasSuffix("\r") || line.hasSuffix("\r\n") { line.removeLast() }
            return .line(line)
        }
    }

    // MARK: - Callbacks

    fileprivate var prompt: UnsafeMutablePointer<CChar> { promptText }

    /// Tab: replaces the word before the cursor, or lists the candidates under the line.
    fileprivate func completeWord() -> UInt8 {
        let before = lineText(whole: false)
        let completion = complete(before)
        switch completion.action {
        case .none:
            return UInt8(CC_REFRESH_BEEP)
        case .replace(let text):
            el_deletestr(editLine, Int32(completion.replacing.unicodeScalars.count))
            guard el_insertstr(editLine, text) == 0 else { return UInt8(CC_REFRESH_BEEP) }
            return UInt8(CC_REFRESH)
        case .list(let items):
            let width = TerminalSize.current()?.columns ?? 80
            // The names are made safe; the line breaks are the reader's own, in raw mode.
            let listing = TerminalSafe.text(CompletionListing.format(items, width: width))
            fflush(animtune_stdout())
            TextOutput.standardOutput.writeTerminalCodes("\r\n" + listing.split(separator: "\n", omittingEmptySubsequences: false)
                .joined(separator: "\r\n"))
            return UInt8(CC_REDISPLAY)
        }
    }

    /// Ctrl-C: ends the read as if at end of input; ``readLine(prompt:)`` sees the flag.
    fileprivate func interruptKey() -> UInt8 {
        interruptKeyPressed = true
        return UInt8(CC_EOF)
    }

    /// Ctrl-Z: the terminal's normal mode while stopped, the editing mode again after `fg`.
    fileprivate func suspendKey() -> UInt8 {
        var editingMode = termios()
        guard tcgetattr(STDIN_FILENO, &editingMode) == 0 else { return UInt8(CC_ERROR) }
        _ = tcsetattr(STDIN_FILENO, TCSADRAIN, &normalMode)
        write("\n")
        kill(0, SIGTSTP)
        _ = tcsetattr(STDIN_FILENO, TCSADRAIN, &editingMode)
        return UInt8(CC_REDISPLAY)
    }

    /// The line being edited: all of it, or the part before the cursor.
    private func lineText(whole: Bool) -> String {
        guard let info = el_line(editLine) else { return "" }
        let start = UnsafeRawPointer(info.pointee.buffer!)
        let end = UnsafeRawPointer(whole ? info.pointee.lastchar! : info.pointee.cursor!)
        let bytes = UnsafeRawBufferPointer(start: start, count: max(0, end - start))
        return String(decoding: bytes, as: UTF8.self)
    }

    /// After Ctrl-C: move past the rest of the line, mark it `^C` and start a new line.
    private func finishInterruptedLine() {
        guard let info = el_line(editLine) else { write("^C\n"); return }
        let cursor = UnsafeRawPointer(info.pointee.cursor!)
        let end = UnsafeRawPointer(info.pointee.lastchar!)
        let rest = String(decoding: UnsafeRawBufferPointer(start: cursor, count: max(0, end - cursor)), as: UTF8.self)
        write(rest + "^C\n")
    }

    private func write(_ text: String) {
        fflush(animtune_stdout())
        TextOutput.standardOutput.write(text)
    }
}

/// libedit asks for the prompt through this C function; the reader is its client data.
private let editLinePrompt: animtune_prompt_fn = { editLine in
    guard let editLine, let data = animtune_el_get_clientdata(editLine) else { return emptyPrompt }
    return Unmanaged<EditLineReader>.fromOpaque(data).takeUnretainedValue().prompt
}

/// Shown if libedit ever asked before the reader was attached. Never written to or freed,
/// so sharing it is safe.
nonisolated(unsafe) private let emptyPrompt: UnsafeMutablePointer<CChar> = strdup("")!

/// Tab, registered with `EL_ADDFN`.
private let editLineComplete: animtune_command_fn = { editLine, _ in
    guard let editLine, let data = animtune_el_get_clientdata(editLine) else { return UInt8(CC_ERROR) }
    return Unmanaged<EditLineReader>.fromOpaque(data).takeUnretainedValue().completeWord()
}

/// Ctrl-C, registered with `EL_ADDFN`.
private let editLineInterrupt: animtune_command_fn = { editLine, _ in
    guard let editLine, let data = animtune_el_get_clientdata(editLine) else { return UInt8(CC_ERROR) }
    return Unmanaged<EditLineReader>.fromOpaque(data).takeUnretainedValue().interruptKey()
}

/// Ctrl-Z, registered with `EL_ADDFN`.
private let editLineSuspend: animtune_command_fn = { editLine, _ in
    guard let editLine, let data = animtune_el_get_clientdata(editLine) else { return UInt8(CC_ERROR) }
    return Unmanaged<EditLineReader>.fromOpaque(data).takeUnretainedValue().suspendKey()
}
