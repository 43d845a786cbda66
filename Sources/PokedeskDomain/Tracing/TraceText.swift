import TextRules

// MARK: - What hops say of the values they pass

/// How hops name what they pass or show: short, so that a hop stays one line of the trace, and
/// the same in every architecture, so that their traces compare. The output above a trace has
/// everything whole.
public enum TraceText {
    /// Row numbers shown, as the user reads them: `rows 1–20`, `row 3`, `no rows`; with the
    /// list's count, `rows 21–40 of 898`.
    public static func rows(_ numbers: [some CustomStringConvertible], of count: Int? = nil) -> String {
        guard let first = numbers.first, let last = numbers.last else { return "no rows" }
        let range = numbers.count == 1 ? "row \(first)" : "rows \(first)–\(last)"
        return count.map { "\(range) of \($0)" } ?? range
    }

    /// The rows at 0-based `positions` of a list of `count`: `rows 21–40 of 898`.
    public static func rows(_ positions: Range<Int>, of count: Int) -> String {
        rows(positions.map { $0 + 1 }, of: count)
    }

    /// A line or a name, quoted, its end cut when long.
    public static func written(_ line: String) -> String {
        let limit = 40
        return Quoting.quoted(line.count > limit ? String(line.prefix(limit)) + "…" : line)
    }

    /// Text the user typed, or may not have: quoted, or `nil`.
    public static func quoted(_ text: String?) -> String {
        text.map(Quoting.quoted) ?? "nil"
    }

    /// How many there are of something passed along: `1 row`, `20 rows`.
    public static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

    /// A long command as its case reads in Swift, the path quoted: `.importPokemons(from: "p.csv")`.
    public static func request(_ request: TransferRequest) -> String {
        switch request {
        case .importPokemons(let path): ".importPokemons(from: \(Quoting.quoted(path)))"
        case .exportPokemons(let path): ".exportPokemons(to: \(Quoting.quoted(path)))"
        case .generatePokemons(let count): ".generatePokemons(count: \(count))"
        }
    }
}
