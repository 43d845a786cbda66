import Localization
import PokedeskDomain
import Testing

// MARK: - Names in two languages

@Suite("Data names: the English one and the Spanish one")
struct DataNameTests {
    let fire = PokemonType(id: TypeID(rawValue: 10), name: "Fire", spanishName: "Fuego")
    let normal = PokemonType(id: TypeID(rawValue: 1), name: "Normal")

    @Test("a screen shows the name of the language chosen")
    func shown() {
        #expect(fire.name == "Fire")
        #expect(Language.$current.withValue(.spanish) { fire.name } == "Fuego")
        #expect(Language.$current.withValue(.spanish) { normal.name } == "Normal")
        let race = Race(
            id: RaceID(rawValue: 772),
            code: 772,
            name: "Type: Null",
            spanishName: "Código Cero",
            imageFile: "772.png",
            types: [normal, fire]
        )
        #expect(Language.$current.withValue(.spanish) { race.name } == "Código Cero")
        #expect(Language.$current.withValue(.spanish) { race.typeNames } == "Normal, Fuego")
        #expect(race.typeNames == "Normal, Fire")
    }

    @Test("either name, in any case and without its accents, names it")
    func typed() throws {
        #expect(fire.names.isNamed("FUEGO") && fire.names.isNamed("fire") && !fire.names.isNamed("fuegos"))
        let electric = PokemonType(id: TypeID(rawValue: 4), name: "Electric", spanishName: "Eléctrico")
        #expect(electric.names.isNamed("electrico"))
        let types = [fire, normal, electric].map { TypeSummary(type: $0, raceCount: 1) }
        #expect(try TypeSummary.chosen("fuego", in: types) == fire)
        #expect(try TypeSummary.chosen("Fire", in: types) == fire)
        #expect(TypeSummary.isName("eléctrico", in: types))
        #expect(throws: PokedeskError.unknownType("agua")) { try TypeSummary.chosen("agua", in: types) }
    }

    @Test("Tab offers the names of the language shown first, then the other's where they differ")
    func typedNames() {
        let types = [fire, normal].map { TypeSummary(type: $0, raceCount: 1) }
        #expect(TypeSummary.typedNames(of: types) == ["Fire", "Fuego", "Normal"])
        #expect(
            Language.$current.withValue(.spanish) { TypeSummary.typedNames(of: types) } == ["Fuego", "Fire", "Normal"]
        )
    }
}
