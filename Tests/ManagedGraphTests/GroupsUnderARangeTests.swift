import Foundation
import Testing

@testable import ManagedGraph

// MARK: - Live results ordered by a related object's attribute, filtered by a range

let leagueModel = ManagedObjectModel(
    version: 1,
    entities: [
        EntityDescription(
            name: "Team",
            attributes: [AttributeDescription(name: "name", type: .string)],
            relationships: [
                RelationshipDescription(name: "players", destination: "Player", inverse: "team", isToMany: true)
            ]
        ),
        EntityDescription(
            name: "Player",
            attributes: [
                AttributeDescription(name: "name", type: .string),
                AttributeDescription(name: "points", type: .integer, isRanked: true),
            ],
            relationships: [
                RelationshipDescription(name: "team", destination: "Team", inverse: "players", isToMany: false)
            ]
        ),
    ]
)

/// Players by their team's name, then their own, filtered by a range of their ranked points:
/// when few match, a page spanning several teams is one statement that reads the range from
/// its index; when many do, a statement a team, each walking that team's players in order.
/// Either way the pages are a fetch's.
@Suite("Live results: groups under a range")
struct GroupsUnderARangeTests {
    /// 40 teams (two share a name, in another case) and 4,000 players with points 0…999, every
    /// fiftieth without a team.
    private func league(log: StatementLog) throws -> ObjectContext {
        let store = try PersistentStore(
            location: .inMemory,
            model: leagueModel,
            options: .init(sqlLog: { log.append($0) })
        )
        let context = ObjectContext(store: store)
        let teams = try (0..<40).map { number in
            try context.make("Team", ["name": .string(number == 39 ? "team 07" : String(format: "Team %02d", number))])
        }
        for number in 0..<4_000 {
            let player = try context.make(
                "Player",
                ["name": .string("p\(number * 7919 % 4_000)"), "points": .integer(Int64(number * 6007 % 1_000))]
            )
            if number % 50 != 0 { try player.setRelatedObject(teams[number * 13 % 40], forKey: "team") }
        }
        try context.save()
        return context
    }

    private func results(
        _ format: String,
        in context: ObjectContext,
        sectioned: Bool
    ) throws -> FetchedResultsController {
        let results = try FetchedResultsController(
            fetchRequest: FetchRequest(
                entityName: "Player",
                predicate: try ObjectPredicate(format: format),
                sortDescriptors: [.init("team.name", comparison: .caseInsensitive), .init("name")]
            ),
            context: context,
            sectionKey: sectioned ? .value(of: "team.name") : nil
        )
        try results.performFetch()
        return results
    }

    @Test(
        "given a range few players match, when every page is read, then each is a fetch's, read in one statement from the range's index",
        arguments: [false, true]
    )
    func fewMatches(sectioned: Bool) throws {
        let log = StatementLog()
        let context = try league(log: log)
        // 56 players score over 985, in about thirty teams: a page spans several.
        let results = try results("points > 985", in: context, sectioned: sectioned)
        let all = try context.fetch(results.fetchRequest).map(\.objectID.primaryKey)
        #expect(results.count == all.count)
        #expect(all.count == 56)
        for start in stride(from: 0, to: all.count, by: 20) {
            let range = start..<min(start + 20, all.count)
            log.clear()
            #expect(try results.objects(in: range).map(\.objectID.primaryKey) == Array(all[range]), "\(range)")
            let pages = log.statements.filter { $0.hasPrefix("SELECT t0.") }
            #expect(pages.count == 1, "one statement for the page: \(pages)")
            #expect(pages.allSatisfy { $0.contains("ORDER BY CASE coalesce(t0.\"team\", 0)") }, "\(pages)")
        }
        #expect(try results.objects(in: 3..<5).map(\.objectID.primaryKey) == Array(all[3..<5]))
    }

    @Test(
        "given a range most players match, when pages are read, then each is a fetch's, read a team at a time",
        arguments: [false, true]
    )
    func manyMatches(sectioned: Bool) throws {
        let log = StatementLog()
        let context = try league(log: log)
        let results = try results("points > 10", in: context, sectioned: sectioned)
        let all = try context.fetch(results.fetchRequest).map(\.objectID.primaryKey)
        #expect(results.count == all.count)
        for start in [0, 90, 1_000, all.count - 20] {
            log.clear()
            #expect(
                try results.objects(in: start..<start + 20).map(\.objectID.primaryKey) == Array(all[start..<start + 20])
            )
            let pages = log.statements.filter { $0.hasPrefix("SELECT t0.") }
            #expect(!pages.isEmpty)
            #expect(!pages.contains { $0.contains("CASE coalesce") }, "\(pages)")
        }
    }
}
