import TerminalKit

// MARK: - What the trace says of a table

/// The short text a hop's message gives for rows and their changes: ranges and the change
/// report, never the rows themselves, so that a page of 20 stays one short trace line.
enum TraceText {
    /// The row numbers shown, as a range: `rows 1–20`, `row 3`, `no rows`.
    static func rows(_ numbers: [Int]) -> String {
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
