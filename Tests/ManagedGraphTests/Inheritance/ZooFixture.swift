import Foundation

@testable import ManagedGraph

// MARK: - A zoo: an abstract entity and its sub-entities

/// Animal is abstract: a name (indexed, 1 to 20 characters), a unique optional tag, a number
/// of legs, a derived lowercased name, a transient mood, a keeper (to-one, inverse of
/// Keeper.animals, which cascades) and visitors (many-to-many with Visitor.favorites).
/// Dog adds a breed, a required `goodBoy` and toys (cascade, inverse Toy.owner) with a derived
/// count of them; Puppy, a sub-entity of Dog, adds a required age in weeks; Cat adds a required
/// `indoor`. Keeper, Toy and Visitor stand alone.
enum Zoo {
    static let animal = EntityDescription(
        name: "Animal",
        managedClass: AnimalObject.self,
        isAbstract: true,
        attributes: [
            AttributeDescription(name: "name", type: .string, validation: [.length(1...20)], isIndexed: true),
            AttributeDescription(name: "tag", type: .string, isOptional: true, isUnique: true),
            AttributeDescription(name: "legs", type: .integer, defaultValue: .integer(4)),
            .derived(name: "lowerName", type: .string, derivation: .lowercase("name")),
            .transient(name: "mood", type: .string),
        ],
        relationships: [
            RelationshipDescription(name: "keeper", destination: "Keeper", inverse: "animals", isToMany: false),
            RelationshipDescription(name: "visitors", destination: "Visitor", inverse: "favorites", isToMany: true),
        ]
    )

    static let dog = EntityDescription(
        name: "Dog",
        managedClass: DogObject.self,
        parent: "Animal",
        attributes: [
            AttributeDescription(name: "breed", type: .string, isOptional: true),
            AttributeDescription(name: "goodBoy", type: .boolean, defaultValue: .bool(true)),
            .derived(name: "toyCount", type: .integer, derivation: .keyPath("toys.@count")),
        ],
        relationships: [
            RelationshipDescription(
                name: "toys",
                destination: "Toy",
                inverse: "owner",
                isToMany: true,
                deleteRule: .cascade
            )
        ]
    )

    static let puppy = EntityDescription(
        name: "Puppy",
        managedClass: PuppyObject.self,
        parent: "Dog",
        attributes: [AttributeDescription(name: "weeks", type: .integer)]
    )

    static let cat = EntityDescription(
        name: "Cat",
        parent: "Animal",
        attributes: [AttributeDescription(name: "indoor", type: .boolean)]
    )

    static let keeper = EntityDescription(
        name: "Keeper",
        attributes: [AttributeDescription(name: "name", type: .string)],
        relationships: [
            RelationshipDescription(
                name: "animals",
                destination: "Animal",
                inverse: "keeper",
                isToMany: true,
                deleteRule: .cascade
            )
        ]
    )

    static let toy = EntityDescription(
        name: "Toy",
        attributes: [AttributeDescription(name: "name", type: .string)],
        relationships: [RelationshipDescription(name: "owner", destination: "Dog", inverse: "toys", isToMany: false)]
    )

    static let visitor = EntityDescription(
        name: "Visitor",
        attributes: [AttributeDescription(name: "name", type: .string)],
        relationships: [
            RelationshipDescription(name: "favorites", destination: "Animal", inverse: "visitors", isToMany: true)
        ]
    )

    static let model = ManagedObjectModel(version: 1, entities: [keeper, animal, dog, puppy, cat, toy, visitor])

    static func context(path: String? = nil, sqlLog: (@Sendable (String) -> Void)? = nil) throws -> ObjectContext {
        let location: PersistentStore.Location = path.map { .file($0) } ?? .inMemory
        return ObjectContext(
            store: try PersistentStore(location: location, model: model, options: .init(sqlLog: sqlLog))
        )
    }
}

/// The class of every animal: typed access to what every animal has.
class AnimalObject: ManagedObject {
    var name: String { storeValue(forAttribute: "name").stringValue ?? "" }
}

/// A dog's class, which is an animal's.
class DogObject: AnimalObject {
    var breed: String? { storeValue(forAttribute: "breed").stringValue }
}

/// A puppy's class, which is a dog's.
final class PuppyObject: DogObject {}

extension ObjectContext {
    /// Inserts an animal (or a keeper, a toy, a visitor) called `name`, with other values.
    @discardableResult
    func animal(_ entity: String, _ name: String, _ values: [String: StoreValue] = [:]) throws -> ManagedObject {
        try make(entity, values.merging(["name": .string(name)]) { $1 })
    }

    /// The `Entity:name` of each object a request fetches, in order.
    func kindsAndNames(_ request: FetchRequest) throws -> [String] {
        try fetch(request).map(\.kindAndName)
    }
}

extension ManagedObject {
    /// `Entity:name`.
    var kindAndName: String { "\(entity.name):\(storeValue(forAttribute: "name").stringValue ?? "?")" }
}

/// A temporary directory for a store file, removed by `remove()`.
struct ZooDirectory {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("zoo-\(UUID().uuidString)")

    init() throws {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    var store: String { url.appendingPathComponent("zoo.sqlite").path }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
