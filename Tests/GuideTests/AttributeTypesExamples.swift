// Made by scripts/guide_examples.py from ManagedGraph.docc/AttributeTypes.md; do not edit: change the
// article's code or its `<!-- example … -->` notes, then run `make guide-examples`.
import Foundation
import LapTimer
import ManagedGraph
import Testing

@Test("Attribute types: every example of the article runs")
func attributeTypesExamples() async throws {
    // AttributeTypes.md, line 82
    final class Item: ManagedObject {
        var stocked: Date? {
            get { storeValue(forAttribute: "stocked").dateValue }
            set {
                let value = newValue.map(StoreValue.date) ?? .null
                try? setStoreValue(value, forAttribute: "stocked")
            }
        }
        var price: Decimal {
            get { storeValue(forAttribute: "price").decimalValue ?? 0 }
            set { try? setStoreValue(.decimal(newValue), forAttribute: "price") }
        }
        var tags: [String] {
            get {
                let tags = try? transformableValue(forAttribute: "tags", as: [String].self)
                return tags ?? []
            }
            set { try? setTransformableValue(newValue, forAttribute: "tags") }
        }
    }

    // AttributeTypes.md, line 42
    let monthAgo = Date(timeIntervalSinceNow: -30 * 86_400)
    let item = EntityDescription(
        name: "Item",
        managedClass: Item.self,
        attributes: [
            AttributeDescription(name: "name", type: .string),
            AttributeDescription(
                name: "stocked",
                type: .date,
                isOptional: true,
                isIndexed: true
            ),
            AttributeDescription(name: "serial", type: .uuid, isUnique: true),
            AttributeDescription(
                name: "photo",
                type: .binaryData,
                isOptional: true
            ),
            AttributeDescription(
                name: "price",
                type: .decimal,
                defaultValue: .decimal(0)
            ),
            AttributeDescription(
                name: "tags",
                type: .transformable,
                isOptional: true
            ),
        ]
    )
    let context = ObjectContext(
        store: try PersistentStore(location: .inMemory, model: ManagedObjectModel(version: 1, entities: [item]))
    )
    let shelfItem = try context.insert(Item.self)
    try shelfItem.setStoreValue(.string("lamp"), forAttribute: "name")
    try shelfItem.setStoreValue(.uuid(UUID()), forAttribute: "serial")
    shelfItem.stocked = Date()
    shelfItem.price = 12
    shelfItem.tags = ["red", "new"]
    try context.save()

    // AttributeTypes.md, line 185
    let recent = try ObjectPredicate(
        format: "stocked >= %@ AND price BETWEEN %@",
        .date(monthAgo),
        [.decimal(5), .decimal(20)]
    )
    #expect(try context.fetch(FetchRequest(entityName: "Item", predicate: recent)).count == 1)

    // AttributeTypes.md, line 209
    let red = try ObjectPredicate(
        format: "tags == %@",
        .value(try .encoded(["red"]))
    )
    #expect(try context.fetch(FetchRequest(entityName: "Item", predicate: red)).isEmpty)
}
