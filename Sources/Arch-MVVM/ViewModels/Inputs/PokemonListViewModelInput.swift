import PokedeskDomain

// MARK: - What the pokemons list's view asks

/// The pokemons list view model's intents: all the view sends it. The view reads the rest —
/// page, announcements, progress — from the view model's observable state.
protocol PokemonListViewModelInput: PagingInput, UndoInput {
    /// The view has shown the page: the user has seen its rows as they are (B-43).
    func pageShown()
    func find(_ predicate: String, column: Int) throws(PokedeskError)
    func group(by sections: PokemonSections) throws(PokedeskError)
    func order(by sort: PokemonSort) throws(PokedeskError)
    func add(name: String, race raceText: String?) throws(PokedeskError)
    func rename(row: Int, to name: String) throws(PokedeskError)
    func changeRace(row: Int, to raceText: String) throws(PokedeskError)
    func delete(row: Int) throws(PokedeskError)
    func edit(row: Int) throws(PokedeskError)
    func edit(named name: String) throws(PokedeskError)
    func browseTypes() throws(PokedeskError)
    func transfer(_ request: TransferRequest, isCancelled: () -> Bool) throws(PokedeskError)
}
