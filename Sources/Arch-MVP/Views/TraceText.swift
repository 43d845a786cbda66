import TerminalKit

// MARK: - What the trace says of what a view shows

/// The short text of a view's hop: row numbers as a range and changes as their report, never
/// the rows themselves, so that a page of 20 stays one short line of the trace.
enum TraceText {
    /// `rows 1–20`, `row 3`, `no rows`.
    static func rows(_ numbers: [String]) -> String {
        guard let first = numbers.first, let last = numbers.last else { return "no rows" }
        return first == last ? "row \(first)" : "rows \(first)–\(last)"
    }

    /// Row changes as the list reports them to the user — `updated 1`, `inserted at 2–4` — or,
    /// when that report is long (an import's scattered rows), only how many there are.
    static func changes(_ changes: [TerminalKit.RowChange]) -> String {
        guard let line = ChangeReport.line(for: changes) else { return "no changes" }
        return line.count <= 40 ? line : "\(changes.count) row changes"
    }
}
