import PokedeskDomain
import PokedeskScreens
import TerminalKit

// MARK: - The pokemons presenter

/// Decides what the pokemons view shows and where the user goes: it keeps the page and the
/// query being shown, words every line with `Wording`, and reports changes only while its view
/// is the one on top.
final class PokemonListPresenter {
    weak var view: (any PokemonListViewInterface)?
    var pager = Pager(rowCount: 0)
    let interactor: any PokemonListInteractorInput
    private let router: any PokemonListRouting
    private var query: PokemonQuery

    init(
        query: PokemonQuery,
        interactor: any PokemonListInteractorInput,
        router: any PokemonListRouting
    ) {
        self.query = query
        self.interactor = interactor
        self.router = router
    }

    // MARK: Wording a page

    private func pageViewModel(_ rows: [ResultsRow<Pokemon>]) -> PokemonPageViewModel {
        let sections = PokemonSection.grouping(
            rows.map { row in
                (
                    query.sections == .off ? nil : row.sectionName,
                    PokemonCells(number: row.position + 1, pokemon: row.element)
                )
            }
        )
        let footer = Wording.pokemonsFooter(
            count: pager.rowCount,
            filter: query.filter,
            page: pager.page,
            pageCount: pager.pageCount
        )
        let positions = rows.first.map { $0.position..<($0.position + rows.count) } ?? 0..<0
        return PokemonPageViewModel(sections: sections, footer: footer, positions: positions, count: pager.rowCount)
    }
}

// MARK: - PagedListPresenter

extension PokemonListPresenter: PagedListPresenter {
    var historyInteractor: any ChangeHistoryInteractorInput { interactor }
    var messageView: (any MessageViewInterface)? { view }
    var rowCount: Int { interactor.pokemonCount }
    var isFrontmost: Bool { router.isModuleFrontmost }

    /// An empty list is one line, said differently when a filter emptied it.
    func showCurrentPage() {
        pager.update(rowCount: rowCount)
        guard rowCount > 0 else {
            view?.showMessage(query.filter.map(Wording.noMatch) ?? Wording.emptyPokedesk)
            return
        }
        interactor.fetchPokemons(in: pager.rowRange)
    }
}

// MARK: - PokemonListModuleInterface

extension PokemonListPresenter: PokemonListModuleInterface {
    func addPokemon(named name: String, race: String?) {
        interactor.addPokemon(named: name, raceMatching: race)
    }

    func renamePokemon(inRow number: Int, to name: String) {
        interactor.renamePokemon(inRow: number, to: name)
    }

    func changeRaceOfPokemon(inRow number: Int, to race: String) {
        interactor.changeRaceOfPokemon(inRow: number, toRaceMatching: race)
    }

    func deletePokemon(inRow number: Int) {
        interactor.deletePokemon(inRow: number)
    }

    func editPokemon(inRow number: Int) {
        interactor.findPokemonToEdit(inRow: number)
    }

    func editPokemon(named name: String) {
        interactor.findPokemonToEdit(named: name)
    }

    func filterPokemons(with predicate: String?, column: Int) {
        var query = self.query
        query.filter = predicate
        query.filterColumn = column
        interactor.loadPokemons(matching: query)
    }

    func groupPokemons(by sections: PokemonSections) {
        var query = self.query
        query.sections = sections
        interactor.loadPokemons(matching: query)
    }

    func orderPokemons(by sort: PokemonSort) {
        var query = self.query
        query.sort = sort
        interactor.loadPokemons(matching: query)
    }

    func browseTypes() {
        do throws(PokedeskError) {
            try router.presentTypeList()
        } catch {
            view?.showError(error.description)
        }
    }

    func raceNames() -> [String] {
        interactor.raceNames()
    }

    func pokemonNames() -> [String] {
        interactor.pokemonNames()
    }

    func predicateValues(after words: [String]) -> [String] {
        interactor.predicateValues(after: words)
    }
}

// MARK: - PokemonListInteractorOutput

extension PokemonListPresenter: PokemonListInteractorOutput {
    func pokemonsDidChange(_ changes: ChangeSummary) {
        reportChanges(changes)
    }

    /// A new filter or grouping shows its first page.
    func didLoadPokemons(matching query: PokemonQuery) {
        self.query = query
        pager = Pager(rowCount: rowCount)
        showCurrentPage()
    }

    func didFetchPokemons(_ rows: [ResultsRow<Pokemon>]) {
        view?.showPokemons(pageViewModel(rows))
        if let first = rows.first, let last = rows.last {
            interactor.markPokemonsSeen(in: first.position..<(last.position + 1))
        }
    }

    func didAdd(_ pokemon: Pokemon) {
        view?.showMessage(Wording.added(pokemon))
    }

    func didRename(_ pokemon: Pokemon, to renamed: Pokemon) {
        view?.showMessage(Wording.renamed(from: pokemon.name, to: renamed.name))
    }

    func didChangeRace(of pokemon: Pokemon) {
        view?.showMessage(Wording.raceChanged(pokemon))
    }

    func didDelete(_ pokemon: Pokemon) {
        view?.showMessage(Wording.deleted(pokemon))
    }

    func didFindPokemonToEdit(_ pokemon: Pokemon) {
        router.presentEditor(for: pokemon)
    }

    /// Why first, then the page where the row is now, to try again.
    func didFindRowStale(_ stale: StaleRow) {
        view?.showError(stale.error.description)
        pager.update(rowCount: rowCount)
        if let position = stale.flatNow { pager.reveal(rowIndex: position) }
        showCurrentPage()
    }
}
