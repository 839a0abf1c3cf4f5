import AnimTuneCore
import Testing
@testable import AnimTuneShell

/// Every change of the scene's values reaches the session's observers once — what the preview
/// follows — whichever command made it; a command that only reads tells nobody.
@Suite("session observers")
struct SessionObserverTests {
    @Test("set, reset, use, undo, redo and load each tell the observers the new state once")
    func everyChange() throws {
        let harness = ShellHarness()
        var seen: [SceneState] = []
        harness.context.session.observers.append { seen.append($0) }
        let steps: [(String, (SceneState) -> Bool)] = [
            ("set spring.damping=0.3", { $0.value(forKey: "spring.damping")?.description == "0.3" }),
            ("reset spring.damping", { $0.value(forKey: "spring.damping")?.description != "0.3" }),
            ("undo", { $0.value(forKey: "spring.damping")?.description == "0.3" }),
            ("redo", { $0.value(forKey: "spring.damping")?.description != "0.3" }),
            ("use card", { $0.scene.name == "card" }),
            ("set dismiss.spring.duration=0.8", { $0.value(forKey: "dismiss.spring.duration")?.description == "0.8" }),
            ("load spring", { $0.scene.name == "spring" }),
        ]
        for (command, holds) in steps {
            let before = seen.count
            let result = harness.run(command)
            #expect(result.succeeded, "\(command): \(result.errors)")
            #expect(seen.count == before + 1, "\(command) told the observers \(seen.count - before) times")
            #expect(seen.last.map(holds) == true, "\(command)")
            #expect(seen.last == harness.context.session.state, "\(command)")
        }
        let before = seen.count
        harness.run("get spring.damping; show; metrics")
        #expect(seen.count == before, "reading values told the observers")
    }
}
