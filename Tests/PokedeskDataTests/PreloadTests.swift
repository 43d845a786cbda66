import Foundation
import Testing

@testable import ManagedGraph
@testable import PokedeskData

// MARK: - Preloaded races and types

@Suite("Preload")
struct PreloadTests {
    private func race(_ code: Int, in context: ObjectContext) throws -> ManagedRace? {
        try context.fetch(
            FetchRequest(
                entityName: "Race",
                predicate: .comparison(.init(.keyPath(ModelKeyPath("code")), .equal, .value(.integer(Int64(code)))))
            )
        )
        .first as? ManagedRace
    }

    @Test("an empty store gets 898 races and 18 types")
    func counts() throws {
        let context = try makePokedesk().viewContext
        #expect(try context.count(for: FetchRequest(entityName: "Race")) == 898)
        #expect(try context.count(for: FetchRequest(entityName: "Type")) == 18)
        #expect(!context.hasChanges)
        #expect(context.undoManager?.canUndo == false, "loading the catalogue cannot be undone")
    }

    @Test("facts: 25 Pikachu is electric, 6 Charizard is fire then flying, image files follow the code")
    func facts() throws {
        let context = try makePokedesk().viewContext
        let pikachu = try #require(try race(25, in: context))
        #expect(pikachu.name == "Pikachu")
        #expect(pikachu.types.map(\.name) == ["Electric"])
        #expect(pikachu.imageFile == "025.png")
        let charizard = try #require(try race(6, in: context))
        #expect(charizard.types.map(\.name) == ["Fire", "Flying"])
        let typeNull = try #require(try race(772, in: context))
        #expect(typeNull.name == "Type: Null")
    }

    @Test("669 Flabébé is found by a case- and diacritic-insensitive equality with \"flabebe\"")
    func flabebe() throws {
        let context = try makePokedesk().viewContext
        let predicate = ObjectPredicate.comparison(
            .init(
                .keyPath(ModelKeyPath("name")),
                .equal,
                .value(.string("flabebe")),
                options: [.caseInsensitive, .diacriticInsensitive]
            )
        )
        let found = try context.fetch(FetchRequest(entityName: "Race", predicate: predicate)).compactMap {
            $0 as? ManagedRace
        }
        #expect(found.map(\.code) == [669])
        #expect(found.first?.name == "Flabébé")
    }

    @Test("loading twice adds nothing")
    func idempotent() throws {
        let context = try makePokedesk().viewContext
        let again = try PokedeskPreload.loadIfNeeded(into: context)
        #expect(again.races == 0 && again.types == 0)
        #expect(try context.count(for: FetchRequest(entityName: "Race")) == 898)
    }

    @Test("the bundled plist holds exactly as many types and races as start-up assumes")
    func bundledSize() throws {
        let catalogue = try PokedeskPreload.catalogue(from: try PokedeskPreload.bundledData())
        #expect(CatalogueSize(types: catalogue.typeNames.count, races: catalogue.races.count) == .bundled)
    }

    @Test("given a saved store that lost a race and a type, when loaded again, then both come back")
    func missingRowsReturn() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("store.sqlite")
        do {
            let context = try PokedeskContainer(location: .file(path)).viewContext
            let race = try #require(try race(25, in: context))
            try context.delete(race)
            let types = try context.fetch(FetchRequest(entityName: "Type")).compactMap { $0 as? ManagedType }
            try context.delete(try #require(types.first { $0.name == "Electric" }))
            try context.save()
            #expect(try PokedeskPreload.storedSize(in: context) == CatalogueSize(types: 17, races: 897))
        }
        let context = try PokedeskContainer(location: .file(path)).viewContext
        #expect(try PokedeskPreload.storedSize(in: context) == .bundled)
        #expect(try race(25, in: context)?.types.map(\.name) == ["Electric"])
    }

    @Test("given unsaved changes, when the store's size is counted, then the changes count too")
    func sizeSeesPendingChanges() throws {
        let context = try makePokedesk().viewContext
        let type = try context.insert(ManagedType.self)
        type.name = "Sound"
        #expect(try PokedeskPreload.storedSize(in: context) == CatalogueSize(types: 19, races: 898))
    }

    @Test("the course's plain format, without slot order, still loads with types by name")
    func plainCourseFormat() throws {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>nombres</key><dict><key>6</key><string>Charizard</string></dict>
            <key>iconos</key><dict><key>6</key><string>charizard.png</string></dict>
            <key>tipos</key><dict><key>Flying</key><array><integer>6</integer></array>
            <key>Fire</key><array><integer>6</integer></array></dict>
            </dict></plist>
            """
        let catalogue = try PokedeskPreload.catalogue(from: Data(plist.utf8))
        #expect(catalogue.races.count == 1)
        #expect(catalogue.races[0].types == ["Fire", "Flying"])
        #expect(catalogue.races[0].imageFile == "charizard.png")
    }
}
