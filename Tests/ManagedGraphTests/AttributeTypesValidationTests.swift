import Foundation
import Testing

@testable import ManagedGraph

// MARK: - Values the new types refuse, rules they keep, and changes other processes make

@Suite("Attribute types: bad values refused in one line, rules checked at save, changes seen elsewhere")
struct AttributeTypesValidationTests {
    private func item(in context: ObjectContext) throws -> Item {
        try #require(try context.insert(entityName: "Item") as? Item)
    }

    @Test("given values that do not fit, when set, then each is refused in one line naming the attribute")
    func badValuesRefused() throws {
        let context = try ShopFixture.makeContext()
        let item = try item(in: context)
        item.name = "lamp"
        let refusals: [(String, () throws -> Void)] = [
            (
                #"Item.stocked is a date; "tomorrow" is text"#,
                { try item.setStoreValue(.string("tomorrow"), forAttribute: "stocked") }
            ),
            ("Item.stocked is a date; 12 is a number", { try item.setValue(12, forKey: "stocked") }),
            (
                "Item.stocked cannot hold a date that is not finite",
                { try item.setValue(Date(timeIntervalSinceReferenceDate: .nan), forKey: "stocked") }
            ),
            (
                #"Item.serial is a UUID; "E621E1F8-C36C-495A-93FC-0C247A3E6E5F" is text"#,
                {
                    try item.setValue("E621E1F8-C36C-495A-93FC-0C247A3E6E5F", forKey: "serial")
                }
            ),
            (
                "Item.photo is binary data; 00000000-0000-4000-8000-000000000001 is a UUID",
                { try item.setValue(ShopFixture.uuid(1), forKey: "photo") }
            ),
            (
                "Item.price is a decimal number; 2001-01-01T00:00:00Z is a date",
                { try item.setValue(ShopFixture.date(0), forKey: "price") }
            ),
            (
                "Item.price cannot hold NaN, which is not a decimal number",
                { try item.setValue(Decimal.nan, forKey: "price") }
            ),
            (
                "Item.price is a decimal number; inf is a number",
                { try item.setStoreValue(.double(.infinity), forAttribute: "price") }
            ),
            (
                "Item.tags is a transformable value; 2 bytes is binary data",
                { try item.setStoreValue(.data(Data([1, 2])), forAttribute: "tags") }
            ),
            (
                "Item.name is text, not a transformable attribute",
                { try item.setTransformableValue(["a"], forAttribute: "name") }
            ),
            (
                #"Item.size cannot encode Dimensions (at .width: Unable to encode Double.nan directly in JSON.)"#,
                { try item.setTransformableValue(Dimensions(width: .nan, height: 1, unit: "cm"), forAttribute: "size") }
            ),
        ]
        for (message, attempt) in refusals {
            let error = #expect(throws: ContextError.self, "\(message)") { try attempt() }
            #expect(error?.description == message)
        }
        #expect(
            item.stocked == nil && item.serial == nil && item.photo == nil && item.price == nil && item.tags == nil,
            "nothing was set"
        )
    }

    @Test("given a transformable value of one type, when read as another, then the error says which, in one line")
    func undecodableValue() throws {
        let context = try ShopFixture.makeContext()
        let item = try item(in: context)
        try item.setTransformableValue(Dimensions(width: 1, height: 2, unit: "m"), forAttribute: "size")
        let error = #expect(throws: ContextError.self) {
            try item.transformableValue(forAttribute: "size", as: [String].self)
        }
        let text = try #require(error?.description)
        #expect(text.hasPrefix("Item.size does not hold Array<String> ("), "\(text)")
        #expect(!text.contains("\n"))
        #expect(item.tags == nil, "a typed accessor reads what does not decode as nil")
        #expect(
            try item.transformableValue(forAttribute: "size", as: Dimensions.self)
                == Dimensions(width: 1, height: 2, unit: "m")
        )
    }

    @Test("given rules on dates, decimals and bytes, when broken, then the save lists each failure")
    func rulesChecked() throws {
        let model = ManagedObjectModel(
            version: 1,
            entities: [
                EntityDescription(
                    name: "Ticket",
                    attributes: [
                        AttributeDescription(name: "name", type: .string),
                        AttributeDescription(
                            name: "day",
                            type: .date,
                            validation: [.dateRange(ShopFixture.date(0)...ShopFixture.date(86_400 * 365))]
                        ),
                        AttributeDescription(
                            name: "fare",
                            type: .decimal,
                            isOptional: true,
                            validation: [.decimalRange(ShopFixture.decimal("0.5")...ShopFixture.decimal("99.99"))]
                        ),
                        AttributeDescription(
                            name: "chip",
                            type: .binaryData,
                            isOptional: true,
                            validation: [.length(1...4)]
                        ),
                        AttributeDescription(name: "code", type: .uuid, isOptional: true, isUnique: true),
                    ]
                )
            ]
        )
        let context = ObjectContext(store: try PersistentStore(location: .inMemory, model: model))
        let good = try context.make(
            "Ticket",
            [
                "name": .string("good"), "day": .date(ShopFixture.date(100)),
                "fare": .decimal(ShopFixture.decimal("99.99")),
                "chip": .data(Data([1, 2, 3, 4])), "code": .uuid(ShopFixture.uuid(1)),
            ]
        )
        try context.save()
        #expect(good.hasChanges == false)
        try context.make(
            "Ticket",
            [
                "name": .string("bad"), "day": .date(ShopFixture.date(-0.5)),
                "fare": .decimal(ShopFixture.decimal("99.991")),
                "chip": .data(Data()), "code": .uuid(ShopFixture.uuid(1)),
            ]
        )
        try context.make("Ticket", ["name": .string("undated")])
        let error = #expect(throws: ContextError.self) { try context.save() }
        #expect(
            error?.description
                == "cannot save: "
                + #"Ticket "bad": day is 2000-12-31T23:59:59.500Z; it must be between 2001-01-01T00:00:00Z and 2002-01-01T00:00:00Z; "#
                + #"Ticket "bad": fare is 99.991; it must be between 0.5 and 99.99; "#
                + #"Ticket "bad": chip has 0 bytes; it must have between 1 and 4; "#
                + #"Ticket "undated": day is required; "#
                + #"Ticket "bad": code 00000000-0000-4000-8000-000000000001 is already used by another Ticket"#
        )
    }

    @Test(
        "given two items with one UUID in one save, when saved, then the second is refused, and the values a microsecond apart are not taken for one"
    )
    func uniqueValues() throws {
        let context = try ShopFixture.makeContext()
        for (name, seconds) in [("x", 5.000_001), ("y", 5.000_002)] {
            let item = try item(in: context)
            item.name = name
            item.stocked = ShopFixture.date(seconds)
            item.serial = ShopFixture.uuid(0xAA)
        }
        let error = #expect(throws: ContextError.self) { try context.save() }
        #expect(
            error?.description
                == #"cannot save: Item "y": serial 00000000-0000-4000-8000-0000000000AA is already used by another Item"#
        )
    }

    @Test(
        "given another process changing every new type, when its changes are brought in, then the old values come typed and objects refresh"
    )
    func changesFromAnotherProcess() throws {
        let directory = try ShopFixture.Directory()
        defer { directory.remove() }
        let here = ObjectContext(
            store: try PersistentStore(location: .file(directory.storePath), model: ShopFixture.model)
        )
        try ShopFixture.fill(here)
        let elsewhere = ObjectContext(
            store: try PersistentStore(location: .file(directory.storePath), model: ShopFixture.model)
        )
        let byName = FetchRequest(entityName: "Item", predicate: try ObjectPredicate(format: "name == 'candle'"))
        let candle = try #require(try here.fetch(byName).first as? Item)
        let theirs = try #require(try elsewhere.fetch(byName).first as? Item)
        theirs.stocked = ShopFixture.date(99.5)
        theirs.serial = ShopFixture.uuid(0xEE)
        theirs.photo = Data([9])
        theirs.price = ShopFixture.decimal("0.333")
        theirs.tags = ["gold"]
        try elsewhere.save()

        let changes = try #require(try here.processExternalChanges())
        let old = try #require(changes.oldValues[candle.objectID])
        #expect(old["stocked"] == .date(ShopFixture.date(0.25)))
        #expect(old["serial"] == .uuid(ShopFixture.uuid(3, first: 1)))
        #expect(old["photo"] == .data(Data([0x01, 0x00])))
        #expect(old["price"] == .decimal(ShopFixture.decimal("9.5")))
        #expect(old["tags"] == (try .encoded(["wax", "red"])))
        #expect(candle.stocked == ShopFixture.date(99.5))
        #expect(candle.serial == ShopFixture.uuid(0xEE))
        #expect(candle.photo == Data([9]))
        #expect(candle.price == ShopFixture.decimal("0.333"))
        #expect(candle.tags == ["gold"])
    }

    @Test("given saved changes to every new type, when undone, then the store holds the values before")
    func undo() throws {
        let context = try ShopFixture.makeContext()
        let byName = FetchRequest(entityName: "Item", predicate: try ObjectPredicate(format: "name == 'gong'"))
        let gong = try #require(try context.fetch(byName).first as? Item)
        gong.stocked = ShopFixture.date(1)
        gong.serial = nil
        gong.photo = Data()
        gong.price = 1
        gong.tags = ["tin"]
        try context.save()
        try context.undo()
        let fresh = try #require(try ObjectContext(store: context.store).fetch(byName).first as? Item)
        #expect(fresh.stocked == ShopFixture.date(1e9))
        #expect(fresh.serial == ShopFixture.uuid(5))
        #expect(fresh.photo == Data([0x01, 0x00, 0x00]))
        #expect(fresh.price == ShopFixture.decimal("12345678901234567890.123456789"))
        #expect(fresh.tags == ["iron"])
    }

    @Test(
        "given values of every new type, when saved and filtered by, then the SQL text holds none of them: all are bound"
    )
    func valuesAreBound() throws {
        let log = SQLRecorder()
        let context = try ShopFixture.makeContext(sqlLog: log.log)
        let item = try item(in: context)
        item.name = "zither"
        item.stocked = ShopFixture.date(123_456.75)
        item.serial = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")
        item.photo = Data([0xCA, 0xFE])
        item.price = ShopFixture.decimal("4321.5")
        item.tags = ["zzz"]
        try context.save()
        item.price = ShopFixture.decimal("4321.25")
        try context.save()
        let predicate = try ObjectPredicate(
            format: "stocked == %@ OR serial == %@ OR photo == %@ OR price IN %@ OR tags == %@",
            .date(ShopFixture.date(123_456.75)),
            .uuid(UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!),
            .data(Data([0xCA, 0xFE])),
            [.decimal(ShopFixture.decimal("4321.25"))],
            .value(try .encoded(["zzz"]))
        )
        #expect(try context.names(FetchRequest(entityName: "Item", predicate: predicate)) == ["zither"])
        let statements = log.all.joined(separator: "\n")
        #expect(statements.contains("COLLATE PD_DECIMAL IN (?)"))
        for literal in ["123456.75", "E621E1F8", "CAFE", "cafe", "4321", "zzz"] {
            #expect(!statements.contains(literal), "\(literal) spliced into SQL")
        }
    }

    @Test("given live results sorted by a decimal, when prices change, then the rows keep the numeric order SQL gives")
    func liveResultsByDecimal() throws {
        let context = try ShopFixture.makeContext()
        let controller = try FetchedResultsController(
            fetchRequest: FetchRequest(
                entityName: "Item",
                sortDescriptors: [FetchSortDescriptor("price", ascending: false)]
            ),
            context: context
        )
        try controller.performFetch()
        let names = { try controller.objects(in: 0..<controller.count).map(ShopFixture.name) }
        let fresh = {
            try context.names(
                FetchRequest(entityName: "Item", sortDescriptors: [FetchSortDescriptor("price", ascending: false)])
            )
        }
        #expect(try names() == (try fresh()))
        let bell = try #require(
            try context.fetch(
                FetchRequest(entityName: "Item", predicate: try ObjectPredicate(format: "name == 'bell'"))
            ).first as? Item
        )
        bell.price = ShopFixture.decimal("12345678901234567890.1234567895")
        try context.save()
        #expect(Array(try names().prefix(3)) == ["harp", "bell", "gong"])
        #expect(try names() == (try fresh()))
    }
}
