import Testing

@testable import ManagedGraph

// MARK: - Groups counted as far as they are read

/// Every change a controller reports, with its sections and rows.
private final class ChangeLog: FetchedResultsControllerDelegate {
    var lines: [String] = []

    func controller(_ controller: FetchedResultsController, didChange change: FetchedSectionChange) {
        switch change {
        case .inserted(let index, let name): lines.append("section \(name) inserted at \(index)")
        case .deleted(let index, let name): lines.append("section \(name) deleted at \(index)")
        }
    }

    func controller(_ controller: FetchedResultsController, didChange change: FetchedObjectChange, for object: ObjectID)
    {
        func path(_ at: RowIndexPath) -> String { "\(at.section).\(at.row) (\(at.flat))" }
        switch change {
        case .inserted(let at): lines.append("\(object.primaryKey) inserted at \(path(at))")
        case .deleted(let at): lines.append("\(object.primaryKey) deleted at \(path(at))")
        case .moved(let from, let to): lines.append("\(object.primaryKey) moved \(path(from)) → \(path(to))")
        case .updated(let at): lines.append("\(object.primaryKey) updated at \(path(at))")
        }
    }
}

/// Players by their team's name under a range most of them match, with the range counted per
/// team (`FetchIndexDescription.isCounted`): the teams are counted in order, as far as pages and
/// changes reach, and every answer is the one of results that know the whole order.
@Suite("Live results: groups counted as far as they are read")
struct GroupsCountedAsReadTests {
    let context: ObjectContext
    let teams: [ManagedObject]
    static let request = FetchRequest(
        entityName: "Player",
        predicate: try! ObjectPredicate(format: "points > 300"),
        sortDescriptors: [.init("team.name"), .init("name")]
    )

    /// 24 teams of 300 players, points 0…999.
    init() throws {
        let context = ObjectContext(store: try PersistentStore(location: .inMemory, model: countedLeague()))
        let teams = try (0..<24).map { number in
            try context.make("Team", ["name": .string(String(format: "Team %02d", number))])
        }
        (self.context, self.teams) = (context, teams)
        for number in 0..<7_200 {
            let player = try context.make(
                "Player",
                ["name": .string("p\(number * 7919 % 7_200)"), "points": .integer(Int64(number * 6007 % 1_000))]
            )
            try player.setRelatedObject(teams[number % 24], forKey: "team")
        }
        try context.save()
    }

    private func results() throws -> FetchedResultsController {
        let results = try FetchedResultsController(
            fetchRequest: Self.request,
            context: context,
            sectionKey: .value(of: "team.name")
        )
        try results.performFetch()
        return results
    }

    private func counted(_ results: FetchedResultsController) -> Int {
        results.groups?.count { $0.count != nil } ?? -1
    }

    /// The sections a fetch of every row makes, as `name count`.
    private func fetchedSections() throws -> [String] {
        var sections: [(name: String, count: Int)] = []
        for player in try context.fetch(Self.request) {
            let name = player.relatedObject(forKey: "team")?.storeValue(forAttribute: "name").stringValue ?? ""
            if sections.last?.name == name {
                sections[sections.count - 1].count += 1
            } else {
                sections.append((name, 1))
            }
        }
        return sections.map { "\($0.name) \($0.count)" }
    }

    @Test(
        "given a range most players match, when the first page is read, then the teams it reaches are counted, not all"
    )
    func firstPageCountsAFew() throws {
        let results = try results()
        #expect(results.groups?.count == 24)
        #expect(counted(results) == 0)
        let all = try context.fetch(Self.request)
        #expect(results.count == all.count)
        #expect(try results.objects(in: 0..<20).map(\.objectID) == all[0..<20].map(\.objectID))
        // The first count reads a few teams; a team holds some 210 matches.
        #expect(counted(results) == FetchedResultsController.firstGroupBatch)
        #expect(results.section(ofFlat: 19).name == "Team 00")
        #expect(
            results.location(ofFlat: 400) == RowIndexPath(section: 1, row: 400 - results.sections[0].count, flat: 400)
        )
        // The sections asked for whole: every team counted, as a fetch groups them.
        #expect(results.sections.map { "\($0.name) \($0.count)" } == (try fetchedSections()))
        #expect(counted(results) == 24)
        let last = all.count - 20
        #expect(try results.objects(in: last..<all.count).map(\.objectID) == all[last...].map(\.objectID))
    }

    @Test(
        "given teams counted as far as the first page, when players change in teams not counted yet, then the changes reported are those of the whole order"
    )
    func changesBeyondTheCountedTeams() throws {
        let whole = try results()
        // Knowing where a row is reads the whole order: the reference.
        _ = try whole.location(of: try #require(try context.fetch(Self.request).first).objectID)
        #expect(whole.index != nil)
        let (lazyLog, wholeLog) = (ChangeLog(), ChangeLog())
        whole.delegate = wholeLog
        let players = try context.fetch(FetchRequest(entityName: "Player", sortDescriptors: [.init("name")]))
        func player(ofTeam team: Int, points: ClosedRange<Int64> = 301...999, skip: Int = 0) -> ManagedObject {
            players.filter {
                $0.relatedObject(forKey: "team") === teams[team]
                    && points.contains($0.storeValue(forAttribute: "points").integerValue ?? -1)
            }[skip]
        }
        let changes: [(String, () throws -> Void)] = [
            ("a rename in team 20", { try player(ofTeam: 20).setStoreValue(.string("a0"), forAttribute: "name") }),
            ("team 22 to team 3", { try player(ofTeam: 22).setRelatedObject(teams[3], forKey: "team") }),
            ("a delete in team 15", { try context.delete(player(ofTeam: 15)) }),
            (
                "a new player in team 18",
                {
                    try context.make("Player", ["name": .string("zz"), "points": .integer(900)])
                        .setRelatedObject(teams[18], forKey: "team")
                }
            ),
            (
                "out of the range in team 21",
                { try player(ofTeam: 21).setStoreValue(.integer(100), forAttribute: "points") }
            ),
            (
                "into the range in team 23",
                { try player(ofTeam: 23, points: 0...300).setStoreValue(.integer(700), forAttribute: "points") }
            ),
            ("team 1 to team 23", { try player(ofTeam: 1, skip: 1).setRelatedObject(teams[23], forKey: "team") }),
            (
                "a new team's first player",
                {
                    let team = try context.make("Team", ["name": .string("Team 12b")])
                    try context.make("Player", ["name": .string("new"), "points": .integer(500)])
                        .setRelatedObject(team, forKey: "team")
                }
            ),
        ]
        for (name, change) in changes {
            // Each change meets teams counted as far as the first page only.
            let lazily = try results()
            lazily.delegate = lazyLog
            _ = try lazily.objects(in: 0..<20)
            #expect(counted(lazily) == FetchedResultsController.firstGroupBatch)
            lazyLog.lines = []
            wholeLog.lines = []
            try change()
            try context.save()
            #expect(!wholeLog.lines.isEmpty, "\(name)")
            #expect(lazyLog.lines == wholeLog.lines, "\(name)")
            #expect(lazily.count == whole.count, "\(name)")
            #expect(lazily.sections.map { "\($0.name) \($0.count)" } == (try fetchedSections()), "\(name)")
            let all = try context.fetch(Self.request)
            for start in [0, 2_000, all.count - 20] {
                #expect(
                    try lazily.objects(in: start..<start + 20).map(\.objectID)
                        == all[start..<start + 20].map(\.objectID),
                    "\(name)"
                )
            }
        }
    }

    @Test(
        "given names ranked, when a row is renamed near an end of its team, then it is placed counting from that end"
    )
    func renamedNearAnEnd() throws {
        let store = try PersistentStore(location: .inMemory, model: countedLeague(rankedNames: true))
        let context = ObjectContext(store: store)
        let teams = try (0..<4).map { try context.make("Team", ["name": .string("Team \($0)")]) }
        for number in 0..<12_000 {
            try context.make(
                "Player",
                ["name": .string("p\(number * 7919 % 12_000)"), "points": .integer(Int64(number * 6007 % 1_000))]
            ).setRelatedObject(teams[number % 4], forKey: "team")
        }
        try context.save()
        // By name as people read it: the order the name's counted order keeps.
        var request = Self.request
        request.sortDescriptors[1] = FetchSortDescriptor("name", comparison: .caseInsensitive)
        let lazily = try FetchedResultsController(fetchRequest: request, context: context)
        let whole = try FetchedResultsController(fetchRequest: request, context: context)
        try lazily.performFetch()
        try whole.performFetch()
        _ = try whole.location(of: try #require(try context.fetch(request).first).objectID)
        _ = try lazily.objects(in: 0..<20)
        let (heard, reference) = (ChangeLog(), ChangeLog())
        lazily.delegate = heard
        whole.delegate = reference
        let player = try #require(try context.fetch(request).first { $0.relatedObject(forKey: "team") === teams[2] })
        store.countsStatements = true
        func rename(to name: String) throws -> Int {
            let before = store.statementWork
            try player.setStoreValue(.string(name), forAttribute: "name")
            try context.save()
            #expect(heard.lines == reference.lines, "\(name)")
            return (store.statementWork - before).vmSteps
        }
        let first = try rename(to: "0")
        let last = try rename(to: "zzz")
        let middle = try rename(to: "p6")
        // From the nearer end, a row near it costs a few steps; one in the middle, half the
        // team's 2,100 matches.
        #expect(first * 2 < middle && last * 2 < middle, "\(first), \(last) and \(middle) VM steps")
    }
}
