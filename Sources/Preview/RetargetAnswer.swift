import AnimTuneCore

/// The server's answer to a tap on a moving element: the action played, with its spring sent to
/// the target at the tap's time (`run ACTION --retarget TIME:TARGET --runtime NAME`), as each
/// runtime renders it with its own platform's policy (the exact curve carries the velocity).
struct RetargetAnswer {
    let json: JSONValue

    init(time: Double, target: RetargetGoal, state: SceneState, view: PreviewView) {
        let scene = state.scene
        guard let action = (try? scene.action(named: view.action)) ?? scene.actions.first else {
            json = Self.problem("scene \(scene.name) has no action to retarget")
            return
        }
        guard scene.isInterruptible(action) else {
            json = Self.problem("\(action.name) has no spring a tap can send elsewhere (see help interruptions)")
            return
        }
        json = Self.answer(action, state: state, time: time, target: target, ofGesture: false) { runtime in
            var options = RunOptions(fps: GestureAnswer.sampleRate, argument: view.argument)
            options.runtime = runtime
            return options
        }
    }

    /// A tap after the finger let go: the spring that continues `gesture` with its target changed
    /// at the tap, as each runtime renders it — `run ACTION --gesture FILE --retarget TIME:TARGET`:
    /// the spring scene's continuation (`GestureContinuation.retargeted`), the card's dismiss or
    /// restore, the notch's spring back, the tab bar's swipe. The profile's fling is a decay no
    /// tap redirects.
    init(time: Double, target: RetargetGoal, continuing gesture: Gesture?, state: SceneState) {
        let scene = state.scene
        guard let gesture else {
            json = Self.problem("no gesture to retarget: the finger's continuation is over or was refused")
            return
        }
        guard let drive = FingerDrive.of(scene), let action = try? scene.action(named: drive.action),
              scene.isInterruptible(action) else {
            json = Self.problem("a tap after the finger lets go retargets a spring; \(scene.name) plays its release to the end (see help interruptions)")
            return
        }
        json = Self.answer(action, state: state, time: time, target: target, ofGesture: true) { runtime in
            GestureRelease.options(gesture, runtime: runtime, fps: GestureAnswer.sampleRate)
        }
    }

    /// Every runtime's run of `action` with the options `base` gives it (nil: exact), retargeted
    /// at `time` to `target`; the first problem when none plays.
    private static func answer(_ action: SceneAction, state: SceneState, time: Double, target goal: RetargetGoal, ofGesture: Bool,
                               base: (Runtime?) -> RunOptions) -> JSONValue {
        let target: Double
        do { target = try goal.progress(of: action, state: state, options: base(nil)) } catch {
            return Self.problem(String(describing: error))
        }
        var problem: String?
        let runs: [JSONValue] = Runtime.allCases.compactMap { runtime in
            var options = base(runtime == .exact ? nil : runtime)
            options.retargets = [Retarget(time: time, target: target)]
            do {
                let plan = try WAAPIPlayback(action: action, state: state, options: options, matchesTimings: false)
                return .object([("runtime", .string(runtime.name)), ("plan", PreviewPayload.json(plan))])
            } catch {
                problem = problem ?? String(describing: error)
                return nil
            }
        }
        guard !runs.isEmpty else { return Self.problem(problem ?? "no runtime plays \(action.name)") }
        return .object([
            ("type", .string("retarget")), ("action", .string(action.name)), ("gesture", .bool(ofGesture)),
            ("time", .number(time)), ("target", .number(target)),
            ("runs", .array(runs)), ("problem", .null),
        ])
    }

    static func problem(_ text: String) -> JSONValue {
        .object([("type", .string("retarget")), ("problem", .string(text))])
    }
}
