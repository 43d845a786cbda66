@testable import ManagedGraph

// MARK: - Citizens and passports: one-to-one relationships

/// Citizen —passport (cascade)→ Passport, Passport —holder (deny)→ Citizen: a one-to-one
/// relationship with its inverse, each side with its own delete rule; Citizen —spouse→ Citizen,
/// a one-to-one relationship that is its own inverse.
let citizenModel = ManagedObjectModel(
    version: 1,
    entities: [
        EntityDescription(
            name: "Citizen",
            attributes: [AttributeDescription(name: "name", type: .string)],
            relationships: [
                RelationshipDescription(
                    name: "passport",
                    destination: "Passport",
                    inverse: "holder",
                    isToMany: false,
                    deleteRule: .cascade
                ),
                RelationshipDescription(name: "spouse", destination: "Citizen", inverse: "spouse", isToMany: false),
            ]
        ),
        EntityDescription(
            name: "Passport",
            attributes: [AttributeDescription(name: "name", type: .string, isUnique: true)],
            relationships: [
                RelationshipDescription(
                    name: "holder",
                    destination: "Citizen",
                    inverse: "passport",
                    isToMany: false,
                    deleteRule: .deny
                )
            ]
        ),
    ]
)

func makeCitizens(path: String? = nil) throws -> ObjectContext {
    let location: PersistentStore.Location = path.map { .file($0) } ?? .inMemory
    return ObjectContext(store: try PersistentStore(location: location, model: citizenModel))
}

extension ManagedObject {
    /// The `name` of the object at the end of a to-one relationship, or nil.
    func relatedName(_ key: String) -> String? {
        relatedObject(forKey: key)?.storeValue(forAttribute: "name").stringValue
    }
}
