import AnimTuneCore

/// The server's answer to a page's gesture: what animtune's core computes for it, never the
/// page — each runtime's release velocity (its tracker, as `metrics --gesture` reports it),
/// UIKit's pan, the outcome `run ACTION --gesture` plays (`drag → dismiss`), and that run as
/// each runtime renders it, as keyframes the page plays from the release on.
struct GestureAnswer {
    /// The gesture as `--gesture` would read it (nil when the scene has no finger-driven action
    /// or the core refused it; `json` then holds the problem).
    let gesture: Gesture?
    let json: JSONValue

    /// Samples per second of the continuations (the preview's own sampling of matched timings).
    static let sampleRate = WAAPIPlayback.sampleRate

    init(_ page: PageGesture, state: SceneState) {
        let scene = state.scene
        guard let drive = FingerDrive.of(scene), let action = try? scene.action(named: drive.action) else {
            gesture = nil
            json = Self.problem("scene \(scene.name) has no action a finger drives")
            return
        }
        let gesture: Gesture
        let release: GestureRelease
        do {
            gesture = try drive.gesture(page.samples)
            release = try GestureRelease(gesture, action: action, state: state)
        } catch let error as GestureError {
            self.gesture = nil
            json = Self.problem("gesture: \(error.description)")
            return
        } catch {
            self.gesture = nil
            json = Self.problem("\(drive.action): \(error)")
            return
        }
        self.gesture = gesture
        let runtimes: [Runtime?] = scene.isInterruptible(action) ? [nil] + Runtime.allCases.filter { $0 != .exact } : [nil]
        let runs: [JSONValue] = runtimes.compactMap { runtime in
            guard let plan = try? WAAPIPlayback(action: action, state: state,
                                                options: GestureRelease.options(gesture, runtime: runtime, fps: Self.sampleRate),
                                                matchesTimings: false) else { return nil }
            return .object([("runtime", .string(runtime?.name ?? Runtime.exact.name)), ("plan", PreviewPayload.json(plan))])
        }
        json = .object([
            ("type", .string("gesture")),
            ("action", .string(action.name)),
            ("outcome", .string(release.outcome)),
            ("axis", .string(drive.axis.rawValue)),
            ("release", .object([("time", .number(gesture.release.time)), ("position", .number(gesture.release.position))])),
            ("pan", .object([("began", .bool(release.pan.beginIndex != nil)), ("translation", .number(release.pan.releaseTranslation)),
                             ("velocity", .number(release.pan.velocity))])),
            ("velocities", .array(release.velocities.map { row in
                .object([("runtime", .string(row.runtime.name)), ("tracker", .string(row.tracker.name)),
                         ("velocity", .number(row.velocity)), ("measured", .number(row.measured))])
            })),
            ("runs", .array(runs)),
            ("problem", .null),
        ])
    }

    static func problem(_ text: String) -> JSONValue {
        .object([("type", .string("gesture")), ("problem", .string(text))])
    }
}
