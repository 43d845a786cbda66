import Foundation
import GRDB
import Testing

@testable import ManagedGraph

// MARK: - Adding the new types to a model that had none

@Suite("Attribute types: lightweight migration adds them to stores written before")
struct AttributeTypesMigrationTests {
    /// A store of the shop's first model, with two items, closed.
    private func firstVersionStore(at path: String) throws {
        let context = ObjectContext(store: try PersistentStore(location: .file(path), model: ShopFixture.modelV1))
        for name in ["anvil", "bell"] {
            try context.make("Item", ["name": .string(name)])
        }
        try context.save()
    }

    @Test("given a store written before the new types, when opened by its own model, then it opens as it was")
    func olderStoreStillOpens() throws {
        let directory = try ShopFixture.Directory()
        defer { directory.remove() }
        try firstVersionStore(at: directory.storePath)
        let store = try PersistentStore(location: .file(directory.storePath), model: ShopFixture.modelV1)
        #expect(store.outcome == .upToDate)
        #expect(
            try ObjectContext(store: store).names(FetchRequest(entityName: "Item", sortDescriptors: [.init("name")]))
                == ["anvil", "bell"]
        )
    }

    @Test(
        "given a store of the first model, when the model adds optional attributes of every new type, then existing rows hold nil and new values save"
    )
    func optionalAttributesAdded() throws {
        let directory = try ShopFixture.Directory()
        defer { directory.remove() }
        try firstVersionStore(at: directory.storePath)
        let log = SQLRecorder()
        let store = try PersistentStore(
            location: .file(directory.storePath),
            model: ShopFixture.model,
            history: [ShopFixture.modelV1],
            options: .init(sqlLog: log.log)
        )
        #expect(store.outcome == .migrated(from: 1))
        let added = log.all.filter { $0.hasPrefix("ALTER TABLE \"Item\" ADD COLUMN") }
        #expect(
            added == [
                #"ALTER TABLE "Item" ADD COLUMN "stocked" REAL"#, #"ALTER TABLE "Item" ADD COLUMN "serial" BLOB"#,
                #"ALTER TABLE "Item" ADD COLUMN "photo" BLOB"#, #"ALTER TABLE "Item" ADD COLUMN "price" TEXT"#,
                #"ALTER TABLE "Item" ADD COLUMN "tags" BLOB"#, #"ALTER TABLE "Item" ADD COLUMN "size" BLOB"#,
            ]
        )
        let context = ObjectContext(store: store)
        let items = try context.fetch(FetchRequest(entityName: "Item", sortDescriptors: [.init("name")])).compactMap {
            $0 as? Item
        }
        #expect(items.map(\.name) == ["anvil", "bell"])
        #expect(
            items.allSatisfy {
                $0.stocked == nil && $0.serial == nil && $0.photo == nil && $0.price == nil && $0.tags == nil
            }
        )
        items[0].stocked = ShopFixture.date(10)
        items[0].price = ShopFixture.decimal("2.5")
        items[0].tags = ["new"]
        try context.save()
        #expect(
            try context.names(FetchRequest(entityName: "Item", predicate: try ObjectPredicate(format: "price > 2")))
                == ["anvil"]
        )
    }

    /// The shop's items with required attributes of every new type: some with a default, some without.
    private static let requiredModel = ManagedObjectModel(
        version: 3,
        entities: [
            EntityDescription(
                name: "Item",
                attributes: ShopFixture.modelV1.entity(named: "Item")!.attributes + [
                    AttributeDescription(name: "since", type: .date, defaultValue: .date(ShopFixture.date(86_400))),
                    AttributeDescription(name: "checked", type: .date),
                    AttributeDescription(name: "serial", type: .uuid),
                    AttributeDescription(name: "photo", type: .binaryData),
                    AttributeDescription(
                        name: "price",
                        type: .decimal,
                        defaultValue: .decimal(ShopFixture.decimal("12.50"))
                    ),
                    AttributeDescription(name: "weight", type: .decimal),
                    AttributeDescription(name: "tags", type: .transformable, defaultValue: try! .encoded(["untagged"])),
                ],
                relationships: ShopFixture.modelV1.entity(named: "Item")!.relationships
            ),
            ShopFixture.modelV1.entity(named: "Shelf")!,
        ]
    )

    @Test(
        "given a store of the first model, when required attributes of every new type are added, then existing rows get the default, else the type's zero"
    )
    func requiredAttributesAdded() throws {
        let directory = try ShopFixture.Directory()
        defer { directory.remove() }
        try firstVersionStore(at: directory.storePath)
        let store = try PersistentStore(
            location: .file(directory.storePath),
            model: Self.requiredModel,
            history: [ShopFixture.modelV1]
        )
        let context = ObjectContext(store: store)
        let anvil = try #require(
            try context.fetch(FetchRequest(entityName: "Item", sortDescriptors: [.init("name")])).first
        )
        #expect(anvil.storeValue(forAttribute: "since") == .date(ShopFixture.date(86_400)))
        #expect(
            anvil.storeValue(forAttribute: "checked") == .date(ShopFixture.date(0)),
            "the reference date, stored as 0"
        )
        #expect(
            anvil.storeValue(forAttribute: "serial") == .uuid(UUID(uuidString: "00000000-0000-0000-0000-000000000000")!)
        )
        #expect(anvil.storeValue(forAttribute: "photo") == .data(Data()))
        #expect(anvil.storeValue(forAttribute: "price") == .decimal(ShopFixture.decimal("12.5")))
        #expect(anvil.storeValue(forAttribute: "weight") == .decimal(0))
        #expect(try anvil.transformableValue(forAttribute: "tags", as: [String].self) == ["untagged"])

        // A new object starts with the defaults, and a required attribute without one must be set.
        let newcomer = try context.make("Item", ["name": .string("candle")])
        #expect(newcomer.storeValue(forAttribute: "since") == .date(ShopFixture.date(86_400)))
        #expect(newcomer.storeValue(forAttribute: "price") == .decimal(ShopFixture.decimal("12.5")))
        let error = #expect(throws: ContextError.self) { try context.save() }
        #expect(
            error?.description
                == #"cannot save: Item "candle": checked is required; Item "candle": serial is required; "#
                + #"Item "candle": photo is required; Item "candle": weight is required"#
        )
    }

    @Test(
        "given a required transformable attribute without a default, when a migration would add it, then it is refused in one line and the store is left as it was"
    )
    func requiredTransformableNeedsDefault() throws {
        let directory = try ShopFixture.Directory()
        defer { directory.remove() }
        try firstVersionStore(at: directory.storePath)
        let before = try Data(contentsOf: URL(fileURLWithPath: directory.storePath))
        var attributes = ShopFixture.modelV1.entity(named: "Item")!.attributes
        attributes.append(AttributeDescription(name: "size", type: .transformable))
        let model = ManagedObjectModel(
            version: 2,
            entities: [
                EntityDescription(
                    name: "Item",
                    attributes: attributes,
                    relationships: ShopFixture.modelV1.entity(named: "Item")!.relationships
                ),
                ShopFixture.modelV1.entity(named: "Shelf")!,
            ]
        )
        let error = #expect(throws: StoreError.self) {
            try PersistentStore(location: .file(directory.storePath), model: model, history: [ShopFixture.modelV1])
        }
        #expect(
            error?.description
                == "the store cannot be migrated automatically: Item.size is a required transformable attribute without a "
                + "default value, so rows stored before it have nothing to hold; give it a default or make it optional"
        )
        let reopened = try PersistentStore(location: .file(directory.storePath), model: ShopFixture.modelV1)
        #expect(reopened.outcome == .upToDate, "still the first version")
        #expect(try Data(contentsOf: URL(fileURLWithPath: directory.storePath)).count == before.count)
    }

    @Test(
        "given a new store with required new types, when created, then a required transformable column has no default and the others have their zero"
    )
    func createdColumns() throws {
        let store = try PersistentStore(location: .inMemory, model: Self.requiredModel)
        let defaults = try store.withDatabase { db in
            try Row.fetchAll(db, sql: "SELECT name, \"notnull\", dflt_value FROM pragma_table_info('Item')")
                .reduce(into: [String: String]()) { $0[$1[0]] = "\($1[1] as Int) \(($1[2] as String?) ?? "none")" }
        }
        #expect(defaults["since"] == "1 86400.0")
        #expect(defaults["checked"] == "1 0.0")
        #expect(defaults["serial"] == "1 X'00000000000000000000000000000000'")
        #expect(defaults["photo"] == "1 X''")
        #expect(defaults["price"] == "1 '12.5'")
        #expect(defaults["weight"] == "1 '0'")
        #expect(defaults["tags"] == #"1 X'5B22756E746167676564225D'"#)
    }
}
