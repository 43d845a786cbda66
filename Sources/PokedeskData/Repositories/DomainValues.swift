import Localization
import ManagedGraph
import PokedeskDomain

// MARK: - Managed objects as Domain values

extension ManagedPokemon {
    /// The pokemon as the presentation layers see it, with its race and the race's types.
    var domainValue: Pokemon {
        Pokemon(
            id: PokemonID(rawValue: objectID.primaryKey),
            name: name,
            race: race?.domainValue,
            caught: caught,
            version: Int(storedVersion)
        )
    }
}

extension ManagedRace {
    var domainValue: Race {
        Race(
            id: RaceID(rawValue: objectID.primaryKey),
            code: code,
            name: name,
            spanishName: spanishName,
            imageFile: imageFile,
            types: types.map(\.domainValue)
        )
    }
}

extension ManagedType {
    var domainValue: PokemonType {
        PokemonType(id: TypeID(rawValue: objectID.primaryKey), name: name, spanishName: spanishName)
    }
}

extension PokemonID {
    var objectID: ObjectID { ObjectID(entityName: "Pokemon", primaryKey: rawValue) }
}

extension RaceID {
    var objectID: ObjectID { ObjectID(entityName: "Race", primaryKey: rawValue) }
}

extension TypeID {
    var objectID: ObjectID { ObjectID(entityName: "Type", primaryKey: rawValue) }
}

// MARK: - Names in the language shown

/// The attribute of a race's or a type's name in the language the process writes in, for the
/// orders and sections the user sees: `name`, or `spanishName`.
enum NameKey {
    static var shown: String { Language.current == .spanish ? "spanishName" : "name" }
}

// MARK: - Names for completion

extension ObjectContext {
    /// Every `key` (a name) of an entity's objects, sorted case-insensitively, without
    /// materialising objects: what Tab completion offers. The fetch is a `context` hop of `trace`.
    func sortedNames(of entityName: String, key: String = "name", trace: Trace) throws(PokedeskError) -> [String] {
        let request = FetchRequest(
            entityName: entityName,
            sortDescriptors: [.init(key, comparison: .caseInsensitive)],
            resultType: .dictionaries,
            propertiesToFetch: [key]
        )
        do {
            return try trace.hop(
                .context,
                ObjectContext.self,
                TraceMessages.fetch(request, method: "fetchDictionaries")
            ) {
                () throws(ContextError) in try fetchDictionaries(request)
            }
            .compactMap { $0[key]?.stringValue }
        } catch {
            throw PokedeskError(error)
        }
    }
}

// MARK: - The engine's positions and changes as the Domain's

extension RowLocation {
    init(_ path: RowIndexPath) {
        self.init(section: path.section, row: path.row, flat: path.flat)
    }
}

extension ResultsSection {
    init(_ section: SectionInfo) {
        self.init(name: section.name, count: section.count)
    }
}

extension RowChange {
    init(_ change: FetchedObjectChange) {
        switch change {
        case .inserted(let at): self = .inserted(at: RowLocation(at))
        case .deleted(let at): self = .deleted(at: RowLocation(at))
        case .moved(let from, let to): self = .moved(from: RowLocation(from), to: RowLocation(to))
        case .updated(let at): self = .updated(at: RowLocation(at))
        }
    }
}

extension SectionChange {
    init(_ change: FetchedSectionChange) {
        switch change {
        case .inserted(let index, let name): self = .inserted(index: index, name: name)
        case .deleted(let index, let name): self = .deleted(index: index, name: name)
        }
    }
}
