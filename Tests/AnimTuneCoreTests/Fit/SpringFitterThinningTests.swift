import Testing
import TestPrerequisites
@testable import AnimTuneCore

@Suite("fitting long recordings")
struct SpringFitterThinningTests {
    @Test("a long series is searched on at most 2,000 samples, evenly spread, first and last kept")
    func thinned() {
        let samples = (0..<100_000).map { FitSample(t: Double($0) / 1000, value: Double($0) / 99_999) }
        let kept = SpringFitter.thinned(samples)
        #expect(kept.count == SpringFitter.maximumSamples)
        #expect(kept.first == samples.first && kept.last == samples.last)
        #expect(zip(kept, kept.dropFirst()).allSatisfy { $0.t < $1.t })
        #expect(SpringFitter.thinned(Array(samples.prefix(500))).count == 500)
    }

    @Test("the errors of a thinned fit are measured on every sample")
    func errorsOnAll() {
        let spring = Spring(mass: 1, stiffness: 200, damping: 12)
        let samples = (0..<10_000).map { FitSample(t: Double($0) / 5000, value: spring.progress(at: Double($0) / 5000)) }
        let fit = SpringFitter.fit(samples)
        #expect(fit.sampleCount == 10_000)
        #expect(fit.maxError < 1e-3)
        assertClose(fit.spring.stiffness, 200, .absolute(1))
    }
}
