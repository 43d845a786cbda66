import PokedeskDomain

// MARK: - What a view's hops say

/// How a view's trace hops name what it writes: short, so that a hop stays one line.
enum TraceText {
    /// The rows a page shows: `rows 21–40 of 898`, or `no rows`. Row numbers are the user's,
    /// from 1.
    static func rows(_ positions: Range<Int>, of count: Int) -> String {
        guard let first = positions.first, let last = positions.last else { return "no rows" }
        return "rows \(first + 1)–\(last + 1) of \(count)"
    }

    /// A line written, quoted, its end cut when long: the output above the trace has it whole.
    static func written(_ line: String) -> String {
        let limit = 40
        return Quoting.quoted(line.count > limit ? String(line.prefix(limit)) + "…" : line)
    }
}
