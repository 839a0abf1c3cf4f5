import Testing
@testable import AnimTuneCore

/// A pointer's path in the preview becomes the gesture `--gesture` reads, and its release is what
/// `run ACTION --gesture` and `metrics --gesture` compute from it.
@Suite("GestureRelease: a page's pointer path as run --gesture sees it")
struct GestureReleaseTests {
    /// A finger at constant `speed` pt/s along y from `y0`, one event every `step` s.
    static func pointer(count: Int, speed: Double, step: Double = 1.0 / 120, y0: Double = 200, x: Double = 180) -> [PointerSample] {
        (0..<count).map { PointerSample(time: 1234.5 + Double($0) * step, x: x, y: y0 + speed * Double($0) * step) }
    }

    @Test("each scene's finger action, its axis and sign")
    func drives() throws {
        let table = SceneCatalog.all.compactMap { scene in FingerDrive.of(scene).map { "\(scene.name):\($0.action):\($0.axis.rawValue):\($0.sign)" } }
        #expect(table.sorted() == ["card:drag:y:1.0", "notch:pull:y:1.0", "profile:fling:y:-1.0", "spring:transition:x:1.0", "tabbar:swipe:x:1.0"])
    }

    @Test("positions are the signed move along the axis since the first event, times from the first event")
    func positions() throws {
        let samples = [PointerSample(time: 10, x: 5, y: 100), PointerSample(time: 10.02, x: 9, y: 90), PointerSample(time: 10.05, x: 1, y: 40)]
        let up = try FingerDrive(action: "fling", axis: .y, sign: -1).gesture(samples)
        #expect(up.samples.map(\.position) == [0, 10, 60])
        #expect(abs(up.samples[2].time - 0.05) < 1e-12)
        let across = try FingerDrive(action: "swipe", axis: .x, sign: 1).gesture(samples)
        #expect(across.samples.map(\.position) == [0, 4, -4])
    }

    @Test("velocities are each runtime's tracker on the gesture, as metrics --gesture reports them; outcome is run drag --gesture's")
    func cardRelease() throws {
        let scene = CardScene()
        let state = scene.defaultState
        let action = try scene.action(named: "drag")
        // 150 pt/s: the pan begins at 10 pt and ends 3.75 pt on, projected to 78.6 pt, short of 100.
        for (speed, expected) in [(150.0, "drag → restore"), (3000.0, "drag → dismiss")] {
            let gesture = try FingerDrive.of(scene)!.gesture(Self.pointer(count: 12, speed: speed))
            let release = try GestureRelease(gesture, action: action, state: state)
            #expect(release.outcome == expected, "\(speed) pt/s")
            #expect(release.velocities.map(\.runtime) == Runtime.allCases)
            for row in release.velocities {
                #expect(row.velocity == row.runtime.velocityTracker.releaseVelocity(gesture))
                #expect(row.measured == row.runtime.velocityTracker.velocity(gesture))
            }
            #expect(abs(release.pan.velocity - speed) < 1e-6 * speed)
            let run = try scene.timeline(for: action, state: state, options: GestureRelease.options(gesture, runtime: nil))
            #expect(run.action == release.outcome)
        }
    }

    @Test("the CSV of a gesture reads back through --gesture's reader sample for sample")
    func csvRoundTrip() throws {
        let gesture = try FingerDrive.of(ProfileScene())!.gesture(Self.pointer(count: 40, speed: -1234.567, step: 0.0071))
        let read = try GestureCSV.parse(gesture.csv)
        #expect(read == gesture)
        #expect(gesture.csv.hasPrefix("t,position\n0.0,0.0\n"))
    }
}
