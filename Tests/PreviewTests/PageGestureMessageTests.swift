import AnimTuneCore
import Testing
@testable import Preview

/// A gesture message is bounded and validated before the core sees it: at most 10,000 samples of
/// finite `[ms, x, y]`, times increasing, at most 60 s; anything else is refused with one line.
@Suite("page gesture and retarget messages")
struct PageGestureMessageTests {
    static let actions = CardScene().actions

    static func gesture(_ samples: String, extra: String = "") -> String {
        #"{"type":"gesture","samples":\#(samples)\#(extra)}"#
    }

    static func refusal(_ text: String) -> String? {
        do {
            _ = try PageMessage(text, actions: actions)
            return nil
        } catch {
            return error.reason
        }
    }

    @Test("a gesture's samples become pointer samples in seconds; record is read")
    func accepted() throws {
        let message = try PageMessage(Self.gesture("[[1000,10,20],[1016.5,10,32],[1033,11,50]]", extra: #","record":true"#), actions: Self.actions)
        guard case .gesture(let gesture) = message else { Issue.record("\(message)"); return }
        #expect(gesture.record)
        #expect(gesture.samples.map(\.y) == [20, 32, 50])
        #expect(gesture.samples.map(\.time) == [1, 1.0165, 1.033])
        #expect(try PageMessage(#"{"type":"retarget","time":0.15,"target":0.5}"#, actions: Self.actions) == .retarget(time: 0.15, target: .progress(0.5), ofGesture: false))
    }

    @Test("a tap after a release says it retargets the gesture's continuation with gesture: true; any other value is refused in one line")
    func retargetOfGesture() throws {
        #expect(try PageMessage(#"{"type":"retarget","time":0.3,"target":0.5,"gesture":true}"#, actions: Self.actions) == .retarget(time: 0.3, target: .progress(0.5), ofGesture: true))
        #expect(Self.refusal(#"{"type":"retarget","time":0.3,"target":0.5,"gesture":"yes"}"#) == "retarget: gesture must be true or false")
        #expect(Self.refusal(#"{"type":"retarget","time":0.3,"target":0.5,"gesture":true,"path":"/etc"}"#) == #"retarget: unknown member "path""#)
    }

    @Test("a tap on a tab names the tab; a tab that is not one, or a tab and a target both, is refused in one line")
    func retargetToATab() throws {
        #expect(try PageMessage(#"{"type":"retarget","time":0.2,"tab":"left"}"#, actions: Self.actions) == .retarget(time: 0.2, target: .tab(.left), ofGesture: false))
        #expect(Self.refusal(#"{"type":"retarget","time":0.2,"tab":"../../etc"}"#) == "retarget: tab must be one of left, camera, right")
        #expect(Self.refusal(#"{"type":"retarget","time":0.2,"tab":"left","target":0.5}"#)
                == "retarget: give target, a progress of the move from -10 to 10, or tab, one of left, camera, right")
        #expect(Self.refusal(#"{"type":"retarget","time":0.2}"#)
                == "retarget: give target, a progress of the move from -10 to 10, or tab, one of left, camera, right")
    }

    @Test("a tab tapped mid-move is the indicator under it, as a progress of the move from transition.from to the tab the action heads for")
    func tabAsProgress() throws {
        let scene = TabBarScene(), state = scene.defaultState
        let select = try scene.action(named: "select")
        // The default select goes from camera (transition.from) to left; the tabs' centres as drawn at rest.
        let rest = try #require(scene.timeline(for: select, state: state, options: RunOptions()).frames.first)
        func centre(_ name: String) throws -> Double {
            let element = try #require(rest.elements.first { $0.name == name })
            return element.x + element.width / 2
        }
        for tab in TabBarTab.allCases {
            let expected = try (centre(tab.rawValue) - centre("camera")) / (centre("left") - centre("camera"))
            let progress = try RetargetGoal.tab(tab).progress(of: select, state: state, options: RunOptions())
            #expect(abs(progress - expected) < 1e-9, "\(tab): \(progress), not \(expected)")
        }
        #expect(throws: SceneError.self) { try RetargetGoal.tab(.left).progress(of: select, state: SpringScene().defaultState, options: RunOptions()) }
    }

    @Test("a finger still down sends its samples to follow, bounded as a gesture; it carries nothing else")
    func follow() throws {
        let message = try PageMessage(#"{"type":"follow","samples":[[0,10,20],[16,10,32]]}"#, actions: Self.actions)
        guard case .follow(let gesture) = message else { Issue.record("\(message)"); return }
        #expect(gesture.samples.map(\.y) == [20, 32])
        #expect(Self.refusal(#"{"type":"follow","samples":[[0,10,20],[16,10,32]],"record":true}"#) == #"follow: unknown member "record""#)
        #expect(Self.refusal(#"{"type":"follow","samples":[[0,10,20],[0,10,32]]}"#)?.hasPrefix("gesture: sample 2") == true)
    }

    @Test("an action's argument is one of its own (a tab to select), or none; anything else is refused in one line")
    func actionArguments() throws {
        let tabBar = TabBarScene().actions
        #expect(try PageMessage(#"{"type":"action","name":"select","argument":"left"}"#, actions: tabBar) == .action("select", argument: "left"))
        #expect(try PageMessage(#"{"type":"action","name":"select"}"#, actions: tabBar) == .action("select", argument: nil))
        let texts: [String] = [#"{"type":"action","name":"select","argument":"../../etc"}"#, #"{"type":"action","name":"select","argument":1}"#,
                               #"{"type":"action","name":"present","argument":"left"}"#]
        let refusals = texts.map { (text: String) -> String in
            do { _ = try PageMessage(text, actions: tabBar + Self.actions); return "accepted" } catch let refusal as PageMessage.Refusal { return refusal.reason } catch { return "\(error)" }
        }
        #expect(refusals == ["action: the argument of select must be one of \(TabBarTab.names.joined(separator: ", "))",
                             "action: the argument of select must be one of \(TabBarTab.names.joined(separator: ", "))",
                             "action: present takes no argument"])
    }

    @Test("NaN, 1e308, too many samples, times backwards or equal, over 60 s, one sample, unknown members: one line each")
    func refused() throws {
        let many = "[" + (0...PageGesture.maximumSamples).map { "[\($0),0,0]" }.joined(separator: ",") + "]"
        let cases: [(String, String)] = [
            (Self.gesture("[[0,NaN,0],[1,1,1]]"), "not JSON"),
            (Self.gesture("[[0,1e308,0],[1,1,1]]"), "sample 1: x and y must be finite points"),
            (Self.gesture("[[0,0,0],[1e308,1,1]]"), "sample 2: time must be a finite number"),
            (Self.gesture(many), "10001 samples; a gesture has 2 to 10000"),
            (Self.gesture("[[5,0,0],[4,1,1]]"), "sample 2 is not at least 1 µs after"),
            (Self.gesture("[[5,0,0],[5,1,1]]"), "sample 2 is not at least 1 µs after"),
            (Self.gesture("[[0,0,0],[60001,1,1]]"), "more than 60 s after the first"),
            (Self.gesture("[[0,0,0]]"), "1 samples; a gesture has 2 to 10000"),
            (Self.gesture("[[0,0],[1,1]]"), "sample 1 is not [time ms, x pt, y pt]"),
            (Self.gesture(#"[[0,0,0],[1,1,"1"]]"#), "sample 2 is not [time ms, x pt, y pt]"),
            (Self.gesture("[[0,0,0],[1,1,1]]", extra: #","path":"/etc/passwd""#), #"gesture: unknown member "path""#),
            (Self.gesture("[[0,0,0],[1,1,1]]", extra: #","record":"yes""#), "record must be true or false"),
            (#"{"type":"retarget","time":-1,"target":0}"#, "retarget: time must be seconds"),
            (#"{"type":"retarget","time":0.1,"target":1e308}"#, "retarget: target must be a progress"),
            (#"{"type":"ack","version":1,"pad":"\#(String(repeating: "x", count: 5000))"}"#, "only a gesture may be larger"),
            (String(repeating: " ", count: PageMessage.maximumGestureBytes + 1), "over \(PageMessage.maximumGestureBytes)"),
            ("preview save-gesture /etc/passwd", "not JSON"),
        ]
        for (text, expected) in cases {
            let reason = Self.refusal(text)
            #expect(reason?.contains(expected) == true, "\(text.prefix(60)): \(reason ?? "accepted")")
            #expect(reason.map { !$0.contains("\n") && $0.count < 200 } ?? true, "\(reason ?? "")")
        }
    }

    @Test("10 million samples and a 64 MB message are refused by their size before any parsing, in one line")
    func hugeMessages() throws {
        let tenMillion = #"{"type":"gesture","samples":["# + String(repeating: "[0,0,0],", count: 10_000_000) + "[1,1,1]]}"
        for text in [tenMillion, String(repeating: "x", count: 64 << 20)] {
            let reason = Self.refusal(text)
            #expect(reason?.hasPrefix("a message of \(text.utf8.count) bytes, over \(PageMessage.maximumGestureBytes)") == true, "\(reason ?? "accepted")")
        }
        #expect(PageMessage.maximumGestureBytes <= PreviewRoutes.maximumFrame)
    }

    @Test("the answer to a card drag is the core's: outcome, each runtime's tracker velocity, one run per runtime")
    func cardAnswer() throws {
        let state = CardScene().defaultState
        let samples = (0..<12).map { PointerSample(time: 5 + Double($0) / 100, x: 180, y: 200 + 30 * Double($0)) }
        let page = try PageGesture(JSONValue.object([("samples", .array(samples.map { .array([.number($0.time * 1000), .number($0.x), .number($0.y)]) }))]))
        let answer = GestureAnswer(page, state: state)
        let gesture = try #require(answer.gesture)
        #expect(gesture == (try FingerDrive.of(CardScene())!.gesture(page.samples)))
        let json = answer.json
        #expect(json["problem"] == .null)
        #expect(json["outcome"] == .string("drag → dismiss"))
        guard case .array(let velocities)? = json["velocities"], case .array(let runs)? = json["runs"] else {
            Issue.record("no velocities or runs: \(json.compact.prefix(200))")
            return
        }
        #expect(velocities.count == Runtime.allCases.count)
        for (row, runtime) in zip(velocities, Runtime.allCases) {
            #expect(row["velocity"] == .number(runtime.velocityTracker.releaseVelocity(gesture)), "\(runtime.name)")
        }
        #expect(runs.map { $0["runtime"] } == Runtime.allCases.map { .string($0.name) })
    }

    @Test("a tap on an action with no spring to send elsewhere is answered with the problem, not played")
    func retargetProblem() throws {
        let answer = RetargetAnswer(time: 0.1, target: .progress(0), state: ProfileScene().defaultState, view: PreviewView(action: "fling"))
        guard case .string(let problem)? = answer.json["problem"] else { Issue.record("\(answer.json.compact)"); return }
        #expect(problem.contains("fling has no spring"), "\(problem)")
        #expect(answer.json["runs"] == nil)
    }

    @Test("a tap on the spring: one run per runtime, each retargeted at the tap")
    func retargetRuns() throws {
        let answer = RetargetAnswer(time: 0.15, target: .progress(1.0 / 3), state: SpringScene().defaultState, view: PreviewView())
        guard case .array(let runs)? = answer.json["runs"] else { Issue.record("\(answer.json.compact.prefix(200))"); return }
        #expect(runs.map { $0["runtime"] } == Runtime.allCases.map { .string($0.name) })
    }
}
