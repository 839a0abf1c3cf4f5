import AnimTuneCore
import Foundation
import Testing
@testable import AnimTuneCore
@testable import AnimTuneShell

/// `tune` writes the CSS code line of the next nudge either way while the user looks, so the
/// `linear()` search of a spring not seen before is kept when the key comes.
@Suite("tune: the CSS line's next nudges written ahead")
struct TuneCodePrefetchTests {
    /// The models a stand-in writer was given, in order; the first write can be held.
    final class Written: @unchecked Sendable {
        private let lock = NSLock()
        private var models: [TuneModel] = []
        let holdFirst: Bool
        let firstStarted = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)

        init(holdFirst: Bool = false) { self.holdFirst = holdFirst }

        var states: [SceneState] { lock.withLock { models.map(\.state) } }

        func write(_ model: TuneModel) {
            let first = lock.withLock {
                models.append(model)
                return models.count == 1
            }
            if first && holdFirst {
                firstStarted.signal()
                release.wait()
            }
        }
    }

    /// The spring scene focused on `spring.damping` at an unusual damping, with the code line
    /// switched to `platform`.
    static func model(_ platform: SpringCodePlatform, damping: String = "0.4137") throws -> TuneModel {
        let state = try SpringScene().defaultState.setting([(key: "spring.damping", text: damping)])
        var model = try TuneModel(state: state, focusKey: "spring.damping")
        while model.codePlatform != platform { model.apply(.character("c")) }
        return model
    }

    static func nudged(_ model: TuneModel, _ key: TuneKey) -> SceneState {
        var next = model
        next.apply(key)
        return next.state
    }

    @Test("with the CSS line, the model nudged right and then left is written; with any other line, nothing")
    func writesBothNeighboursOfTheCSSLine() throws {
        for platform in SpringCodePlatform.allCases {
            let written = Written()
            let prefetch = TuneCodePrefetch(write: written.write)
            let model = try Self.model(platform)
            prefetch.schedule(after: model)
            prefetch.waitUntilIdle()
            let expected = platform == .css ? [Self.nudged(model, .right), Self.nudged(model, .left)] : []
            #expect(written.states == expected, "\(platform.rawValue)")
        }
    }

    @Test("a newer model drops what is left of the older one's: only the newest model's neighbours follow")
    func newerModelDropsTheOlder() throws {
        let written = Written(holdFirst: true)
        let prefetch = TuneCodePrefetch(write: written.write)
        let older = try Self.model(.css), newer = try Self.model(.css, damping: "0.52")
        prefetch.schedule(after: older)
        written.firstStarted.wait()
        prefetch.schedule(after: newer)
        written.release.signal()
        prefetch.waitUntilIdle()
        #expect(written.states == [Self.nudged(older, .right), Self.nudged(newer, .right), Self.nudged(newer, .left)])
    }

    @Test("written ahead, the next nudge's spring has its linear() kept, the one export css searches")
    func nextSpringIsKept() throws {
        let model = try Self.model(.css, damping: "0.3719")
        var next = model
        next.apply(.right)
        let spring = TuneCodeRow.shown("spring", in: next).spring
        let key = SpringFitCache<LinearEasing.SpringFit>.Key(spring: spring, tolerance: ExportOptions().tolerance)
        #expect(!LinearEasing.fitCache.isKept(key))
        let prefetch = TuneCodePrefetch()
        prefetch.schedule(after: model)
        prefetch.waitUntilIdle()
        #expect(LinearEasing.fitCache.isKept(key))
    }
}
