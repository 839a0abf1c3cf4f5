import TestPrerequisites
import Testing

/// The one closeness check the numeric tests share: its tolerances, and that a failure names
/// the worst value once rather than every value.
@Suite("assertClose and its tolerances")
struct ClosenessTests {
    @Test("ulps count the doubles between two values, across zero too")
    func ulps() {
        #expect(Closeness.ulpsApart(1, 1) == 0)
        #expect(Closeness.ulpsApart(1, 1.0.nextUp) == 1)
        #expect(Closeness.ulpsApart(1.0.nextDown, 1.0.nextUp) == 2)
        #expect(Closeness.ulpsApart(0, -0.0) == 0)
        #expect(Closeness.ulpsApart(Double.leastNonzeroMagnitude, -Double.leastNonzeroMagnitude) == 2)
        #expect(Closeness.ulps(2).accepts(1, 1.0.nextUp.nextUp))
        #expect(!Closeness.ulps(2).accepts(1, 1.0.nextUp.nextUp.nextUp))
    }

    @Test("scaled is absolute below 1 and relative above; NaN is never close")
    func scaled() {
        #expect(Closeness.scaled(1e-9).accepts(0.5 + 0.9e-9, 0.5))
        #expect(!Closeness.scaled(1e-9).accepts(0.5 + 1.1e-9, 0.5))
        #expect(Closeness.scaled(1e-9).accepts(812 + 800e-9, 812))
        #expect(!Closeness.scaled(1e-9).accepts(812 + 820e-9, 812))
        #expect(!Closeness.absolute(1).accepts(.nan, 0))
        #expect(Closeness.relative(0.01).accepts(-101, -100))
    }

    @Test("a failure is one issue naming the worst value, its label and how many failed")
    func reportsTheWorst() {
        withKnownIssue {
            assertClose([1, 2.5, 3, 4.2], [1, 2, 3, 4], .absolute(0.1), label: { "at t = \(Double($0) / 10)" })
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("2 of 4 values not within 0.1") && text.contains("worst at t = 0.1: 2.5 against 2.0")
        }
    }
}
