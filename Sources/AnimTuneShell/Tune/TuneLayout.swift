/// Where `tune` puts things on a terminal of a given size: the title on the first row, the
/// parameter list on the left, the chart in the middle, the phone on the right, then the
/// metrics, the message line, the focused spring's code line and the keys. Nil below ``minimumColumns`` × ``minimumRows``.
public struct TuneLayout: Sendable, Hashable {
    public struct Box: Sendable, Hashable {
        public let row: Int, column: Int, width: Int, height: Int
    }

    public static let minimumColumns = 64
    public static let minimumRows = 16
    /// Metrics (2), message (1), code (2) and keys (1) under the body, the title above it.
    static let rowsOutsideBody = 7

    public let columns: Int
    public let rows: Int
    public let list: Box
    public let chart: Box
    /// Cells the phone may use (the canvas is fitted inside, aspect kept).
    public let phone: Box
    public let metricsRow: Int
    public let messageRow: Int
    /// The first of the two rows of the code line.
    public let codeRow: Int
    public let keysRow: Int
    /// Wide enough to show each parameter's range in the list.
    public let showsRanges: Bool

    public init?(columns: Int, rows: Int) {
        guard columns >= Self.minimumColumns, rows >= Self.minimumRows else { return nil }
        self.columns = columns
        self.rows = rows
        let bodyRows = rows - Self.rowsOutsideBody
        showsRanges = columns >= 150
        let listWidth = showsRanges ? 58 : min(40, max(30, columns * 2 / 5))
        // Half-block pixels are square: the phone (399 × 836 pt with its bezel) is about 0.48 as wide as high.
        let phoneWidth = min((columns - listWidth) / 3, Int((Double(bodyRows * 2) * 0.48).rounded(.up)))
        list = Box(row: 1, column: 0, width: listWidth, height: bodyRows)
        phone = Box(row: 1, column: columns - phoneWidth, width: phoneWidth, height: bodyRows)
        chart = Box(row: 1, column: listWidth + 1, width: columns - listWidth - phoneWidth - 2, height: bodyRows)
        metricsRow = 1 + bodyRows
        messageRow = metricsRow + 2
        codeRow = messageRow + 1
        keysRow = codeRow + 2
    }
}
