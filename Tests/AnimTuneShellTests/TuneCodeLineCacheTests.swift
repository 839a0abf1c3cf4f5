import Synchronization
import Testing
@testable import AnimTuneCore
@testable import AnimTuneShell

/// `tune` keeps its last code lines by what they are written from, so the line written ahead
/// for a nudge is the one the nudge shows.
@Suite("tune: code lines kept by what they are written from")
struct TuneCodeLineCacheTests {
    /// Counts the writes it is asked for and writes the model's real line.
    final class Writer: Sendable {
        let count = Mutex(0)
        func write(_ model: TuneModel) -> String {
            count.withLock { $0 += 1 }
            return TuneCodeRow.text(model)
        }
    }

    static func nudged(_ model: TuneModel, _ key: TuneKey) -> TuneModel {
        var next = model
        next.apply(key)
        return next
    }

    @Test("a line written ahead for the next nudge is the nudge's line, not written again")
    func writtenAheadIsShown() throws {
        let cache = TuneCodeLineCache(), writer = Writer()
        let model = try TuneCodePrefetchTests.model(.css)
        let right = Self.nudged(model, .right)
        let ahead = cache.line(for: right, write: writer.write)
        #expect(cache.line(for: right, write: writer.write) == ahead)
        #expect(writer.count.withLock { $0 } == 1)
        #expect(ahead == TuneCodeRow.text(right))
    }

    @Test("every input a line is written from writes a new line when it changes")
    func everyInputCounts() throws {
        let cache = TuneCodeLineCache(), writer = Writer()
        let model = try TuneCodePrefetchTests.model(.css)
        _ = cache.line(for: model, write: writer.write)
        var renamed = model
        renamed.exportName = "other"
        var platform = model
        platform.apply(.character("c"))
        var form = model
        form.apply(.character("p"))
        let changed = [Self.nudged(model, .right), renamed, platform, form]
        for other in changed { #expect(TuneCodeLineCache.Inputs(other) != TuneCodeLineCache.Inputs(model)) }
        for other in changed { _ = cache.line(for: other, write: writer.write) }
        #expect(writer.count.withLock { $0 } == 1 + changed.count)
    }

    @Test("only the last few lines are kept")
    func keepsTheLastFew() throws {
        let cache = TuneCodeLineCache(), writer = Writer()
        var model = try TuneCodePrefetchTests.model(.swiftui)
        let first = model
        for _ in 0...TuneCodeLineCache.capacity {
            _ = cache.line(for: model, write: writer.write)
            model.apply(.right)
        }
        let written = writer.count.withLock { $0 }
        _ = cache.line(for: first, write: writer.write)
        #expect(writer.count.withLock { $0 } == written + 1)
    }
}
