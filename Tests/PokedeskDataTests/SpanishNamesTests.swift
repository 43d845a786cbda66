import Foundation
import Localization
import PokedeskDomain
import Testing

@testable import ManagedGraph
@testable import PokedeskData

// MARK: - Races and types in two languages, in the store

@Suite("Spanish names in the store")
struct SpanishNamesTests {
    private let pokedesk: PokedeskContainer

    init() throws {
        pokedesk = try makePokedesk()
    }

    private func spanish<T>(_ body: () throws -> T) rethrows -> T {
        try Language.$current.withValue(.spanish, operation: body)
    }

    @Test("the preload gives every race and type its Spanish name; most races keep theirs")
    func preloaded() throws {
        let races = ContextRaceRepository(context: pokedesk.viewContext)
        let null = try races.race(matching: "772")
        #expect(null.names == DataName("Type: Null", spanish: "Código Cero"))
        #expect(try races.race(matching: "25").names == DataName("Pikachu"))
        let types = try ContextTypeRepository(context: pokedesk.viewContext).allTypes()
        #expect(types.count == 18)
        #expect(types.first { $0.type.names.english == "Fire" }?.type.names.spanish == "Fuego")
        #expect(types.first { $0.type.names.english == "Normal" }?.type.names.spanish == "Normal")
        #expect(try races.allDataNames().filter { $0.english != $0.spanish }.map(\.english) == ["Type: Null"])
    }

    @Test("a race is found by either name, in either language, as add, race and find on Races take it")
    func eitherName() throws {
        let races = ContextRaceRepository(context: pokedesk.viewContext)
        for text in ["Código Cero", "codigo cero", "TYPE: NULL", "772"] {
            #expect(try races.race(matching: text).code == 772)
            #expect(try spanish { try races.race(matching: text) }.code == 772)
        }
        for text in ["cero", "null"] {
            let found = try races.liveResults(for: RaceQuery(nameContains: text))
            #expect(found.count == 1)
            #expect(try found.element(at: 0).race.code == 772)
        }
        #expect(throws: PokedeskError.unknownRace("fuego")) { try races.race(matching: "fuego") }
    }

    @Test("in Spanish, types and races are listed by their Spanish names; in English by theirs")
    func orders() throws {
        let types = ContextTypeRepository(context: pokedesk.viewContext)
        #expect(try types.allTypes().prefix(3).map(\.type.name) == ["Bug", "Dark", "Dragon"])
        #expect(try spanish { try types.allTypes().prefix(3).map(\.type.name) } == ["Acero", "Agua", "Bicho"])
        let races = ContextRaceRepository(context: pokedesk.viewContext)
        let english = try races.liveResults(for: RaceQuery())
        let inSpanish = try spanish { try races.liveResults(for: RaceQuery()) }
        let position = { (results: any LiveResults<RaceSummary>) in
            try results.elements(in: 0..<results.count).firstIndex { $0.race.code == 772 }
        }
        #expect(try #require(try position(english)) > 800)
        #expect(try #require(try position(inSpanish)) < 200)
    }

    @Test("pokemons sorted and grouped by race go by the name shown")
    func pokemonsByRace() throws {
        let pokemons = ContextPokemonRepository(context: pokedesk.viewContext)
        let null = try ContextRaceRepository(context: pokedesk.viewContext).race(matching: "772")
        let pikachu = try ContextRaceRepository(context: pokedesk.viewContext).race(matching: "25")
        _ = try pokemons.add(name: "Cero", race: null.id)
        _ = try pokemons.add(name: "Chispa", race: pikachu.id)
        let query = PokemonQuery(sort: .race, sections: .race)
        let english = try pokemons.liveResults(for: query)
        #expect(english.sections.map(\.name) == ["Pikachu", "Type: Null"])
        let inSpanish = try spanish { try pokemons.liveResults(for: query) }
        #expect(inSpanish.sections.map(\.name) == ["Código Cero", "Pikachu"])
    }

    @Test("generate names pokemons after their race as the screens show it")
    func generated() throws {
        let transfers = ContextPokemonTransfers(viewContext: pokedesk.viewContext)
        _ = try spanish {
            try transfers.generatePokemons(count: 900, progress: { _ in }, isCancelled: { false })
        }
        let names = try pokedesk.viewContext.fetch(FetchRequest(entityName: "Pokemon")).compactMap {
            ($0 as? ManagedPokemon)?.name
        }
        #expect(names.contains { $0.hasPrefix("Código Cero ") })
        #expect(!names.contains { $0.hasPrefix("Type: Null") })
    }

    @Test("an import reads races by either name, whatever the language")
    func imported() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("es.csv")
        try "name,race\nA,Código Cero\nB,type: null\nC,Pikachu\n".write(toFile: path, atomically: true, encoding: .utf8)
        let report = try ContextPokemonTransfers(viewContext: pokedesk.viewContext)
            .importPokemons(from: path, progress: { _ in }, isCancelled: { false })
        #expect(report == ImportReport(imported: 3, skipped: [], wasCancelled: false))
    }

    @Test("a version 2 store migrated to 3 gets the Spanish names from the bundled catalogue")
    func migrated() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("v2.sqlite")
        let old = ObjectContext(store: try PersistentStore(location: .file(path), model: PokedeskModel.v2))
        try PokedeskPreload.loadIfNeeded(into: old)
        let container = try PokedeskContainer(location: .file(path))
        #expect(container.store.outcome == .migrated(from: 2))
        let races = ContextRaceRepository(context: container.viewContext)
        #expect(try races.race(matching: "Código Cero").code == 772)
        let types = try ContextTypeRepository(context: container.viewContext).allTypes()
        #expect(Set(types.map(\.type.names.spanish)).isSuperset(of: ["Fuego", "Agua", "Psíquico", "Normal"]))
    }
}
