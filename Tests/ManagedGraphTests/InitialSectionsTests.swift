import Testing

@testable import ManagedGraph

// MARK: - Sections by initial, counted by the store

/// Live results sectioned by the initial of a name sorted case-insensitively count each
/// initial's rows in the name's index, a range each, and read no row of the order; a change
/// of a few rows moves them between sections without reading it either. What they show is what
/// sections cut from the whole order show.
@Suite("Live results: sections by initial, counted")
struct InitialSectionsTests {
    static let names = [
        "abe", "Ábel", "Émile", "eve", "Eve", "ſam", "sam", "ßo", "ıvan", "Ivan", "1up", "_x", "🙂ok", "Zed", "zoe",
        "\u{301}", "Bob", "bob", "ñu", "Ñandu",
    ]

    /// People named `names` and 200 more `P000`…, saved; live results sectioned by initial.
    private func fixture() throws -> (ObjectContext, FetchedResultsController, ChangeWatcher) {
        let context = try makeFleet()
        for name in Self.names + (0..<200).map({ "P\(String(1000 + $0).dropFirst())" }) {
            try context.make("Person", ["name": .string(name)])
        }
        try context.save()
        let results = try FetchedResultsController(
            fetchRequest: FetchRequest(
                entityName: "Person",
                sortDescriptors: [.init("name", comparison: .caseInsensitive)]
            ),
            context: context,
            sectionKey: .initial(of: "name", nilName: "#")
        )
        let watcher = ChangeWatcher()
        results.delegate = watcher
        try results.performFetch()
        return (context, results, watcher)
    }

    /// The sections the rows of a fresh fetch make, in order: runs of one initial.
    private func expected(_ results: FetchedResultsController) throws -> [SectionInfo] {
        let key = SectionKey.initial(of: "name", nilName: "#")
        var sections: [SectionInfo] = []
        for person in try results.context.fetch(results.fetchRequest) {
            let name = key.name(for: person.storeValue(forAttribute: "name"))
            if let last = sections.last, SectionKey.isSameName(last.name, name) {
                sections[sections.count - 1] = SectionInfo(name: name, count: last.count + 1)
            } else {
                sections.append(SectionInfo(name: name, count: 1))
            }
        }
        return sections
    }

    @Test("given names of many initials, when fetched, then the sections are the order's, and no row of it is read")
    func countedWithoutTheOrder() throws {
        let (context, results, _) = try fixture()
        #expect(results.index == nil, "the order is not in memory")
        #expect(results.sections == (try expected(results)))
        #expect(results.count == Self.names.count + 200)
        #expect(results.sections.first?.name == "#", "a name that folds to nothing is listed under the nil name")
        let rows = context.statistics.rowsRead
        let page = try results.objects(in: 0..<results.count).map(\.objectID.primaryKey)
        #expect(context.statistics.rowsRead - rows == results.count, "the pages read their own rows only")
        #expect(page == (try results.context.fetch(results.fetchRequest)).map(\.objectID.primaryKey))
    }

    @Test(
        "given sections counted, when a row moves to a new initial, the last of an initial goes and a new one comes, then the sections follow without the order"
    )
    func changesMoveBetweenSections() throws {
        let (context, results, watcher) = try fixture()
        let edits: [(String, () throws -> Void)] = [
            (
                "to another initial",
                {
                    try results.objects(in: 30..<31)[0].setStoreValue(.string("Quentin"), forAttribute: "name")
                }
            ),
            (
                "the last of its initial",
                {
                    let zoe = try #require(
                        try context.fetch(
                            FetchRequest(entityName: "Person", predicate: try ObjectPredicate(format: "name == 'zoe'"))
                        ).first
                    )
                    try context.delete(zoe)
                }
            ),
            ("a new initial", { try context.make("Person", ["name": .string("Xavier")]) }),
            (
                "two at once",
                {
                    try results.objects(in: 0..<1)[0].setStoreValue(.string("Yves"), forAttribute: "name")
                    try context.make("Person", ["name": .string("äpfel")])
                }
            ),
        ]
        for (what, edit) in edits {
            watcher.changes = []
            try edit()
            try context.save()
            #expect(!watcher.changes.isEmpty, "\(what)")
            #expect(results.index == nil, "\(what): the order was not read")
            #expect(results.sections == (try expected(results)), "\(what)")
            #expect(
                try results.objects(in: 0..<results.count).map(\.objectID.primaryKey)
                    == (try results.context.fetch(results.fetchRequest)).map(\.objectID.primaryKey),
                "\(what)"
            )
        }
    }

    @Test("given a filter, when sectioned by initial, then only the filter's rows are counted")
    func filtered() throws {
        let context = try makeFleet()
        for name in ["ann", "Bea", "bob", "Cy", "cat", "Dot"] { try context.make("Person", ["name": .string(name)]) }
        try context.save()
        let results = try FetchedResultsController(
            fetchRequest: FetchRequest(
                entityName: "Person",
                predicate: try ObjectPredicate(format: "name BEGINSWITH[c] 'b' OR name BEGINSWITH[c] 'c'"),
                sortDescriptors: [.init("name", comparison: .caseInsensitive)]
            ),
            context: context,
            sectionKey: .initial(of: "name")
        )
        try results.performFetch()
        #expect(results.sections == [SectionInfo(name: "B", count: 2), SectionInfo(name: "C", count: 2)])
    }
}
