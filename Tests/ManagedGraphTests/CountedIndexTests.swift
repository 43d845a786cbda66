import Foundation
import GRDB
import Testing

@testable import ManagedGraph

// MARK: - A counted index: a range counted per related object

/// The league of `GroupsUnderARangeTests`, its players' points optional (a player without them
/// is counted nowhere) and, when `counted`, counted per team; with `rankedNames`, its names
/// ranked and indexed by team, as the pokedesk's are by race.
func countedLeague(counted: Bool = true, rankedNames: Bool = false) -> ManagedObjectModel {
    ManagedObjectModel(
        version: 1,
        entities: leagueModel.entities.map { entity in
            guard entity.name == "Player" else { return entity }
            return EntityDescription(
                name: entity.name,
                attributes: [
                    AttributeDescription(name: "name", type: .string, isRanked: rankedNames),
                    AttributeDescription(name: "points", type: .integer, isOptional: true, isRanked: true),
                ],
                relationships: entity.relationships,
                indexes: (counted
                    ? [FetchIndexDescription(name: "byTeam", keys: ["team", "points"], isCounted: true)] : [])
                    + (rankedNames
                        ? [FetchIndexDescription(name: "byTeamAndName", keys: ["team", "name"], including: ["points"])]
                        : [])
            )
        }
    )
}

@Suite("Counted index")
struct CountedIndexTests {
    let folder: StoreFolder
    let path: String

    init() throws {
        folder = try StoreFolder()
        path = folder.path("league.sqlite")
    }

    static let ranges = [
        "points > 500", "points >= 500", "points < 3", "points <= 3", "points == 7", "points BETWEEN {10, 20}",
        "points > 999", "points < 0", "points > -5", "points BETWEEN {20, 10}",
    ]

    private func open(counted: Bool = true) throws -> ObjectContext {
        ObjectContext(store: try PersistentStore(location: .file(path), model: countedLeague(counted: counted)))
    }

    /// `teams` teams and `players` players with points 0…999, every fiftieth without a team and
    /// every seventieth without points.
    @discardableResult
    private func fill(_ context: ObjectContext, teams: Int, players: Int) throws -> [ManagedObject] {
        let made = try (0..<teams).map { try context.make("Team", ["name": .string("Team \($0)")]) }
        for number in 0..<players {
            let player = try context.make(
                "Player",
                [
                    "name": .string("p\(number)"),
                    "points": number % 70 == 0 ? .null : .integer(Int64(number * 6007 % 1_000)),
                ]
            )
            if number % 50 != 0 { try player.setRelatedObject(made[number * 13 % teams], forKey: "team") }
        }
        try context.save()
        return made
    }

    /// The store's counts per team for `format`, against SQL's own grouping of the matches.
    private func checkCounts(_ context: ObjectContext, _ format: String) throws {
        let request = FetchRequest(entityName: "Player", predicate: try ObjectPredicate(format: format))
        let statement = try FetchPlan(request, store: context.store).statement
        let team = try #require(context.store.model.entity(named: "Player")?.relationships.first)
        let range = try #require(statement.rankedRange)
        let orders = KeptRanks.orders(of: context.store.schema)
        let order = try #require(orders.first { $0.isPartitioned })
        // The counted index's own statement, whatever the store would choose for so few rows.
        let counting = statement.rangeCountsPerGroup(order, range)
        var counted = try context.store.read { reader in
            try Row.fetchAll(
                reader.db,
                sql: counting.sql,
                arguments: StatementArguments(counting.arguments.map(\.databaseValue))
            ).map { (key: $0[0] as Int64?, count: $0[1] as Int) }.filter { $0.count > 0 }
        }
        // And counted for some teams at a time, as the live results count them: every team
        // with players, and the players of none.
        let teams = try context.store.read { reader in
            try KeptLinkCounts.counts(of: "Player", relationship: team.name, in: reader.db).map(\.key)
        }
        let chosen = try context.store.read { reader in
            try stride(from: 0, to: teams.count, by: 5).flatMap { start in
                try reader.rowCounts(by: team, of: statement, among: Array(teams[start..<min(start + 5, teams.count)]))
            }
        }.filter { $0.count > 0 }
        #expect(
            chosen.map { "\($0.key ?? -1):\($0.count)" }.sorted()
                == counted.map { "\($0.key ?? -1):\($0.count)" }.sorted(),
            "\(format)"
        )
        counted = counted.filter { $0.count > 0 }
        let filter = try #require(statement.whereClause)
        let expected = try context.store.read { reader in
            try Row.fetchAll(
                reader.db,
                sql: "SELECT t0.team, count(*) FROM Player t0 WHERE \(filter.sql) GROUP BY t0.team",
                arguments: StatementArguments(filter.arguments.map(\.databaseValue))
            ).map { (key: $0[0] as Int64?, count: $0[1] as Int) }
        }
        #expect(
            counted.sorted { ($0.key ?? -1) < ($1.key ?? -1) }.map { "\($0.key ?? -1):\($0.count)" }
                == expected.sorted { ($0.key ?? -1) < ($1.key ?? -1) }.map { "\($0.key ?? -1):\($0.count)" },
            "\(format)"
        )
    }

    /// Each bucket's rows, against the rows from its first key to the next bucket's; and none
    /// with rows of two teams.
    private func checkBuckets() throws {
        try DatabaseQueue(path: path).read { db in try checkBuckets(in: db) }
    }

    private func checkBuckets(in db: Database) throws {
        let table = "Z_RANK_Player_byTeam"
        let buckets = try Row.fetchAll(db, sql: "SELECT c0, c1, c2, rows FROM \(table) ORDER BY c0, c1, c2")
        for (number, bucket) in buckets.enumerated() {
            let next = number + 1 < buckets.count ? buckets[number + 1] : nil
            let rows = try Int.fetchOne(
                db,
                sql: """
                    SELECT count(*) FROM Player WHERE team IS NOT NULL AND points IS NOT NULL \
                    AND (team, points, Z_PK) >= (?, ?, ?) AND (? IS NULL OR (team, points, Z_PK) < (?, ?, ?))
                    """,
                arguments: [bucket[0], bucket[1], bucket[2], next?[0], next?[0], next?[1], next?[2]]
            )
            #expect(rows == bucket[3] as Int, "bucket \(number)")
            let teams = try Int.fetchOne(
                db,
                sql: """
                    SELECT count(DISTINCT team) FROM Player WHERE team IS NOT NULL AND points IS NOT NULL \
                    AND (team, points, Z_PK) >= (?, ?, ?) AND (? IS NULL OR (team, points, Z_PK) < (?, ?, ?))
                    """,
                arguments: [bucket[0], bucket[1], bucket[2], next?[0], next?[0], next?[1], next?[2]]
            )
            #expect((teams ?? 0) <= 1, "bucket \(number) holds one team's players")
        }
    }

    @Test("given every writer's changes, then each team's share of a range is counted from its buckets, and is right")
    func countsFollowWriters() throws {
        let context = try open()
        let teams = try fill(context, teams: 3, players: 15_000)
        for format in Self.ranges { try checkCounts(context, format) }
        try checkBuckets()
        let tables = try DatabaseQueue(path: path).read { db in
            try String.fetchAll(
                db,
                sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'Z_RANK_Player_byTeam%'"
            )
        }
        #expect(tables == ["Z_RANK_Player_byTeam"], "buckets, no groups of them")

        // The engine moves players between teams and points, and deletes some: buckets split
        // as a team grows past twice their size.
        let players = try context.fetch(FetchRequest(entityName: "Player", sortDescriptors: [.init("name")]))
        for (number, player) in players.enumerated() where number % 3 == 0 {
            if number % 2 == 0 {
                try player.setRelatedObject(teams[0], forKey: "team")
            } else {
                try player.setValue(Int64(number % 17), forKey: "points")
            }
        }
        for player in players.prefix(400) { try context.delete(player) }
        try context.save()
        try checkBuckets()
        for format in Self.ranges { try checkCounts(context, format) }

        // Another program's SQL, which the triggers count as well: a team it makes, players
        // it moves and dates, and a delete.
        try DatabaseQueue(path: path).write { db in
            try db.execute(sql: "INSERT INTO Team (name) VALUES ('New')")
            try db.execute(sql: "UPDATE Player SET team = (SELECT max(Z_PK) FROM Team) WHERE Z_PK % 11 = 0")
            try db.execute(sql: "UPDATE Player SET points = NULL WHERE Z_PK % 13 = 0")
            try db.execute(sql: "UPDATE Player SET points = 3 WHERE Z_PK % 19 = 0")
            try db.execute(sql: "DELETE FROM Player WHERE Z_PK % 23 = 0")
        }
        try checkBuckets()
        let reopened = try open()
        for format in Self.ranges { try checkCounts(reopened, format) }
    }

    @Test(
        "given a store made before the model counted the index, when it opens for writing, then it is counted from its rows"
    )
    func madeAtOpening() throws {
        try fill(try open(counted: false), teams: 5, players: 3_000)
        let context = try open()
        try checkBuckets()
        for format in Self.ranges { try checkCounts(context, format) }
    }

    @Test(
        "given a range half the players match, then counting it per team costs a few buckets a team, not a step a match"
    )
    func countsCostBuckets() throws {
        // The same league counted both ways: from the counted index, and by grouping the
        // matches, as a store without one does.
        func work(counted: Bool) throws -> (counts: [String], vmSteps: Int) {
            let store = try PersistentStore(
                location: .file(folder.path("work-\(counted).sqlite")),
                model: countedLeague(counted: counted)
            )
            let context = ObjectContext(store: store)
            try fill(context, teams: 4, players: 40_000)
            let team = try #require(store.model.entity(named: "Player")?.relationships.first)
            let request = FetchRequest(entityName: "Player", predicate: try ObjectPredicate(format: "points > 500"))
            let statement = try FetchPlan(request, store: store).statement
            store.countsStatements = true
            let before = store.statementWork
            let counts = try store.read { reader in
                // The store counts from the counted index only when it has one.
                guard let objects = try reader.objectsToCount(by: team, of: statement)?.objects else {
                    return try reader.rowCounts(by: team, of: statement)
                }
                return try reader.rowCounts(by: team, of: statement, among: objects.map(\.key))
            }
            let spent = store.statementWork - before
            #expect(spent.fullScanSteps < 10, "counted: \(counted)")
            #expect(try store.read { reader in try reader.objectsToCount(by: team, of: statement) != nil } == counted)
            return (counts.map { "\($0.key ?? -1):\($0.count)" }.sorted(), spent.vmSteps)
        }
        let counted = try work(counted: true)
        let grouped = try work(counted: false)
        #expect(counted.counts == grouped.counts)
        // Four teams of 10,000: their buckets before the bound summed, and at most a bucket of
        // each counted in the index, where grouping steps over each of 20,000 matches.
        #expect(counted.vmSteps * 5 < grouped.vmSteps, "\(counted.vmSteps) VM steps, against \(grouped.vmSteps)")
    }

    @Test(
        "given a range many players match, when the live results are sorted by team, then sections and pages are a fetch's"
    )
    func liveResults() throws {
        let context = try open()
        try fill(context, teams: 12, players: 4_000)
        for format in ["points > 300", "points <= 700", "points BETWEEN {100, 900}"] {
            let request = FetchRequest(
                entityName: "Player",
                predicate: try ObjectPredicate(format: format),
                sortDescriptors: [.init("team.name"), .init("name")]
            )
            let results = try FetchedResultsController(
                fetchRequest: request,
                context: context,
                sectionKey: .value(of: "team.name")
            )
            try results.performFetch()
            let all = try context.fetch(request)
            #expect(results.count == all.count, "\(format)")
            var names: [String] = []
            for object in all {
                let name = object.relatedObject(forKey: "team")?.storeValue(forAttribute: "name").stringValue ?? ""
                if names.last != name { names.append(name) }
            }
            #expect(results.sections.count == names.count, "\(format)")
            for start in [0, 500, all.count - 20] {
                #expect(
                    try results.objects(in: start..<start + 20).map(\.objectID)
                        == all[start..<start + 20].map(\.objectID),
                    "\(format) at \(start)"
                )
            }
        }
    }

    @Test("a counted index of anything but a to-one relationship, then a number or a date, is refused, naming it")
    func refusedModels() {
        func model(_ keys: [String]) -> ManagedObjectModel {
            ManagedObjectModel(
                version: 1,
                entities: [
                    EntityDescription(
                        name: "Team",
                        attributes: [],
                        relationships: [
                            RelationshipDescription(
                                name: "players",
                                destination: "Player",
                                inverse: "team",
                                isToMany: true
                            )
                        ]
                    ),
                    EntityDescription(
                        name: "Player",
                        attributes: [
                            AttributeDescription(name: "name", type: .string),
                            AttributeDescription(name: "points", type: .integer),
                        ],
                        relationships: [
                            RelationshipDescription(
                                name: "team",
                                destination: "Team",
                                inverse: "players",
                                isToMany: false
                            )
                        ],
                        indexes: [FetchIndexDescription(name: "byTeam", keys: keys, isCounted: true)]
                    ),
                ]
            )
        }
        for (keys, message) in [
            (
                ["points", "team"],
                "Player.byTeam is counted, but its keys are not a to-one relationship, then an attribute"
            ),
            (["team", "name"], "Player.byTeam is counted, but name is not a number, a date or a boolean"),
            (["team"], "Player.byTeam is counted, but its keys are not a to-one relationship, then an attribute"),
        ] {
            #expect(throws: ModelError(message)) { try model(keys).checkFetchIndexes() }
        }
    }
}
