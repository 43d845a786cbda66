import PokedeskDomain

// MARK: - The editor's interactor

/// One pokemon's use cases. Every change is made on the pokemon as last read, so a change made
/// on a stale state is refused by the repository; the interactor then reads the current state
/// and reports both.
final class PokemonEditorInteractor: ChangeHistoryInteractor {
    weak var output: (any PokemonEditorInteractorOutput)?
    let history: any ChangeHistory
    private let names: NameCompletion
    private let pokemons: any PokemonRepository
    private let races: any RaceRepository
    private var pokemon: Pokemon

    init(pokemon: Pokemon, repositories: Repositories) {
        self.pokemon = pokemon
        pokemons = repositories.pokemons
        races = repositories.races
        history = repositories.history
        names = NameCompletion(repositories)
    }

    var historyOutput: (any ChangeHistoryInteractorOutput)? { output }

    // MARK: Saving

    /// Saves a change of the pokemon and reports it with `report`; a conflict or a vanished
    /// pokemon is reported as such, any other refusal as a failure.
    private func save(
        _ change: (Pokemon) throws(PokedeskError) -> Pokemon,
        then report: (Pokemon) -> Void
    ) {
        do {
            pokemon = try change(pokemon)
            report(pokemon)
        } catch .conflict(let name) {
            if let current = try? pokemons.pokemon(pokemon.id) { pokemon = current }
            output?.didRefuseChange(.conflict(name: name), current: pokemon)
        } catch .pokemonGone(let name) {
            output?.didLosePokemon(.pokemonGone(name: name))
        } catch {
            output?.didFail(error)
        }
    }

    private func saveRace(_ race: Race) {
        save { (pokemon) throws(PokedeskError) in
            try pokemons.changeRace(of: pokemon, to: race.id)
        } then: { changed in
            output?.didChangeRace(of: changed)
        }
    }
}

// MARK: - PokemonEditorInteractorInput

extension PokemonEditorInteractor: PokemonEditorInteractorInput {
    func renamePokemon(to name: String) {
        let oldName = pokemon.name
        save { (pokemon) throws(PokedeskError) in
            try pokemons.rename(pokemon, to: name)
        } then: { renamed in
            output?.didRename(from: oldName, to: renamed)
        }
    }

    func changeRace(toRaceMatching race: String) {
        reportingFailure { () throws(PokedeskError) in
            saveRace(try races.race(matching: race))
        }
    }

    func changeRace(to race: Race) {
        saveRace(race)
    }

    func deletePokemon() {
        // A delete is a change too: refused on a stale state, it reports the current one (B-43).
        save { (pokemon) throws(PokedeskError) in
            try pokemons.delete(pokemon)
            return pokemon
        } then: { deleted in
            output?.didDelete(deleted)
        }
    }

    /// A pokemon that cannot be read counts as gone, as it can no longer be edited.
    func reloadPokemon() {
        guard let current = try? pokemons.pokemon(pokemon.id) else {
            output?.didLosePokemon(nil)
            return
        }
        pokemon = current
        output?.didReload(current)
    }

    func loadCurrentPokemon() {
        reportingFailure { () throws(PokedeskError) in
            guard let current = try pokemons.pokemon(pokemon.id) else {
                output?.didLosePokemon(.pokemonGone(name: pokemon.name))
                return
            }
            pokemon = current
            output?.didLoadCurrentPokemon(current)
        }
    }

    func raceNames() -> [String] {
        names.raceNames()
    }

    func pokemonNames() -> [String] {
        names.pokemonNames()
    }
}
