// MARK: - The pokemons, traced

/// `PokemonRepository` with each call a `repository` hop.
final class TracedPokemonRepository: TracedRepository, PokemonRepository {
    let repository: any PokemonRepository
    let trace: Trace

    init(_ repository: any PokemonRepository, trace: Trace) {
        self.repository = repository
        self.trace = trace
    }

    func liveResults(for query: PokemonQuery) throws(PokedeskError) -> any LiveResults<Pokemon> {
        try call(TraceText.liveResults(query)) { () throws(PokedeskError) in try repository.liveResults(for: query) }
    }

    func pokemon(_ id: PokemonID) throws(PokedeskError) -> Pokemon? {
        try call("pokemon(id: \(id.rawValue))") { () throws(PokedeskError) in try repository.pokemon(id) }
    }

    func allNames() throws(PokedeskError) -> [String] {
        try call("allNames()") { () throws(PokedeskError) in try repository.allNames() }
    }

    func pokemons(named name: String) throws(PokedeskError) -> [Pokemon] {
        try call("pokemons(named: \(Quoting.quoted(name)))") { () throws(PokedeskError) in
            try repository.pokemons(named: name)
        }
    }

    func add(name: String, race: RaceID?) throws(PokedeskError) -> Pokemon {
        try call("add(name: \(Quoting.quoted(name)), race: \(TraceText.race(race)))") { () throws(PokedeskError) in
            try repository.add(name: name, race: race)
        }
    }

    func rename(_ pokemon: Pokemon, to name: String) throws(PokedeskError) -> Pokemon {
        try call("rename(\(Quoting.quoted(pokemon.name)), to: \(Quoting.quoted(name)))") { () throws(PokedeskError) in
            try repository.rename(pokemon, to: name)
        }
    }

    func changeRace(of pokemon: Pokemon, to race: RaceID?) throws(PokedeskError) -> Pokemon {
        try call("changeRace(of: \(Quoting.quoted(pokemon.name)), to: \(TraceText.race(race)))") {
            () throws(PokedeskError) in try repository.changeRace(of: pokemon, to: race)
        }
    }

    func delete(_ pokemon: Pokemon) throws(PokedeskError) {
        try call("delete(\(Quoting.quoted(pokemon.name)))") { () throws(PokedeskError) in
            try repository.delete(pokemon)
        }
    }
}
