import Foundation
import TestPrerequisites
import Testing

/// Issue #27's acceptance, as a new user tries it in a terminal: the card's interactive drag
/// released fast dismisses, released slowly restores, and `run` plays and prints both.
@Suite("card drag released in a terminal", .enabled(if: TmuxSession.runs, "needs tmux (make deps installs it)"))
struct CardReleaseEndToEndTests {
    @Test("run drag --velocity 1500 plays a dismissal, --velocity 50 a restore; the table shows the projection")
    func fastAndSlow() throws {
        let home = try TestFolder()
        let shell = try TmuxSession(home: home)
        #expect(try shell.waitFor("animtune spring>").found)
        try shell.type("use card")
        try shell.press("Enter")
        #expect(try shell.waitFor("animtune card>").found)

        try shell.type("run drag --velocity 1500")
        try shell.press("Enter")
        let dismissing = try shell.waitFor { $0.contains("card · drag → dismiss") && $0.contains("projected 798.5 pt") }
        #expect(dismissing.found, "\(dismissing.screen)")
        let dismissed = try shell.waitFor("played drag → dismiss: 0.850 s")
        #expect(dismissed.found, "\(dismissed.screen)")

        try shell.type("run drag --velocity 50")
        try shell.press("Enter")
        let restored = try shell.waitFor("played drag → restore: 0.850 s")
        #expect(restored.found, "\(restored.screen)")

        try shell.type("run drag --velocity 50 --table --fps 5")
        try shell.press("Enter")
        let table = try shell.waitFor { $0.contains("drag → restore: 6 frames at 5 fps") && $0.contains("0.8500  0.00 ") }
        #expect(table.found, "\(table.screen)")
        #expect(table.screen.contains("projected (pt)"))
        try shell.press("C-d")
        #expect(try shell.exitStatus() == 0)
    }

    @Test("tune throws the preview: t says the drag is thrown at 1200 pt/s and dismisses, ? lists the key, Esc leaves")
    func tuneThrows() throws {
        let home = try TestFolder()
        let shell = try TmuxSession(home: home)
        #expect(try shell.waitFor("animtune spring>").found)
        try shell.type("use card; tune dismiss.spring")
        try shell.press("Enter")
        #expect(try shell.waitFor("tune card · dismiss.spring").found)
        try shell.press("t")
        let thrown = try shell.waitFor("t: drag thrown at 1200 pt/s → dismiss; t again plays it from rest")
        #expect(thrown.found, "\(thrown.screen)")
        try shell.press("?")
        let keys = try shell.waitFor("throw: replay the action a finger ends")
        #expect(keys.found, "\(keys.screen)")
        // One Esc closes the list of keys, the next leaves tune: a person waits to see the first
        // work (two Esc bytes at once may read as one key with Alt).
        try shell.press("Escape")
        #expect(try shell.waitFor { !$0.contains("throw: replay the action a finger ends") }.found)
        try shell.press("Escape")
        #expect(try shell.waitFor("tune: every value is back as it was").found)
        try shell.press("C-d")
        #expect(try shell.exitStatus() == 0)
    }
}
