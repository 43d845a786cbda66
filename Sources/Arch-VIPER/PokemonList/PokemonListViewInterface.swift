// MARK: - What the presenter tells the pokemons view

protocol PokemonListViewInterface: MessageViewInterface {
    func showPokemons(_ page: PokemonPageViewModel)
    /// How far a long job is, on one line rewritten in place.
    func showProgress(_ line: String)
    func hideProgress()
    /// Whether the user asked the running long job to stop (Ctrl-C).
    var isInterruptRequested: Bool { get }
}

// MARK: - What the view shows

/// One page of pokemons, every cell already worded, grouped under the titles of their sections.
struct PokemonPageViewModel: Equatable {
    struct Section: Equatable {
        /// Nil when the list is not grouped.
        let title: String?
        var rows: [PokemonRowViewModel]
    }

    let sections: [Section]
    let footer: String
}

struct PokemonRowViewModel: Equatable {
    let number: String
    let name: String
    let race: String
    let code: String
    let types: String
}
