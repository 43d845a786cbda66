// Made by scripts/guide_examples.py from ManagedGraph.docc/EntityInheritance.md; do not edit: change the
// article's code or its `<!-- example … -->` notes, then run `make guide-examples`.
import Foundation
import LapTimer
import ManagedGraph
import Testing

@Test("Entity inheritance: every example of the article runs")
func entityInheritanceExamples() async throws {
    // EntityInheritance.md, line 27
    class Animal: ManagedObject {}
    final class Dog: Animal {}
    let model = ManagedObjectModel(
        version: 1,
        entities: [
            EntityDescription(
                name: "Animal",
                managedClass: Animal.self,
                isAbstract: true,
                attributes: [
                    AttributeDescription(
                        name: "name",
                        type: .string,
                        validation: [.length(1...20)],
                        isIndexed: true
                    ),
                    AttributeDescription(
                        name: "legs",
                        type: .integer,
                        defaultValue: .integer(4)
                    ),
                ],
                relationships: [
                    RelationshipDescription(
                        name: "keeper",
                        destination: "Keeper",
                        inverse: "animals",
                        isToMany: false
                    )
                ]
            ),
            EntityDescription(
                name: "Dog",
                managedClass: Dog.self,  // a subclass of Animal
                parent: "Animal",
                attributes: [
                    AttributeDescription(name: "breed", type: .string, isOptional: true)
                ]
            ),
            EntityDescription(
                name: "Cat",  // no class given: Animal's
                parent: "Animal",
                attributes: [AttributeDescription(name: "indoor", type: .boolean)]
            ),
            EntityDescription(
                name: "Keeper",
                attributes: [AttributeDescription(name: "name", type: .string)],
                relationships: [
                    RelationshipDescription(
                        name: "animals",
                        destination: "Animal",
                        inverse: "keeper",
                        isToMany: true
                    )
                ]
            ),
        ]
    )
    let context = ObjectContext(store: try PersistentStore(location: .inMemory, model: model))
    for (entity, name) in [("Dog", "Rex"), ("Cat", "Felix"), ("Dog", "Toby")] {
        let animal = try context.insert(entityName: entity)
        try animal.setStoreValue(.string(name), forAttribute: "name")
        if entity == "Cat" { try animal.setStoreValue(.bool(true), forAttribute: "indoor") }
    }
    try context.save()

    // EntityInheritance.md, line 99
    let animals = try context.fetch(
        FetchRequest(entityName: "Animal", sortDescriptors: [.init("name")])
    )
    #expect((animals.map(\.entity.name)) == ["Cat", "Dog", "Dog"])
    #expect((animals[1] is Dog) == true)

    let dogsOnly = FetchRequest(entityName: "Dog", includesSubentities: false)
    #expect(try context.fetch(dogsOnly).count == 2)
}
