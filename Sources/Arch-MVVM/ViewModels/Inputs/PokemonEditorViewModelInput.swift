import PokedeskDomain

// MARK: - What the editor's view asks

/// The editor view model's intents: all the view sends it.
protocol PokemonEditorViewModelInput: UndoInput {
    func rename(to name: String) throws(PokedeskError)
    func setRace(_ text: String) throws(PokedeskError)
    func pickRace() throws(PokedeskError)
    func pickRaceByType() throws(PokedeskError)
    func reload() throws(PokedeskError)
    func delete() throws(PokedeskError)
}
