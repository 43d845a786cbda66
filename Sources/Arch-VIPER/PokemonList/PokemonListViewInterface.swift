import PokedeskScreens

// MARK: - What the presenter tells the pokemons view

/// Besides the page and its lines: while a long event is handled, its progress and whether the
/// user wants to stop (`LongCommandDisplay`).
protocol PokemonListViewInterface: MessageViewInterface, LongCommandDisplay {
    func showPokemons(_ page: PokemonPageViewModel)
}

// MARK: - What the view shows

/// One page of pokemons, every cell already worded, grouped under the titles of their sections
/// (one untitled section when the list is not grouped).
struct PokemonPageViewModel: Equatable {
    let sections: [PokemonSection]
    let footer: String
    /// The zero-based positions of the rows, and how many the list has in all: what the view's
    /// trace hop names.
    let positions: Range<Int>
    let count: Int
}
