public import PokedeskDomain
public import TerminalKit

// MARK: - Row changes in a hop

extension TraceText {
    /// Row changes as the list reports them to the user — `updated 1`, `inserted at 2–4` — or,
    /// when that report is long (an import's scattered rows), only how many there are.
    public static func changes(_ changes: ChangeSummary) -> String {
        guard let line = changes.line else { return Phrases.text("trace.noChanges") }
        return line.count <= 40 ? line : Phrases.text("trace.rowChanges", String(changes.count))
    }
}
