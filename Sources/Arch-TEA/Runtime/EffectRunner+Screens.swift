import PokedeskDomain

// MARK: - The effects of the races, the types and the editor

extension EffectRunner {
    /// New live results for the races of a new screen, and where the race to mark is in them.
    func openRaces(_ request: RaceListRequest) throws(PokedeskError) -> ResultsOpened {
        let results = try repositories.races.liveResults(for: request.query)
        var currentAt: Int?
        if case .choosing(let current?) = request.purpose { currentAt = try results.location(of: current)?.flat }
        return subscriptions.open(results, currentAt: currentAt)
    }

    /// New live results for a races screen's new query.
    func openRaces(_ query: RaceQuery) throws(PokedeskError) -> ResultsOpened {
        subscriptions.open(try repositories.races.liveResults(for: query), currentAt: nil)
    }

    func page(_ range: Range<Int>, of results: any LiveResults<RaceSummary>) throws(PokedeskError) -> [RaceRow] {
        zip(range, try results.elements(in: range)).map { RaceRow(number: $0 + 1, summary: $1) }
    }

    /// The race in row `row` (from 1) of the races as they are now.
    func race(inRow row: Int, of results: any LiveResults<RaceSummary>) throws(PokedeskError) -> Race {
        try results.element(at: try RowNumber.index(row, count: results.count)).race
    }

    /// Saves the editor's change against the pokemon as it showed it.
    func save(_ change: EditorChange, of pokemon: Pokemon) throws(PokedeskError) -> Pokemon {
        let pokemons = repositories.pokemons
        switch change {
        case .rename(let name):
            return try pokemons.rename(pokemon, to: name)
        case .setRace(let text):
            return try pokemons.changeRace(of: pokemon, to: try repositories.races.race(matching: text).id)
        case .chosenRace(let race):
            return try pokemons.changeRace(of: pokemon, to: race.id)
        case .delete:
            try pokemons.delete(pokemon)
            return pokemon
        }
    }
}
