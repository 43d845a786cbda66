import PokedeskDomain

// MARK: - The pokemons interactor, traced

/// `PokemonListInteractorInput` as the presenter sees it with `trace on`: each use case a hop of
/// the interactor. Counts and Tab's names are read between lines, never within a traced one.
final class TracedPokemonListInteractor: TracedInteractor, PokemonListInteractorInput {
    let interactor: PokemonListInteractor
    let trace: Trace
    var outputTwin: AnyObject?

    init(_ interactor: PokemonListInteractor, trace: Trace) {
        self.interactor = interactor
        self.trace = trace
        hearChanges(of: interactor.results)
    }

    var pokemonCount: Int { interactor.pokemonCount }

    func loadPokemons(matching query: PokemonQuery) {
        useCase("loadPokemons(\(TraceText.query(query)))") { interactor.loadPokemons(matching: query) }
    }

    func fetchPokemons(in range: Range<Int>) {
        useCase("fetchPokemons(in: \(range))") { interactor.fetchPokemons(in: range) }
    }

    func markPokemonsSeen(in range: Range<Int>) {
        useCase("markPokemonsSeen(in: \(range))") { interactor.markPokemonsSeen(in: range) }
    }

    func addPokemon(named name: String, raceMatching race: String?) {
        useCase("addPokemon(named: \(Quoting.quoted(name)), raceMatching: \(TraceText.quoted(race)))") {
            interactor.addPokemon(named: name, raceMatching: race)
        }
    }

    func renamePokemon(inRow number: Int, to name: String) {
        useCase("renamePokemon(inRow: \(number), to: \(Quoting.quoted(name)))") {
            interactor.renamePokemon(inRow: number, to: name)
        }
    }

    func changeRaceOfPokemon(inRow number: Int, toRaceMatching race: String) {
        useCase("changeRaceOfPokemon(inRow: \(number), toRaceMatching: \(Quoting.quoted(race)))") {
            interactor.changeRaceOfPokemon(inRow: number, toRaceMatching: race)
        }
    }

    func deletePokemon(inRow number: Int) {
        useCase("deletePokemon(inRow: \(number))") { interactor.deletePokemon(inRow: number) }
    }

    func findPokemonToEdit(inRow number: Int) {
        useCase("findPokemonToEdit(inRow: \(number))") { interactor.findPokemonToEdit(inRow: number) }
    }

    func findPokemonToEdit(named name: String) {
        useCase("findPokemonToEdit(named: \(Quoting.quoted(name)))") { interactor.findPokemonToEdit(named: name) }
    }

    func raceNames() -> [String] { interactor.raceNames() }
    func pokemonNames() -> [String] { interactor.pokemonNames() }
    func predicateValues(after words: [String]) -> [String] { interactor.predicateValues(after: words) }

    func runTransfer(_ request: TransferRequest, isCancelled: () -> Bool) {
        useCase("runTransfer(\(TraceText.request(request)))") {
            interactor.runTransfer(request, isCancelled: isCancelled)
        }
    }
}
