import Testing
@testable import AnimTuneShell
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite("Ctrl-C while a command runs")
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
}
