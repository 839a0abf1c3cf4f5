/// Finds the dialect of a snippet: the one match with the highest specificity is parsed; none
/// or a tie gives one line naming the closest form or the candidates and what would decide.
public enum DialectDetector {
    static let families: [any DialectFamily] = [
        AnimtuneFileDialect(), SwiftUIDialect(), AppleDialect(), AndroidDialect(), WebDialect(), CSSDialect(),
        FlutterDialect(), DesignToolDialect(), PopmotionDialect(), LottieKeyframeDialect(), FigmaMotionDialect(),
        MaterialMotionDialect(), AnimeJSDialect(), RemotionDialect(),
    ]

    /// Every form `import` accepts, for help.
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
        let snippet = Snippet(text)
        var matches = ranked(snippet)
        if skippingFiles { matches.removeAll { $0.dialect == AnimtuneFileDialect.name } }
        guard let best = matches.first, !Cancellation.isRequested else {
            throw .noDialect(closest: Cancellation.isRequested ? nil : closest(to: snippet))
        }
        let tied = matches.filter { $0.specificity == best.specificity }
        guard tied.count == 1 else {
            throw .ambiguous(candidates: tied.map { ($0.dialect, $0.decider.isEmpty ? $0.dialect : $0.decider) })
        }
        let log = ImportLog()
        var result: ImportResult
        do {
            result = try ImportLog.$current.withValue(log) { try best.parse() }
        } catch let error as ImportError {
            throw error
        } catch {
            throw .invalid(dialect: best.dialect, reason: "\(error)")
        }
        if let line = log.assumption { result.assumptions.insert(line, at: 0) }
        if best.dialect != AnimtuneFileDialect.name {
            (result.read, result.ignored) = try NumberAccount.check(snippet, log: log, dialect: result.dialect)
        }
        if case .spring(let setting) = result.value {
            do { try setting.spring.validate() } catch { throw .invalid(dialect: result.dialect, reason: error.description) }
        }
        return result
    }

    /// The accepted form that shares the most words (three letters or more) with the snippet.
    static func closest(to snippet: Snippet) -> String? {
        let words = Set(snippet.text.lowercased().split { !($0.isLetter || $0.isNumber) }.filter { $0.count >= 3 }.map(String.init))
        var best: (form: String, shared: Int)?
        for form in accepted {
            let formWords = Set(form.lowercased().split { !($0.isLetter || $0.isNumber) }.map(String.init))
            let shared = words.intersection(formWords).count
            if shared > 0, shared > best?.shared ?? 0 { best = (form, shared) }
        }
        return best?.form
    }

    private static func ranked(_ snippet: Snippet) -> [DialectMatch] {
        var matches: [DialectMatch] = []
        // A cancellation skips the families not asked yet (their answers would not be used).
        for family in families where !Cancellation.isRequested { matches += family.matches(snippet) }
        // A dialect found twice (two families reading one keyword) counts once.
        var seen: Set<String> = []
        return matches.sorted { $0.specificity > $1.specificity }.filter { seen.insert($0.dialect).inserted }
    }
}
