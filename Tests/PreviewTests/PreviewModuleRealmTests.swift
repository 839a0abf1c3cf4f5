import AnimTuneCore
import Foundation
import HeadlessChromium
import Testing
import TestPrerequisites
@testable import Preview

/// In headless Chromium: the page imports each state's `export waapi` module in a frame of its
/// own and makes a new frame every 20 modules, dropping the old ones, so a long `tune` session
/// does not keep every module it ever played (a document keeps each module it imports; 200 nudges
/// of the card kept 3.4 MB of the page's heap before).
@Suite("preview imports the states' modules in frames it replaces", .serialized,
       .enabled(if: Prerequisite.runs(HeadlessChromium.executable != nil), "Chromium is not installed; the preview page was not run"))
struct PreviewModuleRealmTests {
    @Test("45 nudges, each played with its module: the page made 3 frames for them, keeps at most 2, and plays the last with its own module")
    func realmsAreReplaced() async throws {
        let outcome = try await DedicatedThread.run { () throws -> (realms: Int, frames: Int, module: Bool) in
            var state = CardScene().defaultState
            let driven = try PreviewGestureTests.Driven(state)
            try driven.browser.wait(until: "window.animtune.moduleVersion >= \(driven.hub.version)", session: driven.tab)
            for nudge in 1...45 {
                state = try state.setting([(key: "present.dampingInterval", text: NumberFormatting.short(0.3 + 0.005 * Double(nudge)))])
                driven.hub.publish(state)
                driven.hub.waitForAcknowledgement(of: driven.hub.version, module: true)
            }
            let realms = try driven.browser.evaluate("window.animtune.realms", session: driven.tab) as? Int ?? 0
            let frames = try driven.browser.evaluate("document.querySelectorAll('iframe').length", session: driven.tab) as? Int ?? -1
            let module = try driven.browser.evaluate("window.animtune.moduleVersion === window.animtune.version", session: driven.tab) as? Bool ?? false
            return (realms, frames, module)
        }
        // The first state's module and 45 more: 46 imports, 20 to a frame.
        #expect(outcome.realms == 3)
        #expect(outcome.frames >= 1 && outcome.frames <= 2, "\(outcome.frames) frames")
        #expect(outcome.module)
    }
}
