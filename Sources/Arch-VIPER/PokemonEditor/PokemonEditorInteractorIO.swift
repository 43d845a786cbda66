import PokedeskDomain

// MARK: - The editor's use cases

/// What the presenter asks of the editor's interactor, which holds the pokemon as last read (its
/// version is what a change is checked against, B-43). Results arrive on the output.
protocol PokemonEditorInteractorInput: ChangeHistoryInteractorInput {
    func renamePokemon(to name: String)
    /// `race` is a race code or name.
    func changeRace(toRaceMatching race: String)
    func changeRace(to race: Race)
    func deletePokemon()
    /// Reads the pokemon again, after undo or redo.
    func reloadPokemon()
    /// Reads the pokemon as stored now, before it is shown: another process may have changed
    /// it (B-43). Reports it found, or gone with why.
    func loadCurrentPokemon()
    func raceNames() -> [String]
    func pokemonNames() -> [String]
}

// MARK: - What the editor's interactor reports

protocol PokemonEditorInteractorOutput: ChangeHistoryInteractorOutput {
    func didRename(from oldName: String, to pokemon: Pokemon)
    func didChangeRace(of pokemon: Pokemon)
    func didDelete(_ pokemon: Pokemon)
    func didReload(_ pokemon: Pokemon)
    func didLoadCurrentPokemon(_ pokemon: Pokemon)
    /// Another process changed the pokemon since it was read; nothing was saved. `current` is
    /// the pokemon as stored now.
    func didRefuseChange(_ error: PokedeskError, current: Pokemon)
    /// The pokemon no longer exists. `error` is the refused change's, or nil when a reload found
    /// it gone.
    func didLosePokemon(_ error: PokedeskError?)
}
