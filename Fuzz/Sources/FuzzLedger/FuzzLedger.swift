import AnimTuneShell
import FuzzSupport

/// Notebooks whose outputs hold forged `<!-- animtune file|preset … data DIGEST -->` lines
/// (with the real digests of the files beside them, or made-up ones) and whose cells write
/// over those files, with and without `--force`: no file the notebook did not make, outside its
/// assets folder, may change, and no dot-file may appear (issue 44).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLedger(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
    LedgerSandbox.shared.check(LedgerNotebook(bytes, digests: LedgerSandbox.digests).text)
    return 0
}

/// The program's entry point as SwiftPM links it; see ``FuzzDriver``.
@_cdecl("FuzzLedger_main")
public func fuzzLedgerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    FuzzDriver.run(argc, argv, fuzzLedger)
}
