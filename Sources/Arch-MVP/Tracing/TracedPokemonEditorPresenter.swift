import PokedeskDomain

// MARK: - The editor's presenter, traced

/// `PokemonEditorPresenting` as the view sees it with `trace on`: each intent a hop of the
/// presenter.
final class TracedPokemonEditorPresenter: TracedPresenter, PokemonEditorPresenting {
    let presenter: PokemonEditorPresenter
    let trace: Trace
    var viewTwin: AnyObject?

    init(_ presenter: PokemonEditorPresenter, trace: Trace) {
        self.presenter = presenter
        self.trace = trace
    }

    func rename(to name: String) { intent("rename(to: \(Quoting.quoted(name)))") { presenter.rename(to: name) } }
    func chooseRace(_ race: String?) { intent("chooseRace(\(TraceText.quoted(race)))") { presenter.chooseRace(race) } }
    func chooseRaceByType() { intent("chooseRaceByType()") { presenter.chooseRaceByType() } }
    func delete() { intent("delete()") { presenter.delete() } }
    func showPokemon() { intent("showPokemon()") { presenter.showPokemon() } }
    func pokemonNameSuggestions() -> [String] { presenter.pokemonNameSuggestions() }
}
