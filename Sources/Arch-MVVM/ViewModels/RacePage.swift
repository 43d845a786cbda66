import PokedeskDomain

// MARK: - A page of races, ready to show

/// A page of the races screen (B-20): each row's text, whether the current race is marked, and
/// the line under the rows.
struct RacePage: Equatable {
    struct Row: Equatable {
        let number: Int
        let name: String
        let code: Int
        let types: String
        /// How many pokemons of the pokedesk are of this race: `2 pokemons`.
        let pokemons: String
        /// The race of the pokemon being edited.
        let isCurrent: Bool
    }

    let rows: [Row]
    /// Whether rows have a ✓ column: only when a race is being chosen.
    let marksCurrent: Bool
    let footer: String
}

extension RacePage {
    /// The current page of `list`; `choice` is the race being chosen, if one is.
    init(_ list: PagedLiveResults<RaceSummary>, query: RaceQuery, choice: RaceChoice?) throws(PokedeskError) {
        rows = try list.currentPage().map { position, summary in
            Row(
                number: position + 1,
                name: summary.race.name,
                code: summary.race.code,
                types: summary.race.typeNames,
                pokemons: Wording.pokemonCount(summary.pokemonCount),
                isCurrent: choice?.current == summary.race.id
            )
        }
        marksCurrent = choice != nil
        footer = Wording.racesFooter(
            count: list.count,
            nameContains: query.nameContains,
            page: list.paging.number,
            pageCount: list.paging.count,
            choosing: choice != nil
        )
    }
}
