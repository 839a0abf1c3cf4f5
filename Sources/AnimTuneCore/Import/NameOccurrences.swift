/// Where the spellings of some keys appear in a text as identifiers (or their starts:
/// `dismissSpringDuration` names `dismissSpring`), found in one search per spelling, so asking
/// for the first after each of many positions costs a binary search instead of a scan.
struct NameOccurrences {
    /// (position, key), sorted by position.
    private let found: [(position: String.Index, key: String)]

    init(_ names: [(key: String, spellings: [String])], in text: String) {
        var found: [(position: String.Index, key: String)] = []
        for (key, spellings) in names {
            for spelling in spellings where !spelling.isEmpty {
                var start = text.startIndex
                while let range = text.range(of: spelling, range: start..<text.endIndex) {
                    start = range.upperBound
                    let before = range.lowerBound > text.startIndex ? text[text.index(before: range.lowerBound)] : " "
                    let after = range.upperBound < text.endIndex ? text[range.upperBound] : " "
                    guard !(before.isLetter || before.isNumber || before == "_" || before == "."),
                          !(after.isLowercase || after.isNumber) else { continue }
                    found.append((range.lowerBound, key))
                }
            }
        }
        self.found = found.sorted { $0.position < $1.position }
    }

    /// The first key named at or after `position`, and where.
    func first(after position: String.Index) -> (key: String, position: String.Index)? {
        var low = 0, high = found.count
        while low < high {
            let middle = (low + high) / 2
            if found[middle].position < position { low = middle + 1 } else { high = middle }
        }
        return low < found.count ? (found[low].key, found[low].position) : nil
    }
}
