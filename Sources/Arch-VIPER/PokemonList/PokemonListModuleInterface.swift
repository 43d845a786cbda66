import PokedeskDomain
import PokedeskScreens

// MARK: - What the pokemons view reports

/// The pokemons view's events, already typed: row numbers as numbers, words as choices, and the
/// names Tab offers (`PokemonListCompletions`). The presenter implements them.
protocol PokemonListModuleInterface: PagedListModuleInterface, PokemonListCompletions {
    func addPokemon(named name: String, race: String?)
    func renamePokemon(inRow number: Int, to name: String)
    func changeRaceOfPokemon(inRow number: Int, to race: String)
    func deletePokemon(inRow number: Int)
    func editPokemon(inRow number: Int)
    func editPokemon(named name: String)
    /// `predicate` nil shows every pokemon; `column` is where it starts in the typed line.
    func filterPokemons(with predicate: String?, column: Int)
    func groupPokemons(by sections: PokemonSections)
    func orderPokemons(by sort: PokemonSort)
    /// Import, export or generate, handled while the view watches Ctrl-C.
    func transferPokemons(_ request: TransferRequest)
    func browseTypes()
}
