import CInterrupt
import Testing
@testable import AnimTuneShell
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite("Ctrl-C while a command runs", .serialized)
struct InterruptTests {
    @Test("the shell's SIGINT handler counts presses; commands outside the shell never see them")
    func flag() {
        #expect(!Interrupt.isHandling)
        Interrupt.install()
        defer { Interrupt.restore() }
        #expect(Interrupt.isHandling)
        Interrupt.clear()
        let context = CommandContext(out: .buffer(), err: .buffer())
        #expect(!Interrupt.requested)
        Interrupt.raiseForTesting()
        // The signal goes to whichever thread does not block it; wait until it has arrived.
        while !Interrupt.requested { usleep(1_000) }
        #expect(throws: Never.self) { try context.checkInterrupt() }
        Interrupt.clear()
        #expect(!Interrupt.requested)
    }

    @Test("a command stops with 'interrupted' once its context says it is interrupted")
    func injected() {
        let context = CommandContext(out: .buffer(), err: .buffer())
        #expect(throws: Never.self) { try context.checkInterrupt() }
        context.isInterrupted = { true }
        #expect(throws: CommandError.interrupted) { try context.checkInterrupt() }
    }

    @Test("with unsaved changes the third Ctrl-C during a command asks instead of leaving (issue 44, S4)")
    func thirdPressAsksWhenUnsaved() {
        Interrupt.install()
        defer { Interrupt.restore() }
        Interrupt.clear()
        Interrupt.setUnsaved(true)
        Interrupt.setCommandRunning(true)
        defer {
            Interrupt.setCommandRunning(false)
            Interrupt.setUnsaved(false)
            Interrupt.clear()
        }
        // Without the question, the third press would end this process with status 130.
        for press in 1...3 {
            Interrupt.raiseForTesting()
            while animtune_sigint_pending() < press { usleep(1_000) }
        }
        #expect(animtune_sigint_pending() == 3)
    }
}
