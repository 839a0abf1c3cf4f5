import AnimTuneCore

/// Tab completion, generated from the command table and the current scene: command names,
/// `--options`, then each positional argument by its `ArgumentKind` — parameter keys segment
/// by segment (`spring.da` → `spring.damping`), known values (scenes, actions, curves,
/// presets, export formats, named timing curves, choices), and file names.
public struct Completer {
    public let context: CommandContext

    public init(context: CommandContext) {
        self.context = context
    }

    /// What Tab offers when `line` is the text before the cursor.
    public func complete(_ line: String) -> Completion {
        let partial = PartialLine(line)
        guard !partial.inComment else { return .nothing }
        let current = partial.current
        let words = partial.words
        guard let commandWord = words.first else {
            return Completion(replacing: current.raw, candidates: Self.matching(context.table.names, current.text))
        }
        guard let command = context.table.command(named: commandWord.text) else { return .nothing }

        // The finished words read as running the command would: does the last option want a value?
        let walk = ArgumentWalk(Array(words.dropFirst()), options: command.options)
        let positionals = walk.positionals.map(\.text)
        var pendingOption: OptionDeclaration?
        if case .missingValue(let option, _)? = walk.steps.last { pendingOption = option }
        let optionsEnded = walk.optionsEnded

        if let option = pendingOption {
            return completion(of: option.valueKind, current: current, openQuote: partial.openQuote, positionals: [])
        }
        if !optionsEnded, !current.quoted, current.text.hasPrefix("-") {
            return optionCompletion(command, current: current, openQuote: partial.openQuote)
        }
        guard !command.arguments.isEmpty else { return .nothing }
        let kind = command.arguments[min(positionals.count, command.arguments.count - 1)]
        return completion(of: kind, current: current, openQuote: partial.openQuote, positionals: positionals)
    }

    // MARK: - By kind

    private func optionCompletion(_ command: any ShellCommand, current: PartialLine.Word,
                                  openQuote: Character?) -> Completion {
        if let equals = current.text.firstIndex(of: "="), current.text.hasPrefix("--") {
            // `--to=fi…`: the value of an option written inline.
            let name = String(current.text[current.text.index(current.text.startIndex, offsetBy: 2)..<equals])
            guard let option = command.options.first(where: { $0.name == name }), option.valueName != nil else {
                return .nothing
            }
            let prefix = String(current.text[...equals])
            let value = PartialLine.Word(text: String(current.text[current.text.index(after: equals)...]),
                                         raw: String(current.text[current.text.index(after: equals)...]), quoted: false)
            let inner = completion(of: option.valueKind, current: value, openQuote: openQuote, positionals: [])
            return Completion(replacing: current.raw, candidates: inner.candidates.map {
                Completion.Candidate(prefix + $0.text, display: $0.display, isFinal: $0.isFinal)
            })
        }
        let names = command.options.map { "--" + $0.name }
        return Completion(replacing: current.raw, candidates: Self.matching(names, current.text))
    }

    private func completion(of kind: ArgumentKind, current: PartialLine.Word, openQuote: Character?,
                            positionals: [String]) -> Completion {
        Completion(replacing: current.raw,
                   candidates: candidates(of: kind, current: current, openQuote: openQuote, positionals: positionals))
    }

    private func candidates(of kind: ArgumentKind, current: PartialLine.Word, openQuote: Character?,
                            positionals: [String]) -> [Completion.Candidate] {
        let typed = current.text
        let scene = context.scene
        switch kind {
        case .command:
            return Self.matching(context.table.names, typed)
        case .scene:
            return Self.matching(SceneCatalog.names, typed)
        case .key:
            return Self.keySegments(scene.keys, typed)
        case .springGroup:
            return Self.matching(scene.springGroups.map(\.prefix), typed)
        case .springCurve:
            return Self.matching(scene.derivedSpringCurves.map(\.name), typed)
        case .curve:
            return Self.matching(scene.curves.map(\.name) + context.session.dataCurves.map(\.name), typed)
        case .action:
            if positionals.isEmpty { return Self.matching(scene.actions.map(\.name), typed) }
            if positionals.count == 1, let action = scene.actions.first(where: { $0.name == positionals[0] }) {
                return Self.matching(action.arguments, typed)
            }
            return []
        case .assignment:
            return assignmentCandidates(typed, positionals: positionals)
        case .preset:
            let store = PresetStore(environment: context.environment)
            let saved = store.directory.map(FileNameCompleter.entries(of:)) ?? []
            let names = Set(saved.filter { !$0.1 && $0.0.hasSuffix(".json") && !$0.0.hasPrefix(".") }
                .map { String($0.0.dropLast(5)) } + PresetStore.shippedNames).sorted()
            var result = Self.matching(names, typed)
            if typed.contains("/") || typed.hasPrefix(".") || typed.hasPrefix("~") || result.isEmpty {
                result += FileNameCompleter(environment: context.environment)
                    .candidates(for: typed, openQuote: openQuote) { $0.hasSuffix(".json") }
            }
            return result
        case .exportFormat:
            return Self.matching(ExportCatalog.formats, typed)
        case .file:
            return FileNameCompleter(environment: context.environment).candidates(for: typed, openQuote: openQuote)
        case .text:
            return []
        case .words(let words):
            return Self.matching(words, typed)
        case .anyOf(let kinds):
            return kinds.flatMap {
                candidates(of: $0, current: current, openQuote: openQuote, positionals: positionals)
            }
        }
    }

    /// `set KEY VALUE` and `set KEY=VALUE …`: keys, then the known values of the key.
    private func assignmentCandidates(_ typed: String, positionals: [String]) -> [Completion.Candidate] {
        let keys = context.scene.keys
        if let equals = typed.firstIndex(of: "=") {
            let key = String(typed[..<equals])
            let value = String(typed[typed.index(after: equals)...])
            return valueCandidates(forKey: key, value).map {
                Completion.Candidate(key + "=" + $0.text, display: $0.display, isFinal: $0.isFinal)
            }
        }
        if positionals.count == 1, !positionals[0].contains("=") {
            return valueCandidates(forKey: positionals[0], typed)
        }
        guard positionals.allSatisfy({ $0.contains("=") }) else { return [] }
        // After `set a=1`, a key is followed by `=`; as the first word, by a space (`set KEY VALUE`).
        return Self.keySegments(keys, typed).map { candidate in
            guard candidate.isFinal, !positionals.isEmpty else { return candidate }
            return Completion.Candidate(candidate.text + "=", display: candidate.display, isFinal: false)
        }
    }

    /// The values a parameter takes when they are a known set.
    private func valueCandidates(forKey key: String, _ typed: String) -> [Completion.Candidate] {
        guard let parameter = context.scene.parameter(forKey: key) else { return [] }
        switch parameter.kind {
        case .choice(let words):
            return Self.matching(words, typed)
        case .timingCurve:
            return Self.matching(TimingCurve.names, typed)
        case .number, .integer, .colour:
            return []
        }
    }

    // MARK: - Matching

    /// Words starting with `typed` (letter case must match, unless nothing matches that way).
    /// Words ending in `=`, `(` or `/` are not whole words yet.
    static func matching(_ words: [String], _ typed: String) -> [Completion.Candidate] {
        var matches = words.filter { $0.hasPrefix(typed) }
        if matches.isEmpty {
            let lower = typed.lowercased()
            matches = words.filter { $0.lowercased().hasPrefix(lower) }
        }
        return matches.map { word in
            Completion.Candidate(word, isFinal: !(word.hasSuffix("=") || word.hasSuffix("(") || word.hasSuffix("/")))
        }
    }

    /// Dotted keys offered one segment at a time: `sp` → `spring.`, `spring.da` → the keys
    /// that start so (`spring.damping`, `spring.dampingCoefficient`, …).
    static func keySegments(_ keys: [String], _ typed: String) -> [Completion.Candidate] {
        var segments: [Completion.Candidate] = []
        for candidate in matching(keys, typed) {
            let key = candidate.text
            let rest = key.dropFirst(typed.count)
            if let dot = rest.firstIndex(of: ".") {
                let segment = String(key[...dot])
                segments.append(Completion.Candidate(segment, display: segment, isFinal: false))
            } else {
                segments.append(Completion.Candidate(key))
            }
        }
        return segments
    }
}
