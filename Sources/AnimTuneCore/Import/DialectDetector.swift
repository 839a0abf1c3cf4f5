/// Finds the dialect of a snippet: the one match with the highest specificity is parsed; none
/// or a tie gives one line naming what the text could be.
public enum DialectDetector {
    static let families: [any DialectFamily] = [
        AnimtuneFileDialect(), SwiftUIDialect(), AppleDialect(), AndroidDialect(), WebDialect(), CSSDialect(),
        FlutterDialect(), DesignToolDialect(), FigmaMotionDialect(),
    ]

    /// Every form `import` accepts, for help and the no-match error.
    public static var accepted: [String] { families.flatMap(\.accepted) }

    /// The dialects the text could be written in, most specific first.
    public static func candidates(_ text: String) -> [String] {
        ranked(Snippet(text)).map(\.dialect)
    }

    /// Reads a snippet; throws `ImportError` for no match, a tie, or a bad value.
    public static func read(_ text: String) throws(ImportError) -> ImportResult {
        try read(text, skippingFiles: false)
    }

    /// `skippingFiles`: read a piece of an animtune file as the snippet it is.
    static func read(_ text: String, skippingFiles: Bool) throws(ImportError) -> ImportResult {
        var matches = ranked(Snippet(text))
        if skippingFiles { matches.removeAll { $0.dialect == AnimtuneFileDialect.name } }
        guard let best = matches.first else { throw .noDialect(candidates: accepted) }
        let tied = matches.filter { $0.specificity == best.specificity }
        guard tied.count == 1 else {
            throw .ambiguous(candidates: tied.map(\.dialect),
                             hint: "name it in the snippet (e.g. 'react-spring', 'Origami', 'Rebound', 'ProtoPie', 'motion', 'Reanimated')")
        }
        let result = try best.parse()
        if case .spring(let setting) = result.value {
            do { try setting.spring.validate() } catch { throw .invalid(dialect: result.dialect, reason: error.description) }
        }
        return result
    }

    private static func ranked(_ snippet: Snippet) -> [DialectMatch] {
        var matches: [DialectMatch] = []
        for family in families { matches += family.matches(snippet) }
        // A dialect found twice (two families reading one keyword) counts once.
        var seen: Set<String> = []
        return matches.sorted { $0.specificity > $1.specificity }.filter { seen.insert($0.dialect).inserted }
    }
}
