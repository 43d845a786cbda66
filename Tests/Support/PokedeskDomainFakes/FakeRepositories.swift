public import PokedeskDomain

// MARK: - A pokedesk in memory

/// The Domain's repositories over plain arrays, for unit tests of the presentation layers: no
/// store, no SQL. Each records the calls it gets (`calls`) and can be told to fail once
/// (`nextError`), as hand-written test doubles do.
public final class FakePokedesk {
    public let types: [PokemonType]
    public let races: [Race]
    public private(set) var pokemons: [Pokemon] = []
    public var calls: [String] = []
    /// Thrown by the next repository call that can fail.
    public var nextError: PokedeskError?
    private var nextKey: Int64 = 1
    private var liveLists: [WeakLiveResults] = []
    private var undone: [String] = []
    private var done: [String] = []

    public init() {
        let electric = PokemonType(id: TypeID(rawValue: 1), name: "Electric")
        let fire = PokemonType(id: TypeID(rawValue: 2), name: "Fire")
        let flying = PokemonType(id: TypeID(rawValue: 3), name: "Flying")
        let grass = PokemonType(id: TypeID(rawValue: 4), name: "Grass")
        types = [electric, fire, flying, grass]
        races = [
            Race(id: RaceID(rawValue: 1), code: 1, name: "Bulbasaur", imageFile: "001.png", types: [grass]),
            Race(id: RaceID(rawValue: 6), code: 6, name: "Charizard", imageFile: "006.png", types: [fire, flying]),
            Race(id: RaceID(rawValue: 25), code: 25, name: "Pikachu", imageFile: "025.png", types: [electric]),
            Race(id: RaceID(rawValue: 26), code: 26, name: "Raichu", imageFile: "026.png", types: [electric]),
        ]
    }

    /// The repositories, as the composition root would hand them to an architecture.
    public var repositories: Repositories {
        Repositories(
            pokemons: PokemonStub(self),
            races: RaceStub(self),
            types: TypeStub(self),
            history: HistoryStub(self),
            external: ExternalStub(self)
        )
    }

    /// Adds a pokemon without recording a call, to set up a test.
    @discardableResult
    public func seed(_ name: String, race code: Int? = nil) -> Pokemon {
        let pokemon = Pokemon(
            id: PokemonID(rawValue: nextKey),
            name: name,
            race: races.first { $0.code == code },
            version: 1
        )
        nextKey += 1
        pokemons.append(pokemon)
        publish()
        return pokemon
    }

    // MARK: Behaviour shared by the stubs

    fileprivate func failIfAsked() throws(PokedeskError) {
        if let error = nextError {
            nextError = nil
            throw error
        }
    }

    fileprivate var sortedPokemons: [Pokemon] { sorted(by: .name) }

    /// The pokemons in the order a query asks for, as the store orders them: by name, or by race
    /// name or race code first (pokemons without a race before the others), then by name.
    fileprivate func sorted(by sort: PokemonSort) -> [Pokemon] {
        func byName(_ lhs: Pokemon, _ rhs: Pokemon) -> Bool { TextFolding.compare(lhs.name, rhs.name) < 0 }
        switch sort {
        case .name:
            return pokemons.sorted(by: byName)
        case .race:
            return pokemons.sorted { lhs, rhs in
                let order = TextFolding.compare(lhs.race?.name ?? "", rhs.race?.name ?? "")
                return order != 0 ? order < 0 : byName(lhs, rhs)
            }
        case .code:
            return pokemons.sorted { lhs, rhs in
                let (left, right) = (lhs.race?.code ?? 0, rhs.race?.code ?? 0)
                return left != right ? left < right : byName(lhs, rhs)
            }
        }
    }

    fileprivate func register(_ results: FakeLiveResults<Pokemon>, sort: PokemonSort) {
        liveLists.append(WeakLiveResults(results: results, sort: sort))
    }

    fileprivate func publish() {
        liveLists.removeAll { $0.results == nil }
        for list in liveLists { list.results?.update(sorted(by: list.sort)) }
    }

    fileprivate func replace(_ pokemon: Pokemon, action: String) {
        guard let index = pokemons.firstIndex(where: { $0.id == pokemon.id }) else { return }
        pokemons[index] = pokemon
        done.append(action)
        undone = []
        publish()
    }

    fileprivate func insert(_ name: String, race: RaceID?) -> Pokemon {
        let pokemon = Pokemon(
            id: PokemonID(rawValue: nextKey),
            name: name,
            race: races.first { $0.id == race },
            version: 1
        )
        nextKey += 1
        pokemons.append(pokemon)
        done.append("add \(Quoting.quoted(name))")
        undone = []
        publish()
        return pokemon
    }

    fileprivate func remove(_ pokemon: Pokemon) {
        pokemons.removeAll { $0.id == pokemon.id }
        done.append("delete \(Quoting.quoted(pokemon.name))")
        undone = []
        publish()
    }

    /// Undo in the fake only moves names between stacks; the tests of undo itself are the
    /// data layer's. Presentation tests check what the screens do with the answer.
    fileprivate func undo() throws(PokedeskError) -> String {
        guard let action = done.popLast() else { throw .nothingToUndo }
        undone.append(action)
        return action
    }

    fileprivate func redo() throws(PokedeskError) -> String {
        guard let action = undone.popLast() else { throw .nothingToRedo }
        done.append(action)
        return action
    }

    fileprivate var canUndo: Bool { !done.isEmpty }
    fileprivate var canRedo: Bool { !undone.isEmpty }
}

private struct WeakLiveResults {
    weak var results: FakeLiveResults<Pokemon>?
    let sort: PokemonSort
}

// MARK: - The stubs

private final class PokemonStub: PokemonRepository {
    private let fake: FakePokedesk
    init(_ fake: FakePokedesk) { self.fake = fake }

    func liveResults(for query: PokemonQuery) throws(PokedeskError) -> any LiveResults<Pokemon> {
        fake.calls.append(
            "pokemons.liveResults(filter: \(query.filter ?? "nil"), sections: \(query.sections), sort: \(query.sort))"
        )
        try fake.failIfAsked()
        let results = FakeLiveResults(fake.sorted(by: query.sort))
        fake.register(results, sort: query.sort)
        return results
    }

    func pokemon(_ id: PokemonID) throws(PokedeskError) -> Pokemon? {
        fake.pokemons.first { $0.id == id }
    }

    func allNames() throws(PokedeskError) -> [String] {
        fake.sortedPokemons.map(\.name)
    }

    func add(name: String, race: RaceID?) throws(PokedeskError) -> Pokemon {
        fake.calls.append("pokemons.add(\(name), race: \(race.map { "\($0.rawValue)" } ?? "nil"))")
        try fake.failIfAsked()
        do {
            return fake.insert(try PokemonName(validating: name).value, race: race)
        } catch {
            throw .invalidName(error)
        }
    }

    func rename(_ pokemon: Pokemon, to name: String) throws(PokedeskError) -> Pokemon {
        fake.calls.append("pokemons.rename(\(pokemon.name), to: \(name))")
        try fake.failIfAsked()
        let valid: String
        do {
            valid = try PokemonName(validating: name).value
        } catch {
            throw .invalidName(error)
        }
        let renamed = Pokemon(id: pokemon.id, name: valid, race: pokemon.race, version: pokemon.version + 1)
        fake.replace(renamed, action: "rename \(Quoting.quoted(pokemon.name)) to \(Quoting.quoted(valid))")
        return renamed
    }

    func changeRace(of pokemon: Pokemon, to race: RaceID?) throws(PokedeskError) -> Pokemon {
        fake.calls.append("pokemons.changeRace(of: \(pokemon.name), to: \(race.map { "\($0.rawValue)" } ?? "nil"))")
        try fake.failIfAsked()
        let changed = Pokemon(
            id: pokemon.id,
            name: pokemon.name,
            race: fake.races.first { $0.id == race },
            version: pokemon.version + 1
        )
        fake.replace(changed, action: "change the race of \(Quoting.quoted(pokemon.name))")
        return changed
    }

    func delete(_ pokemon: Pokemon) throws(PokedeskError) {
        fake.calls.append("pokemons.delete(\(pokemon.name))")
        try fake.failIfAsked()
        fake.remove(pokemon)
    }
}

private final class RaceStub: RaceRepository {
    private let fake: FakePokedesk
    init(_ fake: FakePokedesk) { self.fake = fake }

    func liveResults(for query: RaceQuery) throws(PokedeskError) -> any LiveResults<RaceSummary> {
        fake.calls.append("races.liveResults(nameContains: \(query.nameContains ?? "nil"))")
        try fake.failIfAsked()
        let matching = fake.races.filter { race in
            (query.nameContains.map { TextFolding.fold(race.name).contains(TextFolding.fold($0)) } ?? true)
                && (query.type.map { type in race.types.contains { $0.id == type } } ?? true)
        }
        return FakeLiveResults(
            matching.map { race in
                RaceSummary(race: race, pokemonCount: fake.pokemons.filter { $0.race?.id == race.id }.count)
            }
        )
    }

    func race(matching text: String) throws(PokedeskError) -> Race {
        fake.calls.append("races.race(matching: \(text))")
        let found = fake.races.first {
            String($0.code) == text || TextFolding.fold($0.name) == TextFolding.fold(text)
        }
        guard let found else { throw .unknownRace(text) }
        return found
    }

    func allNames() throws(PokedeskError) -> [String] { fake.races.map(\.name) }
}

private final class TypeStub: TypeRepository {
    private let fake: FakePokedesk
    init(_ fake: FakePokedesk) { self.fake = fake }

    func allTypes() throws(PokedeskError) -> [TypeSummary] {
        fake.types.map { type in TypeSummary(type: type, raceCount: fake.races.filter { $0.types.contains(type) }.count)
        }
    }
}

private final class HistoryStub: ChangeHistory {
    private let fake: FakePokedesk
    init(_ fake: FakePokedesk) { self.fake = fake }

    var canUndo: Bool { fake.canUndo }
    var canRedo: Bool { fake.canRedo }

    func undo() throws(PokedeskError) -> String {
        fake.calls.append("history.undo()")
        return try fake.undo()
    }

    func redo() throws(PokedeskError) -> String {
        fake.calls.append("history.redo()")
        return try fake.redo()
    }
}

private final class ExternalStub: ExternalChanges {
    private let fake: FakePokedesk
    init(_ fake: FakePokedesk) { self.fake = fake }

    func refresh() throws(PokedeskError) {
        fake.calls.append("external.refresh()")
    }
}
