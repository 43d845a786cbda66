import Foundation
import ManagedGraph
import PokedeskData
import PokedeskDomain
import Testing

// MARK: - A failed write at every point

/// Each operation that writes the store, run again and again with its Nth write, sync or
/// truncate failed (`FaultyFileSystem`), for N = 1, 2, … until a run makes fewer calls than N:
/// the way SQLite tests its own I/O errors. At every N the operation ends in success or in one
/// clear line; the store, read from disk by a connection of its own and as a crash then would
/// leave it, is intact and holds exactly what the operation reported saved; and the context and
/// the repositories go on working: the next change saves, and another process's change is seen.
///
/// Serialized: the fault counter is one for the process. `make test` fails every fault point of
/// the short operations and every seventh of the import and the heavy migration; `make faults`
/// fails every one (`Settings.faultStride`, `faultBulkStride`).
@Suite("A failed write at every point", .serialized)
struct FaultTests {
    /// The pokemons of the store each attempt starts from.
    static let pokemonsBefore = ["Pika", "Abra"]

    /// The refusals a save may end in: an I/O error, or a full disk (`POKEDESK_FAULT_KIND=full`).
    static let nothingSaved = [
        "the store could not be written (I/O error); nothing was saved",
        "the disk is full; nothing was saved",
    ]

    /// A preloaded store holding `pokemonsBefore`, closed, for each attempt to copy.
    static func template(in directory: TemporaryDirectory) throws -> String {
        let path = directory.path("template.sqlite")
        let container = try PokedeskContainer(location: .file(path))
        let repositories = container.makeRepositories()
        for name in pokemonsBefore { try repositories.pokemons.add(name: name, race: nil) }
        try container.store.close()
        return path
    }

    /// Sweeps an operation over attempts that each open their own copy of `template(in:)`:
    /// `attempt` is given the point, the copy's path and the pokedesk opened on it.
    static func sweepOnStore(
        _ operation: String,
        stride: Int = Settings.faultStride,
        _ attempt: (FaultPoint, String, PokedeskContainer) throws -> Void
    ) async throws {
        let templates = try TemporaryDirectory()
        let template = try Self.template(in: templates)
        try await FaultSweep.run(operation, stride: stride) { point in
            let path = try Self.copy(template, to: point)
            try attempt(point, path, try PokedeskContainer(location: .file(path)))
        }
    }

    /// The template copied into the attempt's directory.
    static func copy(_ template: String, to point: FaultPoint) throws -> String {
        let path = point.path(URL(fileURLWithPath: template).lastPathComponent)
        try FileManager.default.copyItem(atPath: template, toPath: path)
        return path
    }

    /// The store holds `names`, read from disk now and as a crash now would leave it.
    ///
    /// With a disk that stays broken (`POKEDESK_FAULT_PERSISTENT=1`), a save whose commit could
    /// not sync its log cannot drop what it wrote there either, and a crash before the disk
    /// works again may bring the save back: whole, `ifSaved`, never in part.
    static func expectStore(
        _ path: String,
        holds names: [String],
        ifSaved: [String]? = nil,
        _ point: FaultPoint,
        _ what: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let now = try StoreOnDisk.pokemonNames(path, "\(point.name), \(what)", sourceLocation: sourceLocation)
        #expect(now == names, "\(point.name), \(what): from disk", sourceLocation: sourceLocation)
        let crashed = try StoreOnDisk.pokemonNames(
            try StoreOnDisk.afterCrash(path),
            "\(point.name), \(what), after a crash",
            sourceLocation: sourceLocation
        )
        let alternative = Settings.faultPersistent ? ifSaved : nil
        #expect(
            crashed == names || crashed == alternative,
            "\(point.name), \(what): as a crash now would leave it",
            sourceLocation: sourceLocation
        )
    }

    /// A refusal is one of `allowed`, one line.
    static func expectRefusal(
        _ message: String,
        among allowed: [String],
        _ point: FaultPoint,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(message.isOneSafeLine, "\(point.name): \(message)", sourceLocation: sourceLocation)
        #expect(allowed.contains(message), "\(point.name): \(message)", sourceLocation: sourceLocation)
    }

    /// Another process's save is seen by the view context: a failed save's transaction number,
    /// which that save will take, is not mistaken for this process's own.
    static func expectSeesAnotherProcess(
        _ container: PokedeskContainer,
        _ point: FaultPoint,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let path = container.store.location.description
        let elsewhere = ObjectContext(store: try PersistentStore(location: .file(path), model: PokedeskModel.current))
        let other = try elsewhere.insert(ManagedPokemon.self)
        other.name = "Elsewhere"
        try elsewhere.save()
        let seen = try container.viewContext.processExternalChanges()
        #expect(
            seen?.inserted.count == 1,
            "\(point.name): another process's pokemon is seen",
            sourceLocation: sourceLocation
        )
    }

    /// The repositories go on: a new pokemon saves, and they list what the store holds, `names`
    /// and the new one. Returns the names the store holds then.
    static func expectNextChangeSaves(
        _ repositories: Repositories,
        after names: [String],
        _ point: FaultPoint,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> [String] {
        try repositories.pokemons.add(name: "After", race: nil)
        let expected = names + ["After"]
        #expect(
            try repositories.pokemons.allNames().sorted() == expected.sorted(),
            "\(point.name): the repository lists what the store holds",
            sourceLocation: sourceLocation
        )
        return expected
    }
}
