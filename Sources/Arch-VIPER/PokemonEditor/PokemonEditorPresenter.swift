import PokedeskDomain

// MARK: - The editor's presenter

/// Words what the editor shows and decides where the user goes. It is the delegate of the
/// modules it opens to choose a race: they close themselves and report the race; the presenter
/// has it saved, and the editor shows itself as it is revealed.
final class PokemonEditorPresenter {
    weak var view: (any PokemonEditorViewInterface)?
    private let interactor: any PokemonEditorInteractorInput
    private let router: any PokemonEditorRouting
    private var pokemon: Pokemon
    /// A module this one opened chose a race and closed: the editor is about to be revealed and
    /// shows itself then, not twice.
    private var awaitsReveal = false
    /// What to do once the interactor has read the pokemon as stored now.
    private var withCurrentPokemon: (() -> Void)?

    init(
        pokemon: Pokemon,
        interactor: any PokemonEditorInteractorInput,
        router: any PokemonEditorRouting
    ) {
        self.pokemon = pokemon
        self.interactor = interactor
        self.router = router
    }

    /// Gives the view its title before the router shows it.
    func prepareForPresentation() {
        view?.setTitle(pokemon.name)
    }

    // MARK: Showing

    private func update(_ pokemon: Pokemon) {
        self.pokemon = pokemon
        view?.setTitle(pokemon.name)
    }

    private func showDetailsUnlessRevealing() {
        if !awaitsReveal { showDetails() }
    }

    private func showDetails() {
        view?.showDetails(Wording.editorLines(pokemon))
    }

    /// Has the interactor read the pokemon as stored now, then does `next` — unless it is gone.
    private func afterLoadingCurrentPokemon(_ next: @escaping () -> Void) {
        withCurrentPokemon = next
        interactor.loadCurrentPokemon()
    }

    private func chooseRaceWithRouter(_ present: () throws(PokedeskError) -> Void) {
        do {
            try present()
        } catch {
            view?.showError(error.description)
        }
    }
}

// MARK: - PokemonEditorModuleInterface

extension PokemonEditorPresenter: PokemonEditorModuleInterface {
    func viewDidAppear() {
        awaitsReveal = false
        showDetails()
    }

    func renamePokemon(to name: String) {
        interactor.renamePokemon(to: name)
    }

    func changeRace(to race: String) {
        interactor.changeRace(toRaceMatching: race)
    }

    func chooseRace() {
        afterLoadingCurrentPokemon { [unowned self] in
            chooseRaceWithRouter { () throws(PokedeskError) in
                try router.presentRacePicker(current: pokemon.race?.id, delegate: self)
            }
        }
    }

    func chooseRaceByType() {
        afterLoadingCurrentPokemon { [unowned self] in
            chooseRaceWithRouter { () throws(PokedeskError) in
                try router.presentTypeList(current: pokemon.race?.id, delegate: self)
            }
        }
    }

    func deletePokemon() {
        interactor.deletePokemon()
    }

    /// `show`: the pokemon as stored now, which another process may have changed (B-43).
    func showPokemon() {
        afterLoadingCurrentPokemon { [unowned self] in showDetails() }
    }

    func raceNames() -> [String] {
        interactor.raceNames()
    }

    func pokemonNames() -> [String] {
        interactor.pokemonNames()
    }
}

// MARK: - PokemonEditorInteractorOutput

extension PokemonEditorPresenter: PokemonEditorInteractorOutput {
    func didRename(from oldName: String, to pokemon: Pokemon) {
        update(pokemon)
        view?.showMessage(Wording.renamed(from: oldName, to: pokemon.name))
        showDetailsUnlessRevealing()
    }

    func didChangeRace(of pokemon: Pokemon) {
        update(pokemon)
        view?.showMessage(Wording.raceChanged(pokemon))
        showDetailsUnlessRevealing()
    }

    func didDelete(_ pokemon: Pokemon) {
        view?.showMessage(Wording.deleted(pokemon))
        router.dismissEditor()
    }

    func didReload(_ pokemon: Pokemon) {
        update(pokemon)
        showDetailsUnlessRevealing()
    }

    func didLoadCurrentPokemon(_ pokemon: Pokemon) {
        update(pokemon)
        let next = withCurrentPokemon
        withCurrentPokemon = nil
        next?()
    }

    /// The error first, then the current state, so the change can be retried (B-43).
    func didRefuseChange(_ error: PokedeskError, current: Pokemon) {
        view?.showError(error.description)
        update(current)
        showDetailsUnlessRevealing()
    }

    func didLosePokemon(_ error: PokedeskError?) {
        withCurrentPokemon = nil
        if let error { view?.showError(error.description) }
        router.dismissEditor()
    }
}

// MARK: - ChangeHistoryPresenter

extension PokemonEditorPresenter: ChangeHistoryPresenter {
    var historyInteractor: any ChangeHistoryInteractorInput { interactor }
    var messageView: (any MessageViewInterface)? { view }

    /// What undo or redo did may be this pokemon's change: show it as it is now, or leave.
    func historyDidRevert() {
        interactor.reloadPokemon()
    }
}

// MARK: - Races chosen in the modules the editor opened

extension PokemonEditorPresenter: RacePickerModuleDelegate, TypeListModuleDelegate {
    func racePicker(didChoose race: Race) {
        awaitsReveal = true
        interactor.changeRace(to: race)
    }

    func typeList(didChoose race: Race) {
        awaitsReveal = true
        interactor.changeRace(to: race)
    }
}
