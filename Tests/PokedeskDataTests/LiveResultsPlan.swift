import PokedeskDomain

// MARK: - One round of the live results' property, as a value

/// Everything a round of `LiveResultsRound` does, decided before it starts, so that the property
/// library can make it, print it, and shrink it: fewer batches, fewer steps, plainer names, the
/// first objects rather than others. Objects are named by a number that is taken modulo how many
/// there are when the step runs, so that a shrunk plan still runs from start to end.
struct LiveResultsPlan: Sendable {
    /// Where the batches are saved: in the controller's context, in another context of the
    /// same store (merged), or by another connection to the same file (another process).
    enum Origin: Sendable, CaseIterable {
        case save
        case merge
        case externalProcess
    }

    /// A pokemon of the store before the controller fetches.
    struct Pokemon: Sendable {
        var name: String
        var race: Int?
    }

    /// An unsaved change in the controller's context to what sorts and sections the rows: a race
    /// renamed or given another code, there or in a child context saved into it. It stays
    /// unsaved until the controller's context saves (the `save` origin's next batch) or for good.
    struct PendingEdit: Sendable {
        enum Change: Sendable {
            case rename(String)
            /// The first code from this one up that no race of the context has.
            case recode(Int)
        }

        var race: Int
        var change: Change
        var throughChild: Bool
    }

    /// One change of a save. `race: nil` is no race.
    enum Step: Sendable {
        case insertPokemon(String, race: Int?)
        case deletePokemon(Int)
        case renamePokemon(Int, to: String)
        case changeRace(Int, to: Int?)
        case renameRace(Int, to: String)
        case recodeRace(Int, from: Int)
        case insertRace(String)
        case deleteRace(Int)
        /// Changed and changed back in the same save: nothing to save for it.
        case renamePokemonAndBack(Int, via: String)
        case changeRaceAndBack(Int, via: Int?)
        case renameRaceAndBack(Int, via: String)
    }

    /// Unsaved edits in the controller's context, then one or two saves: another context's or
    /// process's saves can arrive together, as one change.
    struct Batch: Sendable {
        var pending: [PendingEdit]
        var saves: [[Step]]
    }

    var sort: PokemonSort
    var sections: PokemonSections
    /// An index into `LiveResultsRound.filters`; nil for every pokemon.
    var filter: Int?
    var origin: Origin
    var races: [String]
    var pokemons: [Pokemon]
    var pendingBeforeFetch: [PendingEdit]
    /// Whether the whole order is asked for before the first change.
    var loadsOrder: Bool
    var batches: [Batch]
}

// MARK: - As a failure prints it

extension LiveResultsPlan: CustomStringConvertible {
    var description: String {
        var lines = [
            "sort \(sort), sections \(sections), filter \(filter.map(String.init) ?? "none"), origin \(origin)",
            "races \(races.map(\.debugDescription).joined(separator: ", "))",
            "pokemons \(pokemons.map { "\($0.name.debugDescription) race \(Self.describe($0.race))" }.joined(separator: ", "))",
        ]
        if !pendingBeforeFetch.isEmpty {
            lines.append("unsaved before the fetch: \(Self.describe(pendingBeforeFetch))")
        }
        if loadsOrder { lines.append("order loaded") }
        for (number, batch) in batches.enumerated() {
            lines.append("batch \(number + 1):")
            if !batch.pending.isEmpty { lines.append("  unsaved: \(Self.describe(batch.pending))") }
            for save in batch.saves { lines.append("  save: \(save.map(Self.describe).joined(separator: "; "))") }
        }
        return lines.joined(separator: "\n")
    }

    private static func describe(_ race: Int?) -> String { race.map { "#\($0)" } ?? "none" }

    private static func describe(_ edits: [PendingEdit]) -> String {
        edits.map { edit in
            let change =
                switch edit.change {
                case .rename(let name): "rename race #\(edit.race) to \(name.debugDescription)"
                case .recode(let code): "recode race #\(edit.race) from \(code)"
                }
            return edit.throughChild ? change + " in a child" : change
        }
        .joined(separator: "; ")
    }

    private static func describe(_ step: Step) -> String {
        switch step {
        case .insertPokemon(let name, let race): "insert \(name.debugDescription) race \(describe(race))"
        case .deletePokemon(let pokemon): "delete #\(pokemon)"
        case .renamePokemon(let pokemon, let name): "rename #\(pokemon) to \(name.debugDescription)"
        case .changeRace(let pokemon, let race): "race of #\(pokemon) to \(describe(race))"
        case .renameRace(let race, let name): "rename race #\(race) to \(name.debugDescription)"
        case .recodeRace(let race, let code): "recode race #\(race) from \(code)"
        case .insertRace(let name): "insert race \(name.debugDescription)"
        case .deleteRace(let race): "delete race #\(race)"
        case .renamePokemonAndBack(let pokemon, let name): "rename #\(pokemon) to \(name.debugDescription) and back"
        case .changeRaceAndBack(let pokemon, let race): "race of #\(pokemon) to \(describe(race)) and back"
        case .renameRaceAndBack(let race, let name): "rename race #\(race) to \(name.debugDescription) and back"
        }
    }
}
