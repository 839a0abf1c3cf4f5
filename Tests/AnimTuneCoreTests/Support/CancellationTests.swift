import Testing
@testable import AnimTuneCore

@Suite("cancelling the core's long searches")
struct CancellationTests {
    @Test("without a probe nothing is cancelled; inside one, only its own thread sees it")
    func probe() {
        #expect(!Cancellation.isRequested)
        let inside = Cancellation.withProbe({ true }) { Cancellation.isRequested }
        #expect(inside)
        #expect(!Cancellation.isRequested)
        let nested = Cancellation.withProbe({ true }) { Cancellation.withProbe({ false }) { Cancellation.isRequested } }
        #expect(!nested)
    }

    @Test("a cancelled linear() search stops before its first round: a stop at every grid step")
    func linear() {
        let spring = Spring(mass: 1, stiffness: 100, damping: 10)
        let searched = LinearEasing.spring(spring)
        let cancelled = Cancellation.withProbe({ true }) { LinearEasing.spring(spring) }
        #expect(searched.easing.stops.count < 40)
        #expect(cancelled.easing.stops.count == SpringSampling(spring, tolerance: LinearEasing.defaultTolerance).gridSize + 1)
    }
}
