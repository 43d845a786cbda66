import Foundation
public import ManagedGraph

// MARK: - Preloading races and types

/// Loads the races and types of the bundled `pokemons.plist` (the course's format, generated
/// from `shared/data` by `scripts/generate-preload.py`) into a store that lacks them.
/// Idempotent: a race or type already present (by code or name) is left as it is.
public enum PokedeskPreload {
    /// The plist's contents, checked.
    struct Catalogue {
        /// code → name, image file, type names in slot order.
        var races: [(code: Int, name: String, imageFile: String, types: [String])]
        var typeNames: [String]
        /// The Spanish names, where the plist gives them.
        var spanish = SpanishNames(races: [:], types: [:])
    }

    /// Inserts what is missing and saves; returns how many races and types it inserted.
    ///
    /// A store has nothing missing when it holds at least as many types and race codes as the
    /// catalogue (`CatalogueSize.bundled`): then the plist is not even read.
    @discardableResult
    public static func loadIfNeeded(into context: ObjectContext) throws(ContextError) -> (races: Int, types: Int) {
        guard !CatalogueSize.bundled.isCovered(by: try storedSize(in: context)) else { return (0, 0) }
        return try insertMissing(try parsedCatalogue(try bundledData()), into: context)
    }

    /// How many types and distinct race codes the context sees: one SQL statement when it has
    /// no unsaved changes (what the fetches below would find, without making a thousand
    /// dictionaries), else through the fetches that see the changes.
    static func storedSize(in context: ObjectContext) throws(ContextError) -> CatalogueSize {
        guard context.parent == nil, !context.hasChanges else {
            return CatalogueSize(
                types: try context.count(for: FetchRequest(entityName: "Type")),
                races: try storedCodes(in: context).count
            )
        }
        // Race codes are unique (a unique index, which the model asks for), so counting the
        // integer ones counts distinct codes, in the same statement as the types. A code stored
        // as anything but an integer (only hand-written SQL makes one) does not count: then the
        // store looks incomplete, and `insertMissing` compares code by code.
        let counts = try context.storedRowCounts([.rows(of: "Type"), .rows(of: "Race", typed: "code")])
        return CatalogueSize(types: counts[0], races: counts[1])
    }

    /// The codes of the races in the store.
    private static func storedCodes(in context: ObjectContext) throws(ContextError) -> Set<Int64> {
        Set(
            try context.fetchDictionaries(
                FetchRequest(entityName: "Race", resultType: .dictionaries, propertiesToFetch: ["code"])
            )
            .compactMap { $0["code"]?.integerValue }
        )
    }

    /// Inserts the types and races the store lacks, and saves (not as an undoable change).
    private static func insertMissing(
        _ catalogue: Catalogue,
        into context: ObjectContext
    ) throws(ContextError) -> (races: Int, types: Int) {
        let existingTypes = try context.fetch(FetchRequest(entityName: "Type")).compactMap { $0 as? ManagedType }
        let existingCodes = try storedCodes(in: context)
        var types = Dictionary(uniqueKeysWithValues: existingTypes.map { ($0.name, $0) })
        var insertedTypes = 0
        for name in catalogue.typeNames where types[name] == nil {
            let type = try context.insert(ManagedType.self)
            type.name = name
            type.spanishName = catalogue.spanish.type(named: name)
            types[name] = type
            insertedTypes += 1
        }
        var insertedRaces = 0
        for entry in catalogue.races where !existingCodes.contains(Int64(entry.code)) {
            let race = try context.insert(ManagedRace.self)
            race.code = entry.code
            race.name = entry.name
            race.spanishName = catalogue.spanish.race(code: entry.code, name: entry.name)
            race.imageFile = entry.imageFile
            try race.setTypes(entry.types.compactMap { types[$0] })
            insertedRaces += 1
        }
        let undo = context.undoManager
        context.undoManager = nil  // loading the catalogue is not a change the user can undo
        defer { context.undoManager = undo }
        try context.save()
        return (insertedRaces, insertedTypes)
    }

    /// The bundled plist's bytes.
    static func bundledData() throws(ContextError) -> Data {
        guard let url = Bundle.module.url(forResource: "pokemons", withExtension: "plist") else {
            throw .store("the bundled pokemons.plist is missing")
        }
        do {
            return try Data(contentsOf: url)
        } catch {
            throw .store("the bundled pokemons.plist cannot be read: \(error)")
        }
    }

    private static func parsedCatalogue(_ data: Data) throws(ContextError) -> Catalogue {
        do {
            return try catalogue(from: data)
        } catch let error as ContextError {
            throw error
        } catch {
            throw .store("the bundled pokemons.plist cannot be read: \(error)")
        }
    }

    /// Parses the course's format: `nombres`, `iconos`, `tipos`; `ranuras` for slot order, and
    /// `nombres_es` and `tipos_es` for the Spanish names.
    static func catalogue(from data: Data) throws -> Catalogue {
        let plist = try PropertyListSerialization.propertyList(from: data, format: nil)
        guard let root = plist as? [String: Any],
            let names = root["nombres"] as? [String: String],
            let icons = root["iconos"] as? [String: String],
            let typesByName = root["tipos"] as? [String: [Int]]
        else { throw ContextError.store("pokemons.plist lacks nombres, iconos or tipos") }
        let slots = root["ranuras"] as? [String: [String]] ?? [:]

        var typesOfRace: [Int: [String]] = [:]
        for (type, codes) in typesByName {
            for code in codes { typesOfRace[code, default: []].append(type) }
        }
        var races: [(code: Int, name: String, imageFile: String, types: [String])] = []
        for (key, name) in names {
            guard let code = Int(key) else { throw ContextError.store("pokemons.plist: \"\(key)\" is not a code") }
            let members = Set(typesOfRace[code] ?? [])
            // `ranuras` gives slot order; without it (the course's plain format) types go by name.
            let ordered = slots[key].map { $0.filter(members.contains) } ?? members.sorted()
            guard Set(ordered) == members else {
                throw ContextError.store("pokemons.plist: tipos and ranuras disagree on race \(code)")
            }
            races.append((code, name, icons[key] ?? "", ordered))
        }
        races.sort { $0.code < $1.code }
        return Catalogue(races: races, typeNames: typesByName.keys.sorted(), spanish: SpanishNames(plist: root))
    }
}
