import Foundation
import GRDB
import Testing

@testable import ManagedGraph

// MARK: - Dates, UUIDs, bytes, decimals and transformable values, kept and read back

@Suite("Attribute types: each kept in the store and read back as it was")
struct AttributeTypesStorageTests {
    private static let size = Dimensions(width: 2.5, height: 10, unit: "cm")

    /// Sets one item's every new attribute, and returns what each should read back as.
    private func stock(_ item: Item) throws -> [String: StoreValue] {
        item.name = "kettle"
        item.stocked = ShopFixture.date(736_123_456.789)
        item.serial = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")
        item.photo = Data([0x00, 0xFF, 0x10, 0x00])
        item.price = ShopFixture.decimal("1234567890123456789.0123456789")
        item.tags = ["steel", "blue"]
        try item.setTransformableValue(Self.size, forAttribute: "size")
        return [
            "stocked": .date(ShopFixture.date(736_123_456.789)),
            "serial": .uuid(UUID(uuidString: "e621e1f8-c36c-495a-93fc-0c247a3e6e5f")!),
            "photo": .data(Data([0x00, 0xFF, 0x10, 0x00])),
            "price": .decimal(ShopFixture.decimal("1234567890123456789.0123456789")),
            "tags": try .encoded(["steel", "blue"]),
            "size": try .encoded(Self.size),
        ]
    }

    private func expectValues(_ item: Item, _ expected: [String: StoreValue], _ stage: String) throws {
        for (key, value) in expected {
            #expect(item.storeValue(forAttribute: key) == value, "\(key) after \(stage)")
        }
        #expect(item.tags == ["steel", "blue"], "tags after \(stage)")
        #expect(
            try item.transformableValue(forAttribute: "size", as: Dimensions.self) == Self.size,
            "size after \(stage)"
        )
    }

    @Test(
        "given an item with every new type set, when saved, refaulted and the store reopened, then each reads back equal"
    )
    func roundTripThroughSaveRefaultAndReopen() throws {
        let directory = try ShopFixture.Directory()
        defer { directory.remove() }
        let first = ObjectContext(
            store: try PersistentStore(location: .file(directory.storePath), model: ShopFixture.model)
        )
        let item = try #require(try first.insert(entityName: "Item") as? Item)
        let expected = try stock(item)
        try expectValues(item, expected, "setting")
        try first.save()
        try first.refresh(item, mergeChanges: false)
        #expect(item.isFault)
        try expectValues(item, expected, "refault")

        let reopened = ObjectContext(
            store: try PersistentStore(location: .file(directory.storePath), model: ShopFixture.model)
        )
        let again = try #require(try reopened.fetch(FetchRequest(entityName: "Item")).first as? Item)
        try expectValues(again, expected, "reopening")
        #expect(again.hasChanges == false)
    }

    @Test(
        "given each new type, when stored, then SQLite holds Core Data's form: REAL seconds since 2001, 16-byte BLOB, BLOB, canonical TEXT, JSON BLOB"
    )
    func storedForms() throws {
        let context = try ShopFixture.makeContext()
        let item = try #require(try context.insert(entityName: "Item") as? Item)
        _ = try stock(item)
        item.price = ShopFixture.decimal("12.50")
        try context.save()
        let row = try context.store.withDatabase { db in
            try Row.fetchOne(
                db,
                sql: """
                    SELECT typeof(stocked), stocked, typeof(serial), length(serial), hex(serial), typeof(photo), hex(photo),
                    typeof(price), price, typeof(tags), CAST(tags AS TEXT) FROM Item WHERE name = 'kettle'
                    """
            )
        }
        let stored = try #require(row)
        #expect(stored[0] as String == "real")
        #expect(stored[1] as Double == 736_123_456.789, "seconds since 1 January 2001")
        #expect(stored[2] as String == "blob")
        #expect(stored[3] as Int == 16)
        #expect(stored[4] as String == "E621E1F8C36C495A93FC0C247A3E6E5F")
        #expect(stored[5] as String == "blob")
        #expect(stored[6] as String == "00FF1000")
        #expect(stored[7] as String == "text")
        #expect(stored[8] as String == "12.5", "trailing zeros dropped, so equal numbers have equal text")
        #expect(stored[9] as String == "blob")
        #expect(stored[10] as String == #"["steel","blue"]"#)

        let columns = try context.store.withDatabase { db in
            try Row.fetchAll(db, sql: "SELECT name, type FROM pragma_table_info('Item')")
                .reduce(into: [String: String]()) { $0[$1[0]] = $1[1] }
        }
        #expect(columns["stocked"] == "REAL")
        #expect(columns["serial"] == "BLOB")
        #expect(columns["photo"] == "BLOB")
        #expect(columns["price"] == "TEXT")
        #expect(columns["tags"] == "BLOB")
    }

    @Test("given empty bytes, when saved by insert and by update, then they read back empty, not nil")
    func emptyBytesStayEmpty() throws {
        let context = try ShopFixture.makeContext()
        let request = FetchRequest(entityName: "Item", predicate: try ObjectPredicate(format: "name == 'bell'"))
        let bell = try #require(try context.fetch(request).first as? Item)
        bell.photo = Data()
        try context.save()
        let anvil = try #require(
            try context.fetch(
                FetchRequest(entityName: "Item", predicate: try ObjectPredicate(format: "name == 'anvil'"))
            )
            .first as? Item
        )
        for item in [bell, anvil] {
            try context.refresh(item, mergeChanges: false)
            #expect(item.photo == Data(), "\(item.name)")
        }
        let empty = try context.fetch(
            FetchRequest(entityName: "Item", predicate: try ObjectPredicate(format: "photo == %@", .data(Data())))
        )
        #expect(empty.map(ShopFixture.name).sorted() == ["anvil", "bell"])
    }

    @Test(
        "given the generic accessors, when values of the new types are set and read, then they are Date, UUID, Data, Decimal"
    )
    func keyValueCoding() throws {
        let context = try ShopFixture.makeContext()
        let item = try context.insert(entityName: "Item")
        let when = ShopFixture.date(12.5)
        let serial = ShopFixture.uuid(42)
        try item.setValue("lamp", forKey: "name")
        try item.setValue(when, forKey: "stocked")
        try item.setValue(serial, forKey: "serial")
        try item.setValue(Data([1, 2]), forKey: "photo")
        try item.setValue(ShopFixture.decimal("3.25"), forKey: "price")
        try item.setValue(["a", "b"], forKey: "tags")
        #expect(item.value(forKey: "stocked") as? Date == when)
        #expect(item.value(forKey: "serial") as? UUID == serial)
        #expect(item.value(forKey: "photo") as? Data == Data([1, 2]))
        #expect(item.value(forKey: "price") as? Decimal == ShopFixture.decimal("3.25"))
        #expect(
            item.value(forKey: "tags") as? Data == Data(#"["a","b"]"#.utf8),
            "a transformable value reads as its encoding"
        )
        #expect(try item.transformableValue(forAttribute: "tags", as: [String].self) == ["a", "b"])

        // Integers and doubles become the decimal they write.
        try item.setValue(7, forKey: "price")
        #expect(item.storeValue(forAttribute: "price") == .decimal(7))
        try item.setStoreValue(.double(0.1), forAttribute: "price")
        #expect(item.storeValue(forAttribute: "price") == .decimal(ShopFixture.decimal("0.1")))
        try item.setValue(nil, forKey: "tags")
        #expect(item.storeValue(forAttribute: "tags") == .null)
    }

    @Test(
        "given fetched dictionaries, when they ask for each new type, then each comes typed, from SQL and with pending changes"
    )
    func dictionaries() throws {
        let context = try ShopFixture.makeContext()
        let request = FetchRequest(
            entityName: "Item",
            predicate: try ObjectPredicate(format: "name == 'candle'"),
            resultType: .dictionaries,
            propertiesToFetch: ["stocked", "serial", "photo", "price", "tags", "shelf.name"]
        )
        let expected: [String: StoreValue] = [
            "stocked": .date(ShopFixture.date(0.25)),
            "serial": .uuid(ShopFixture.uuid(3, first: 1)),
            "photo": .data(Data([0x01, 0x00])),
            "price": .decimal(ShopFixture.decimal("9.5")),
            "tags": try .encoded(["wax", "red"]),
            "shelf.name": .string("B"),
        ]
        var stored = request
        stored.includesPendingChanges = false
        #expect(try context.fetchDictionaries(stored) == [expected])
        let pending = try context.insert(entityName: "Shelf")
        try pending.setStoreValue(.string("D"), forAttribute: "name")
        #expect(context.hasChanges)
        #expect(try context.fetchDictionaries(request) == [expected], "read through the context's pending changes")
    }

    @Test(
        "given text forms, when values are written as text and read back, then dates are ISO 8601 and every kind round-trips"
    )
    func textForms() throws {
        let cases: [(StoreValue, AttributeType, String)] = [
            (.date(ShopFixture.date(736_123_456)), .date, "2024-04-29T22:44:16Z"),
            (.date(ShopFixture.date(736_123_456.125)), .date, "2024-04-29T22:44:16.125Z"),
            (.date(ShopFixture.date(-1e9)), .date, "1969-04-24T22:13:20Z"),
            (.uuid(ShopFixture.uuid(0xAB)), .uuid, "00000000-0000-4000-8000-0000000000AB"),
            (.data(Data([0, 1, 2, 0xFF])), .binaryData, "AAEC/w=="),
            (.decimal(ShopFixture.decimal("-12.50")), .decimal, "-12.5"),
            (.decimal(ShopFixture.decimal("1e25")), .decimal, "10000000000000000000000000"),
            (try .encoded(Self.size), .transformable, #"{"height":10,"unit":"cm","width":2.5}"#),
        ]
        for (value, type, text) in cases {
            #expect(value.textForm == text)
            #expect(value.description == text)
            #expect(StoreValue(text: text, as: type) == value, "\(text) as \(type)")
        }
        #expect(StoreValue(text: "2024-05-01T12:00:00+02:00", as: .date) == .date(ShopFixture.date(736_250_400)))
        #expect(
            StoreValue(text: "2024-05-01", as: .date) == .date(ShopFixture.date(736_214_400)),
            "a day alone: midnight UTC"
        )
        #expect(StoreValue(text: "e621e1f8-c36c-495a-93fc-0c247a3e6e5f", as: .uuid) != nil)
        for (bad, type) in [
            ("12abc", AttributeType.decimal), (" 12", .decimal), ("1e", .decimal), ("NaN", .decimal), ("", .decimal),
            ("yesterday", .date), ("2024-13-01", .date), ("not-a-uuid", .uuid), ("***", .binaryData),
            ("{oops", .transformable),
        ] {
            #expect(StoreValue(text: bad, as: type) == nil, "\(bad) as \(type)")
        }
    }

    @Test("given both row readers, when they read each stored form as each new type, then they agree")
    func rowReadersAgree() throws {
        let queue = try DatabaseQueue()
        let columns =
            "NULL, 3, -2.5, '12.50', 'E621E1F8-C36C-495A-93FC-0C247A3E6E5F', '2024-05-01T00:00:00Z', x'', x'00ff', "
            + "x'E621E1F8C36C495A93FC0C247A3E6E5F', '[1]'"
        try queue.read { db in
            let grdbRow = try #require(try Row.fetchOne(db, sql: "SELECT \(columns)"))
            for type in [AttributeType.date, .uuid, .binaryData, .decimal, .transformable, .string, .integer] {
                var fast: [StoreValue] = []
                try db.forEachRow(sql: "SELECT \(columns)", arguments: []) { row in
                    fast = (0..<grdbRow.count).map { row.storeValue($0, type: type) }
                }
                let general = (0..<grdbRow.count).map { RowLayout.storeValue(grdbRow[$0] as DatabaseValue, type: type) }
                #expect(fast == general, "as \(type)")
            }
            var decimal: [StoreValue] = []
            try db.forEachRow(sql: "SELECT \(columns)", arguments: []) { row in
                decimal = (0..<4).map { row.storeValue($0, type: .decimal) }
            }
            #expect(
                decimal == [
                    .null, .decimal(3), .decimal(ShopFixture.decimal("-2.5")), .decimal(ShopFixture.decimal("12.5")),
                ]
            )
        }
    }
}
