import PokedeskDomain

// MARK: - The editor's presenter

/// One pokemon (B-10 to B-14): renames it, sets its race directly or through the races list it
/// opens, and deletes it. It is the delegate of that races list, which reports the choice
/// without knowing it.
final class PokemonEditorPresenter {
    private weak var view: (any PokemonEditorView)?
    private var pokemon: Pokemon
    private let pokemons: any PokemonRepository
    private let names: NameCompletion
    private let races: any RaceRepository
    private let undoRedo: UndoRedo
    private let navigator: any PokedeskNavigator

    init(pokemon: Pokemon, repositories: Repositories, navigator: any PokedeskNavigator) {
        self.pokemon = pokemon
        pokemons = repositories.pokemons
        names = NameCompletion(repositories)
        races = repositories.races
        undoRedo = UndoRedo(history: repositories.history)
        self.navigator = navigator
    }

    func attach(_ view: any PokemonEditorView) {
        self.view = view
        view.showTitle(pokemon.name)
        view.suggestRaceNames((try? races.allNames()) ?? [])
    }

    private var raceChoice: RaceChoice { RaceChoice(current: pokemon.race?.id, delegate: self) }
}

// MARK: - Intents

extension PokemonEditorPresenter: PokemonEditorPresenting {
    /// Pushed or revealed, the editor shows the pokemon.
    func viewDidAppear() { showDetails() }

    /// `show`: the pokemon as it is stored now, which another process may have changed (B-43).
    func showPokemon() {
        perform(reportingTo: view) {
            guard try reloadPokemon() else { return }
            showDetails()
        }
    }

    func pokemonNameSuggestions() -> [String] {
        names.pokemonNames()
    }

    private func showDetails() {
        view?.showDetails(Wording.editorLines(pokemon))
    }

    func rename(to name: String) {
        perform(reportingTo: view) {
            let old = pokemon.name
            guard try save({ (pokemon) throws(PokedeskError) in try pokemons.rename(pokemon, to: name) }) else {
                return
            }
            view?.showMessage(Wording.renamed(from: old, to: pokemon.name))
            showDetails()
        }
    }

    func chooseRace(_ text: String?) {
        perform(reportingTo: view) {
            guard let text else {
                guard try reloadPokemon() else { return }
                try navigator.showRacePicker(raceChoice)
                return
            }
            let race = try races.race(matching: text)
            guard try save({ (pokemon) throws(PokedeskError) in try pokemons.changeRace(of: pokemon, to: race.id) })
            else { return }
            view?.showMessage(Wording.raceChanged(pokemon))
            showDetails()
        }
    }

    func chooseRaceByType() {
        perform(reportingTo: view) {
            guard try reloadPokemon() else { return }
            try navigator.showTypes(choosing: raceChoice)
        }
    }

    func delete() {
        perform(reportingTo: view) {
            // A delete is a change too: refused on a stale state, it shows the current one (B-43).
            guard
                try save({ (pokemon) throws(PokedeskError) in
                    try pokemons.delete(pokemon)
                    return pokemon
                })
            else { return }
            view?.showMessage(Wording.deleted(pokemon))
            navigator.returnToList()
        }
    }

    func undo() { undoRedo.undo(telling: view, then: reload) }
    func redo() { undoRedo.redo(telling: view, then: reload) }

    /// After undo or redo: the pokemon as it is now, or the list when it no longer exists.
    private func reload() {
        guard let current = try? pokemons.pokemon(pokemon.id) else {
            navigator.returnToList()
            return
        }
        update(current)
        showDetails()
    }

    /// Takes the pokemon as it is stored now, before an intent that shows it; false when it is
    /// gone, after telling the view so and going back to the list.
    private func reloadPokemon() throws(PokedeskError) -> Bool {
        guard let current = try pokemons.pokemon(pokemon.id) else {
            view?.showError(PokedeskError.pokemonGone(name: pokemon.name).description)
            navigator.returnToList()
            return false
        }
        update(current)
        return true
    }
}

// MARK: - A race chosen in the races list

extension PokemonEditorPresenter: RaceListDelegate {
    /// The races list (and Types under it) close first; then the race is saved and confirmed,
    /// and the editor shows itself as it is revealed.
    func raceListDidChoose(_ race: Race) {
        perform(reportingTo: view) {
            navigator.closeRacePicker()
            guard
                try save(
                    { (pokemon) throws(PokedeskError) in try pokemons.changeRace(of: pokemon, to: race.id) },
                    showingCurrentState: false
                )
            else { return }
            view?.showMessage(Wording.raceChanged(pokemon))
        }
    }
}

// MARK: - Saving

extension PokemonEditorPresenter {
    /// Saves a change of the pokemon; false when it was refused because another process changed
    /// or deleted it since it was shown (B-43): the error comes first, then the current state —
    /// unless the editor is about to show itself anyway — or the list, when it is gone. Other
    /// failures are thrown.
    private func save(
        _ change: (Pokemon) throws(PokedeskError) -> Pokemon,
        showingCurrentState: Bool = true
    ) throws(PokedeskError) -> Bool {
        do {
            update(try change(pokemon))
            return true
        } catch {
            switch error {
            case .conflict:
                view?.showError(error.description)
                if let current = try? pokemons.pokemon(pokemon.id) { update(current) }
                if showingCurrentState { showDetails() }
                return false
            case .pokemonGone:
                view?.showError(error.description)
                navigator.returnToList()
                return false
            default:
                throw error
            }
        }
    }

    /// The pokemon as saved or read back; its name is the screen's title.
    /// Keeps the pokemon shown current; the view hears of a new title only when it changed.
    private func update(_ pokemon: Pokemon) {
        let renamed = pokemon.name != self.pokemon.name
        self.pokemon = pokemon
        if renamed { view?.showTitle(pokemon.name) }
    }
}
