import PokedeskDomain
import Testing

@testable import ArchTEA

// MARK: - The types' reducer: one action, the whole new state, every effect

@Suite("TEA: types reducer")
struct TypeListReducerTests {
    private let app = Fixture.app(.types(Fixture.typeList()))

    @Test("select N or TYPE: the races of that type open, for the types' purpose")
    func select() {
        let electric = RaceListRequest(
            title: "Electric",
            query: RaceQuery(type: Fixture.electric.id),
            purpose: .browsing
        )
        expectStep(from: app, .types(.select("1")), effects: [.openRaces(electric)])
        expectStep(
            from: app,
            .types(.select("FIRE")),
            effects: [
                .openRaces(RaceListRequest(title: "Fire", query: RaceQuery(type: Fixture.fire.id), purpose: .browsing))
            ]
        )
        expectStep(
            from: Fixture.app(.editor(Fixture.editor()), .types(Fixture.typeList(choosing: true))),
            .types(.select("1")),
            effects: [
                .openRaces(
                    RaceListRequest(
                        title: "Electric",
                        query: RaceQuery(type: Fixture.electric.id),
                        purpose: .choosing(current: Fixture.pikachu.id)
                    )
                )
            ]
        )
    }

    @Test("select a row or a type there is not: the error, without an effect")
    func selectRefused() {
        expectStep(from: app, .types(.select("9")), effects: [.write(.error("there is no row 9; the list has 2 rows"))])
        expectStep(from: app, .types(.select("water")), effects: [.write(.error("no type is called \"water\""))])
    }

    @Test("list: the types, written from the state")
    func list() {
        expectStep(from: app, .types(.list), effects: [.write(.types)])
    }

    @Test("refreshed after undo: the new types; a failure keeps them")
    func refreshed() {
        let fresh = [TypeSummary(type: Fixture.electric, raceCount: 3)]
        expectStep(from: app, .types(.refreshed(.success(fresh))), changes: { $0.types.types = fresh }, effects: [])
        expectStep(from: app, .types(.refreshed(.failure(.storeBusy))), effects: [])
    }
}
