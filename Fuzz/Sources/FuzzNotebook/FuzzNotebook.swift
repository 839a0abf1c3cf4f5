import AnimTuneShell
import FuzzSupport

/// The notebook parser on any text: the document renders back to the same bytes (prose is
/// kept byte for byte), parsing the rendering gives the same document, and every cell sits
/// where it says. When every command in the cells is one of a few quick commands that write
/// no files, the notebook is also run twice: the second run changes nothing (SPEC §4).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzNotebook(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let text = FuzzInput.text(start, count)
    let document = NotebookDocument.parse(text)
    let rendered = document.text
    Property.check(Array(rendered.utf8) == Array(text.utf8), "parse → text changed the bytes of \(text.debugDescription)")
    Property.check(NotebookDocument.parse(rendered) == document, "parsing the rendering gave another document")
    let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isLineEnd)
    for cell in document.cells {
        Property.check(cell.block.hasPrefix("```animtune") && (cell.source.isEmpty || cell.block.contains(cell.source)),
                       "cell \(cell.block.debugDescription) does not hold its source")
        let first = cell.source.split(omittingEmptySubsequences: false, whereSeparator: \.isLineEnd).first.map(String.init) ?? ""
        Property.check(cell.source.isEmpty || (cell.firstLine >= 2 && cell.firstLine <= lines.count
                           && String(lines[cell.firstLine - 1]) == first),
                       "cell source \(cell.source.debugDescription) is not at line \(cell.firstLine)")
    }
    NotebookRerun.shared.check(text, document)
    return 0
}

/// The program's entry point as SwiftPM links it; see ``FuzzDriver``.
@_cdecl("FuzzNotebook_main")
public func fuzzNotebookMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    FuzzDriver.run(argc, argv, fuzzNotebook)
}
