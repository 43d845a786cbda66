import PokedeskDomain

// MARK: - The pokemons list's effects

/// A page of the list, a new pokemon, a long command, and a command on a row as the user saw it
/// (B-43): the row numbers typed are followed through the live results by the Domain's
/// `RowNumber`; the reducer then decides what the outcome shows.
extension EffectRunner {
    /// The rows at `range`, each with its number and, when grouped, its section's title.
    func page(
        _ range: Range<Int>,
        of results: any LiveResults<Pokemon>,
        _ sectioned: Bool
    ) throws(PokedeskError) -> [PokemonRow] {
        let pokemons = try results.elements(in: range)
        return zip(range, pokemons).map { index, pokemon in
            PokemonRow(
                number: index + 1,
                pokemon: pokemon,
                section: sectioned ? results.section(ofFlat: index).name : nil
            )
        }
    }

    /// Adds a pokemon; its race, if given, is looked up first.
    func add(_ name: String, race text: String?) throws(PokedeskError) -> Pokemon {
        let race = try text.map { (text) throws(PokedeskError) in try repositories.races.race(matching: text) }
        return try repositories.pokemons.add(name: name, race: race?.id)
    }

    /// Runs an import, an export or a generate; its progress goes to `progress` as it runs.
    func transfer(_ request: TransferRequest) -> Result<TransferOutcome, PokedeskError> {
        Result { () throws(PokedeskError) in
            try request.run(on: repositories.transfers, progress: progress, isCancelled: isStopRequested)
        }
    }

    /// Runs `work` on row `row` as the user saw it: `rowRefused` when another process changed
    /// it since.
    func act(_ work: RowWork, onShownRow row: Int, in results: any LiveResults<Pokemon>) -> Action {
        // `act` returns nil only once `work` ran: then `outcome` holds what it did.
        var outcome = Action.failed(.noSuchRow(row, count: results.count))
        do {
            let stale = try RowNumber.act(onShownRow: row, in: results) { (shown) throws(PokedeskError) in
                outcome = try perform(work, on: shown)
            }
            return stale.map { .pokemons(.rowRefused($0)) } ?? outcome
        } catch {
            return .failed(error)
        }
    }

    private func perform(_ work: RowWork, on row: ShownRow<Pokemon>) throws(PokedeskError) -> Action {
        let pokemons = repositories.pokemons
        switch work {
        case .rename(let name):
            let pokemon = try row.pokemonToChange()
            return .pokemons(.rowChanged(.renamed(from: pokemon.name, to: try pokemons.rename(pokemon, to: name))))
        case .changeRace(let text):
            let pokemon = try row.pokemonToChange()
            let race = try repositories.races.race(matching: text)
            return .pokemons(.rowChanged(.raceChanged(try pokemons.changeRace(of: pokemon, to: race.id))))
        case .delete:
            let pokemon = try row.pokemonToChange()
            try pokemons.delete(pokemon)
            return .pokemons(.rowChanged(.deleted(pokemon)))
        case .open:
            return .opened(.editor(try row.pokemonToShow()))
        }
    }
}
