extension CommandContext {
    /// Starts `record`ing to `path` (absolute; `displayPath` as the user named it), stopping a
    /// recording under way first.
    func startRecording(to path: String, displayPath: String) throws(CommandError) {
        if let recorder, recorder.path == path {
            out.line("recording to \(recorder.displayPath) already")
            return
        }
        stopRecording()
        let recorder = try NotebookRecorder(path: path, displayPath: displayPath, context: self)
        self.recorder = recorder
        fileSink = recorder
        out.line("recording to \(displayPath); 'record off' stops")
    }

    /// Stops `record`ing, if it is under way: the notebook is run to write its outputs, and a
    /// line says so. The shell calls it as it exits, so leaving without `record off` loses
    /// nothing. False when running the notebook failed (its failing cells were reported on `err`;
    /// the caller says the rest).
    @discardableResult
    public func stopRecording() -> Bool {
        guard let recorder else { return true }
        self.recorder = nil
        if fileSink === recorder { fileSink = nil }
        // The replay runs in the notebook's folder; `--presets DIR` stays the folder it named here.
        var replay = environment
        replay.presetsOverride = environment.presetsOverride.map(environment.absolutePath)
        guard recorder.finish(environment: replay, errors: err) else { return false }
        out.line("stopped recording to \(recorder.displayPath); its outputs are written")
        return true
    }
}

extension CommandContext {
    /// Adds `line`, a command equivalent to what an interactive command did (the `set` line
    /// `tune` leaves), to the shell's history and to the notebook being recorded.
    func addEquivalent(_ line: String) {
        if let problem = history?.add(line) {
            err.line("animtune: \(problem); history is not saved")
        }
        guard let recorder else { return }
        do {
            try recorder.append(command: line)
        } catch {
            self.recorder = nil
            err.line("record: \(error.description); recording stopped")
        }
    }
}
