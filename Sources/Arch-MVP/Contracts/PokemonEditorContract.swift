// MARK: - The editor's contract

/// What the editor's presenter tells its view.
protocol PokemonEditorView: PassiveView {
    /// The pokemon's fields, one line each (B-10).
    func showDetails(_ lines: [String])
    /// The race names Tab offers for `race RACE`.
    func suggestRaceNames(_ names: [String])
}

/// What the editor's view forwards.
protocol PokemonEditorPresenting: ScreenPresenting {
    func rename(to name: String)
    /// A race by code or name; nil to choose it from the races list (B-12).
    func chooseRace(_ race: String?)
    func chooseRaceByType()
    func delete()
    func showPokemon()
    /// The pokemon names Tab offers for `name NEW`.
    func pokemonNameSuggestions() -> [String]
}
