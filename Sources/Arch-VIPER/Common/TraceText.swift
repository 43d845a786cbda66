import PokedeskDomain

// MARK: - What the hops say

/// How the modules' hops name the values they pass: short, so that a hop stays one line, and
/// with the Domain only, so that interactors can use it too.
enum TraceText {
    /// The rows a page shows: `rows 21–40 of 898`, or `no rows`. Row numbers are the user's,
    /// from 1.
    static func rows(_ positions: Range<Int>, of count: Int) -> String {
        guard let first = positions.first, let last = positions.last else { return "no rows" }
        return "rows \(first + 1)–\(last + 1) of \(count)"
    }

    /// A line or a name, quoted, its end cut when long: the output above the trace has it whole.
    static func written(_ line: String) -> String {
        let limit = 40
        return Quoting.quoted(line.count > limit ? String(line.prefix(limit)) + "…" : line)
    }

    /// How many there are of something passed along: `1 row`, `20 rows`.
    static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

    /// A query as its fields read: `filter: "name BEGINSWITH \"P\"", sections: .off, sort: .name`.
    static func query(_ query: PokemonQuery) -> String {
        "filter: \(query.filter.map(Quoting.quoted) ?? "nil"), sections: .\(query.sections), sort: .\(query.sort)"
    }

    /// A long command as its case reads in Swift, the path quoted: `.importPokemons(from: "p.csv")`.
    static func request(_ request: TransferRequest) -> String {
        switch request {
        case .importPokemons(let path): ".importPokemons(from: \(Quoting.quoted(path)))"
        case .exportPokemons(let path): ".exportPokemons(to: \(Quoting.quoted(path)))"
        case .generatePokemons(let count): ".generatePokemons(count: \(count))"
        }
    }

    /// What a router is asked to open for choosing a race: `current: 26, delegate:
    /// PokemonEditorPresenter` — the race by its key, the delegate by its type.
    static func choosing(_ current: RaceID?, for delegate: AnyObject) -> String {
        "current: \(current.map { "\($0.rawValue)" } ?? "nil"), delegate: \(type(of: delegate))"
    }
}
