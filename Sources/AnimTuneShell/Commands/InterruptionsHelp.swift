import AnimTuneCore

/// `help interruptions [PART]`: retargets and their policies on the first page; what each
/// runtime applies, release velocities and recorded gestures, and what a retarget means in each
/// scene action on pages of their own, so no page outgrows a terminal.
enum InterruptionsHelp {
    /// The pages after the first: `help interruptions NAME`.
    static let parts: [(name: String, about: String)] = [
        ("runtimes", "where each platform's retarget lands, frame by frame"),
        ("release", "release velocity (\(ReleaseArguments.velocityOption.spelling)): a finger's speed handed to the spring, and the card's decision"),
        ("gestures", "recorded gestures (\(GestureArguments.gestureOption.spelling)): each platform's velocity tracker, and \(ExportCommand.handoff.spelling)"),
        ("scenes", "what \(RetargetArguments.retargetOption.spelling) means in each scene's actions"),
    ]

    /// The first page, or the part named `part` (one of ``parts``).
    static func text(part: String? = nil, width: Int = .max) -> String {
        switch part {
        case "runtimes": runtimes(width)
        case "release": releaseVelocity(width)
        case "gestures": gestures(width)
        case "scenes": scenes(width)
        default: retargets(width) + "\n\n" + policies(width) + "\n" + more(width) + WordWrap.paragraphs(examples, width: width, hanging: "    ")
        }
    }

    /// The other pages, as the first one lists them.
    static func more(_ width: Int) -> String {
        var rows = TextTable()
        for part in parts { rows.add(["help interruptions " + part.name, part.about]) }
        return "more:\n" + rows.render(indent: "  ", width: width)
    }

    /// `--retarget`, its new legs and SwiftUI's blend.
    static func retargets(_ width: Int) -> String {
        WordWrap.paragraphs(
            "interruptions: \(RetargetArguments.retargetOption.spelling) TIME:TARGET (table, plot, metrics) changes a spring's target while it moves; "
                + "repeat it to chain retargets. With \(RuntimeArguments.distanceOption.spelling) D the move is 0 → D points and TARGET is in points; "
                + "without it TARGET is a progress (0.3 = 30 % of the move). TIME:TARGET@KEY=VALUE,… gives the new leg "
                + "the spring group with those keys changed (0.15s:100@response=0.3,dampingFraction=1); without it the "
                + "spring stays the same, and additive then equals carry. @blendDuration=S eases SwiftUI's .spring from the old "
                + "response to the new over S seconds, as .spring(response:dampingFraction:blendDuration:) and "
                + "interactiveSpring (0.25 s) do (\(RuntimeArguments.runtimeOption.spelling) swiftui; the other runtimes have no blend). The exact curve continues under \(RetargetArguments.policyOption.spelling); "
                + "each \(RuntimeArguments.runtimeOption.spelling) under its platform's own policy (CSS keeps its timing function).", width: width)
    }

    /// The three policies.
    static func policies(_ width: Int) -> String {
        let policies = """
        policies (--policy, default carry):
          carry: a spring to the new target from the current position and velocity; x and v stay continuous. \
        SwiftUI .spring; Compose Animatable, Android animateToFinalPosition and motion physics springs carry what their \
        frames hold (below).
          additive: the running animation goes on and one from 0 to (new − old target) is added on top; x and v stay \
        continuous, and with the same spring it equals carry. SwiftUI interpolatingSpring, UIKit since iOS 8, Core \
        Animation isAdditive, WAAPI composite: "add".
          restart: a spring to the new target from the current position at rest; v jumps to 0. CSS transitions, \
        motion duration springs, UIKit without initialSpringVelocity.

        """
        return WordWrap.paragraphs(policies, width: width, hanging: "    ")
    }

    /// What each `--runtime` does, and how motion, Android and CSS measure.
    static func runtimes(_ width: Int) -> String {
        var runtimes = TextTable()
        for runtime in Runtime.allCases { runtimes.add([runtime.name, runtime.retargetPolicy]) }
        return "what each \(RuntimeArguments.runtimeOption.spelling) does:\n" + runtimes.render(indent: "  ", width: width) + "\n"
            + WordWrap.paragraphs("""
            Where each frame-driven runtime's retarget lands (frames at --fps N, 60 by default): \
            motion (motion-dom JSAnimation, MotionValue): value.start() stops the running animation, and stop ticks it at \
            the retarget time t_r when the value was not updated then, so a retarget between frames starts the new spring \
            from x(t_r), with the value's velocity (x(t_r) − x(t_f)) · 1000 / min(t_r − t_f, 30 ms) over the part of the \
            frame since the last one (t_f), its clock from t_r; on a frame (after it is drawn) nothing is ticked: the \
            frame's value and (x(t_f) − x(t_f − h)) / min(h, 30 ms); 0 when the value is older than 30 ms. Every animation's \
            clock is Math.round(timestamp − start) whole ms (JSAnimation.updateTime), so frame 1 at 60 Hz is drawn at 17 ms. \
            Compose (Animatable.animateTo, androidx 889d4ad, the same in 2025 sources; checked by running that code): \
            the new animation starts from the Animatable's state — the value and velocity of the last frame drawn — and \
            runAnimation starts its clock at that frame's time (lastFrameTimeNanos, read before the running animation is \
            cancelled), so a retarget lands on the last frame at or before it, whether animateTo is called from a frame \
            callback or between frames (a frame runs every callback before any coroutine resumes); the next frame shows \
            the new spring (next − last frame) whole ms later: 0.1 s → 100 on k 100, c 10, 300 dp at 60 Hz shows 125.63 at \
            0.1167 s. Only an Animatable at rest starts its clock at the next frame, which shows the start value again. \
            Play time passes through a float (((frame − start) / 1f).toLong(), so from about 1.07 s a whole ms may round \
            down); values and velocities are floats. Android (SpringAnimation.animateToFinalPosition) \
            only stores the new target; the next frame advances deltaT / 2 toward the old target and deltaT / 2 toward the \
            new, integer halves of whole-ms Choreographer frames, so a 17 ms frame applies 8 + 8 ms and loses 1 ms. \
            A CSS transition \
            sent back to where it came from takes duration × S, S = clamp(|f(p)·S_old + 1 − S_old|, 0, 1) \
            (CSS Transitions 1). metrics --retarget reports, after the last retarget: the state handed over, the \
            velocity jump, the peak, the undershoot past the new target, when it settles within --within D pt \
            and when the platform ends it.
            """, width: width)
    }

    /// `--velocity`.
    static func releaseVelocity(_ width: Int) -> String {
        WordWrap.paragraphs("""
            release velocity: --velocity V (table, plot, metrics, run) starts the spring with the velocity a finger lets \
            go with, in pt/s (1200, 1200pt/s; table, plot and metrics need --distance D) or as UIKit's \
            distance-relative velocity (4/s = 4 × the distance left per second; pt/s = 1/s × distance). Every runtime and \
            retarget starts from it. In the card scene, run drag --velocity V [--release D] lets go at D (default half of \
            shrink.distance) and decides as UIKit apps do, which the original does not (it dismisses only once the drag \
            reaches shrink.distance): the projected drag D + V/1000 · 0.998/(1 − 0.998) past shrink.distance dismisses, \
            short of it the card springs back on dismiss.spring (restore); either spring starts with V. The notch's run pull --velocity V \
            [--release D] decides the same way whether the drop starts (reaching |pull.maxOffset|, where the original needs \
            the finger there) or the list springs back to rest. The profile's fling takes pt/s only.
            """, width: width)
    }

    /// `--gesture`, the trackers, and `--handoff`.
    static func gestures(_ width: Int) -> String {
        var trackers = TextTable()
        for tracker in VelocityTracker.allCases {
            let users = Runtime.allCases.filter { $0.velocityTracker == tracker }.map(\.name)
            trackers.add([tracker.name, users.joined(separator: ", "), tracker.provenance + "; fling clamp: " + tracker.clampDescription])
        }
        return WordWrap.paragraphs("""
            recorded gestures: --gesture FILE.csv (table, plot, metrics, run) reads a finger as t,position lines (seconds, \
            points; a t,position header, blank lines and # comments are allowed; times must increase; at most \
            \(Gesture.maximumSamples) samples, 4 MB, no links). The move follows the finger, linear between samples, and \
            lets go at the last sample heading for --distance D; each runtime continues with the velocity its \
            platform's tracker reports from those samples:
            """, width: width) + "\n"
            + trackers.render(indent: "  ", width: width)
            + WordWrap.paragraphs(
                "run drag (card), run pull (notch), run swipe (tab bar), run fling (profile) and run transition (spring, with \(RuntimeArguments.runtimeOption.spelling)) "
                + "take \(GestureArguments.gestureOption.spelling) too: the card, the notch, the tab bar and the profile's scroll view measure as UIKit's pan does — "
                + "it begins only once the touch has moved \(NumberFormatting.short(UIKitPan.threshold)) pt (Apple does not document "
                + "the figure; 10 pt is UILongPressGestureRecognizer's documented allowableMovement and the commonly measured one), "
                + "the scene follows its translation from that begin point, and its velocity counts the events from there — then decide by the projection as with "
                + "\(RunCommand.velocityOption.spelling) (the tab bar's swipe, which the original lacks, switches past half the way to the next tab; the "
                + "profile flings from the finger's last offset as UIScrollView decelerates, v(t) = v0·0.998^(1000t)). "
                + "run transition, run drag, run swipe and run pull (when the list springs back) also take \(RetargetArguments.retargetOption.spelling) with it: "
                + "a tap after the finger lets go (times from the first sample, after the release; targets as in the table below), "
                + "each runtime retargeting the spring it continues the finger with; the profile's fling has no target to change. "
                + "table, plot and metrics of a spring take both as well (targets in points of \(RuntimeArguments.distanceOption.spelling)). "
                + "export PLATFORM \(ExportCommand.handoff.spelling) writes per spring the code that starts it with a gesture's velocity: "
                + "interpolatingSpring, UISpringTimingParameters and CASpringAnimation take velocity ÷ distance left (0 when none "
                + "is left), with a GROUPHandoffVelocity(elapsed:…) helper since UIKit and Core Animation cannot report a running "
                + "animation's velocity; Compose, Android and motion take value units per second; css gets the Web Animations "
                + "additive retarget (composite: \"add\").", width: width)
    }

    /// `run ACTION --retarget`, and what 0 and 1 are per action.
    static func scenes(_ width: Int) -> String {
        var actions = TextTable()
        for scene in SceneCatalog.all {
            for action in scene.actions {
                actions.add([scene.name, action.name, action.interruption?.meaning ?? noInterruption(scene, action)])
            }
        }
        return WordWrap.paragraphs(
            "in the scenes: run ACTION \(RetargetArguments.retargetOption.spelling) TIME:TARGET [\(RetargetArguments.policyOption.spelling) P] [\(RunCommand.runtime.spelling) R] interrupts the action's spring, and the "
                + "frames (\(RunCommand.table.spelling), \(RunCommand.csv.spelling), \(RunCommand.gif.spelling), the terminal) follow the retargeted curve mapped through the action's layout. "
                + "TARGET is a progress of that spring's move (0 = back where it started, 1 = where it was heading; no points), "
                + "TIME is on the run's clock as the table shows it; \(RunCommand.runtime.spelling) alone plays the spring as that platform renders it. "
                + "table, plot and metrics take the action's spring by its key or by the action's name (use card; metrics dismiss "
                + "\(RetargetArguments.retargetOption.spelling) 0.1s:0). What a target means per action:", width: width) + "\n"
            + actions.render(indent: "  ", width: width)
    }

    /// Commands to try.
    static let examples = "\nexamples:\n  use spring; table spring --distance 300 --retarget 0.15s:100 --policy restart\n"
        + "  plot spring --distance 300 --retarget 0.15s:100 --runtime all\n"
        + "  metrics --distance 300 --retarget 0.15s:100 --runtime motion,android,css\n"
        + "  table spring --distance 300 --velocity 1200pt/s --runtime coreanimation,android\n"
        + "  use card; run drag --velocity 1500 --table\n"
        + "  use card; run dismiss --retarget 0.1s:0 --table  (tapped again: back to presented)\n"
        + "  use tabbar; run select right --retarget 0.15s:0 --runtime motion --table\n"
        + "  metrics --distance 300 --gesture swipe.csv\n"
        + "  use card; export uikit --handoff\n"

    /// Why `action` takes no `--retarget`, for the table of `help interruptions`.
    static func noInterruption(_ scene: any Scene, _ action: SceneAction) -> String {
        switch (scene.name, action.name) {
        case ("card", "highlight"): "none (a touch-down feedback; lifting the finger is a new action)"
        case ("profile", "scroll"): "none (a timing curve driven by the scroll, no target to change)"
        case ("profile", "fling"): "none (a deceleration has no target; a finger catching it is a new \(GestureArguments.gestureOption.spelling))"
        default: "none (no spring to interrupt)"
        }
    }
}
