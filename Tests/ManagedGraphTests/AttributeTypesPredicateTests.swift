import Foundation
import Testing

@testable import ManagedGraph

// MARK: - Filtering and sorting by dates, UUIDs, bytes, decimals and transformable values

@Suite("Attribute types: predicates and sorts, the same in SQL and in memory")
struct AttributeTypesPredicateTests {
    /// A filter with its expected names, checked by SQL and by memory.
    struct Case: Sendable, CustomTestStringConvertible {
        let format: String
        let arguments: [PredicateArgument]
        let expected: [String]
        var entity = "Item"

        init(_ format: String, _ arguments: PredicateArgument..., expect expected: [String], entity: String = "Item") {
            self.format = format
            self.arguments = arguments
            self.expected = expected
            self.entity = entity
        }

        var testDescription: String { format }
    }

    static let cases: [Case] = [
        // Dates: seconds since 2001, before it too, a millisecond apart.
        Case("stocked == %@", .date(ShopFixture.date(86_400)), expect: ["ink", "jug"]),
        Case(
            "stocked != %@",
            .date(ShopFixture.date(86_400)),
            expect: ["anvil", "bell", "candle", "drum", "easel", "flute", "gong", "harp"]
        ),
        Case("stocked < %@", .date(ShopFixture.date(0)), expect: ["anvil", "harp"]),
        Case("stocked <= %@", .date(ShopFixture.date(0)), expect: ["anvil", "bell", "harp"]),
        Case("stocked > %@", .date(ShopFixture.date(721_692_000)), expect: ["flute", "gong"]),
        Case("stocked >= %@", .date(ShopFixture.date(721_692_000)), expect: ["drum", "flute", "gong"]),
        Case(
            "stocked BETWEEN %@",
            [.date(ShopFixture.date(0.25)), .date(ShopFixture.date(721_692_000))],
            expect: ["candle", "drum", "ink", "jug"]
        ),
        Case(
            "stocked IN %@",
            [.date(ShopFixture.date(0)), .date(ShopFixture.date(1e9)), nil],
            expect: ["bell", "easel", "gong"]
        ),
        Case("stocked == nil", expect: ["easel"]),
        Case(#"stocked < CAST(0, "NSDate")"#, expect: ["anvil", "harp"]),
        Case(#"stocked == CAST(-86400.5, "NSDate")"#, expect: ["anvil"]),
        Case(#"stocked > CAST("2023-11-14T22:00:00Z", "NSDate")"#, expect: ["flute", "gong"]),
        // Dates written as ISO 8601 text: a day alone is midnight UTC; an offset is honoured.
        Case(#"stocked == "2001-01-02""#, expect: ["ink", "jug"]),
        Case(#"stocked > "2023-11-14T22:00:00Z""#, expect: ["flute", "gong"]),
        Case(#"stocked >= "2023-11-14""#, expect: ["drum", "flute", "gong"]),
        Case(#"stocked < "2001-01-01T02:00:00+02:00""#, expect: ["anvil", "harp"]),
        // As a program shows a date: a space before the time, UTC (said or not).
        Case(#"stocked > "2023-11-14 22:00""#, expect: ["flute", "gong"]),
        Case(#"stocked > "2023-11-14 22:00:00 UTC""#, expect: ["flute", "gong"]),
        Case(#"stocked < "2001-01-01 00:00 UTC""#, expect: ["anvil", "harp"]),
        Case(#""2001-01-01" < stocked AND stocked < "2001-01-02""#, expect: ["candle"]),
        Case(#"stocked BETWEEN {"2001-01-01", "2001-01-02"}"#, expect: ["bell", "candle", "ink", "jug"]),
        Case(#"stocked IN {"2001-01-01T00:00:00Z", "2001-01-02"}"#, expect: ["bell", "ink", "jug"]),
        Case("stocked > %@", .string("2023-11-14T22:00:00Z"), expect: ["flute", "gong"]),
        // UUIDs: byte order, high bytes first.
        Case("serial == %@", .uuid(ShopFixture.uuid(2)), expect: ["bell"]),
        Case("serial < %@", .uuid(ShopFixture.uuid(3)), expect: ["bell"]),
        Case("serial > %@", .uuid(ShopFixture.uuid(0, first: 0x10)), expect: ["flute", "harp"]),
        Case(
            "serial IN %@",
            [.uuid(ShopFixture.uuid(0xFF)), .uuid(ShopFixture.uuid(8, first: 2))],
            expect: ["easel", "jug"]
        ),
        Case(#"serial == CAST("00000000-0000-4000-8000-000000000007", "NSUUID")"#, expect: ["ink"]),
        Case(
            "serial != nil AND serial <= %@",
            .uuid(ShopFixture.uuid(0xFF)),
            expect: ["bell", "easel", "gong", "ink"]
        ),
        // Bytes: memcmp, then the shorter first.
        Case("photo == %@", .data(Data([0x01])), expect: ["bell", "ink"]),
        Case("photo < %@", .data(Data([0x01, 0x00])), expect: ["anvil", "bell", "ink", "jug"]),
        Case("photo > %@", .data(Data([0x01, 0x00])), expect: ["drum", "easel", "gong", "harp"]),
        Case("photo BETWEEN %@", [.data(Data()), .data(Data([0x01]))], expect: ["anvil", "bell", "ink", "jug"]),
        Case(#"photo == CAST("AQAA", "NSData")"#, expect: ["gong"]),
        // Decimals: as numbers ("9" < "10"), exactly (two prices a double would take as equal).
        Case("price > %@", .decimal(9), expect: ["anvil", "candle", "gong", "harp"]),
        Case("price < 9.5", expect: ["bell", "drum", "easel", "ink", "jug"]),
        Case("price == 9.50", expect: ["candle"]),
        Case("price == 10", expect: ["anvil"]),
        Case("price > %@", .decimal(ShopFixture.decimal("12345678901234567890.123456789")), expect: ["harp"]),
        Case(#"price == CAST("12345678901234567890.123456789", "NSDecimalNumber")"#, expect: ["gong"]),
        Case("price BETWEEN {-1, 0.1}", expect: ["easel", "ink", "jug"]),
        Case("price IN {0, 10, -2}", expect: ["anvil", "drum", "ink"]),
        Case("price IN %@", [.decimal(ShopFixture.decimal("0.10")), .decimal(-2)], expect: ["drum", "easel"]),
        Case("price != nil AND price <= %f", 0.1, expect: ["drum", "easel", "ink", "jug"]),
        // Transformable values: equal encodings only ("red, wax" is not "wax, red").
        Case("tags == %@", .value(try! .encoded(["wax", "red"])), expect: ["candle"]),
        Case(
            "tags != %@",
            .value(try! .encoded(["iron"])),
            expect: ["bell", "candle", "drum", "easel", "flute", "harp", "ink", "jug"]
        ),
        Case(
            "tags IN %@",
            [.value(try! .encoded(["iron"])), .value(try! .encoded([String]()))],
            expect: ["anvil", "bell", "gong"]
        ),
        Case(#"tags == CAST("[\"wood\"]", "Transformable")"#, expect: ["flute"]),
        // Across relationships: quantifiers and aggregates.
        Case("ANY items.price > 9.5", expect: ["A", "C"], entity: "Shelf"),
        Case("ALL items.stocked >= %@", .date(ShopFixture.date(0)), expect: ["B", "C"], entity: "Shelf"),
        Case("items.@max.price == 9.5", expect: ["B"], entity: "Shelf"),
        Case("items.@min.price == 9", expect: ["A"], entity: "Shelf"),
        Case("items.@min.price < 0", expect: ["B"], entity: "Shelf"),
        Case("items.@max.stocked > %@", .date(ShopFixture.date(721_692_000)), expect: ["C"], entity: "Shelf"),
        Case("NONE items.photo == %@", .data(Data([0x01])), expect: ["B", "C"], entity: "Shelf"),
        Case("shelf.name == 'B' AND price < 0", expect: ["drum", "jug"]),
    ]

    @Test(
        "given a comparison of a new type, when fetched and evaluated in memory, then both give the expected objects",
        arguments: cases
    )
    func filters(_ test: Case) throws {
        let context = try ShopFixture.makeContext()
        let predicate = try ObjectPredicate(
            format: test.format,
            arguments: test.arguments,
            entity: ShopFixture.entity(test.entity),
            model: ShopFixture.model
        )
        let (sql, memory) = try ShopFixture.names(predicate, entityName: test.entity, in: context)
        #expect(sql == test.expected, "SQL")
        #expect(memory == test.expected, "memory")
        // Printed, the predicate reads back as the same tree: every value has a literal.
        #expect(try ObjectPredicate(format: predicate.predicateFormat) == predicate, "\(predicate.predicateFormat)")
    }

    @Test("given values of every new kind, when printed in a predicate, then they print as CAST and read back")
    func printedLiterals() throws {
        let predicate = try ObjectPredicate(
            format: "stocked == %@ AND serial == %@ AND photo == %@ AND price == %@ AND tags == %@",
            .date(ShopFixture.date(-3600.25)),
            .uuid(ShopFixture.uuid(1)),
            .data(Data([0xFF, 0x01])),
            .decimal(ShopFixture.decimal("-12.50")),
            .value(try .encoded(["a/b"]))
        )
        #expect(
            predicate.predicateFormat
                == #"stocked == CAST(-3600.25, "NSDate") AND serial == CAST("00000000-0000-4000-8000-000000000001", "NSUUID") "#
                + #"AND photo == CAST("/wE=", "NSData") AND price == CAST("-12.5", "NSDecimalNumber") "#
                + #"AND tags == CAST("[\"a\\/b\"]", "Transformable")"#
        )
        #expect(try ObjectPredicate(format: predicate.predicateFormat) == predicate)
    }

    // MARK: Refusals

    static let refusals: [(format: String, arguments: [PredicateArgument], message: String)] = [
        ("stocked > 5", [], "column 11: stocked is a date; 5 is a number"),
        (
            "stocked == 'today'", [],
            #"column 12: stocked is a date; "today" is not one (ISO 8601 text such as "2024-05-01" or "2024-05-01T10:00:00Z")"#
        ),
        (
            #"stocked > "2024-05-01 25:00""#, [],
            #"column 11: stocked is a date; "2024-05-01 25:00" is not one (ISO 8601 text such as "2024-05-01" or "2024-05-01T10:00:00Z")"#
        ),
        (
            #"stocked IN {"2001-01-01", "2001-13-01"}"#, [],
            #"column 27: stocked is a date; "2001-13-01" is not one (ISO 8601 text such as "2024-05-01" or "2024-05-01T10:00:00Z")"#
        ),
        (#"stocked BEGINSWITH "2001""#, [], "column 1: stocked is a date; BEGINSWITH needs text"),
        (
            "serial == %@", ["E621E1F8-C36C-495A-93FC-0C247A3E6E5F"],
            #"column 11: serial is a UUID; "E621E1F8-C36C-495A-93FC-0C247A3E6E5F" is text"#
        ),
        (
            "photo == %@", [.uuid(ShopFixture.uuid(1))],
            "column 10: photo is binary data; 00000000-0000-4000-8000-000000000001 is a UUID"
        ),
        (
            "price > %@", [.date(ShopFixture.date(0))],
            "column 9: price is a decimal number; 2001-01-01T00:00:00Z is a date"
        ),
        ("price > 'ten'", [], #"column 9: price is a decimal number; "ten" is text"#),
        ("price > shelf.items.@count", [], "column 9: price is a decimal number; shelf.items.@count is a number"),
        (
            "price > %@", [.decimal(.nan)],
            "column 9: NaN cannot be compared: an attribute cannot hold NaN, which is not a decimal number"
        ),
        ("price > 1e300", [], "column 9: price is a decimal number; 1e+300 is beyond what one can hold"),
        (
            "tags < %@", [.value(try! .encoded(["a"]))],
            "column 6: tags is a transformable value, which has no order; it can only be compared with ==, != or IN (by its encoding)"
        ),
        (
            "tags BETWEEN {1, 2}", [],
            "column 6: tags is a transformable value, which has no order; it can only be compared with ==, != or IN (by its encoding)"
        ),
        ("tags == %@", [.data(Data([1]))], "column 9: tags is a transformable value; 1 byte is binary data"),
        ("tags CONTAINS 'a'", [], "column 1: tags is a transformable value; CONTAINS needs text"),
        ("items.@sum.price > 1", [], "column 12: @sum needs numbers; Item.price is a decimal number"),
        (
            #"stocked > CAST(5, "NSDuration")"#, [],
            #"column 19: CAST to "NSDuration" is not supported; use "NSData", "NSDate", "NSDecimalNumber", "NSUUID", "Transformable""#
        ),
        (
            #"stocked > CAST("soon", "NSDate")"#, [],
            #"column 16: "soon" is not a date (seconds since 1 January 2001, or ISO 8601 text such as "2024-05-01T10:00:00Z")"#
        ),
        (
            #"serial == CAST(5, "NSUUID")"#, [],
            #"column 16: 5 is not a UUID (text such as "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")"#
        ),
        (
            #"price == CAST("1.2.3", "NSDecimalNumber")"#, [],
            #"column 15: "1.2.3" is not a decimal number (digits, with an optional sign, point and exponent)"#
        ),
        (#"price == CAST(1, "NSDecimalNumber""#, [], "column 35: expected ')' in CAST(value, \"NSDate\")"),
    ]

    @Test(
        "given a comparison the new types cannot make, when parsed for the model, then it is refused in one line at its column"
    )
    func refusedComparisons() throws {
        for refusal in Self.refusals {
            let entity = refusal.format.hasPrefix("items") ? "Shelf" : "Item"
            var error: ManagedGraph.PredicateError?
            do throws(ManagedGraph.PredicateError) {
                _ = try ObjectPredicate(
                    format: refusal.format,
                    arguments: refusal.arguments,
                    entity: ShopFixture.entity(entity),
                    model: ShopFixture.model
                )
            } catch let caught {
                error = caught
            }
            #expect(error?.message == refusal.message, "\(refusal.format)")
            #expect(error?.message.contains("\n") == false)
        }
    }

    @Test(
        "given a sort by a transformable attribute, when fetched, then the request is refused: its values have no order"
    )
    func transformableDoesNotSort() throws {
        let context = try ShopFixture.makeContext()
        let error = #expect(throws: ContextError.self) {
            try context.fetch(FetchRequest(entityName: "Item", sortDescriptors: [FetchSortDescriptor("tags")]))
        }
        #expect(
            error?.description
                == "invalid fetch request for Item: cannot sort by tags: a transformable value has no order (compare it with == or IN)"
        )
    }

    // MARK: Sorting

    /// Each sortable new attribute, with the order Swift's own comparisons give the rows.
    static let sorts: [(key: String, order: [String])] = {
        let rows = ShopFixture.rows
        func sorted<T>(_ value: (ShopFixture.Row) -> T?, _ less: (T, T) -> Bool) -> [String] {
            rows.sorted { a, b in
                switch (value(a), value(b)) {
                case (nil, nil): return a.name < b.name
                case (nil, _): return true
                case (_, nil): return false
                case (let x?, let y?): return less(x, y) ? true : less(y, x) ? false : a.name < b.name
                }
            }.map(\.name)
        }
        let bytes = { (x: [UInt8], y: [UInt8]) in x.lexicographicallyPrecedes(y) }
        return [
            ("stocked", sorted(\.stocked, <)),
            ("serial", sorted({ $0.serial.map { withUnsafeBytes(of: $0.uuid) { Array($0) } } }, bytes)),
            ("photo", sorted(\.photo, bytes)),
            ("price", sorted({ $0.price.map(ShopFixture.decimal) }, <)),
        ]
    }()

    @Test(
        "given a sort by each new type, when fetched from SQL and sorted in memory, then both give Swift's order, both ways"
    )
    func sorts() throws {
        let context = try ShopFixture.makeContext()
        let entity = ShopFixture.entity("Item")
        let everything = try context.fetch(FetchRequest(entityName: "Item"))
        for (key, order) in Self.sorts {
            for ascending in [true, false] {
                // Rows inserted in name order: the primary key breaks ties as the name does.
                let expected = ascending ? order : Self.descending(order, key: key)
                let descriptors = [FetchSortDescriptor(key, ascending: ascending)]
                let sql = try context.fetch(FetchRequest(entityName: "Item", sortDescriptors: descriptors))
                let memory = try ObjectSorter(descriptors, entity: entity, model: ShopFixture.model).sorted(everything)
                #expect(sql.map(ShopFixture.name) == expected, "SQL by \(key), ascending \(ascending)")
                #expect(memory.map(ShopFixture.name) == expected, "memory by \(key), ascending \(ascending)")
            }
        }
    }

    /// The descending order: equal values keep their key order.
    private static func descending(_ order: [String], key: String) -> [String] {
        let rows = Dictionary(uniqueKeysWithValues: ShopFixture.rows.map { ($0.name, $0) })
        func value(_ name: String) -> String {
            let row = rows[name]!
            switch key {
            case "stocked": return row.stocked.map { String($0) } ?? "nil"
            case "serial": return row.serial?.uuidString ?? "nil"
            case "photo": return row.photo.map { "\($0)" } ?? "nil"
            default: return row.price.map { ShopFixture.decimal($0).description } ?? "nil"
            }
        }
        var groups: [[String]] = []
        for name in order {
            if let last = groups.last?.last, value(last) == value(name) {
                groups[groups.count - 1].append(name)
            } else {
                groups.append([name])
            }
        }
        return groups.reversed().flatMap { $0 }
    }

    @Test(
        "given unsaved changes, when a fetch sorts by a decimal or a date, then the pending objects take their places by value"
    )
    func sortsWithPendingChanges() throws {
        let context = try ShopFixture.makeContext()
        let newcomer = try #require(try context.insert(entityName: "Item") as? Item)
        newcomer.name = "kazoo"
        newcomer.price = ShopFixture.decimal("9.25")
        newcomer.stocked = ShopFixture.date(0.125)
        let bell = try #require(
            try context.fetch(
                FetchRequest(entityName: "Item", predicate: try ObjectPredicate(format: "name == 'bell'"))
            )
            .first as? Item
        )
        bell.price = ShopFixture.decimal("100")
        let byPrice = FetchRequest(
            entityName: "Item",
            predicate: try ObjectPredicate(format: "price > 9"),
            sortDescriptors: [FetchSortDescriptor("price")]
        )
        #expect(try context.names(byPrice) == ["kazoo", "candle", "anvil", "bell", "gong", "harp"])
        let byDate = FetchRequest(
            entityName: "Item",
            predicate: try ObjectPredicate(
                format: "stocked BETWEEN %@",
                [.date(ShopFixture.date(0)), .date(ShopFixture.date(1))]
            ),
            sortDescriptors: [FetchSortDescriptor("stocked", ascending: false)]
        )
        #expect(try context.names(byDate) == ["candle", "kazoo", "bell"])
        try context.save()
        #expect(
            try context.names(byPrice) == ["kazoo", "candle", "anvil", "bell", "gong", "harp"],
            "the same once saved"
        )
        #expect(try context.names(byDate) == ["candle", "kazoo", "bell"], "the same once saved")
    }
}
