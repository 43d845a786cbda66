import PokedeskDomain

// MARK: - The editor's presenter, traced

/// `PokemonEditorModuleInterface` as the view sees it with `trace on`: each event a hop of the
/// presenter; so is the builder's preparing it, before the router shows the view.
final class TracedPokemonEditorModule: TracedModule, PokemonEditorModuleInterface {
    let presenter: PokemonEditorPresenter
    let trace: Trace
    var kept: [AnyObject] = []

    init(_ presenter: PokemonEditorPresenter, trace: Trace) {
        self.presenter = presenter
        self.trace = trace
    }

    func prepareForPresentation() { event("prepareForPresentation()") { presenter.prepareForPresentation() } }
    func viewDidAppear() { event("viewDidAppear()") { presenter.viewDidAppear() } }

    func renamePokemon(to name: String) {
        event("renamePokemon(to: \(Quoting.quoted(name)))") { presenter.renamePokemon(to: name) }
    }

    func changeRace(to race: String) {
        event("changeRace(to: \(Quoting.quoted(race)))") { presenter.changeRace(to: race) }
    }

    func chooseRace() { event("chooseRace()") { presenter.chooseRace() } }
    func chooseRaceByType() { event("chooseRaceByType()") { presenter.chooseRaceByType() } }
    func deletePokemon() { event("deletePokemon()") { presenter.deletePokemon() } }
    func showPokemon() { event("showPokemon()") { presenter.showPokemon() } }
    func pokemonNames() -> [String] { presenter.pokemonNames() }
    func raceNames() -> [String] { presenter.raceNames() }
}
