import AnimTuneCore

/// Everything `tune` shows and how keys change it: the values as they were when it opened
/// and as they are now, the parameter list and its focus, a number being typed, a locked
/// measure, playback, help, the last message, and how it ended. Pure: ``apply(_:)`` is a
/// state plus a key giving a new state; the screen draws it and the terminal loop feeds it.
public struct TuneModel: Sendable {
    public enum Outcome: Sendable, Hashable {
        /// Enter: the values stay.
        case keep
        /// Esc, q, Ctrl-C or a signal: every value goes back.
        case revert
    }

    public let original: SceneState
    public private(set) var state: SceneState
    /// The form the list shows per spring group (`p` cycles it).
    public private(set) var forms: [String: SpringForm]
    public private(set) var entries: [TuneEntry]
    public private(set) var focus: Int
    /// Digits typed since the last Enter; Enter sets the focused key to them.
    public private(set) var typed = ""
    public private(set) var lock: TuneLock?
    /// Whether the scene's action plays on the phone (Space toggles).
    public private(set) var playing = true
    /// The index in the scene's actions of the one the phone plays: the first the focused key
    /// shapes, kept while the focus moves between keys that shape it; `a` and `A` cycle.
    public private(set) var action = 0
    /// Values drawn as a reference under the curve (`v`, or `tune --vs`), and what to call them.
    public private(set) var pinned: SceneState?
    public private(set) var pinnedName: String?
    /// `tune --reduced`: the phone plays each action as its reduced-motion strategy
    /// (`ACTION.reduced`) does, so the reduced variant is tuned where it is seen.
    public var playsReduced = false
    /// How many times `r` asked to fit the chart's axes again.
    public private(set) var rescales = 0
    /// The actions each key shapes (``TuneProbe/actions(shapedBy:in:)``), found once per key.
    private var shapedActions: [String: [Int]] = [:]
    /// For each key, the name of the first curve with a spring it shapes (nil: none), found
    /// once per key: the code row of a key of no spring group shows that spring.
    private var derivedSprings: [String: String?] = [:]
    public private(set) var showsHelp = false
    /// The first line of the `?` overlay shown, when it scrolls (Up and Down while it is open).
    public private(set) var helpScroll = 0
    /// The platform of the focused spring's code line (`c` cycles them).
    public private(set) var codePlatform: SpringCodePlatform = .swiftui
    /// What `export` names its declarations after (the session's preset, else the scene):
    /// the CSS code line's custom properties.
    public var exportName: String
    /// Whether the phone plays the action thrown at `TuneThrow.velocity` (`t` toggles).
    public private(set) var thrown = false
    /// The preset name being typed after `s`; nil when not asking. Enter saves, Esc cancels.
    public private(set) var savingName: String?
    /// A name Enter gave to `s`, for the terminal loop to save the values under (``saved(_:)``
    /// clears it with what happened).
    public private(set) var saveRequest: String?
    /// One line about the last key: what went wrong, or what a key did.
    public private(set) var message: String?
    public private(set) var outcome: Outcome?

    /// Opens on `state`, focused on `focusKey` (a key, or a spring group's first key).
    public init(state: SceneState, focusKey: String? = nil) throws(TuneFailure) {
        original = state
        self.state = state
        let scene = state.scene
        exportName = scene.name
        var forms: [String: SpringForm] = [:]
        for group in scene.springGroups { forms[group.prefix] = state.setting(group.prefix).form }
        var target = focusKey
        if let focusKey, let group = scene.springGroups.first(where: { $0.field(forKey: focusKey) != nil }),
           let form = group.field(forKey: focusKey)?.form {
            forms[group.prefix] = form
        } else if let focusKey, let group = scene.springGroup(named: focusKey) {
            target = group.key(TuneEntry.fields(of: forms[group.prefix]!)[0])
        }
        self.forms = forms
        entries = TuneEntry.entries(of: state, forms: forms)
        guard !entries.isEmpty else { throw TuneFailure("scene '\(scene.name)' has no numeric parameter to tune") }
        focus = 0
        if target == nil { target = TunePrimaryKey.key(in: state, entries: entries) }
        if let target {
            guard let index = entries.firstIndex(where: { $0.key == target }) else {
                let numeric = scene.parameter(forKey: target) != nil
                throw TuneFailure(numeric
                    ? "'\(target)' is not a number; tune moves numbers and springs (set changes it)"
                    : "'\(target)' is not a key or spring of scene '\(scene.name)'"
                        + Suggestion.didYouMean(target, in: scene.keys + scene.springGroups.map(\.prefix)))
            }
            focus = index
        }
        followFocus()
    }

    /// Shows `group` in `form` and focuses its first key (`tune --vs` opens on the group
    /// compared, in the form of the spring it is compared with).
    public mutating func focus(group: String, form: SpringForm) {
        guard forms[group] != nil else { return }
        forms[group] = form
        entries = TuneEntry.entries(of: state, forms: forms)
        if let index = entries.firstIndex(where: { $0.group == group }) { focus = index }
        followFocus()
    }

    /// Draws `reference` under the curve and measures it beside the metrics, as `name`.
    public mutating func pin(_ reference: SceneState, named name: String) {
        pinned = reference
        pinnedName = name
    }

    /// The action the phone plays.
    public var playedAction: SceneAction? {
        let actions = state.scene.actions
        return actions.indices.contains(action) ? actions[action] : nil
    }

    /// The indices of the actions the focused key shapes.
    public var focusedActions: [Int] { shapedActions[focused.key] ?? [] }

    /// The first curve with a spring the focused key shapes (the card's `present.spring` for
    /// `card.top`), or nil.
    public var focusedDerivedSpring: Curve? {
        guard let name = derivedSprings[focused.key] ?? nil else { return nil }
        return state.scene.curves.first { $0.name == name }
    }

    /// Plays the first action the focused key shapes, unless the one playing is shaped by it.
    private mutating func followFocus() {
        let key = focused.key
        if shapedActions[key] == nil {
            shapedActions[key] = TuneProbe.actions(shapedBy: focused, in: state)
        }
        if derivedSprings[key] == nil {
            derivedSprings[key] = .some(TuneProbe.curves(shapedBy: focused, in: state).first { $0.spring != nil }?.name)
        }
        let shaped = shapedActions[key]!
        if !shaped.contains(action), let first = shaped.first { action = first }
    }

    /// `a` (forward) and `A` (back): the next action of the scene on the phone.
    private mutating func cycleAction(_ delta: Int) {
        let actions = state.scene.actions
        guard actions.count > 1 else {
            message = actions.isEmpty ? "scene '\(state.scene.name)' has no action to play"
                : "\(actions[0].name) is the only action of \(state.scene.name)"
            return
        }
        action = (action + delta + actions.count) % actions.count
        message = "playing \(actions[action].name)"
            + (focusedActions.contains(action) ? "" : "; \(focused.key) does not shape it")
    }

    public var focused: TuneEntry { entries[focus] }

    /// The focused key's value now.
    public var focusedValue: Double { state.value(forKey: focused.key)?.number ?? .nan }

    /// What Left and Right move the focused key by now (``TuneEntry/step(at:)``).
    public var focusedStep: Double { focused.step(at: focusedValue) }

    public mutating func apply(_ key: TuneKey) {
        guard outcome == nil else { return }
        message = nil
        if savingName != nil {
            typeName(key)
            return
        }
        if showsHelp, key == .up || key == .down {
            helpScroll = max(0, helpScroll + (key == .up ? -1 : 1))
            return
        }
        // Esc over the keys closes them: reverting every value is one more Esc away.
        if showsHelp, key == .escape {
            showsHelp = false
            return
        }
        if !typed.isEmpty, case .character(let character) = key, !character.isWhitespace {
            // Once a number is started, letters are its unit (500ms, 20pt, 180deg, 1e3).
            typed.append(character)
            return
        }
        switch key {
        case .up: move(-1)
        case .down: move(1)
        case .left: nudge(-1)
        case .right: nudge(1)
        case .shiftLeft, .character("["): nudge(-10)
        case .shiftRight, .character("]"): nudge(10)
        case .enter:
            if typed.isEmpty { outcome = .keep } else { setTyped() }
        case .escape:
            if typed.isEmpty { outcome = .revert } else { typed = "" }
        case .interrupt, .character("q"):
            outcome = .revert
        case .backspace:
            if !typed.isEmpty { typed.removeLast() }
        case .character(" "):
            playing.toggle()
        case .character("?"):
            showsHelp.toggle()
            helpScroll = 0
        case .character("p"):
            cycleForm()
        case .character("c"):
            codePlatform = codePlatform.next
        case .character("s"):
            savingName = ""
        case .character("l"):
            cycleLock()
        case .character("v"):
            if pinned == nil {
                pin(state, named: "pinned")
                message = "pinned the values as they are: v again unpins"
            } else {
                pinned = nil
                pinnedName = nil
                message = "unpinned"
            }
        case .character("r"):
            rescales += 1
            message = "axes fitted to the curve"
        case .character("a"):
            cycleAction(1)
        case .character("A"):
            cycleAction(-1)
        case .character("t"):
            if let action = TuneThrow.action(in: state.scene) {
                thrown.toggle()
                message = thrown ? "t: \(TuneThrow.outcome(state) ?? action.name); t again plays it from rest"
                                 : "t: \(playedAction?.name ?? "the action") from rest"
            } else {
                message = "t: scene '\(state.scene.name)' has no action a finger throws"
            }
        case .character(let character) where character.isNumber || character == "." || character == "-":
            typed.append(character)
        case .character(let character):
            message = "'\(character)' is not a key of tune; ? lists them"
        }
        if showsHelp, key != .character("?") { showsHelp = false }
    }

    /// A key while `s` asks for a name: letters, digits and `-_./~` type it, Backspace corrects,
    /// Enter asks the loop to save (an empty name asks again), Esc or Ctrl-C cancel.
    private mutating func typeName(_ key: TuneKey) {
        switch key {
        case .enter:
            guard let name = savingName, !name.isEmpty else { return }
            saveRequest = name
            savingName = nil
        case .escape, .interrupt:
            savingName = nil
            message = "not saved"
        case .backspace:
            if savingName?.isEmpty == false { savingName?.removeLast() }
        case .character(let character) where character.isLetter || character.isNumber || "-_./~".contains(character):
            savingName?.append(character)
        default:
            break
        }
    }

    /// The loop saved (or could not save) the values under ``saveRequest``: `message` says which.
    public mutating func saved(_ message: String) {
        saveRequest = nil
        self.message = message
    }

    private mutating func move(_ delta: Int) {
        typed = ""
        focus = max(0, min(entries.count - 1, focus + delta))
        followFocus()
    }

    /// How many steps further a locked nudge looks for a value where the lock holds on the
    /// spring's branch (past a jump of the settling time).
    static let lockSearchSteps = 60

    /// Moves the focused key by `steps` fine steps, onto the step grid, inside its range;
    /// under a lock, on past values where the lock cannot hold, in the same direction.
    private mutating func nudge(_ steps: Int) {
        typed = ""
        let entry = focused
        let current = focusedValue
        let step = focusedStep
        guard current.isFinite, let range = entry.range else {
            message = "\(entry.key) has no value in this form; p shows another form"
            return
        }
        let direction = steps > 0 ? 1 : -1
        search: for extra in 0...Self.lockSearchSteps {
            var target = ((current + Double(steps + direction * extra) * step) / step).rounded() * step
            // Rounding: keep as many decimals as the step has.
            target = Double(NumberFormatting.short(target, digits: 12)) ?? target
            target = min(range.upperBound, max(range.lowerBound, target))
            guard target != current else {
                message = "\(entry.key) is at the end of its range \(RangeMessage.accepted(range, symbol: entry.parameter.unitSymbol))"
                return
            }
            switch change(entry, to: .number(target)) {
            case .changed:
                if extra > 0, let lock {
                    message = "\(entry.key) went on to \(TuneFormat.value(target, of: entry.parameter)): "
                        + "\(lock.description) holds on this branch only from there"
                }
                return
            case .refused(let text):
                message = text
                return
            case .lockBroken:
                if target == range.lowerBound || target == range.upperBound { break search }
            }
        }
        message = lockMessage(entry, direction: direction)
    }

    /// Why a nudge under the lock did nothing.
    private func lockMessage(_ entry: TuneEntry, direction: Int) -> String {
        let side = state.spring(entry.group ?? "").dampingRatio < 1 ? "under-damped" : "over-damped"
        return "\(lock?.description ?? "the lock") cannot hold with \(entry.key) \(direction > 0 ? "higher" : "lower") "
            + "on this \(side) branch: nothing changed (l unlocks)"
    }

    private mutating func setTyped() {
        let text = typed
        typed = ""
        let entry = focused
        let value: ParameterValue
        do { value = try entry.parameter.parse(text) } catch {
            message = "\(error.description)"
            return
        }
        switch change(entry, to: value) {
        case .changed: break
        case .refused(let text): message = text
        case .lockBroken:
            message = "\(lock?.description ?? "the lock") cannot hold with \(entry.key) = \(text) near this spring: nothing changed (l unlocks)"
        }
    }

    /// What ``change(_:to:)`` did.
    private enum Change { case changed, refused(String), lockBroken }

    /// Sets `entry` to `value`, solving the partner key of a locked spring; anything but
    /// `.changed` changes nothing.
    private mutating func change(_ entry: TuneEntry, to value: ParameterValue) -> Change {
        var next = state
        do {
            try next.apply(key: entry.key, value: value)
            if let lock, let group = entry.group, lock.group == group, let field = entry.field {
                guard let held = try lock.solve(after: next.setting(group), before: state.setting(group), moved: field) else {
                    return .lockBroken
                }
                try next.apply(spring: held, to: group)
            }
        } catch let failure as TuneFailure {
            return .refused(failure.description)
        } catch {
            return .refused("\(error)")
        }
        state = next
        return .changed
    }

    /// `p`: the focused spring's keys in the next form (UIKit → SwiftUI → physical).
    private mutating func cycleForm() {
        guard let group = focused.group else {
            message = "p changes a spring's form; \(focused.key) is not a spring key"
            return
        }
        let all = SpringForm.allCases
        let next = all[(all.firstIndex(of: forms[group]!)! + 1) % all.count]
        let position = entries[focus...].prefix { $0.group == group }.count
        forms[group] = next
        entries = TuneEntry.entries(of: state, forms: forms)
        let first = entries.firstIndex { $0.group == group }!
        let count = entries.filter { $0.group == group }.count
        focus = first + max(0, count - position)
        followFocus()
        message = "\(group) in \(Self.formName(next)) form"
    }

    /// `l`: holds the focused spring's overshoot, then its settle time, then its peak time, then nothing.
    private mutating func cycleLock() {
        guard let group = focused.group else {
            message = "l locks a measure of a spring; \(focused.key) is not a spring key"
            return
        }
        let metrics = TuneLock.Metric.allCases
        var start = 0
        if let lock, lock.group == group {
            guard let index = metrics.firstIndex(of: lock.metric), index + 1 < metrics.count else {
                self.lock = nil
                message = "unlocked"
                return
            }
            start = index + 1
        }
        let spring = state.spring(group)
        for metric in metrics[start...] {
            if let value = metric.value(of: spring) {
                lock = TuneLock(group: group, metric: metric, value: value)
                message = "locked \(group) \(lock!.description): nudges solve the rest"
                return
            }
        }
        lock = nil
        message = "unlocked"
    }

    public static func formName(_ form: SpringForm) -> String {
        switch form {
        case .uikit: "UIKit"
        case .swiftui: "SwiftUI"
        case .physical: "physical"
        }
    }

    // MARK: - What leaving with Enter leaves behind

    /// The assignments that turn the original values into the current ones, in the scene's
    /// key order: changed plain keys, and for a changed spring the keys of its form whose
    /// values changed, or every key of its form when those alone would not give exactly the
    /// same spring. Empty when nothing changed.
    public var assignments: [(key: String, text: String)] {
        let scene = state.scene
        var result: [(key: String, text: String)] = []
        for parameter in scene.parameters where state.value(forKey: parameter.key) != original.value(forKey: parameter.key) {
            result.append((parameter.key, state.value(forKey: parameter.key)!.description))
        }
        for group in scene.springGroups where state.setting(group.prefix) != original.setting(group.prefix) {
            let now = state.setting(group.prefix), before = original.setting(group.prefix)
            let all = Self.settingFields(now)
            let text = { (field: SpringField) in (key: group.key(field), text: ParameterValue.number(now.value(of: field) ?? .nan).description) }
            let changed = all.filter { now.value(of: $0) != before.value(of: $0) }.map(text)
            let exact = (try? original.setting(changed))?.setting(group.prefix) == now
            result += !changed.isEmpty && exact ? changed : all.map(text)
        }
        return result
    }

    /// The fields that write `setting` exactly, in the order `set` applies them.
    private static func settingFields(_ setting: SpringSetting) -> [SpringField] {
        switch setting {
        case .uikit: [.duration, .damping, .velocity]
        case .swiftui(_, _, let notation): [.response, notation == .bounce ? .bounce : .dampingFraction, .velocity]
        case .physical: [.mass, .stiffness, .dampingCoefficient, .velocity]
        }
    }

    /// `set KEY=VALUE …` for ``assignments``, nil when nothing changed.
    public var setLine: String? {
        let assignments = assignments
        guard !assignments.isEmpty else { return nil }
        return "set " + assignments.map { "\($0.key)=\($0.text)" }.joined(separator: " ")
    }
}
