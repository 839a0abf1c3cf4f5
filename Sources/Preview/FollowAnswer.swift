import AnimTuneCore

/// The server's answer to a finger that is still down: the scene as `run ACTION --gesture`
/// computes it at the finger's newest sample (its held phase: the profile's offset through the
/// rubber band, the tab bar's indicator under the swipe), so the page follows the finger with
/// the core's own numbers rather than its own.
struct FollowAnswer {
    let json: JSONValue

    init(_ page: PageGesture, state: SceneState) {
        let scene = state.scene
        guard let drive = FingerDrive.of(scene), let action = try? scene.action(named: drive.action) else {
            json = Self.problem("scene \(scene.name) has no action a finger drives")
            return
        }
        do {
            let gesture = try drive.gesture(page.samples)
            let options = GestureRelease.options(gesture, runtime: nil, fps: WAAPIPlayback.sampleRate)
            let timeline = try scene.timeline(for: action, state: state, options: options)
            let now = gesture.release.time
            guard let frame = timeline.frames.min(by: { abs($0.time - now) < abs($1.time - now) }) else {
                json = Self.problem("\(drive.action) has no frame")
                return
            }
            json = .object([
                ("type", .string("follow")), ("action", .string(action.name)), ("time", .number(now)),
                ("elements", .array(frame.elements.map(PreviewPayload.json))), ("problem", .null),
            ])
        } catch let error as GestureError {
            json = Self.problem("gesture: \(error.description)")
        } catch {
            json = Self.problem("\(drive.action): \(error)")
        }
    }

    static func problem(_ text: String) -> JSONValue {
        .object([("type", .string("follow")), ("problem", .string(text))])
    }
}
