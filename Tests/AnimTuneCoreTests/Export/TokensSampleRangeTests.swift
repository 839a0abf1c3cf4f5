import Foundation
import Testing
@testable import AnimTuneCore

/// The tokens export lists the card's present spring at five tops (`presentSpringAt203`): each
/// says which tops it stands for and how far their springs are from it, and every spring token
/// names its settle times. The reference springs are UIKit's duration-based spring computed
/// here from the original's damping and duration formulas (PresentCardAnimator).
@Suite("Tokens: present-spring samples state their range, settle times are named")
struct TokensSampleRangeTests {
    static func tokens() throws -> [String: Any] {
        let text = TokensExporter().export(Preset(name: "card", state: CardScene().defaultState))
        let root = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        return try #require(root["card"] as? [String: Any])
    }

    /// UIKit's spring for a card at `top` on the default iPhone X screen (812 pt): damping
    /// 1 − 0.3·top/812 and duration 0.5 + 0.4·top/812 for 0 ≤ top ≤ 812, the natural frequency
    /// whose envelope reaches 0.001 at the duration (critical: e^(−u)(1 + u) = 0.001).
    static func progress(top: Double, at t: Double) -> Double {
        let zeta = 1 - 0.3 * top / 812, duration = 0.5 + 0.4 * top / 812
        if zeta >= 1 - 1e-12 {
            var u = 9.0
            for _ in 0..<50 { u -= (exp(-u) * (1 + u) - 0.001) / (-u * exp(-u)) }
            let omega = u / duration
            return 1 - exp(-omega * t) * (1 + omega * t)
        }
        let omega = (log(zeta / (1 - zeta * zeta).squareRoot()) - log(0.001)) / zeta / duration
        let omegaD = omega * (1 - zeta * zeta).squareRoot()
        return 1 - exp(-zeta * omega * t) * (cos(omegaD * t) + zeta * omega / omegaD * sin(omegaD * t))
    }

    @Test("each present-spring sample covers the tops nearer to it, and its stated error is the worst one measured every 0.5 pt")
    func ranges() throws {
        let tokens = try Self.tokens()
        let samples = [0.0, 203, 406, 609, 812]
        for (index, sample) in samples.enumerated() {
            let token = try #require(tokens["presentSpringAt\(Int(sample))"] as? [String: Any])
            let spring = try #require((token["$extensions"] as? [String: Any])?[TokensExporter.springExtension] as? [String: Any])
            let range = try #require(spring["range"] as? [String: Double], "\(spring.keys)")
            let from = index == 0 ? sample : (samples[index - 1] + sample) / 2
            let to = index == samples.count - 1 ? sample : (sample + samples[index + 1]) / 2
            #expect(range["from"] == from && range["to"] == to, "\(sample): \(range)")
            var worst = 0.0
            for top in stride(from: from, through: to, by: 0.5) {
                for ms in 0...2500 {
                    let t = Double(ms) / 1000
                    worst = max(worst, abs(Self.progress(top: top, at: t) - Self.progress(top: sample, at: t)))
                }
            }
            let stated = try #require(range["maxError"])
            #expect(worst > 0.005, "the neighbouring tops' springs differ by only \(worst)")
            // Both on the grid the token names (every 0.5 pt of top, every millisecond).
            #expect(abs(stated - worst) <= 0.01 * worst, "sample \(sample): stated \(stated), measured \(worst)")
            let description = try #require(token["$description"] as? String)
            #expect(description.contains("It stands for cardTop \(ExportNumber.plain(from, digits: 4)) to \(ExportNumber.plain(to, digits: 4))"))
            #expect(description.contains("(measured every 0.5 of cardTop and every millisecond)"))
        }
    }

    @Test("every spring token names its settle times: settlingTime is the closed form's 0.1 % time, settlingDuration SwiftUI's")
    func settleTimes() throws {
        let tokens = try Self.tokens()
        let token = try #require(tokens["presentSpringAt812"] as? [String: Any])
        let spring = try #require((token["$extensions"] as? [String: Any])?[TokensExporter.springExtension] as? [String: Any])
        let settling = try #require((spring["settlingTime"] as? [String: Any])?["value"] as? Double)
        // The last millisecond the spring at top 812 is outside 0.1 % of the distance.
        var last = 0.0
        for step in 0...400_000 where abs(Self.progress(top: 812, at: Double(step) / 100_000) - 1) > 0.001 { last = Double(step) / 100 }
        #expect(abs(settling - last) < 0.05, "settlingTime \(settling) ms, the closed form leaves the band last at \(last) ms")
        #expect(spring["settlingDuration"] != nil)
        let description = try #require(token["$description"] as? String)
        #expect(description.contains("settlingTime (\"settles within 0.1% in\" above) is the closed form's time to stay within 0.1 % of the distance"))
        #expect(description.contains("settlingDuration is SwiftUI's own estimate"))
    }
}
