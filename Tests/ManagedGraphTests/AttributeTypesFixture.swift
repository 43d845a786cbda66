import Foundation
import Testing

@testable import ManagedGraph

// MARK: - A shop: items with a date, a UUID, bytes, a price and tags, on shelves

/// An item, with the typed accessors a subclass writes for each of the new attribute types.
final class Item: ManagedObject {
    var name: String {
        get { storeValue(forAttribute: "name").stringValue ?? "" }
        set { try? setStoreValue(.string(newValue), forAttribute: "name") }
    }
    var stocked: Date? {
        get { storeValue(forAttribute: "stocked").dateValue }
        set { try? setStoreValue(newValue.map(StoreValue.date) ?? .null, forAttribute: "stocked") }
    }
    var serial: UUID? {
        get { storeValue(forAttribute: "serial").uuidValue }
        set { try? setStoreValue(newValue.map(StoreValue.uuid) ?? .null, forAttribute: "serial") }
    }
    var photo: Data? {
        get { storeValue(forAttribute: "photo").dataValue }
        set { try? setStoreValue(newValue.map(StoreValue.data) ?? .null, forAttribute: "photo") }
    }
    var price: Decimal? {
        get { storeValue(forAttribute: "price").decimalValue }
        set { try? setStoreValue(newValue.map(StoreValue.decimal) ?? .null, forAttribute: "price") }
    }
    var tags: [String]? {
        get { try? transformableValue(forAttribute: "tags", as: [String].self) }
        set { try? setTransformableValue(newValue, forAttribute: "tags") }
    }
}

/// A value a transformable attribute holds: any `Codable` type.
struct Dimensions: Codable, Equatable {
    var width: Double
    var height: Double
    var unit: String
}

enum ShopFixture {
    static let itemAttributes = [
        AttributeDescription(name: "name", type: .string, isIndexed: true),
        AttributeDescription(name: "stocked", type: .date, isOptional: true, isIndexed: true),
        AttributeDescription(name: "serial", type: .uuid, isOptional: true, isUnique: true),
        AttributeDescription(name: "photo", type: .binaryData, isOptional: true),
        AttributeDescription(name: "price", type: .decimal, isOptional: true, isIndexed: true),
        AttributeDescription(name: "tags", type: .transformable, isOptional: true),
        AttributeDescription(name: "size", type: .transformable, isOptional: true),
    ]

    static let model = ManagedObjectModel(
        version: 2,
        entities: [
            EntityDescription(
                name: "Item",
                managedClass: Item.self,
                attributes: itemAttributes,
                relationships: [
                    RelationshipDescription(name: "shelf", destination: "Shelf", inverse: "items", isToMany: false)
                ]
            ),
            EntityDescription(
                name: "Shelf",
                attributes: [AttributeDescription(name: "name", type: .string)],
                relationships: [
                    RelationshipDescription(name: "items", destination: "Item", inverse: "shelf", isToMany: true)
                ]
            ),
        ]
    )

    /// The shop before it had any of the new types: items with a name, shelves.
    static let modelV1 = ManagedObjectModel(
        version: 1,
        entities: [
            EntityDescription(
                name: "Item",
                attributes: [AttributeDescription(name: "name", type: .string, isIndexed: true)],
                relationships: [
                    RelationshipDescription(name: "shelf", destination: "Shelf", inverse: "items", isToMany: false)
                ]
            ),
            model.entity(named: "Shelf")!,
        ]
    )

    static func entity(_ name: String) -> EntityDescription { model.entity(named: name)! }

    static func date(_ seconds: Double) -> Date { Date(timeIntervalSinceReferenceDate: seconds) }

    static func decimal(_ text: String) -> Decimal { Decimal(string: text)! }

    static func uuid(_ last: UInt8, first: UInt8 = 0) -> UUID {
        UUID(uuid: (first, 0, 0, 0, 0, 0, 0x40, 0, 0x80, 0, 0, 0, 0, 0, 0, last))
    }

    /// One row of the shop's stock; nil leaves the attribute null.
    struct Row {
        let name: String
        let stocked: Double?
        let serial: UUID?
        let photo: [UInt8]?
        let price: String?
        let tags: [String]?
        let shelf: String?
    }

    /// Values chosen where the orders of the stored forms could go wrong: dates before 2001 (negative
    /// seconds) and a fraction apart, UUIDs whose high bytes differ from their low ones, bytes that
    /// are prefixes of each other and empty ones, decimals that sort differently as text ("10" < "9")
    /// and have more digits than a double keeps, tags that differ only in order.
    static let rows: [Row] = [
        Row(
            name: "anvil",
            stocked: -86_400.5,
            serial: uuid(1, first: 9),
            photo: [],
            price: "10",
            tags: ["iron"],
            shelf: "A"
        ),
        Row(name: "bell", stocked: 0, serial: uuid(2), photo: [0x01], price: "9", tags: [], shelf: "A"),
        Row(
            name: "candle",
            stocked: 0.25,
            serial: uuid(3, first: 1),
            photo: [0x01, 0x00],
            price: "9.5",
            tags: ["wax", "red"],
            shelf: "B"
        ),
        Row(
            name: "drum",
            stocked: 721_692_000,
            serial: nil,
            photo: [0x02],
            price: "-2",
            tags: ["red", "wax"],
            shelf: "B"
        ),
        Row(
            name: "easel",
            stocked: nil,
            serial: uuid(0xFF),
            photo: [0xFF, 0x00, 0x01],
            price: "0.1",
            tags: nil,
            shelf: nil
        ),
        Row(
            name: "flute",
            stocked: 721_692_000.001,
            serial: uuid(4, first: 0xFF),
            photo: nil,
            price: nil,
            tags: ["wood"],
            shelf: "C"
        ),
        Row(
            name: "gong",
            stocked: 1e9,
            serial: uuid(5),
            photo: [0x01, 0x00, 0x00],
            price: "12345678901234567890.123456789",
            tags: ["iron"],
            shelf: "C"
        ),
        Row(
            name: "harp",
            stocked: -1e9,
            serial: uuid(6, first: 0x80),
            photo: [0x7F],
            price: "12345678901234567890.12345679",
            tags: ["wood", "string"],
            shelf: "A"
        ),
        Row(name: "ink", stocked: 86_400, serial: uuid(7), photo: [0x01], price: "0", tags: ["black"], shelf: nil),
        Row(
            name: "jug",
            stocked: 86_400,
            serial: uuid(8, first: 2),
            photo: [0x00],
            price: "-0.5",
            tags: ["clay"],
            shelf: "B"
        ),
    ]

    /// A context on an in-memory store holding `rows`, saved.
    static func makeContext(sqlLog: (@Sendable (String) -> Void)? = nil) throws -> ObjectContext {
        let store = try PersistentStore(location: .inMemory, model: model, options: .init(sqlLog: sqlLog))
        let context = ObjectContext(store: store)
        try fill(context)
        return context
    }

    static func fill(_ context: ObjectContext) throws {
        var shelves: [String: ManagedObject] = [:]
        for name in ["A", "B", "C"] {
            let shelf = try context.insert(entityName: "Shelf")
            try shelf.setStoreValue(.string(name), forAttribute: "name")
            shelves[name] = shelf
        }
        for row in rows {
            let item = try #require(try context.insert(entityName: "Item") as? Item)
            item.name = row.name
            item.stocked = row.stocked.map(date)
            item.serial = row.serial
            item.photo = row.photo.map { Data($0) }
            item.price = row.price.map(decimal)
            item.tags = row.tags
            try item.setRelatedObject(row.shelf.flatMap { shelves[$0] }, forKey: "shelf")
        }
        try context.save()
    }

    /// The names of `entityName`'s objects `predicate` selects, by SQL and by evaluating every
    /// object in memory, each sorted by name.
    static func names(
        _ predicate: ObjectPredicate,
        entityName: String,
        in context: ObjectContext
    ) throws -> (sql: [String], memory: [String]) {
        let byName = [FetchSortDescriptor("name")]
        let sql = try context.fetch(FetchRequest(entityName: entityName, predicate: predicate, sortDescriptors: byName))
        let all = try context.fetch(FetchRequest(entityName: entityName, sortDescriptors: byName))
        let evaluator = try PredicateEvaluator(predicate, entity: entity(entityName), model: model)
        return (sql.map(name), all.filter { evaluator.evaluate($0) }.map(name))
    }

    static func name(_ object: ManagedObject) -> String { object.storeValue(forAttribute: "name").stringValue ?? "?" }

    /// A directory of its own for a store file, removed by `remove()`.
    struct Directory {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("mg-attrs-\(UUID().uuidString)")

        init() throws { try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) }

        var storePath: String { url.appendingPathComponent("shop.sqlite").path }

        func remove() { try? FileManager.default.removeItem(at: url) }
    }
}
