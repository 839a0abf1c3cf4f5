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
    public private(set) var showsHelp = false
    /// Whether the phone plays the action thrown at `TuneThrow.velocity` (`t` toggles).
    public private(set) var thrown = false
    /// One line about the last key: what went wrong, or what a key did.
    public private(set) var message: String?
    public private(set) var outcome: Outcome?

    /// Opens on `state`, focused on `focusKey` (a key, or a spring group's first key).
    public init(state: SceneState, focusKey: String? = nil) throws(TuneFailure) {
        original = state
        self.state = state
        let scene = state.scene
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
    }

    public var focused: TuneEntry { entries[focus] }

    /// The focused key's value now.
    public var focusedValue: Double { state.value(forKey: focused.key)?.number ?? .nan }

    public mutating func apply(_ key: TuneKey) {
        guard outcome == nil else { return }
        message = nil
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
        case .character("p"):
            cycleForm()
        case .character("l"):
            cycleLock()
        case .character("t"):
            if let action = TuneThrow.action(in: state.scene) {
                thrown.toggle()
                message = thrown ? "t: \(action.name) thrown at \(NumberFormatting.short(TuneThrow.velocity)) pt/s; t again plays it from rest"
                                 : "t: the first action from rest"
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

    private mutating func move(_ delta: Int) {
        typed = ""
        focus = max(0, min(entries.count - 1, focus + delta))
    }

    /// Moves the focused key by `steps` fine steps, onto the step grid, inside its range.
    private mutating func nudge(_ steps: Int) {
        typed = ""
        let entry = focused
        let step = entry.step
        let current = focusedValue
        guard current.isFinite, let range = entry.range else {
            message = "\(entry.key) has no value in this form; p shows another form"
            return
        }
        var target = ((current + Double(steps) * step) / step).rounded() * step
        // Rounding: keep as many decimals as the step has.
        target = Double(NumberFormatting.short(target, digits: 12)) ?? target
        target = min(range.upperBound, max(range.lowerBound, target))
        guard target != current else {
            message = "\(entry.key) is at the end of its range \(RangeMessage.accepted(range, symbol: entry.parameter.unitSymbol))"
            return
        }
        change(entry, to: .number(target))
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
        change(entry, to: value)
    }

    /// Sets `entry` to `value`, solving the rest of a locked spring; a failure changes nothing.
    private mutating func change(_ entry: TuneEntry, to value: ParameterValue) {
        var next = state
        do {
            try next.apply(key: entry.key, value: value)
            if let lock, let group = entry.group, lock.group == group, let field = entry.field {
                let solved = try lock.solve(after: next.spring(group), moved: field)
                try next.apply(spring: setting(solved, like: next.setting(group)), to: group)
            }
        } catch let failure as TuneFailure {
            message = failure.description
            return
        } catch {
            message = "\(error)"
            return
        }
        state = next
    }

    /// `spring` written in the form of `like`.
    private func setting(_ spring: Spring, like: SpringSetting) throws(TuneFailure) -> SpringSetting {
        switch like {
        case .uikit:
            do { return .uikit(try UIKitSpring(spring)) } catch { throw TuneFailure(error.description) }
        case .swiftui(_, let velocity, let notation):
            return .swiftui(SwiftUISpring(spring), velocity: velocity, notation: notation)
        case .physical:
            return .physical(spring)
        }
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
