import AnimTuneCore

/// `metrics [GROUP] [--json]`: how a spring moves, in numbers.
struct MetricsCommand: ShellCommand {
    let help = CommandHelp("metrics [GROUP|CURVE] [--vs SCENE:GROUP|PRESET:GROUP] [--distance D] [--runtime NAME|all] [--fps N] [--retarget TIME:TARGET… [--policy P] [--within D]] [--velocity V] [--gesture FILE [--within D]] [--json]"
        + " | metrics --reduced [--json]", in: .springs,
        summary: "a spring's ζ, ω0, overshoot, peak, settling and rise times, oscillations",
        details: """
        Settling time is the last time the motion leaves a band around the target: 2 % and 0.1 % of the \
        distance, from the closed form. SwiftUI's settlingDuration is SwiftUI's own estimate (an envelope bound for \
        ζ < 1, a 0.1 s scan otherwise, ζ > 1 treated as critical), computed as SwiftUI does; it is usually later. \
        With \(RuntimeArguments.distanceOption.spelling) or \(RuntimeArguments.runtimeOption.spelling): per platform (all by default), when the animation ends (onComplete), how far \
        it still was from the target then, and its largest deviation from the exact curve, for a move of D \
        points/px/dp at \(RuntimeArguments.fpsOption.spelling) N frames per second (60; 30–240). A curve that follows a spring derived from other parameters (the card's \
        present.spring) is measured too. With \(RetargetArguments.retargetOption.spelling) TIME:TARGET (repeatable): per policy (carry, additive, \
        restart, or the \(RetargetArguments.policyOption.spelling) given) or per \(RuntimeArguments.runtimeOption.spelling), the state at the last retarget, the velocity jump, the peak, \
        the undershoot past the new target (pt and % of the new leg), when it stays within \(RetargetArguments.withinOption.spelling) D pt (0.5) and when \
        the platform ends it; positions in points of a move of \(RuntimeArguments.distanceOption.spelling) D (without it, the move the spring makes in its scene, its travel, and targets as progress). \
        With \(Self.reduced.spelling): per action of the scene, its reduced-motion strategy \
        (ACTION.reduced) and the motion triggers of the full and the reduced variant, measured on frames at 600 fps: \
        the largest translation of a visible element's centre (pt), |size change| (scale), rotation (°), blur \
        strength change, overshoot past the end value, the duration until the last animation completes, and \
        whether any trigger remains (vestibular). \(Self.vs.spelling) measures another scene's spring (or a preset's) after it, \
        to match one to the other (copy SCENE:GROUP takes it over). \
        \(ReleaseArguments.velocityOption.spelling) starts the spring with a finger's release velocity (pt/s with \(RuntimeArguments.distanceOption.spelling), or UIKit's distance-relative 1/s). \
        \(GestureArguments.gestureOption.spelling) FILE.csv follows a recorded finger (t,position) toward \(RuntimeArguments.distanceOption.spelling) D: per runtime (all by default), the \
        velocity its platform's tracker reports at the release, the overshoot past D, when it settles within \(RetargetArguments.withinOption.spelling) and ends; \
        with \(RetargetArguments.retargetOption.spelling) (a tap after the release) those after the last retarget, past its target.
        """,
        examples: ["metrics", "use card; metrics dismiss.spring --json", "use card; metrics present.spring", "metrics --vs card:dismiss.spring",
                   "metrics --distance 300", "metrics --distance 2 --runtime android,compose --json",
                   "metrics --distance 300 --retarget 0.15s:100", "metrics --distance 300 --retarget 0.15s:100 --runtime all --json",
                   "metrics --distance 300 --gesture swipe.csv",
                   "use card; metrics --reduced", "use card; set present.reduced=tighten; metrics --reduced --json"])
    static let vs = CommandOption<Token>.text("vs", value: "SCENE:GROUP", kind: .preset, help: "also measure this spring of another scene or preset")
    static let reduced = CommandOption<Bool>.flag(
        "reduced", help: "per action: the reduced-motion strategy and the motion triggers left (see 'help reduced')")
    let options = OptionDeclaration.list(SharedOption.json, RuntimeArguments.options,
                                     RetargetArguments.options, RetargetArguments.withinOption,
                                     ReleaseArguments.options, GestureArguments.options, Self.vs, Self.reduced)
    let arguments: [ArgumentKind] = [.anyOf([.springGroup, .springCurve])]

    func run(_ arguments: ParsedArguments, in context: CommandContext) throws(CommandError) {
        try arguments.expectAtMost(1, usage: help.synopsis)
        if arguments[Self.reduced] {
            try reduced(arguments, in: context)
            return
        }
        let named = try context.namedSpring(arguments.positionals.first)
        var runtimes = try RuntimeArguments(arguments, several: true)
        if runtimes.runtimes != nil || runtimes.frameRateGiven || !arguments[RetargetArguments.retargetOption].isEmpty {
            runtimes.measure(over: ActionTravel(spring: named.name, in: context.state))
        }
        let gesture = try GestureArguments(arguments, needsDistance: true, retargetsContinuation: true, in: context)
        if let recorded = gesture.gesture {
            let retarget = try RetargetArguments(arguments, distance: runtimes.distance, inPoints: runtimes.inPoints)
            let retargets = try retarget.resolved(group: named.derived ? nil : named.name, curve: named.name, in: context)
            try gestured(named.name, named.setting.spring, recorded, runtimes, retarget, retargets, arguments, in: context)
            return
        }
        let release = try ReleaseArguments(arguments, distance: runtimes.distance, inPoints: runtimes.inPoints)
        let (name, spring) = (named.name, release.released(named.setting.spring, distance: runtimes.distance))
        let retarget = try RetargetArguments(arguments, distance: runtimes.distance, inPoints: runtimes.inPoints)
        try retarget.refuseBandWithoutRetarget(arguments)
        if !retarget.isEmpty {
            let retargets = try retarget.resolved(group: named.derived ? nil : name, curve: name, in: context)
            try retargeted(name, spring, runtimes, retarget, retargets, arguments, in: context)
            return
        }
        if runtimes.runtimes != nil || runtimes.inPoints || runtimes.frameRateGiven {
            let report = RuntimeReport(spring, Self.runtimeSetting(name, spring, runtimes, in: context),
                                       runtimes: runtimes.runtimes ?? Runtime.allCases)
            try context.stopIfCut()
            context.out.write(arguments[SharedOption.json] ? RuntimeMetricsText.json(name, report).formatted() + "\n"
                                                     : RuntimeMetricsText.text(name, spring, report, distanceNote: runtimes.distanceNote))
            return
        }
        let metrics = SpringMetrics(spring)
        var reference: SpringReference?
        if let token = arguments[Self.vs] {
            guard SpringReference.isReference(token.text) else {
                throw CommandError("\(Self.vs.spelling) takes a spring of another scene or preset, SCENE:GROUP or PRESET:GROUP (e.g. card:dismiss.spring)", at: token)
            }
            reference = try SpringReference(token, in: context)
        }
        if arguments[SharedOption.json] {
            let own = SpringMetricsReport.json(name, spring, metrics)
            guard let reference else {
                context.out.line(own.formatted())
                return
            }
            let other = reference.setting.spring
            context.out.line(JSONValue.array([own, SpringMetricsReport.json(reference.name, other, SpringMetrics(other))]).formatted())
            return
        }
        context.out.write(SpringMetricsReport.text(name, spring, metrics))
        if let reference {
            let other = reference.setting.spring
            context.out.write(SpringMetricsReport.text(reference.name, other, SpringMetrics(other)))
        }
    }

    /// `metrics --retarget`: a row per policy (or the one given) or per runtime.
    private func retargeted(_ name: String, _ spring: Spring, _ runtimes: RuntimeArguments, _ retarget: RetargetArguments,
                            _ retargets: [Retarget], _ arguments: ParsedArguments, in context: CommandContext) throws(CommandError) {
        let band = try arguments.number(RetargetArguments.withinOption) ?? RetargetArguments.defaultBand
        let setting = Self.runtimeSetting(name, spring, runtimes, in: context)
        var rows: [RetargetMetricsText.Row] = []
        do {
            if let list = runtimes.runtimes {
                for runtime in list {
                    let rendering = try runtime.retargeted(spring, setting, retargets: retargets, policy: retarget.policy)
                    if let metrics = rendering.metrics(band: band) {
                        rows.append(.init(name: runtime.name, description: rendering.policy, metrics: metrics))
                    }
                }
            } else {
                for policy in retarget.policyGiven ? [retarget.policy] : RetargetPolicy.allCases {
                    let rendering = try Runtime.exact.retargeted(spring, setting, retargets: retargets, policy: policy)
                    if let metrics = rendering.metrics(band: band) {
                        rows.append(.init(name: policy.name, description: rendering.policy, metrics: metrics))
                    }
                }
            }
        } catch {
            throw CommandError("\(RetargetArguments.retargetOption.spelling): \(error.description)", at: retarget.token)
        }
        let byRuntime = runtimes.runtimes != nil
        if arguments[SharedOption.json] {
            context.out.line(RetargetMetricsText.json(name, distance: setting.distance, frameRate: setting.frameRate, band: band,
                                                      retargets: retargets, byRuntime: byRuntime, rows: rows).formatted())
        } else {
            context.out.write(RetargetMetricsText.text(name, distance: setting.distance, distanceNote: runtimes.distanceNote,
                                                       frameRate: setting.frameRate, band: band,
                                                       retargets: retargets, byRuntime: byRuntime, rows: rows))
        }
    }

    /// `metrics --gesture`: a row per runtime (all without --runtime); with `retargets`, measured
    /// after the last of them (a tap after the finger let go).
    private func gestured(_ name: String, _ spring: Spring, _ gesture: Gesture, _ runtimes: RuntimeArguments,
                          _ retarget: RetargetArguments, _ retargets: [Retarget],
                          _ arguments: ParsedArguments, in context: CommandContext) throws(CommandError) {
        let band = try arguments.number(RetargetArguments.withinOption) ?? RetargetArguments.defaultBand
        let rows = (runtimes.runtimes ?? Runtime.allCases).map {
            $0.continuing(gesture, spring: spring, target: runtimes.distance, frameRate: runtimes.frameRate)
        }
        var measured: [RetargetMetrics] = []
        for row in rows {
            try context.stopIfCut()
            guard !retargets.isEmpty else {
                measured.append(row.metrics(band: band))
                continue
            }
            let metrics: RetargetMetrics?
            do {
                metrics = try row.retargeted(retargets, policy: retarget.policy).metrics(band: band)
            } catch {
                throw CommandError("\(RetargetArguments.retargetOption.spelling): \(error.description)", at: retarget.token)
            }
            // Every row has its metrics: the table pairs them with the runtimes.
            guard let metrics else {
                throw CommandError("\(RetargetArguments.retargetOption.spelling): \(row.runtime.name) has no motion after the retarget to measure",
                                   at: retarget.token)
            }
            measured.append(metrics)
        }
        if arguments[SharedOption.json] {
            context.out.line(GestureMetricsText.json(name, gesture, distance: runtimes.distance, band: band, rows: rows,
                                                     metrics: measured, retargets: retargets).formatted())
        } else {
            context.out.write(GestureMetricsText.text(name, gesture, distance: runtimes.distance, band: band, rows: rows,
                                                      metrics: measured, retargets: retargets))
        }
    }

    private func reduced(_ arguments: ParsedArguments, in context: CommandContext) throws(CommandError) {
        if let extra = arguments.positionals.first {
            throw CommandError("metrics \(Self.reduced.spelling) measures every action of the scene; drop '\(extra.text)'", at: extra)
        }
        for (option, token) in [(RuntimeArguments.runtimeOption.name, arguments.token(RuntimeArguments.runtimeOption)),
                                (RuntimeArguments.distanceOption.name, arguments.token(RuntimeArguments.distanceOption))] {
            if let token {
                throw CommandError("--\(option) measures a spring on a platform, not with \(Self.reduced.spelling)", at: token)
            }
        }
        let reports: [ReducedMotionReport]
        do {
            reports = try ReducedMotionReport.all(context.scene, state: context.state)
        } catch {
            throw CommandError(error.description, at: arguments.commandToken)
        }
        if arguments[SharedOption.json] {
            context.out.line(ReducedMetricsText.json(context.scene.name, reports).formatted())
            return
        }
        context.out.write(ReducedMetricsText.text(context.scene.name, reports))
    }

    /// The runtime setting of a spring group (its UIKit duration, if written so), or of a derived spring.
    static func runtimeSetting(_ name: String, _ spring: Spring, _ runtimes: RuntimeArguments, in context: CommandContext) -> RuntimeSetting {
        guard context.scene.springGroup(named: name) != nil else {
            return RuntimeSetting(distance: runtimes.distance, frameRate: runtimes.frameRate)
        }
        return RuntimeSetting(context.state.setting(name), distance: runtimes.distance, frameRate: runtimes.frameRate)
    }
}
