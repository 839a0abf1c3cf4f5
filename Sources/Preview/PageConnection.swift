import AnimTuneCore
import HummingbirdWebSocket
import NIOConcurrencyHelpers

/// One page's WebSocket: pushes the newest state whenever the hub's version moves (the members
/// that changed since this page's last push; the curve, its measures and code and the runtimes'
/// ghosts in a second message of the same version, marked `details`, once a page has drawn it,
/// unless a newer state came meanwhile: then they are cancelled, and the newer state is pushed
/// at once), and reads the page's UI events. A message that is not a UI event or a gesture closes this
/// connection with the reason, logged in one line; the shell's state is never touched by it. A gesture or a retarget is answered on this
/// connection alone with what the core computes for it (``GestureAnswer``, ``RetargetAnswer``).
struct PageConnection {
    let hub: PreviewHub
    let payloads: PayloadCache
    let token: PreviewToken
    let recorder: GestureRecorder
    let log: @Sendable (String) -> Void

    func run(inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter) async throws {
        let (id, changes) = hub.listen()
        defer { hub.stopListening(id) }
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await push(changes, listener: id, to: outbound) }
            group.addTask { try await read(inbound, closing: outbound) }
            try await group.next()
            group.cancelAll()
        }
    }

    private func push(_ changes: AsyncStream<Void>, listener: Int, to outbound: WebSocketOutboundWriter) async throws {
        // The details being built, for the version they belong to: a newer state cancels them,
        // so its push never waits for the milliseconds of a state already gone. Built, they
        // wait in `built` and wake this loop as a change does.
        var building: (version: Int, task: Task<Void, Never>)?
        let built = NIOLockedValueBox<(version: Int, members: [(String, String)])?>(nil)
        defer { building?.task.cancel() }
        var sent: [String: String] = [:]
        var plays = 0
        var pushed = 0, detailed = 0
        for await _ in changes {
            let snapshot = hub.snapshot
            if let stale = building, stale.version != snapshot.version {
                stale.task.cancel()
                building = nil
            }
            if snapshot.version != pushed {
                var text = "{\"type\":\"state\",\"version\":\(snapshot.version)"
                for (name, value) in payloads.members(state: snapshot.state, view: snapshot.view, base: "/\(token)") where sent[name] != value {
                    sent[name] = value
                    text += ",\"\(name)\":" + value
                }
                if snapshot.plays != plays {
                    plays = snapshot.plays
                    text += ",\"play\":true"
                }
                try await outbound.write(.text(text + "}"))
                pushed = snapshot.version
            }
            if let details = built.withLockedValue({ built in defer { built = nil }; return built }),
               details.version == snapshot.version {
                // Sent even when nothing in it changed: the page then knows its state is complete.
                var second = "{\"type\":\"state\",\"version\":\(details.version),\"details\":true"
                for (name, value) in details.members where sent[name] != value {
                    sent[name] = value
                    second += ",\"\(name)\":" + value
                }
                try await outbound.write(.text(second + "}"))
            }
            // The details once the state is on the screen (a page's acknowledgement wakes this
            // loop too): every runtime's ghost takes milliseconds of a core the browser would wait for.
            guard detailed != snapshot.version, hub.acknowledged >= snapshot.version else { continue }
            detailed = snapshot.version
            let (payloads, hub, version) = (payloads, hub, snapshot.version)
            building = (version, Task {
                guard let members = await payloads.details(state: snapshot.state, view: snapshot.view) else { return }
                // A build cancelled as it ended may finish after a newer one: never over it.
                built.withLockedValue { if ($0?.version ?? 0) < version { $0 = (version, members) } }
                hub.wake(listener)
            })
        }
    }

    private func read(_ inbound: WebSocketInboundStream, closing outbound: WebSocketOutboundWriter) async throws {
        do {
            try await readEvents(inbound, closing: outbound)
            // The messages end when the page closes the connection, and also when the WebSocket
            // layer refuses a frame by its header (1009) and drops the connection without a word
            // to this code: then the connection is not closing, and the close cannot be sent.
            do { try await outbound.close(.normalClosure, reason: nil) } catch {
                log("preview: closed a page's connection: it ended without a close — a frame the WebSocket layer refused "
                    + "(over \(PageMessage.maximumGestureBytes) bytes, or malformed), or a page that went away")
            }
        } catch is CancellationError {
            return
        } catch {
            log("preview: closed a page's connection: " + Self.reason(error))
            throw error
        }
    }

    /// The WebSocket layer's refusal in words: its error types are the package's own, so a
    /// message over the limit is known by its close code's name.
    static func reason(_ error: any Error) -> String {
        let text = String(describing: error)
        if text.contains("messageTooLarge") { return "a message over \(PageMessage.maximumGestureBytes) bytes" }
        return TerminalSafeName.clip(text)
    }

    private func readEvents(_ inbound: WebSocketInboundStream, closing outbound: WebSocketOutboundWriter) async throws {
        // The page's last gesture, which a tap after the release retargets.
        var lastGesture: Gesture?
        for try await message in inbound.messages(maxSize: PageMessage.maximumGestureBytes) {
            let actions = hub.snapshot.state.scene.actions
            let event: PageMessage
            do {
                guard case .text(let text) = message else { throw PageMessage.Refusal(reason: "a binary message") }
                event = try PageMessage(text, actions: actions)
            } catch let refusal as PageMessage.Refusal {
                log("preview: closed a page's connection: \(refusal.reason)")
                try await outbound.close(.policyViolation, reason: String(refusal.reason.prefix(120)))
                return
            }
            switch event {
            case .acknowledge(let version, let module): hub.acknowledge(version, module: module)
            case .action(let name, let argument): hub.show { ($0.action, $0.argument) = (name, argument) }
            case .reduced(let on): hub.show { $0.reduced = on }
            case .ghosts(let on): hub.show { $0.ghosts = on }
            case .gesture(let gesture):
                let answer = GestureAnswer(gesture, state: hub.snapshot.state)
                lastGesture = answer.gesture
                if gesture.record, let kept = answer.gesture { recorder.keep(kept) }
                try await outbound.write(.text(answer.json.compact))
            case .follow(let gesture):
                try await outbound.write(.text(FollowAnswer(gesture, state: hub.snapshot.state).json.compact))
            case .retarget(let time, let target, let ofGesture):
                let snapshot = hub.snapshot
                let answer = ofGesture ? RetargetAnswer(time: time, target: target, continuing: lastGesture, state: snapshot.state)
                    : RetargetAnswer(time: time, target: target, state: snapshot.state, view: snapshot.view)
                try await outbound.write(.text(answer.json.compact))
            }
        }
    }
}
