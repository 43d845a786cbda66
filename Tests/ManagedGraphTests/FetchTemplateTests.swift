import Testing

@testable import ManagedGraph

// MARK: - Fetch request templates stored in the model

@Suite("Fetch request templates")
struct FetchTemplateTests {
    /// The fleet model with the course's named requests.
    static func templatedModel() throws -> ManagedObjectModel {
        var model = fleetModel
        try model.setFetchRequestTemplate(
            FetchRequest(
                entityName: "Person",
                predicate: try ObjectPredicate(format: "name BEGINSWITH[c] $PREFIX AND age BETWEEN $AGES"),
                sortDescriptors: [FetchSortDescriptor("name")]
            ),
            forName: "peopleByPrefix"
        )
        try model.setFetchRequestTemplate(
            FetchRequest(
                entityName: "Car",
                predicate: try ObjectPredicate(format: "owner.name == $OWNER"),
                sortDescriptors: [FetchSortDescriptor("plate", ascending: false)]
            ),
            forName: "carsOfOwner"
        )
        return model
    }

    private func makeContext() throws -> ObjectContext {
        let context = ObjectContext(store: try PersistentStore(location: .inMemory, model: try Self.templatedModel()))
        let ada = try context.make("Person", ["name": .string("Ada"), "age": .integer(36)])
        let alan = try context.make("Person", ["name": .string("Alan"), "age": .integer(41)])
        try context.make("Person", ["name": .string("Bob"), "age": .integer(30)])
        for (plate, owner) in [("A-1", ada), ("A-2", ada), ("B-1", alan)] {
            let car = try context.make("Car", ["plate": .string(plate)])
            try car.setRelatedObject(owner, forKey: "owner")
        }
        try context.save()
        return context
    }

    @Test("given templates in the model, when asked for with values, then the requests fetch what their variables say")
    func substitution() throws {
        let context = try makeContext()
        let model = context.store.model
        let young = try model.fetchRequest(
            fromTemplate: "peopleByPrefix",
            substitutionVariables: ["PREFIX": "a", "AGES": [30, 40]]
        )
        #expect(try context.names(young) == ["Ada"])
        let all = try model.fetchRequest(
            fromTemplate: "peopleByPrefix",
            substitutionVariables: ["PREFIX": "", "AGES": [0, 150], "UNUSED": 1]
        )
        #expect(try context.names(all) == ["Ada", "Alan", "Bob"])
        let cars = try model.fetchRequest(fromTemplate: "carsOfOwner", substitutionVariables: ["OWNER": "Ada"])
        #expect(try context.names(cars, key: "plate") == ["A-2", "A-1"], "the template's sort is kept")
        #expect(model.fetchRequestTemplate(forName: "carsOfOwner")?.predicate?.variableNames == ["OWNER"])
    }

    @Test("given a template, when a variable has no value, then the error names it and what was given")
    func missingVariable() throws {
        let model = try Self.templatedModel()
        let error = #expect(throws: ModelError.self) {
            try model.fetchRequest(fromTemplate: "peopleByPrefix", substitutionVariables: ["PREFIX": "a"])
        }
        #expect(
            error?.message
                == "fetch request template \"peopleByPrefix\": no value for $AGES; the variables given are $PREFIX"
        )
        let none = #expect(throws: ModelError.self) { try model.fetchRequest(fromTemplate: "carsOfOwner") }
        #expect(none?.message == "fetch request template \"carsOfOwner\": no value for $OWNER; no variables were given")
    }

    @Test("given a value that does not fit its key path, when substituted, then the template is refused in one line")
    func valueOfTheWrongType() throws {
        let model = try Self.templatedModel()
        let error = #expect(throws: ModelError.self) {
            try model.fetchRequest(
                fromTemplate: "peopleByPrefix",
                substitutionVariables: ["PREFIX": "a", "AGES": ["x", 2]]
            )
        }
        #expect(error?.message.hasPrefix("fetch request template \"peopleByPrefix\": ") == true)
        #expect(error?.message.contains("age is a number") == true, "\(error?.message ?? "")")
    }

    @Test("given a misspelt or unknown name, when a template is asked for, then the nearest name is suggested")
    func unknownTemplate() throws {
        let model = try Self.templatedModel()
        let near = #expect(throws: ModelError.self) { try model.fetchRequest(fromTemplate: "carsOfOwnr") }
        #expect(
            near?.message == "the model has no fetch request template \"carsOfOwnr\"; did you mean \"carsOfOwner\"?"
        )
        let far = #expect(throws: ModelError.self) { try model.fetchRequest(fromTemplate: "garages") }
        #expect(
            far?.message
                == "the model has no fetch request template \"garages\"; it has \"carsOfOwner\", \"peopleByPrefix\""
        )
        let empty = #expect(throws: ModelError.self) { try fleetModel.fetchRequest(fromTemplate: "any") }
        #expect(empty?.message == "the model has no fetch request template \"any\"; it has none")
    }

    @Test("given a template with an unknown key or a wrong type, when added, then it is refused and not kept")
    func checkedWhenAdded() throws {
        var model = fleetModel
        let cases: [(FetchRequest, String)] = [
            (
                FetchRequest(entityName: "Person", predicate: try ObjectPredicate(format: "nmae == $NAME")),
                "Person has no key \"nmae\"; did you mean \"name\"?"
            ),
            (
                FetchRequest(
                    entityName: "Person",
                    predicate: try ObjectPredicate(format: "age == 'old' OR name == $N")
                ),
                "age is a number; \"old\" is text"
            ),
            (
                FetchRequest(entityName: "Person", sortDescriptors: [FetchSortDescriptor("cars.plate")]),
                "cars.plate crosses a to-many relationship; it cannot be sorted or fetched by"
            ),
            (FetchRequest(entityName: "Persons"), "the model has no entity \"Persons\""),
            (
                FetchRequest(entityName: "Car", relationshipKeyPathsForPrefetching: ["owner.car"]),
                "Person has no relationship \"car\" to prefetch"
            ),
        ]
        for (request, reason) in cases {
            let error = #expect(throws: ModelError.self) { try model.setFetchRequestTemplate(request, forName: "bad") }
            #expect(error?.message == "fetch request template \"bad\": \(reason)")
        }
        #expect(model.fetchRequestTemplatesByName.isEmpty)
        #expect(model == fleetModel)
    }
}
