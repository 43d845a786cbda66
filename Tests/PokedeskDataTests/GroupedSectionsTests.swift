import PokedeskDomain
import Testing

@testable import ManagedGraph
@testable import PokedeskData

// MARK: - Sections counted per race, rows read a group at a time

@Suite("Sections counted without the whole order")
struct GroupedSectionsTests {
    /// A pokedesk of generated pokemons, some without a race, two races renamed to share a name
    /// and one to the title of the no-race section: groups that merge, and one that must not.
    private func makeAwkwardPokedesk() throws -> PokedeskContainer {
        let pokedesk = try makePokedesk()
        _ = try ContextPokemonTransfers(viewContext: pokedesk.viewContext)
            .generatePokemons(count: 400, progress: { _ in }, isCancelled: { false })
        let context = pokedesk.viewContext
        let repository = ContextPokemonRepository(context: context)
        for name in ["Nobody", "nobody", "Ümlaut", "Zed"] { try repository.add(name: name, race: nil) }
        let races = try context.fetch(FetchRequest(entityName: "Race", sortDescriptors: [.init("code")]))
            .compactMap { $0 as? ManagedRace }
        let pokemons = try context.fetch(FetchRequest(entityName: "Pokemon")).compactMap { $0 as? ManagedPokemon }
        let used = Set(pokemons.compactMap { $0.race?.objectID })
        let withPokemons = races.filter { used.contains($0.objectID) }
        withPokemons[0].name = withPokemons[1].name  // two races, one name: one section
        withPokemons[2].name = withPokemons[2].name.lowercased()  // folds like another, sorts apart
        withPokemons[3].name = PokemonSections.noRaceTitle  // named like the no-race section
        try context.save()
        return pokedesk
    }

    private func controller(
        _ sort: [FetchSortDescriptor],
        filter: String?,
        in pokedesk: PokedeskContainer
    ) throws -> FetchedResultsController {
        let results = try FetchedResultsController(
            fetchRequest: FetchRequest(
                entityName: "Pokemon",
                predicate: try filter.map { try ObjectPredicate(format: $0) },
                sortDescriptors: sort
            ),
            context: pokedesk.viewContext,
            sectionKey: .value(of: sort[0].keyPath, nilName: PokemonSections.noRaceTitle)
        )
        try results.performFetch()
        return results
    }

    private static let byRaceName = FetchSortDescriptor("race.name", comparison: .caseInsensitive)
    private static let byName = FetchSortDescriptor("name", comparison: .caseInsensitive)

    @Test(
        "the sections and every page are those of the whole order",
        arguments: [
            [byRaceName, byName],
            [byRaceName, FetchSortDescriptor("race.code"), byName],
            [FetchSortDescriptor("race.name", ascending: false, comparison: .caseInsensitive), byName],
            [FetchSortDescriptor("race.code", ascending: false), byName],
        ],
        [nil, "race.code < 400 OR race == nil", "name CONTAINS[c] \"e\""]
    )
    func sameAsTheWholeOrder(sort: [FetchSortDescriptor], filter: String?) throws {
        let pokedesk = try makeAwkwardPokedesk()
        let grouped = try controller(sort, filter: filter, in: pokedesk)
        #expect(grouped.groups != nil && grouped.index == nil, "counted, not ordered")
        let indexed = try controller(sort, filter: filter, in: pokedesk)
        _ = try indexed.location(of: ObjectID(entityName: "Pokemon", primaryKey: 1))  // the whole order
        #expect(indexed.index != nil && indexed.groups == nil)

        #expect(grouped.sections == indexed.sections)
        #expect(grouped.count == indexed.count)
        let all = try indexed.objects(in: 0..<indexed.count).map(\.objectID)
        #expect(try grouped.objects(in: 0..<grouped.count).map(\.objectID) == all)
        for start in stride(from: 0, to: grouped.count, by: 17) {
            let range = start..<min(start + 20, grouped.count)
            #expect(try grouped.objects(in: range).map(\.objectID) == Array(all[range]), "rows \(range)")
        }
    }

    @Test("a change to a counted list is reported as to one that read the whole order")
    func changesAfterCounting() throws {
        let pokedesk = try makeAwkwardPokedesk()
        let sort = [Self.byRaceName, Self.byName]
        let grouped = try controller(sort, filter: nil, in: pokedesk)
        let recorder = BatchRecorder()
        grouped.delegate = recorder
        let before = try table(of: grouped)

        let pokemon = try #require(try grouped.objects(in: 5..<6).first as? ManagedPokemon)
        try pokemon.setRace(nil)
        try pokedesk.viewContext.save()

        let batches = recorder.take()
        try #require(batches.count == 1)
        let fresh = try controller(sort, filter: nil, in: pokedesk)
        #expect(try TableUpdate.apply(batches[0], to: before) == table(of: fresh))
        #expect(grouped.sections == fresh.sections)
    }

    @Test(
        "a section by the initial of the fetched entity's own name is counted in its index, and names the sections the whole order does"
    )
    func ownAttributeCountedByInitial() throws {
        let pokedesk = try makeAwkwardPokedesk()
        let results = try FetchedResultsController(
            fetchRequest: FetchRequest(entityName: "Pokemon", sortDescriptors: [Self.byName]),
            context: pokedesk.viewContext,
            sectionKey: .initial(of: "name")
        )
        try results.performFetch()
        #expect(results.groups == nil && results.index == nil)
        let counted = results.sections
        try results.loadIndex()
        #expect(counted == results.sections)
    }

    private func table(of results: FetchedResultsController) throws -> [TableSection] {
        let ids = try results.objects(in: 0..<results.count).map(\.objectID)
        var start = 0
        return results.sections.map { section in
            defer { start += section.count }
            return TableSection(name: section.name, rows: Array(ids[start..<(start + section.count)]))
        }
    }
}
