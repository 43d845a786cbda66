import PokedeskScreens

// MARK: - What the editor view reports

/// The editor view's events, and the names Tab offers (`PokemonEditorCompletions`).
protocol PokemonEditorModuleInterface: ChangeHistoryModuleInterface, PokemonEditorCompletions {
    /// The editor is on top, newly pushed or revealed.
    func viewDidAppear()
    func renamePokemon(to name: String)
    /// `race` is a race code or name.
    func changeRace(to race: String)
    /// Opens the races to choose from.
    func chooseRace()
    /// Opens the types, then the races of one, to choose from.
    func chooseRaceByType()
    func deletePokemon()
    func showPokemon()
}
