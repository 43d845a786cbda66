import FuzzSupport
import ManagedGraph
import PokedeskData

// MARK: - libFuzzer's entry: a store file, opened read-only

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    StoreTarget.run(UnsafeBufferPointer(fuzzData: data, size: size))
    return 0
}

/// The bytes as a pokedesk's store file, opened read-only as the app opens one it cannot
/// write, then read as its first pages read it: the pokemons by name with their races and
/// types, and the races by code. Every input ends in a store that reads, or one error line: the
/// opening's refusal (not SQLite, damaged, another application's, another version) or the
/// fetch's.
private enum StoreTarget {
    private static let fileName = "pokedesk.sqlite"
    /// SQLite's files beside the store: a log left by one input must not reach the next.
    private static let companions = [fileName + "-wal", fileName + "-shm", fileName + "-journal"]

    static func run(_ bytes: UnsafeBufferPointer<UInt8>) {
        companions.forEach(ScratchFolder.remove)
        defer { companions.forEach(ScratchFolder.remove) }
        let path = ScratchFolder.write(bytes, as: fileName)
        let container: PokedeskContainer
        do {
            container = try PokedeskContainer(location: .file(path), options: .init(readOnly: true))
        } catch {
            FuzzCheck.oneLine(error.description, "the opening's error")
            return
        }
        if let notice = container.catalogueNotice { FuzzCheck.oneLine(notice, "the catalogue's notice") }
        do {
            try read(container.viewContext)
        } catch {
            FuzzCheck.oneLine(error.description, "the fetch's error")
        }
    }

    private static func read(_ context: ObjectContext) throws(ContextError) {
        let pokemons = try context.fetch(
            FetchRequest(
                entityName: "Pokemon",
                sortDescriptors: [FetchSortDescriptor("name")],
                fetchBatchSize: 20,
                relationshipKeyPathsForPrefetching: ["race"]
            )
        )
        for case let pokemon as ManagedPokemon in pokemons.prefix(20) {
            _ = (pokemon.name, pokemon.caught, pokemon.race?.name, pokemon.race?.types.map(\.name))
        }
        let races = try context.fetch(FetchRequest(entityName: "Race", sortDescriptors: [FetchSortDescriptor("code")]))
        for case let race as ManagedRace in races.prefix(20) {
            _ = (race.code, race.name, race.spanishName, race.imageFile, race.types.map(\.spanishName))
        }
        _ = try context.count(for: FetchRequest(entityName: "Type"))
    }
}
