import PokedeskDomain

// MARK: - What the pokemons view reports

/// The pokemons view's events, already typed: row numbers as numbers, words as choices. The
/// presenter implements them.
protocol PokemonListModuleInterface: PagedListModuleInterface {
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
    func importPokemons(from path: String)
    func exportPokemons(to path: String)
    func generatePokemons(count: Int)
    func browseTypes()
    /// For Tab completion of RACE.
    func raceNameSuggestions() -> [String]
    /// For Tab completion of a pokemon's NAME.
    func pokemonNameSuggestions() -> [String]
    /// For Tab completion of the value after the predicate's `words` so far.
    func predicateValueSuggestions(after words: [String]) -> [String]
}
