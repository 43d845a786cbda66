import Testing

@testable import ManagedGraph

// MARK: - Sub-entities in the model

@Suite("Entity inheritance: the model")
struct InheritanceModelTests {
    @Test("given a sub-entity, when the model is made, then it has its parent's properties first, then its own")
    func subentitiesInherit() throws {
        let puppy = try #require(Zoo.model.entity(named: "Puppy"))
        #expect(
            puppy.attributes.map(\.name) == [
                "name", "tag", "legs", "lowerName", "breed", "goodBoy", "toyCount", "weeks",
            ]
        )
        #expect(puppy.transientAttributes.map(\.name) == ["mood"])
        #expect(puppy.relationships.map(\.name) == ["keeper", "visitors", "toys"])
        // Validation and derivations come with the attributes.
        #expect(puppy.attribute(named: "name")?.validation == [.length(1...20)])
        #expect(puppy.attribute(named: "lowerName")?.derivation == .lowercase("name"))
        #expect(puppy.parentName == "Dog")
        #expect(puppy.isKind(of: "Animal") && puppy.isKind(of: "Dog") && !puppy.isKind(of: "Cat"))
    }

    @Test("given a hierarchy, when the model is made, then each entity knows its sub-entities and its class")
    func hierarchyAndClasses() throws {
        let animal = try #require(Zoo.model.entity(named: "Animal"))
        #expect(animal.subentityNames == ["Dog", "Cat"])
        #expect(Zoo.model.descendants(of: animal).map(\.name) == ["Dog", "Puppy", "Cat"])
        #expect(Zoo.model.entity(named: "Dog")?.subentityNames == ["Puppy"])
        // Cat names no class: it takes its parent's.
        #expect(Zoo.model.entity(named: "Cat")?.managedClass == AnimalObject.self)
        #expect(Zoo.model.entity(named: "Puppy")?.managedClass == PuppyObject.self)
        #expect(Zoo.model.entity(named: "Keeper")?.subentityNames == [])
    }

    @Test("given the entities of one model, when a later version reuses them, then they are resolved afresh")
    func entitiesReusedInAnotherVersion() throws {
        let later = ManagedObjectModel(version: 2, entities: Zoo.model.entities)
        #expect(
            later.entity(named: "Puppy")?.attributes.map(\.name)
                == Zoo.model.entity(named: "Puppy")?.attributes.map(\.name)
        )
        #expect(throws: Never.self) { try later.checkInheritance() }
        #expect(later.entities == Zoo.model.entities)
    }

    @Test("given a model without inheritance, when it is made, then its entities are the ones given")
    func flatModelsKeepTheirEntities() {
        let car = EntityDescription(name: "Car", attributes: [AttributeDescription(name: "plate", type: .string)])
        let model = ManagedObjectModel(version: 1, entities: [car])
        #expect(model.entities[0] === car)
    }

    // MARK: Refused models

    @Test("given a parent that is not in the model, when a store opens, then it is refused naming it")
    func missingParent() {
        let model = ManagedObjectModel(
            version: 1,
            entities: [Zoo.animal, EntityDescription(name: "Dog", parent: "Animl", attributes: [])]
        )
        expectRefusal(of: model, #"Dog's parent entity "Animl" is not in the model; did you mean "Animal"?"#)
    }

    @Test("given entities that inherit in a cycle, when a store opens, then it is refused naming the cycle")
    func cycle() {
        let model = ManagedObjectModel(
            version: 1,
            entities: [
                EntityDescription(name: "Egg", parent: "Hen", attributes: []),
                EntityDescription(name: "Hen", parent: "Egg", attributes: []),
            ]
        )
        expectRefusal(of: model, "Egg → Hen → Egg inherit in a cycle: an entity cannot be its own ancestor")
    }

    @Test("given a sub-entity that declares an inherited property again, when a store opens, then it is refused")
    func redefinition() {
        let model = ManagedObjectModel(
            version: 1,
            entities: [
                Zoo.keeper, Zoo.animal, Zoo.visitor,
                EntityDescription(
                    name: "Dog",
                    parent: "Animal",
                    attributes: [AttributeDescription(name: "legs", type: .double)]
                ),
            ]
        )
        expectRefusal(
            of: model,
            #"Dog declares "legs", which it inherits from Animal: a sub-entity can add properties, not declare inherited ones again"#
        )
    }

    @Test("given two sub-entities that declare the same column, when a store opens, then it is refused naming both")
    func sharedColumn() {
        let collar = AttributeDescription(name: "collar", type: .string, isOptional: true)
        let model = ManagedObjectModel(
            version: 1,
            entities: [
                Zoo.keeper, Zoo.animal, Zoo.visitor,
                EntityDescription(name: "Dog", parent: "Animal", attributes: [collar]),
                EntityDescription(name: "Cat", parent: "Animal", attributes: [collar]),
            ]
        )
        expectRefusal(
            of: model,
            "Dog.collar and Cat.collar would be one column of Animal's table: "
                + "rename one, or declare it once on an entity both inherit from"
        )
    }

    @Test(
        "given an abstract entity, when an object of it is inserted, then the insert is refused naming its sub-entities"
    )
    func abstractInsert() throws {
        let context = try Zoo.context()
        #expect(
            throws: ContextError.store(
                "Animal is abstract: insert an object of one of its sub-entities (Dog, Puppy, Cat)"
            )
        ) {
            try context.insert(entityName: "Animal")
        }
        #expect(throws: ContextError.self) { try context.insert(AnimalObject.self) }
        #expect(!context.hasChanges)
        // Its sub-entities are not abstract.
        #expect(try context.insert(entityName: "Dog").entity.name == "Dog")
    }

    private func expectRefusal(of model: ManagedObjectModel, _ message: String) {
        #expect(throws: StoreError.invalidModel(message)) {
            try PersistentStore(location: .inMemory, model: model)
        }
        #expect(!message.contains("\n"))
    }
}
