import Foundation
import GRDB
import PropertyBased
import Testing

@testable import ManagedGraph

// MARK: - The hand-written fast paths agree with the general ones

/// The data layer reads rows, registers objects and logs transactions through code written for
/// speed. Each of these tests holds such a path to the general code it replaced, on
/// inputs chosen to reach its edges.
@Suite("Fast paths")
struct FastPathTests {
    // MARK: Transaction log

    @Test("given records with awkward keys and values, when logged, then the JSON is what JSONEncoder writes")
    func transactionJSONMatchesEncoder() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        for record in Self.records {
            let fast = try TransactionJSON.encode(record)
            let general = String(decoding: try encoder.encode(record), as: UTF8.self)
            #expect(fast == general)
        }
    }

    @Test("given a value JSON cannot hold, when logged, then the log refuses it as JSONEncoder does")
    func transactionJSONRefusesNonFiniteNumbers() {
        let record = TransactionRecord(updated: ["Pokemon": ["1": ["weight": .double(.nan)]]])
        #expect(throws: (any Error).self) { try TransactionJSON.encode(record) }
    }

    static let records: [TransactionRecord] = [
        TransactionRecord(),
        TransactionRecord(inserted: ["Pokemon": [3, 1, 2], "Race": [10, 9], "A": []]),
        TransactionRecord(
            updated: [
                "Pokemon": [
                    "10": ["name": .string("Pika"), "race": .integer(-4)],
                    "9": ["name": .string("a \"quoted\" \\ back/slash"), "z": .null, "b": .bool(true)],
                    "100": ["name": .string("tab\there\nnew\u{1}\u{1F}\u{7F} é 🐉"), "weight": .double(0.1)],
                ]
            ],
            deleted: [
                "Race": ["2": ["code": .integer(Int64.max), "score": .double(-1e300), "flag": .bool(false)]],
                "Pokemon": ["1": ["name": .string(""), "ratio": .double(3)]],
            ]
        ),
    ]

    // MARK: Validation

    @Test("every scalar is a control character for validation exactly when Unicode says it is")
    func controlCharacters() {
        var disagreements: [UInt32] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            if ObjectContext.isControl(scalar) != (scalar.properties.generalCategory == .control) {
                disagreements.append(value)
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(10))")
    }

    @Test("a name's length is counted in characters on the ASCII fast path and off it")
    func lengthRule() {
        let rule = ValidationRule.length(1...3)
        #expect(ObjectContext.check(rule, .string("abc")) == nil)
        #expect(ObjectContext.check(rule, .string("abcd")) != nil)
        #expect(ObjectContext.check(rule, .string("e\u{301}e\u{301}e\u{301}")) == nil, "three characters")
        #expect(ObjectContext.check(rule, .string("a\r\nb")) == nil, "CR LF is one character")
    }

    // MARK: SQL text

    @Test("given identifiers with quotes, when quoted, then every quote byte is doubled, even one a mark joins")
    func quotedIdentifiers() {
        #expect("Pokemon".quotedSQLIdentifier == "\"Pokemon\"")
        #expect("a\"b".quotedSQLIdentifier == "\"a\"\"b\"")
        #expect("\"\u{301}x\"".quotedSQLIdentifier == "\"\"\"\u{301}x\"\"\"")
        #expect("".quotedSQLIdentifier == "\"\"")
    }

    // MARK: Registry

    @Test("given random inserts, replacements and removals, when mirrored in a dictionary, then the key table agrees")
    func keyTableAgreesWithDictionary() async {
        await propertyCheck(count: 40, input: KeyEditsGen.tableEdits) { edits in
            var table = KeyTable<Int>()
            let mirror = Self.mirror(edits, set: { table[$0] = $1 }, grow: { table.reserveCapacity(5_000) }) {
                _,
                mirror in
                #expect(table.count == mirror.count)
            }
            for key in Int64(-60)...410 { #expect(table[key] == mirror[key]) }
            #expect(table.values.sorted() == mirror.values.sorted())
        }
    }

    @Test(
        "given keys in runs and scattered, when inserted, replaced and removed, then the key pages agree with a dictionary"
    )
    func keyPagesAgreeWithDictionary() async {
        await propertyCheck(count: 40, input: KeyEditsGen.pageEdits) { edits in
            var pages = KeyPages<Int>()
            let mirror = Self.mirror(edits, set: { pages[$0] = $1 }, grow: { pages.reserveCapacity(5_000) }) {
                key,
                mirror in
                #expect(pages.count == mirror.count)
                // The look-up a row loop makes, through the page last used, finds what the table
                // holds (the key's neighbour first, so that the page is often the last one).
                #expect(pages.valueNearLast(for: key + 1) == mirror[key + 1])
                #expect(pages.valueNearLast(for: key) == mirror[key])
            }
            for key in mirror.keys { #expect(pages[key] == mirror[key]) }
            for key in Int64(-100)...400 { #expect(pages[key] == mirror[key]) }
            #expect(pages.values.sorted() == mirror.values.sorted())
            // Emptied pages are given back for reuse: removing everything leaves no key behind.
            for key in Array(mirror.keys) { pages[key] = nil }
            #expect(pages.count == 0)
            #expect(pages.values.isEmpty)
        }
    }

    /// Makes `edits` in a dictionary and, through `set`, in the table under test (each set key
    /// holds its step's number), checking both after each with `check`; `grow` grows the table
    /// ahead of need, as a batched fetch does, at the step the edits say. Returns the dictionary.
    private static func mirror(
        _ edits: KeyEditsGen.Edits,
        set: (Int64, Int?) -> Void,
        grow: () -> Void,
        check: (Int64, [Int64: Int]) -> Void
    ) -> [Int64: Int] {
        var mirror: [Int64: Int] = [:]
        for (step, edit) in edits.steps.enumerated() {
            let value = edit.sets ? step : nil
            set(edit.key, value)
            mirror[edit.key] = value
            check(edit.key, mirror)
            if step == edits.reserveAt { grow() }
        }
        return mirror
    }

    @Test("given objects read together, whose values share one slab, when one changes, then no other sees it")
    func sharedValuesAreCopiedOnWrite() throws {
        let context = try makeFleet()
        for index in 0..<150 { try context.make("Person", ["name": .string("P\(index)")]) }
        try context.save()
        context.reset()

        // 150 rows: three slabs of up to 64 objects each.
        let people = try context.fetch(FetchRequest(entityName: "Person", sortDescriptors: [.init("name")]))
        #expect(people.count == 150)
        let before = people.map { $0.storeValue(forAttribute: "name") }
        try people[1].setStoreValue(.string("Changed"), forAttribute: "name")

        #expect(people[1].storeValue(forAttribute: "name") == .string("Changed"))
        #expect(people[1].committedValues(forKeys: ["name"]) == ["name": before[1]], "the stored value is kept")
        for index in people.indices where index != 1 {
            #expect(people[index].storeValue(forAttribute: "name") == before[index])
        }
        context.rollback()
        #expect(people[1].storeValue(forAttribute: "name") == before[1])
    }

    @Test(
        "given a batch whose rows are partly gone, when one of it is filled, then the others fill and the gone ones say so"
    )
    func batchWithMissingRows() throws {
        let context = try makeFleet()
        for index in 0..<30 { try context.make("Person", ["name": .string("P\(index)")]) }
        try context.save()
        context.reset()
        let people = try context.fetch(
            FetchRequest(entityName: "Person", sortDescriptors: [.init("name", ascending: false)], fetchBatchSize: 30)
        )
        // Another connection deletes two rows between the ids and the batch.
        let gone = [people[3].objectID.primaryKey, people[17].objectID.primaryKey]
        try context.store.withDatabase { db in
            try db.execute(sql: "DELETE FROM Person WHERE Z_PK IN (?, ?)", arguments: [gone[0], gone[1]])
        }
        try people[0].fulfill()
        for (index, person) in people.enumerated() where index != 3 && index != 17 {
            #expect(!person.isFault, "object \(index) filled with its batch")
        }
        #expect(people[3].isFault && people[17].isFault)
        do {
            try people[3].fulfill()
            Issue.record("a fault whose row is gone must not fill")
        } catch {
            guard case .objectNotFound(let id) = error else {
                Issue.record("unexpected error \(error)")
                return
            }
            #expect(id == people[3].objectID)
        }
    }

    @Test(
        "given batches larger than one read of keys, when one object of a later batch is read, then its whole batch fills and no other",
        arguments: [true, false]
    )
    func batchesLargerThanAKeyChunk(inKeyOrder: Bool) throws {
        let context = try makeFleet()
        let count = ObjectContext.keyChunkSize * 3
        for index in 0..<count { try context.make("Person", ["name": .string(String(format: "P%05d", index))]) }
        try context.save()
        context.reset()
        // Sorted by name backwards, a batch's keys are not one run, so they are read by lists.
        let size = ObjectContext.keyChunkSize + ObjectContext.keyChunkSize / 2
        let people = try context.fetch(
            FetchRequest(
                entityName: "Person",
                sortDescriptors: inKeyOrder ? [] : [.init("name", ascending: false)],
                fetchBatchSize: size
            )
        )
        #expect(people.count == count)
        context.statistics = ContextStatistics()
        let second = size..<(2 * size)
        _ = people[second.lowerBound + 7].storeValue(forAttribute: "name")
        #expect(context.statistics.objectsFilled == size)
        #expect(people[second].allSatisfy { !$0.isFault })
        #expect(people[..<second.lowerBound].allSatisfy { $0.isFault })
        #expect(people[second.upperBound...].allSatisfy { $0.isFault })
        let names = people[second].map { $0.storeValue(forAttribute: "name").stringValue ?? "" }
        let expected = second.map { String(format: "P%05d", inKeyOrder ? $0 : count - 1 - $0) }
        #expect(names == expected)
        // The last batch is shorter than the others.
        context.statistics = ContextStatistics()
        _ = people[count - 1].storeValue(forAttribute: "name")
        #expect(context.statistics.objectsFilled == count - 2 * size)
    }

    @Test("given keys, when checked for one run, then only distinct consecutive keys make a range")
    func contiguousRange() {
        #expect(StoreReader.contiguousRange([4, 2, 3]) == 2...4)
        #expect(StoreReader.contiguousRange([7, 8]) == 7...8)
        #expect(StoreReader.contiguousRange([1, 3]) == nil)
        #expect(StoreReader.contiguousRange([5]) == nil)
        #expect(StoreReader.contiguousRange([]) == nil)
    }

    @Test("given a fetch's keys as a run or listed, when cut into batches, then both give the same keys")
    func batchKeysCutAlike() {
        func keys(_ batch: BatchKeys) -> [Int64] {
            switch batch {
            case .run(let run): Array(run)
            case .listed(let keys): Array(keys)
            }
        }
        let listed = Array(Int64(11)...60)
        let forms = [BatchKeys.run(11...60), .listed(listed[...])]
        for form in forms {
            #expect(form.count == 50)
            #expect(keys(form.batch(0..<20)) == Array(11...30))
            #expect(keys(form.batch(40..<50)) == Array(51...60))
            // A batch of a batch counts from its own first key.
            #expect(keys(form.batch(20..<40).batch(5..<7)) == [36, 37])
        }
    }

    // MARK: Reading rows

    @Test("given every kind of stored value, when read for every attribute type, then both row readers agree")
    func statementRowsReadAsGRDBRows() throws {
        let queue = try DatabaseQueue()
        let columns = "NULL, 0, -7, 9223372036854775807, 2.5, -0.0, 'text', 'a' || char(0) || 'b', 'é', x'00ff'"
        try queue.read { db in
            let grdbRow = try #require(try Row.fetchOne(db, sql: "SELECT \(columns)"))
            for type in [AttributeType.string, .integer, .double, .boolean] {
                var fast: [StoreValue] = []
                try db.forEachRow(sql: "SELECT \(columns)", arguments: []) { row in
                    fast = (0..<grdbRow.count).map { row.storeValue($0, type: type) }
                }
                let general = (0..<grdbRow.count).map { RowLayout.storeValue(grdbRow[$0] as DatabaseValue, type: type) }
                #expect(fast == general, "as \(type)")
            }
        }
    }

    @Test("given every kind of stored value, when read through each slot reader, then it reads as GRDB's row does")
    func slotReadersReadAsGRDBRows() throws {
        let queue = try DatabaseQueue()
        // Short and long text, ASCII or not, cut at a NUL, invalid UTF-8 (repaired), and every
        // storage class where a reader expects another.
        let columns =
            "NULL, 0, -7, 2.5, 'text', 'a' || char(0) || 'b', 'é', 'a text longer than fifteen bytes', "
            + "'ça, plus long que quinze octets', CAST(x'61ff62' AS TEXT), CAST(x'61c3' AS TEXT), x'00ff', x'', "
            + "'2024-05-01T00:00:00Z', 694224000.5"
        try queue.read { db in
            let grdbRow = try #require(try Row.fetchOne(db, sql: "SELECT \(columns)"))
            let reads: [(SlotReader.Read, AttributeType)] = [
                (.text, .string), (.integer, .integer), (.date, .date), (.converted(.double), .double),
                (.converted(.decimal), .decimal),
            ]
            for (read, type) in reads {
                var fast: [StoreValue] = []
                try db.forEachRow(sql: "SELECT \(columns)", arguments: []) { row in
                    fast = (0..<grdbRow.count).map { row.value(SlotReader(column: Int32($0), read: read)) }
                }
                let general = (0..<grdbRow.count).map { RowLayout.storeValue(grdbRow[$0] as DatabaseValue, type: type) }
                #expect(fast == general, "as \(type)")
            }
            // A to-one key reads as an integer column does: 0 for what is not a number.
            var keys: [StoreValue] = []
            var general: [StoreValue] = []
            try db.forEachRow(sql: "SELECT \(columns)", arguments: []) { row in
                keys = (0..<grdbRow.count).map { row.value(SlotReader(column: Int32($0), read: .key)) }
                general = (0..<grdbRow.count).map { row.optionalInt64($0).map { .integer($0) } ?? .null }
            }
            #expect(keys.count == grdbRow.count && keys.first == .null && keys[2] == .integer(-7))
            #expect(keys == general)
        }
    }

    @Test("given an entity, when its slot readers are made, then each slot reads its column as its type says")
    func slotReadersFollowTheModel() throws {
        let model = ManagedObjectModel(
            version: 1,
            entities: [
                EntityDescription(
                    name: "Thing",
                    attributes: [
                        AttributeDescription(name: "title", type: .string),
                        AttributeDescription(name: "count", type: .integer),
                        AttributeDescription(name: "seen", type: .date, isOptional: true),
                        AttributeDescription(name: "ratio", type: .double),
                    ],
                    relationships: [
                        RelationshipDescription(name: "owner", destination: "Thing", inverse: "owned", isToMany: false),
                        RelationshipDescription(name: "owned", destination: "Thing", inverse: "owner", isToMany: true),
                    ]
                )
            ]
        )
        let entity = try #require(model.entity(named: "Thing"))
        let readers = SlotReader.readers(of: entity)
        #expect(readers.map(\.column) == [2, 3, 4, 5, 6])
        #expect(
            readers.map { "\($0.read)" } == [
                "text", "integer", "date", "converted(ManagedGraph.AttributeType.double)", "key",
            ]
        )
        #expect(SlotReader.readers(of: entity, columns: [9, 8, 7, 6, 5]).map(\.column) == [9, 8, 7, 6, 5])
    }

    @Test("given values of every kind, when bound by the fast path, then SQLite holds what GRDB would bind")
    func statementBindingMatchesGRDB() throws {
        let queue = try DatabaseQueue()
        let values: [StoreValue] = [.null, .integer(-3), .double(1.5), .bool(true), .bool(false), .string("a'b é")]
        try queue.read { db in
            for value in values {
                var fast: String?
                try db.forEachRow(sql: "SELECT quote(?)", arguments: [value]) { row in
                    fast = row.storeValue(0, type: .string).stringValue
                }
                let general = try String.fetchOne(
                    db,
                    sql: "SELECT quote(?)",
                    arguments: StatementArguments(storeValues: [value])
                )
                #expect(fast != nil && fast == general, "\(value)")
            }
        }
    }
}
