import ManagedGraph

/// The course's other example, as the guide's articles use it: people, their cars and their
/// clubs. Saved with three people (Ada 36 with two cars, Bob 41 with none, Alan 29 with one).
func peopleAndCars() throws -> (model: ManagedObjectModel, context: ObjectContext) {
    let model = ManagedObjectModel(
        version: 1,
        entities: [
            EntityDescription(
                name: "Person",
                attributes: [
                    AttributeDescription(name: "name", type: .string, isIndexed: true),
                    AttributeDescription(name: "age", type: .integer, isOptional: true),
                ],
                relationships: [
                    RelationshipDescription(
                        name: "cars",
                        destination: "Car",
                        inverse: "owner",
                        isToMany: true,
                        deleteRule: .cascade
                    ),
                    RelationshipDescription(name: "clubs", destination: "Club", inverse: "members", isToMany: true),
                ]
            ),
            EntityDescription(
                name: "Car",
                attributes: [AttributeDescription(name: "plate", type: .string, isUnique: true)],
                relationships: [
                    RelationshipDescription(name: "owner", destination: "Person", inverse: "cars", isToMany: false)
                ]
            ),
            EntityDescription(
                name: "Club",
                attributes: [AttributeDescription(name: "name", type: .string)],
                relationships: [
                    RelationshipDescription(name: "members", destination: "Person", inverse: "clubs", isToMany: true)
                ]
            ),
        ]
    )
    let context = ObjectContext(store: try PersistentStore(location: .inMemory, model: model))
    for (name, age, plates) in [("Ada", 36, ["P1-A", "P1-B"]), ("Bob", 41, []), ("Alan", 29, ["X"])] {
        let person = try context.insert(entityName: "Person")
        try person.setStoreValue(.string(name), forAttribute: "name")
        try person.setStoreValue(.integer(Int64(age)), forAttribute: "age")
        for plate in plates {
            let car = try context.insert(entityName: "Car")
            try car.setStoreValue(.string(plate), forAttribute: "plate")
            try car.setRelatedObject(person, forKey: "owner")
        }
    }
    try context.save()
    return (model, context)
}
