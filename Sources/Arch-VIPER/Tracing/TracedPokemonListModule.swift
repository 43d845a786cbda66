import PokedeskDomain
import PokedeskScreens

// MARK: - The pokemons presenter, traced

/// `PokemonListModuleInterface` as the view sees it with `trace on`: each event a hop of the
/// presenter. Tab's names are asked between lines, never within a traced one: no hops.
final class TracedPokemonListModule: TracedModule, PokemonListModuleInterface {
    let presenter: PokemonListPresenter
    let trace: Trace
    var kept: [AnyObject] = []

    init(_ presenter: PokemonListPresenter, trace: Trace) {
        self.presenter = presenter
        self.trace = trace
    }

    func addPokemon(named name: String, race: String?) {
        event("addPokemon(named: \(Quoting.quoted(name)), race: \(TraceText.quoted(race)))") {
            presenter.addPokemon(named: name, race: race)
        }
    }

    func renamePokemon(inRow number: Int, to name: String) {
        event("renamePokemon(inRow: \(number), to: \(Quoting.quoted(name)))") {
            presenter.renamePokemon(inRow: number, to: name)
        }
    }

    func changeRaceOfPokemon(inRow number: Int, to race: String) {
        event("changeRaceOfPokemon(inRow: \(number), to: \(Quoting.quoted(race)))") {
            presenter.changeRaceOfPokemon(inRow: number, to: race)
        }
    }

    func deletePokemon(inRow number: Int) {
        event("deletePokemon(inRow: \(number))") { presenter.deletePokemon(inRow: number) }
    }

    func editPokemon(inRow number: Int) {
        event("editPokemon(inRow: \(number))") { presenter.editPokemon(inRow: number) }
    }

    func editPokemon(named name: String) {
        event("editPokemon(named: \(Quoting.quoted(name)))") { presenter.editPokemon(named: name) }
    }

    func filterPokemons(with predicate: String?, column: Int) {
        event("filterPokemons(with: \(TraceText.quoted(predicate)), column: \(column))") {
            presenter.filterPokemons(with: predicate, column: column)
        }
    }

    func groupPokemons(by sections: PokemonSections) {
        event("groupPokemons(by: .\(sections))") { presenter.groupPokemons(by: sections) }
    }

    func orderPokemons(by sort: PokemonSort) {
        event("orderPokemons(by: .\(sort))") { presenter.orderPokemons(by: sort) }
    }

    func transferPokemons(_ request: TransferRequest) {
        event("transferPokemons(\(TraceText.request(request)))") { presenter.transferPokemons(request) }
    }

    func browseTypes() { event("browseTypes()") { presenter.browseTypes() } }
    func pokemonNames() -> [String] { presenter.pokemonNames() }
    func raceNames() -> [String] { presenter.raceNames() }
    func predicateValues(after words: [String]) -> [String] { presenter.predicateValues(after: words) }
}
