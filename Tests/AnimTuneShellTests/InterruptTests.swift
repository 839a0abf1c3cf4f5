import Testing
@testable import AnimTuneShell
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite("Ctrl-C while a command runs")
struct InterruptTests {
    @Test("the shell's SIGINT handler sets a flag that commands poll")
    func flag() {
        #expect(!Interrupt.isHandling)
        Interrupt.install()
        defer { Interrupt.restore() }
        #expect(Interrupt.isHandling)
        Interrupt.clear()
        let context = CommandContext(out: .buffer(), err: .buffer())
        #expect(!Interrupt.requested)
        #expect(throws: Never.self) { try context.checkInterrupt() }
        Interrupt.raiseForTesting()
        // The signal goes to whichever thread does not block it; wait until it has arrived.
        for _ in 0..<400 where !Interrupt.requested { usleep(5_000) }
        #expect(Interrupt.requested)
        #expect(throws: CommandError.interrupted) { try context.checkInterrupt() }
        Interrupt.clear()
        #expect(!Interrupt.requested)
    }
}
