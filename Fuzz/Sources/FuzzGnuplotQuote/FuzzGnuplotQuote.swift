import FuzzSupport
import Gnuplot

/// `GnuplotQuote.string` on any text: a real gnuplot prints the quoted expression as exactly
/// the text minus its NULs, and says nothing on stderr (no error, no command run).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGnuplotQuote(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let text = FuzzInput.text(start, count)
    let expression = GnuplotQuote.string(text)
    let reply: GnuplotPrinter.Reply
    do {
        reply = try QuoteFuzzer.printer.print(expression)
    } catch {
        Property.check(false, "print \(expression): \(error)")
        return 0
    }
    let expected = Array(text.utf8).filter { $0 != 0 } + [UInt8(ascii: "\n")]
    Property.check(reply.output == expected && reply.errors.isEmpty,
                   "gnuplot printed \(String(decoding: reply.output, as: UTF8.self).debugDescription) for "
                   + "\(text.debugDescription) quoted as \(expression)"
                   + (reply.errors.isEmpty ? "" : "; stderr: \(reply.errors)"))
    return 0
}

/// The program's entry point as SwiftPM links it; see ``FuzzDriver``.
@_cdecl("FuzzGnuplotQuote_main")
public func fuzzGnuplotQuoteMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    FuzzDriver.run(argc, argv, fuzzGnuplotQuote)
}
