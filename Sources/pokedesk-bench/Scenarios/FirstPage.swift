import Foundation
import ManagedGraph
import PokedeskData
import PokedeskDomain

// MARK: - 3. The first page, in a process of its own

/// The three ways of showing the first page of pokemons sorted by name with the header count,
/// each run by a fresh process (`pokedesk-bench first-page`) so that its peak resident memory
/// is its own. The store is opened by the app's container first, untimed.
enum FirstPageMethod: String, CaseIterable, Codable {
    /// What `list` does: live results count, then serve the page by SQL.
    case liveResults = "live-results"
    /// Fetch every pokemon as an object, sort in memory, show 20.
    case naive
    /// Core Data's batched fetch: every matching id in order, then fault in the first 20.
    case idsFirst = "ids-first"

    static let pageSize = 20

    var title: String {
        switch self {
        case .liveResults: return "live results (what list does)"
        case .naive: return "naive: every object, sorted in memory"
        case .idsFirst: return "ids first, then fault in a batch of 20"
        }
    }

    /// What the child prints: the time to the first page, its peak memory, and the page.
    struct Outcome: Codable {
        let seconds: Double
        let peakKiB: Int
        let count: Int
        let rows: [String]
    }

    func run(store path: String) throws -> Outcome {
        let container = try PokedeskContainer(location: .file(path))
        let context = container.viewContext
        let (seconds, (count, rows)) = try Stopwatch.time { () throws -> (Int, [String]) in
            switch self {
            case .liveResults: return try Self.pageFromLiveResults(container)
            case .naive: return try Self.pageFromEveryObject(context)
            case .idsFirst: return try Self.pageFromIDs(context)
            }
        }
        return Outcome(seconds: seconds, peakKiB: ResidentMemory.peakKiB(), count: count, rows: rows)
    }

    // MARK: The three ways

    private static func pageFromLiveResults(_ container: PokedeskContainer) throws -> (Int, [String]) {
        let results = try container.makeRepositories().pokemons.liveResults(for: PokemonQuery())
        let count = results.count
        let page = try results.elements(in: 0..<min(pageSize, count))
        return (count, page.map(describe))
    }

    private static func pageFromEveryObject(_ context: ObjectContext) throws -> (Int, [String]) {
        let objects = try context.fetch(FetchRequest(entityName: "Pokemon")).compactMap { $0 as? ManagedPokemon }
        // Sorted as the list is: by folded name, then exact name, then key (see FetchPlan).
        let sorted = objects.map { (TextFolding.fold($0.name), $0) }.sorted { lhs, rhs in
            let folded = TextFolding.compareScalars(lhs.0, rhs.0)
            if folded != 0 { return folded < 0 }
            let exact = TextFolding.compareScalars(lhs.1.name, rhs.1.name)
            if exact != 0 { return exact < 0 }
            return lhs.1.objectID.primaryKey < rhs.1.objectID.primaryKey
        }
        return (objects.count, sorted.prefix(pageSize).map { describe($0.1) })
    }

    private static func pageFromIDs(_ context: ObjectContext) throws -> (Int, [String]) {
        let request = FetchRequest(
            entityName: "Pokemon",
            sortDescriptors: [FetchSortDescriptor("name", comparison: .caseInsensitive)]
        )
        let ids = try context.fetchObjectIDs(request)
        let page = ids.prefix(pageSize).map(context.object(with:))
        try context.fillFaults(page)
        let pokemons = page.compactMap { $0 as? ManagedPokemon }
        // The batch's races in one query, as prefetching would.
        try context.fillFaults(pokemons.compactMap(\.race))
        return (ids.count, pokemons.map(describe))
    }

    // MARK: Rows, for comparing the three

    private static func describe(_ pokemon: Pokemon) -> String {
        let types = pokemon.race?.types.map(\.name).joined(separator: "/") ?? ""
        return "\(pokemon.name)|\(pokemon.race?.name ?? "")|\(types)"
    }

    private static func describe(_ pokemon: ManagedPokemon) -> String {
        let types = pokemon.race?.types.map(\.name).joined(separator: "/") ?? ""
        return "\(pokemon.name)|\(pokemon.race?.name ?? "")|\(types)"
    }
}
