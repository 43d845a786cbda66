import ManagedGraph
import PokedeskData

// MARK: - The pokedesk's version 2, and the app's version 3 it is migrated to

/// The models the migrator moves between: the app's version 2, and its version 3, which adds
/// the date each pokemon was caught, filled by the app's own heavy migration from the creation
/// order (`PokedeskModel.mappingFromV2`).
enum StoreVersions {
    static let v2 = PokedeskModel.v2
    static let v3 = PokedeskModel.v3

    static func mapping(batchSize: Int) -> MappingModel {
        PokedeskModel.mappingFromV2(batchSize: batchSize)
    }

    /// Opens the store as version 3, migrating it from version 2 if need be.
    static func open(_ path: String, batchSize: Int, options: PersistentStore.Options) throws -> PersistentStore {
        try PersistentStore(
            location: .file(path),
            model: v3,
            history: [PokedeskModel.v1, v2],
            mappings: [mapping(batchSize: batchSize)],
            options: options
        )
    }

    /// A version 2 store with the races and types, and `count` pokemons, one save every 10,000.
    static func create(_ path: String, pokemons count: Int) throws {
        let context = ObjectContext(store: try PersistentStore(location: .file(path), model: v2))
        try PokedeskPreload.loadIfNeeded(into: context)
        let races = try context.fetch(FetchRequest(entityName: "Race", sortDescriptors: [FetchSortDescriptor("code")]))
            .map(\.objectID)
        var index = 0
        while index < count {
            let end = min(count, index + 10_000)
            while index < end {
                let pokemon = try context.insert(entityName: "Pokemon")
                try pokemon.setStoreValue(.string("pokemon-\(index + 1)"), forAttribute: "name")
                try pokemon.setRelatedObject(context.object(with: races[index % races.count]), forKey: "race")
                index += 1
            }
            try context.save()
            context.reset()
        }
    }

    /// The version the store opens as, read-only (2, else 3), and how many pokemons it holds.
    static func inspect(_ path: String) throws -> (version: Int, pokemons: Int) {
        let readOnly = PersistentStore.Options(readOnly: true)
        let store: PersistentStore
        do {
            store = try PersistentStore(location: .file(path), model: v2, options: readOnly)
        } catch .newerModel {
            store = try PersistentStore(location: .file(path), model: v3, options: readOnly)
        }
        let pokemons = try ObjectContext(store: store).count(for: FetchRequest(entityName: "Pokemon"))
        return (store.model.version, pokemons)
    }

    /// Saves one more pokemon as a version 2 program: what a user going back to the old app
    /// after an interrupted migration would do.
    static func addToVersion2(_ path: String, name: String) throws {
        let context = ObjectContext(store: try PersistentStore(location: .file(path), model: v2))
        try context.insert(entityName: "Pokemon").setStoreValue(.string(name), forAttribute: "name")
        try context.save()
    }
}
