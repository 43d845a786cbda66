// Made by scripts/guide_examples.py from ManagedGraph.docc/MoreOfTheModel.md; do not edit: change the
// article's code or its `<!-- example … -->` notes, then run `make guide-examples`.
import Foundation
import LapTimer
import ManagedGraph
import Testing

@Test("More of the model: every example of the article runs")
func moreOfTheModelExamples() async throws {
    // MoreOfTheModel.md, line 29
    let citizens = ManagedObjectModel(
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
                    )
                ]
            ),
            EntityDescription(
                name: "Passport",
                attributes: [
                    AttributeDescription(name: "number", type: .string, isUnique: true)
                ],
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
    let citizenContext = ObjectContext(store: try PersistentStore(location: .inMemory, model: citizens))
    let ada = try citizenContext.insert(entityName: "Citizen")
    let bob = try citizenContext.insert(entityName: "Citizen")
    let passport = try citizenContext.insert(entityName: "Passport")

    // MoreOfTheModel.md, line 55
    try ada.setRelatedObject(passport, forKey: "passport")
    #expect((passport.relatedObject(forKey: "holder") === ada) == true)
    try bob.setRelatedObject(passport, forKey: "passport")
    #expect((ada.relatedObject(forKey: "passport")) == nil)

    // MoreOfTheModel.md, line 80
    _ = [
        RelationshipDescription(
            name: "players",
            destination: "Player",
            inverse: "team",
            isToMany: true,
            minCount: 2,
            maxCount: 3
        )
    ]

    do {
        // MoreOfTheModel.md, line 115
        let contactModel = ManagedObjectModel(
            version: 1,
            entities: [
                EntityDescription(
                    name: "Contact",
                    attributes: [
                        AttributeDescription(name: "name", type: .string),
                        .transient(
                            name: "isSelected",
                            type: .boolean,
                            isOptional: false,
                            defaultValue: .bool(false)
                        ),
                    ]
                )
            ]
        )
        let context = ObjectContext(store: try PersistentStore(location: .inMemory, model: contactModel))
        let contact = try context.insert(entityName: "Contact")
        try contact.setStoreValue(.string("Ada"), forAttribute: "name")
        try context.save()
        let contacts = try context.fetch(FetchRequest(entityName: "Contact"))

        // MoreOfTheModel.md, line 128
        try contact.setStoreValue(.bool(true), forAttribute: "isSelected")
        #expect((contact.hasChanges) == true)
        try context.save()  // writes nothing for it
        #expect((contact.storeValue(forAttribute: "isSelected")) == .bool(true))

        // MoreOfTheModel.md, line 155
        let selected = try ObjectPredicate(format: "isSelected == YES")
        let picked = try contacts.filter { try selected.evaluate(with: $0) }
        #expect(picked.count == 1)
    }

    do {
        // MoreOfTheModel.md, line 196
        let library = ManagedObjectModel(
            version: 1,
            entities: [
                EntityDescription(
                    name: "Shelf",
                    attributes: [
                        AttributeDescription(name: "name", type: .string),
                        .derived(
                            name: "bookCount",
                            type: .integer,
                            derivation: .keyPath("books.@count")
                        ),
                        .derived(
                            name: "searchName",
                            type: .string,
                            derivation: .canonical("name"),
                            isIndexed: true
                        ),
                    ],
                    relationships: [
                        RelationshipDescription(
                            name: "books",
                            destination: "Book",
                            inverse: "shelf",
                            isToMany: true
                        )
                    ]
                ),
                EntityDescription(
                    name: "Book",
                    attributes: [
                        AttributeDescription(name: "name", type: .string),
                        AttributeDescription(name: "pages", type: .integer),
                    ],
                    relationships: [
                        RelationshipDescription(name: "shelf", destination: "Shelf", inverse: "books", isToMany: false)
                    ]
                ),
            ]
        )
        let context = ObjectContext(store: try PersistentStore(location: .inMemory, model: library))
        let shelf = try context.insert(entityName: "Shelf")
        try shelf.setStoreValue(.string("Poetry"), forAttribute: "name")
        for (name, pages) in [("Odes", 120), ("Epics", 900)] {
            let book = try context.insert(entityName: "Book")
            try book.setStoreValue(.string(name), forAttribute: "name")
            try book.setStoreValue(.integer(Int64(pages)), forAttribute: "pages")
            try book.setRelatedObject(shelf, forKey: "shelf")
        }

        // MoreOfTheModel.md, line 228
        try context.save()
        #expect((shelf.storeValue(forAttribute: "bookCount")) == .integer(2))

        let busy = FetchRequest(
            entityName: "Shelf",
            predicate: try ObjectPredicate(format: "bookCount > 10"),
            sortDescriptors: [FetchSortDescriptor("bookCount", ascending: false)]
        )
        #expect(try context.fetch(busy).isEmpty)
    }

    do {
        // MoreOfTheModel.md, line 310
        let library = ManagedObjectModel(
            version: 1,
            entities: [
                EntityDescription(
                    name: "Shelf",
                    attributes: [AttributeDescription(name: "name", type: .string)],
                    relationships: [
                        RelationshipDescription(
                            name: "books",
                            destination: "Book",
                            inverse: "shelf",
                            isToMany: true
                        )
                    ],
                    fetchedProperties: [
                        FetchedPropertyDescription(
                            name: "thickBooks",
                            fetchRequest: FetchRequest(
                                entityName: "Book",
                                predicate: try ObjectPredicate(
                                    format: "shelf == $FETCH_SOURCE AND pages >= 300"
                                ),
                                sortDescriptors: [FetchSortDescriptor("name")]
                            )
                        )
                    ]
                ),
                EntityDescription(
                    name: "Book",
                    attributes: [
                        AttributeDescription(name: "name", type: .string),
                        AttributeDescription(name: "pages", type: .integer),
                    ],
                    relationships: [
                        RelationshipDescription(name: "shelf", destination: "Shelf", inverse: "books", isToMany: false)
                    ]
                ),
            ]
        )
        let context = ObjectContext(store: try PersistentStore(location: .inMemory, model: library))
        let shelf = try context.insert(entityName: "Shelf")
        try shelf.setStoreValue(.string("Poetry"), forAttribute: "name")
        for (name, pages) in [("Odes", 120), ("Epics", 900)] {
            let book = try context.insert(entityName: "Book")
            try book.setStoreValue(.string(name), forAttribute: "name")
            try book.setStoreValue(.integer(Int64(pages)), forAttribute: "pages")
            try book.setRelatedObject(shelf, forKey: "shelf")
        }
        try context.save()

        // MoreOfTheModel.md, line 341
        // fetched now, the first time
        let thick = try shelf.fetchedObjects(forKey: "thickBooks")
        // forgotten: the next read fetches
        try context.refresh(shelf, mergeChanges: false)
        #expect(thick.count == 1)
    }

    do {
        // MoreOfTheModel.md, line 370
        let (peopleModel, context) = try peopleAndCars()
        let entities = peopleModel.entities
        var model = ManagedObjectModel(version: 1, entities: entities)
        try model.setFetchRequestTemplate(
            FetchRequest(
                entityName: "Person",
                predicate: try ObjectPredicate(
                    format: "name BEGINSWITH[c] $PREFIX AND age BETWEEN $AGES"
                ),
                sortDescriptors: [FetchSortDescriptor("name")]
            ),
            forName: "peopleByPrefix"
        )

        let request = try model.fetchRequest(
            fromTemplate: "peopleByPrefix",
            substitutionVariables: ["PREFIX": "a", "AGES": [30, 40]]
        )
        let people = try context.fetch(request)
        #expect(people.map { $0.stringValue(forAttribute: "name") } == ["Ada"])

        // MoreOfTheModel.md, line 419
        _ = [
            EntityDescription(
                name: "Pet",
                attributes: [
                    AttributeDescription(name: "name", type: .string, isIndexed: true)
                ],
                relationships: [
                    RelationshipDescription(
                        name: "owner",
                        destination: "Person",
                        inverse: "pets",
                        isToMany: false
                    )
                ],
                indexes: [FetchIndexDescription(name: "byOwner", keys: ["owner", "name"])]
            )
        ]

        // MoreOfTheModel.md, line 454
        _ = [
            FetchIndexDescription(name: "byOwner", keys: ["owner", "name"], including: ["born"])
        ]
    }
}
