/// What Tab offers for the word before the cursor.
public struct Completion: Sendable, Equatable {
    /// One possible word.
    public struct Candidate: Sendable, Equatable, Hashable {
        /// What replaces the typed word (with quotes when the word needs them).
        public var text: String
        /// How the candidate is listed (a file's last path component, a full key).
        public var display: String
        /// A whole word: a space follows it once it is the only candidate. Not for a key
        /// segment (`spring.`), a folder (`Presets/`), `cubic-bezier(` or `overshoot=`.
        public var isFinal: Bool

        public init(_ text: String, display: String? = nil, isFinal: Bool = true) {
            self.text = text
            self.display = display ?? text
            self.isFinal = isFinal
        }
    }

    /// What Tab does.
    public enum Action: Sendable, Equatable {
        /// Nothing matches (the terminal beeps).
        case none
        /// Replace the typed word by this text.
        case replace(String)
        /// Several candidates and nothing more in common: show them.
        case list([String])
    }

    /// The text before the cursor that a candidate replaces, as typed.
    public var replacing: String
    public var candidates: [Candidate]

    public init(replacing: String, candidates: [Candidate]) {
        self.replacing = replacing
        var seen: Set<String> = []
        self.candidates = candidates.filter { seen.insert($0.text).inserted }
    }

    public static let nothing = Completion(replacing: "", candidates: [])

    /// A unique candidate completes (and is followed by a space when it is a whole word);
    /// several extend the word to what they share; when they share nothing more, they are listed.
    public var action: Action {
        guard let first = candidates.first else { return .none }
        if candidates.count == 1 {
            return .replace(first.text + (first.isFinal ? " " : ""))
        }
        let shared = Self.commonPrefix(candidates.map(\.text))
        if shared != replacing && shared.count >= replacing.count {
            return .replace(shared)
        }
        return .list(candidates.map(\.display).sorted())
    }

    static func commonPrefix(_ words: [String]) -> String {
        guard var prefix = words.first.map(Array.init) else { return "" }
        for word in words.dropFirst() {
            let characters = Array(word)
            var count = 0
            while count < prefix.count, count < characters.count, prefix[count] == characters[count] { count += 1 }
            prefix.removeLast(prefix.count - count)
        }
        return String(prefix)
    }
}
