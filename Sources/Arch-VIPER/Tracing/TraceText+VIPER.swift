import PokedeskDomain

// MARK: - What VIPER's hops say besides what every architecture's say

extension TraceText {
    /// A query as its fields read: `filter: "name BEGINSWITH \"P\"", sections: .off, sort: .name`.
    static func query(_ query: PokemonQuery) -> String {
        "filter: \(TraceText.quoted(query.filter)), sections: .\(query.sections), sort: .\(query.sort)"
    }

    /// What a router is asked to open for choosing a race: `current: 26, delegate:
    /// PokemonEditorPresenter` — the race by its key, the delegate by its type.
    static func choosing(_ current: RaceID?, for delegate: AnyObject) -> String {
        "current: \(race(current)), delegate: \(type(of: delegate))"
    }
}
