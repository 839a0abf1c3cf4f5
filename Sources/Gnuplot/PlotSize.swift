import Foundation

/// A plot size: characters for `dumb`, pixels for images and windows, points (1/72 in)
/// for PDF.
public struct PlotSize: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// Width (columns or pixels).
    public var width: Int
    /// Height (rows or pixels).
    public var height: Int

    /// A size of `width` × `height`.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// Reads `WIDTHxHEIGHT` as given to `--size`, e.g. `800x500` (`X` and `×` also work).
    ///
    /// - Throws: ``GnuplotError/invalidSize(_:reason:)`` for anything else, or for sides
    ///   outside 10…10000.
    public init(parsing text: String) throws(GnuplotError) {
        let parts = text.lowercased().split(omittingEmptySubsequences: false) { $0 == "x" || $0 == "×" }
        guard parts.count == 2 else { throw .invalidSize(text, reason: "expected one 'x'") }
        guard let width = Int(Self.trimmingBlanks(parts[0])), let height = Int(Self.trimmingBlanks(parts[1]))
        else { throw .invalidSize(text, reason: "width and height must be whole numbers") }
        guard Self.accepted.contains(width), Self.accepted.contains(height) else {
            throw .invalidSize(text, reason: "each side must be in \(Self.accepted.lowerBound)…\(Self.accepted.upperBound)")
        }
        self.init(width: width, height: height)
    }

    /// `part` without the blanks at either end: tabs and the space separators (what
    /// Foundation's `CharacterSet.whitespaces` holds; a plot runs this for every `--size`, and
    /// Foundation's trimming cost more than the rest of reading it).
    private static func trimmingBlanks(_ part: Substring) -> Substring {
        func isBlank(_ character: Character) -> Bool {
            character.unicodeScalars.allSatisfy { $0 == "\t" || $0.properties.generalCategory == .spaceSeparator }
        }
        guard let first = part.firstIndex(where: { !isBlank($0) }), let last = part.lastIndex(where: { !isBlank($0) }) else {
            return part[part.endIndex...]
        }
        return part[first...last]
    }

    /// The sides `init(parsing:)` accepts.
    public static let accepted: ClosedRange<Int> = 10...10_000

    /// `WIDTHxHEIGHT`.
    public var description: String { "\(width)x\(height)" }
}
