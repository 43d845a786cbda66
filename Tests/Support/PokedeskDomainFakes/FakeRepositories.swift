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
    /// Changes made elsewhere that the lists hear of at the next `external.refresh()`.
    private var changedElsewhere = false
    /// Where the live results made from now on record their delegate's call.
    fileprivate var trace: Trace = .off

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
    public var repositories: Repositories { repositories(trace: .off) }

    /// The repositories, recording their callers' hops into `trace`; their live results record
    /// the delegate's call as the app's do (`Trace.liveResultsDelegateRole`).
    public func repositories(trace: Trace) -> Repositories {
        self.trace = trace
        return Repositories(
            pokemons: PokemonStub(self),
            races: RaceStub(self),
            types: TypeStub(self),
            history: HistoryStub(self),
            external: ExternalStub(self),
            transfers: TransferStub(self),
            trace: trace
        )
    }

    // MARK: Files

    /// A row of a fake file: a name and a race code, as a CSV line would give them.
    public struct FileRow: Equatable, Sendable {
        public let name: String
        public let race: Int?

        public init(_ name: String, race: Int? = nil) {
            self.name = name
            self.race = race
        }
    }

    /// The files `import` reads and `export` writes, by path; a path not here does not exist.
    public var files: [String: [FileRow]] = [:]

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

    // MARK: Another process

    /// Renames a pokemon as another process would: stored at once, heard by the lists at the
    /// next `external.refresh()`.
    public func renameElsewhere(_ name: String, to newName: String) {
        guard let index = pokemons.firstIndex(where: { $0.name == name }) else { return }
        let old = pokemons[index]
        pokemons[index] = Pokemon(id: old.id, name: newName, race: old.race, version: old.version + 1)
        changedElsewhere = true
    }

    /// Deletes a pokemon as another process would.
    public func deleteElsewhere(_ name: String) {
        pokemons.removeAll { $0.name == name }
        changedElsewhere = true
    }

    /// Adds a pokemon as another process would.
    public func addElsewhere(_ name: String, race code: Int? = nil) {
        insertQuietly(name, race: code)
        changedElsewhere = true
    }

    fileprivate func refresh() {
        liveLists.removeAll { $0.results == nil }
        guard changedElsewhere else {
            for list in liveLists { list.results?.forgetShownRows() }
            return
        }
        changedElsewhere = false
        publish(fromElsewhere: true)
    }

    /// The stored pokemon a change is about, refused when it moved on since `pokemon` was read.
    fileprivate func current(_ pokemon: Pokemon) throws(PokedeskError) -> Pokemon {
        guard let stored = pokemons.first(where: { $0.id == pokemon.id }) else {
            throw .pokemonGone(name: pokemon.name)
        }
        guard stored.version == pokemon.version else { throw .conflict(name: pokemon.name) }
        return stored
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
    /// name, race code or date caught first (pokemons without one before the others), then by name.
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
        case .caught:
            return pokemons.sorted { lhs, rhs in
                let (left, right) = (lhs.caught ?? .distantPast, rhs.caught ?? .distantPast)
                return left != right ? left < right : byName(lhs, rhs)
            }
        }
    }

    fileprivate func register(_ results: FakeLiveResults<Pokemon>, sort: PokemonSort) {
        liveLists.append(WeakLiveResults(results: results, sort: sort))
    }

    fileprivate func publish(fromElsewhere: Bool = false) {
        liveLists.removeAll { $0.results == nil }
        for list in liveLists { list.results?.update(sorted(by: list.sort), fromElsewhere: fromElsewhere) }
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

    /// Adds pokemons as a background job would: all saved, then the lists told once (merged).
    fileprivate func insertQuietly(_ name: String, race: Int?) {
        pokemons.append(
            Pokemon(id: PokemonID(rawValue: nextKey), name: name, race: races.first { $0.code == race }, version: 1)
        )
        nextKey += 1
    }
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
        let results = FakeLiveResults(fake.sorted(by: query.sort), name: \.name, trace: fake.trace)
        fake.register(results, sort: query.sort)
        return results
    }

    func pokemon(_ id: PokemonID) throws(PokedeskError) -> Pokemon? {
        fake.pokemons.first { $0.id == id }
    }

    func allNames() throws(PokedeskError) -> [String] {
        fake.sortedPokemons.map(\.name)
    }

    func pokemons(named name: String) throws(PokedeskError) -> [Pokemon] {
        fake.sortedPokemons.filter { TextFolding.fold($0.name) == TextFolding.fold(name) }
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
        _ = try fake.current(pokemon)
        let renamed = Pokemon(id: pokemon.id, name: valid, race: pokemon.race, version: pokemon.version + 1)
        fake.replace(renamed, action: "rename \(Quoting.quoted(pokemon.name)) to \(Quoting.quoted(valid))")
        return renamed
    }

    func changeRace(of pokemon: Pokemon, to race: RaceID?) throws(PokedeskError) -> Pokemon {
        fake.calls.append("pokemons.changeRace(of: \(pokemon.name), to: \(race.map { "\($0.rawValue)" } ?? "nil"))")
        try fake.failIfAsked()
        _ = try fake.current(pokemon)
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
        _ = try fake.current(pokemon)
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
            },
            trace: fake.trace
        )
    }

    func race(matching text: String) throws(PokedeskError) -> Race {
        fake.calls.append("races.race(matching: \(text))")
        let found = fake.races.first {
            String($0.code) == text || $0.names.isNamed(text)
        }
        guard let found else { throw .unknownRace(text) }
        return found
    }

    func allDataNames() throws(PokedeskError) -> [DataName] { fake.races.map(\.names) }
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

/// Import, export and generate over `files` and the arrays: one row at a time, telling
/// `progress` after each and asking `isCancelled` before each (the real ones do so a batch at a
/// time, from another thread); the lists hear about the new rows once, at the end, as after a
/// merge. Rows are checked as `add` checks them; a file row is on line `index + 2` (after the
/// header).
private final class TransferStub: PokemonTransfers {
    private let fake: FakePokedesk
    init(_ fake: FakePokedesk) { self.fake = fake }

    func importPokemons(
        from path: String,
        progress: (TransferProgress) -> Void,
        isCancelled: () -> Bool
    ) throws(PokedeskError) -> ImportReport {
        fake.calls.append("transfers.importPokemons(from: \(path))")
        try fake.failIfAsked()
        guard let rows = fake.files[path] else { throw .transfer(.cannotRead(path: path, reason: .noSuchFile)) }
        var imported = 0
        var skipped: [SkippedRow] = []
        defer { fake.publish() }
        for (index, row) in rows.enumerated() {
            if isCancelled() { return ImportReport(imported: imported, skipped: skipped, wasCancelled: true) }
            do throws(PokedeskError) {
                let name: String
                do {
                    name = try PokemonName(validating: row.name).value
                } catch {
                    throw .invalidName(error)
                }
                if let race = row.race, !fake.races.contains(where: { $0.code == race }) {
                    throw .unknownRace(String(race))
                }
                fake.insertQuietly(name, race: row.race)
                imported += 1
            } catch {
                skipped.append(SkippedRow(position: .line(index + 2), reason: .refused(error)))
            }
            progress(Self.progress(index + 1, of: rows.count))
        }
        return ImportReport(imported: imported, skipped: skipped, wasCancelled: false)
    }

    /// Writes the file only when not cancelled: asked once, before, as the real one asks
    /// between pieces of the file, and leaves it as it was after a cancel.
    func exportPokemons(
        to path: String,
        progress: (TransferProgress) -> Void,
        isCancelled: () -> Bool
    ) throws(PokedeskError) -> ExportReport {
        fake.calls.append("transfers.exportPokemons(to: \(path))")
        try fake.failIfAsked()
        if isCancelled() { return ExportReport(exported: 0, wasCancelled: true) }
        fake.files[path] = fake.sortedPokemons.map { FakePokedesk.FileRow($0.name, race: $0.race?.code) }
        progress(Self.progress(fake.pokemons.count, of: fake.pokemons.count))
        return ExportReport(exported: fake.pokemons.count, wasCancelled: false)
    }

    func generatePokemons(
        count: Int,
        progress: (TransferProgress) -> Void,
        isCancelled: () -> Bool
    ) throws(PokedeskError) -> GenerateReport {
        fake.calls.append("transfers.generatePokemons(count: \(count))")
        try fake.failIfAsked()
        guard (1...GenerateReport.maximumCount).contains(count) else {
            throw .notInRange(argument: "N", given: count, range: 1...GenerateReport.maximumCount)
        }
        defer { fake.publish() }
        for number in 1...count {
            if isCancelled() { return GenerateReport(generated: number - 1, wasCancelled: true) }
            let race = fake.races[number % fake.races.count]
            fake.insertQuietly("\(race.name) \(number)", race: race.code)
            progress(Self.progress(number, of: count))
        }
        return GenerateReport(generated: count, wasCancelled: false)
    }

    /// A steady 10 rows a second.
    private static func progress(_ done: Int, of total: Int) -> TransferProgress {
        TransferProgress(done: done, total: total, rowsPerSecond: 10, secondsLeft: Double(total - done) / 10)
    }
}

private final class ExternalStub: ExternalChanges {
    private let fake: FakePokedesk
    init(_ fake: FakePokedesk) { self.fake = fake }

    func refresh() throws(PokedeskError) {
        fake.calls.append("external.refresh()")
        fake.refresh()
    }

    func commandEnded() {
        fake.calls.append("external.commandEnded()")
    }
}
