import PokedeskDomain
import PokedeskScreens

// MARK: - A page of pokemons, ready to show

/// A page of the pokemons list as the screen shows it (B-1): each row's text, grouped under the
/// titles of their sections (one untitled section when the list is not grouped, B-6), and the
/// line under the rows.
struct PokemonPage: Equatable {
    /// Empty when the pokedesk is, or the filter matches nothing.
    let sections: [PokemonSection]
    /// The line under the rows; the only line when there are none (an empty pokedesk, a filter
    /// that matches nothing).
    let footer: String
    /// The zero-based positions of the rows shown, and how many rows the list has in all.
    let positions: Range<Int>
    let count: Int
}

extension PokemonPage {
    /// The current page of `list`, fetched by `query`.
    init(_ list: PagedLiveResults<Pokemon>, query: PokemonQuery) throws(PokedeskError) {
        let entries = try list.currentPage()
        positions = list.paging.rowRange
        count = list.count
        guard list.count > 0 else {
            sections = []
            footer = query.filter.map(Wording.noMatch) ?? Wording.emptyPokedesk
            return
        }
        sections = PokemonSection.grouping(
            entries.map { position, pokemon in
                (
                    query.sections == .off ? nil : list.sectionName(at: position),
                    PokemonCells(number: position + 1, pokemon: pokemon)
                )
            }
        )
        footer = Wording.pokemonsFooter(
            count: list.count,
            filter: query.filter,
            page: list.paging.page,
            pageCount: list.paging.pageCount
        )
    }
}
