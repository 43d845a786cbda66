import PokedeskDomain

// MARK: - A page of pokemons, ready to show

/// A page of the pokemons list as the screen shows it (B-1): each row's text, and the line
/// under the rows.
struct PokemonPage: Equatable {
    struct Row: Equatable {
        /// The row number the user types, counted in the whole list.
        let number: Int
        let name: String
        /// The race's name, or a dash without one.
        let race: String
        /// The race's code; empty without a race.
        let code: String
        let types: String
        /// The title of the row's section; nil when the list is not grouped (B-6).
        let section: String?
    }

    let rows: [Row]
    /// The line under the rows; the only line when there are none (an empty pokedesk, a filter
    /// that matches nothing).
    let footer: String
}

extension PokemonPage {
    /// The current page of `list`, fetched by `query`.
    init(_ list: PagedLiveResults<Pokemon>, query: PokemonQuery) throws(PokedeskError) {
        let entries = try list.currentPage()
        guard list.count > 0 else {
            rows = []
            footer = query.filter.map(Wording.noMatch) ?? Wording.emptyPokedesk
            return
        }
        rows = entries.map { position, pokemon in
            Row(
                number: position + 1,
                name: pokemon.name,
                race: pokemon.race?.name ?? Wording.none,
                code: pokemon.race.map { String($0.code) } ?? "",
                types: pokemon.race?.typeNames ?? "",
                section: query.sections == .off ? nil : list.sectionName(at: position)
            )
        }
        footer = Wording.pokemonsFooter(
            count: list.count,
            filter: query.filter,
            page: list.paging.number,
            pageCount: list.paging.count
        )
    }
}
