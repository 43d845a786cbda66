import Foundation
import GRDB
import Testing

@testable import ManagedGraph

// MARK: - A ranked attribute's order, counted in buckets the store keeps

let wordModel = ManagedObjectModel(
    version: 1,
    entities: [
        EntityDescription(
            name: "Word",
            attributes: [AttributeDescription(name: "text", type: .string, isRanked: true)]
        ),
        EntityDescription(
            name: "Score",
            attributes: [
                AttributeDescription(name: "points", type: .integer, isRanked: true),
                AttributeDescription(name: "bonus", type: .double, isOptional: true, isRanked: true),
            ]
        ),
    ]
)

@Suite("Kept ranks")
struct KeptRankTests {
    let folder: StoreFolder
    let path: String

    init() throws {
        folder = try StoreFolder()
        path = folder.path("words.sqlite")
    }

    func open(sqlLog: (@Sendable (String) -> Void)? = nil) throws -> ObjectContext {
        ObjectContext(
            store: try PersistentStore(location: .file(path), model: wordModel, options: .init(sqlLog: sqlLog))
        )
    }

    func write(_ sql: String) throws {
        try DatabaseQueue(path: path).write { db in try db.execute(sql: sql) }
    }

    /// A word for `number`: scattered over the alphabet, in mixed case, every hundredth the
    /// same letters as the one before in another case (a tie the folded text leaves to the
    /// name, then the key).
    static func word(_ number: Int) -> String {
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        let twin = number > 0 && number % 100 == 0
        var value = UInt64(twin ? number - 1 : number) &* 2_654_435_761 % 1_000_003
        var text = ""
        for _ in 0..<5 {
            text.append(letters[Int(value % 26)])
            value /= 26
        }
        return twin ? text.uppercased() : text.capitalized
    }

    func insertWords(_ range: Range<Int>, into context: ObjectContext) throws {
        for number in range { try context.make("Word", ["text": .string(Self.word(number))]) }
        try context.save()
    }

    /// Each bucket's count, against the rows from its first key to the next bucket's; and the
    /// first bucket's key, against the first row's.
    func checkBuckets(of table: String = "Word", columns: String = "Z_FOLD_text, \"text\", Z_PK") throws {
        try DatabaseQueue(path: path).read { db in
            let keys = columns.split(separator: ",").count
            let keyList = (0..<keys).map { "c\($0)" }.joined(separator: ", ")
            let buckets = try Row.fetchAll(
                db,
                sql:
                    "SELECT \(keyList), rows FROM Z_RANK_\(table)_\(table == "Word" ? "text" : "points") ORDER BY \(keyList)"
            )
            let total = try Int.fetchOne(db, sql: "SELECT count(*) FROM \(table)") ?? 0
            #expect(buckets.reduce(0) { $0 + ($1[keys] as Int) } == total)
            if let first = buckets.first {
                let below = try Int.fetchOne(
                    db,
                    sql:
                        "SELECT count(*) FROM \(table) WHERE (\(columns)) < (\((0..<keys).map { _ in "?" }.joined(separator: ", ")))",
                    arguments: StatementArguments((0..<keys).map { first[$0] as DatabaseValue })
                )
                #expect(below == 0, "no row comes before the first bucket's key")
            }
            for (index, bucket) in buckets.enumerated() {
                let from = (0..<keys).map { bucket[$0] as DatabaseValue }
                var sql =
                    "SELECT count(*) FROM \(table) WHERE (\(columns)) >= (\((0..<keys).map { _ in "?" }.joined(separator: ", ")))"
                var arguments = from
                if index + 1 < buckets.count {
                    sql += " AND (\(columns)) < (\((0..<keys).map { _ in "?" }.joined(separator: ", ")))"
                    arguments += (0..<keys).map { buckets[index + 1][$0] as DatabaseValue }
                }
                let rows = try Int.fetchOne(db, sql: sql, arguments: StatementArguments(arguments))
                #expect(rows == bucket[keys] as Int, "bucket \(index)")
                #expect((bucket[keys] as Int) <= 2 * KeptRanks.bucketRows)
            }
            // Each group starts where a bucket does and counts the buckets up to the next group.
            let rankTable = "Z_RANK_\(table)_\(table == "Word" ? "text" : "points")"
            let groups = try Row.fetchAll(
                db,
                sql: "SELECT \(keyList), rows FROM \(rankTable)_GROUPS ORDER BY \(keyList)"
            )
            #expect(groups.reduce(0) { $0 + ($1[keys] as Int) } == total)
            let place = "(\((0..<keys).map { _ in "?" }.joined(separator: ", ")))"
            for (index, group) in groups.enumerated() {
                let from = (0..<keys).map { group[$0] as DatabaseValue }
                let starts = try Int.fetchOne(
                    db,
                    sql: "SELECT count(*) FROM \(rankTable) WHERE (\(keyList)) = \(place)",
                    arguments: StatementArguments(from)
                )
                #expect(starts == 1, "group \(index) starts where a bucket does")
                var sql = "SELECT coalesce(sum(rows), 0) FROM \(rankTable) WHERE (\(keyList)) >= \(place)"
                var arguments = from
                if index + 1 < groups.count {
                    sql += " AND (\(keyList)) < \(place)"
                    arguments += (0..<keys).map { groups[index + 1][$0] as DatabaseValue }
                }
                let rows = try Int.fetchOne(db, sql: sql, arguments: StatementArguments(arguments))
                #expect(rows == group[keys] as Int, "group \(index)")
                #expect((group[keys] as Int) <= 2 * KeptRanks.groupRows)
            }
            // Text ordered by its folded column: its rows counted by first character too.
            guard table == "Word" else { return }
            let initials = try Row.fetchAll(
                db,
                sql: "SELECT initial, rows FROM \(rankTable)_INITIALS WHERE rows > 0 ORDER BY initial"
            ).map { "\($0[0] as String) \($0[1] as Int)" }
            let counted = try Row.fetchAll(
                db,
                sql: "SELECT substr(Z_FOLD_text, 1, 1), count(*) FROM Word GROUP BY 1 ORDER BY 1"
            ).map { "\($0[0] as String) \($0[1] as Int)" }
            #expect(initials == counted)
        }
    }

    func bucketCount(_ table: String = "Z_RANK_Word_text") throws -> Int {
        try DatabaseQueue(path: path).read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM \(table)") ?? 0 }
    }

    static let byText = FetchRequest(entityName: "Word", sortDescriptors: [.init("text", comparison: .caseInsensitive)])

    @Test("the buckets follow the engine's saves and another program's SQL, and split as they grow")
    func followWriters() throws {
        let context = try open()
        try insertWords(0..<20_000, into: context)
        try checkBuckets()
        #expect(try bucketCount() >= 20_000 / (2 * KeptRanks.bucketRows) + 1, "split as they grew")

        let words = try context.fetch(Self.byText)
        for word in words.prefix(50) { try word.setStoreValue(.string("Zz" + Self.word(7)), forAttribute: "text") }
        for word in words.suffix(30) { try context.delete(word) }
        try context.save()
        try checkBuckets()

        try write("UPDATE Word SET text = 'Aaaa', Z_FOLD_text = 'aaaa' WHERE Z_PK % 97 = 0")
        try write("INSERT INTO Word (text, Z_FOLD_text) VALUES ('aaa', 'aaa'), ('Mmm', 'mmm')")
        try write("DELETE FROM Word WHERE Z_PK % 89 = 0")
        try checkBuckets()
    }

    @Test("a store without buckets gets them when it opens for writing, counted from its rows")
    func madeAtOpening() throws {
        try insertWords(0..<9_000, into: try open())
        // A store as an engine without ranks left it.
        for event in ["insert", "delete", "update"] { try write("DROP TRIGGER Z_RANK_Word_text_\(event)") }
        try write("DROP TABLE Z_RANK_Word_text")
        try write("INSERT INTO Word (text, Z_FOLD_text) VALUES ('Late', 'late')")
        let progress = ProgressLog()
        _ = ObjectContext(
            store: try PersistentStore(
                location: .file(path),
                model: wordModel,
                options: .init(migrationProgress: progress.record)
            )
        )
        try checkBuckets()
        #expect(try bucketCount() == 18, "9,001 rows: seventeen full buckets and the rest")
        // Row counts, link counts, then the one order left uncounted: reported as they are made.
        #expect(
            progress.lines == (0...3).map { "version 1: counts and indexes \($0) of 3" },
            "a line before, then one a step"
        )
        let again = ProgressLog()
        _ = try PersistentStore(
            location: .file(path),
            model: wordModel,
            options: .init(migrationProgress: again.record)
        )
        #expect(again.lines.isEmpty, "nothing left to count, nothing reported")
    }

    @Test(
        "past twice a group's rows, written by another program, the groups split; pages, places and counts agree with the rows"
    )
    func groupsSplit() throws {
        let context = try open()
        try insertWords(0..<10, into: context)
        // 300,000 words by SQL, through the triggers: five letters each, spread over the
        // alphabet, then some renamed and some deleted.
        let letter = { (factor: Int) in "char(97 + (n * \(factor) + n / 7) % 26)" }
        let text = [7, 11, 13, 17, 19].map(letter).joined(separator: " || ")
        try write(
            "WITH RECURSIVE n(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM n WHERE n < 300000) "
                + "INSERT INTO Word (text, Z_FOLD_text) SELECT upper(\(text)), \(text) FROM n"
        )
        try write("UPDATE Word SET text = 'Mid', Z_FOLD_text = 'mid' WHERE Z_PK % 1009 = 0")
        try write("DELETE FROM Word WHERE Z_PK % 997 = 0")
        try checkBuckets()
        let groups = try bucketCount("Z_RANK_Word_text_GROUPS")
        #expect(groups >= 300_000 / (2 * KeptRanks.groupRows) + 1, "\(groups) groups: split as they grew")

        let all = try context.fetch(Self.byText).map(\.objectID)
        let results = try FetchedResultsController(fetchRequest: Self.byText, context: context)
        try results.performFetch()
        context.store.countsStatements = true
        for start in [600, 65_536, 131_000, 150_000, 222_222, all.count - 700] {
            let work = context.store.statementWork
            #expect(try results.objects(in: start..<start + 5).map(\.objectID) == Array(all[start..<start + 5]))
            let spent = context.store.statementWork - work
            // The groups' running sum, a group's buckets' and a bucket's rows: a few hundred rows
            // each, whatever the store holds (stepping to the page would be 30 steps a row).
            #expect(spent.vmSteps < 150 * KeptRanks.bucketRows, "page at \(start): \(spent.vmSteps) steps")
        }
        let statement = try FetchPlan(Self.byText, store: context.store).statement
        let ranked = try #require(statement.ranked)
        try DatabaseQueue(path: path).read { db in
            for bound in ["b", "mid", "mie", "q", "zz"] {
                let counted = try Int.fetchOne(
                    db,
                    sql: "SELECT \(statement.rankedCount(ranked, firstColumnBefore: "'\(bound)'"))"
                )
                let expected = try Int.fetchOne(
                    db,
                    sql: "SELECT count(*) FROM Word WHERE Z_FOLD_text < ?",
                    arguments: [bound]
                )
                #expect(counted == expected, "before \(bound)")
                for orEqual in [false, true] {
                    let after = try Int.fetchOne(
                        db,
                        sql: "SELECT \(statement.rankedCount(ranked, firstColumnAfter: "'\(bound)'", orEqual: orEqual))"
                    )
                    let matching = try Int.fetchOne(
                        db,
                        sql: "SELECT count(*) FROM Word WHERE Z_FOLD_text \(orEqual ? ">=" : ">") ?",
                        arguments: [bound]
                    )
                    #expect(after == matching, "after \(bound)\(orEqual ? ", or at it" : "")")
                }
            }
        }
        let moved = try context.existingObject(with: all[200_000])
        try moved.setStoreValue(.string("Aardvark"), forAttribute: "text")
        let changes = ChangeWatcher()
        results.delegate = changes
        try context.save()
        let after = try context.fetch(Self.byText).map(\.objectID)
        #expect(changes.changes == ["moved 200000→\(after.firstIndex(of: moved.objectID)!)"])
        try checkBuckets()
    }

    @Test("a page anywhere in the order reads from its bucket: the same rows, a bucket's steps at most")
    func pagesFromBuckets() throws {
        let context = try open()
        try insertWords(0..<20_000, into: context)
        let all = try context.fetch(Self.byText).map(\.objectID)
        let results = try FetchedResultsController(fetchRequest: Self.byText, context: context)
        try results.performFetch()
        context.store.countsStatements = true
        for start in [0, 17, 4_095, 4_096, 9_999, 15_000, 19_990] {
            let work = context.store.statementWork
            let page = try results.objects(in: start..<start + 10).map(\.objectID)
            #expect(page == Array(all[start..<min(start + 10, all.count)]), "page at \(start)")
            let spent = context.store.statementWork - work
            #expect(
                spent.fullScanSteps <= KeptRanks.bucketRows + 10,
                "page at \(start): the buckets, or a bucket's rows"
            )
            #expect(spent.vmSteps < 30 * KeptRanks.bucketRows, "page at \(start): \(spent.vmSteps) steps")
        }
    }

    @Test("a renamed row's old and new places come from the buckets, and are its places in the order")
    func movesPlacedByRanks() throws {
        let context = try open()
        try insertWords(0..<12_000, into: context)
        let results = try FetchedResultsController(fetchRequest: Self.byText, context: context)
        let changes = ChangeWatcher()
        results.delegate = changes
        try results.performFetch()
        let before = try context.fetch(Self.byText).map(\.objectID)
        let moved = try context.existingObject(with: before[6_000])
        try moved.setStoreValue(.string("Aardvark"), forAttribute: "text")
        context.store.countsStatements = true
        let work = context.store.statementWork
        try context.save()
        let spent = context.store.statementWork - work
        let after = try context.fetch(Self.byText).map(\.objectID)
        #expect(changes.changes == ["moved 6000→\(after.firstIndex(of: moved.objectID)!)"])
        #expect(spent.vmSteps < 40 * KeptRanks.bucketRows, "\(spent.vmSteps) steps")
        #expect(try results.objects(in: 5_990..<6_010).map(\.objectID) == Array(after[5_990..<6_010]))
    }

    @Test("sections by initial are counted from the buckets, and match the rows")
    func initialsFromBuckets() throws {
        let context = try open()
        try insertWords(0..<10_000, into: context)
        let results = try FetchedResultsController(
            fetchRequest: Self.byText,
            context: context,
            sectionKey: .initial(of: "text")
        )
        try results.performFetch()
        var expected: [SectionInfo] = []
        for word in try context.fetch(Self.byText) {
            let name = String((word.storeValue(forAttribute: "text").stringValue ?? "").prefix(1)).uppercased()
            if let last = expected.last, last.name == name {
                expected[expected.count - 1] = SectionInfo(name: name, count: last.count + 1)
            } else {
                expected.append(SectionInfo(name: name, count: 1))
            }
        }
        #expect(results.sections == expected)
    }

    @Test("the rows before a first value, counted from the buckets, are the rows before it")
    func countsBeforeAValue() throws {
        let context = try open()
        try insertWords(0..<20_000, into: context)
        let statement = try FetchPlan(Self.byText, store: context.store).statement
        let ranked = try #require(statement.ranked)
        try DatabaseQueue(path: path).read { db in
            for bound in ["", "a", "b", "m", "mz", "n", "pika", "z", "zz", "{"] {
                let literal = "'\(bound)'"
                let counted = try Int.fetchOne(
                    db,
                    sql: "SELECT \(statement.rankedCount(ranked, firstColumnBefore: literal))"
                )
                let expected = try Int.fetchOne(
                    db,
                    sql: "SELECT count(*) FROM Word WHERE Z_FOLD_text < ?",
                    arguments: [bound]
                )
                #expect(counted == expected, "before \(literal)")
            }
        }
    }

    @Test("an integer attribute is ranked by its value, then its key")
    func integers() throws {
        let context = try open()
        for number in 0..<9_000 { try context.make("Score", ["points": .integer(Int64(number * 7919 % 1000))]) }
        try context.save()
        try checkBuckets(of: "Score", columns: "points, Z_PK")
        let request = FetchRequest(entityName: "Score", sortDescriptors: [.init("points")])
        var page = request
        page.fetchOffset = 8_500
        page.fetchLimit = 5
        let all = try context.fetch(request).map(\.objectID)
        #expect(try context.fetch(page).map(\.objectID) == Array(all[8_500..<8_505]))
    }

    @Test("a count of a range of a ranked attribute comes from the buckets, and is the count of its matches")
    func rangeCounts() throws {
        let log = SQLRecorder()
        let context = try open(sqlLog: log.log)
        for number in 0..<20_000 {
            try context.make(
                "Score",
                [
                    "points": .integer(Int64(number * 7919 % 1000)),
                    "bonus": number % 5 == 0 ? .null : .double(Double(number % 300) + 0.5),
                ]
            )
        }
        try context.save()
        try checkBuckets(of: "Score", columns: "points, Z_PK")
        let formats = [
            "points > 500", "points >= 500", "points < 3", "points <= 3", "points == 7", "points BETWEEN {10, 20}",
            "points > 999", "points < 0", "bonus > 100.0", "bonus >= 100.5", "bonus == 7.5", "bonus < 1000.0",
        ]
        for format in formats {
            let request = FetchRequest(entityName: "Score", predicate: try ObjectPredicate(format: format))
            log.reset()
            let counted = try context.count(for: request)
            #expect(log.all.contains { $0.hasPrefix("WITH bounds") }, "\(format): from the buckets")
            let matching = try context.fetch(request).count
            #expect(counted == matching, "\(format)")
        }
        let sorted = FetchRequest(
            entityName: "Score",
            sortDescriptors: [.init("bonus")],
            fetchLimit: 3,
            fetchOffset: 9_000
        )
        let all = try context.fetch(FetchRequest(entityName: "Score", sortDescriptors: [.init("bonus")])).map(
            \.objectID
        )
        #expect(
            try context.fetch(sorted).map(\.objectID) == Array(all[9_000..<9_003]),
            "an optional one's order: nulls first"
        )
    }

    @Test("a page of a range sorted by something else reads a few matches from the range's index, many by the order's")
    func pageOfARange() throws {
        let context = try open()
        for number in 0..<20_000 {
            try context.make(
                "Score",
                ["points": .integer(Int64(number * 7919 % 1000)), "bonus": .double(Double(number % 300) + 0.5)]
            )
        }
        try context.save()
        context.store.countsStatements = true
        // 180 rows match the first, 19,780 the second: walking the bonus order for a page of
        // the first steps over 1,700 rows (a hundred a match); the second fills its page in 15.
        for (format, rangeFirst) in [("points > 990", true), ("points > 10", false)] {
            var page = FetchRequest(
                entityName: "Score",
                predicate: try ObjectPredicate(format: format),
                sortDescriptors: [.init("bonus")]
            )
            let all = try context.fetch(page).map(\.objectID)
            page.fetchLimit = 10
            page.fetchOffset = 5
            let work = context.store.statementWork
            #expect(try context.fetch(page).map(\.objectID) == Array(all[5..<15]), "\(format)")
            let spent = context.store.statementWork - work
            #expect(spent.fullScanSteps < 100, "\(format): \(spent.fullScanSteps) rows walked")
            let plan = try context.queryPlan(for: page)
            #expect(plan.sortsWithTemporaryTree == rangeFirst, "\(format): \(plan.steps)")
            #expect(plan.steps.contains { $0.contains("Score_points") } == rangeFirst, "\(format): \(plan.steps)")
        }
    }

    @Test("a model that ranks what cannot be counted is refused when a store opens, naming the attribute")
    func refusedModels() {
        let inherited = ManagedObjectModel(
            version: 1,
            entities: [
                EntityDescription(name: "Word", attributes: [AttributeDescription(name: "text", type: .string)]),
                EntityDescription(
                    name: "Noun",
                    parent: "Word",
                    attributes: [AttributeDescription(name: "gender", type: .string, isRanked: true)]
                ),
            ]
        )
        #expect(throws: StoreError.invalidModel("Noun.gender is ranked, but Noun shares its parent's table")) {
            try PersistentStore(location: .inMemory, model: inherited)
        }
        let decimal = ManagedObjectModel(
            version: 1,
            entities: [
                EntityDescription(
                    name: "Price",
                    attributes: [AttributeDescription(name: "amount", type: .decimal, isRanked: true)]
                )
            ]
        )
        #expect(
            throws: StoreError.invalidModel("Price.amount is ranked, but its type has no order the store can count")
        ) {
            try PersistentStore(location: .inMemory, model: decimal)
        }
    }
}
