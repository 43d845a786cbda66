import Foundation
import PokedeskDomain
import Testing

// MARK: - The lines of version 3: the editor's date and the upgrade's progress

@Suite("Wording: the date caught and the upgrade of an older pokedesk")
struct CaughtWordingTests {
    private let pikachu = Race(
        id: RaceID(rawValue: 1),
        code: 25,
        name: "Pikachu",
        imageFile: "025.png",
        types: [PokemonType(id: TypeID(rawValue: 1), name: "Electric")]
    )

    @Test("the editor ends with the date caught, to the minute, in UTC; a pokemon without one shows —")
    func editorLine() {
        let caught = Date(timeIntervalSince1970: 1_577_836_859)  // 2020-01-01 00:00:59 UTC
        let dated = Pokemon(id: PokemonID(rawValue: 1), name: "Pika", race: pikachu, caught: caught, version: 1)
        #expect(
            Wording.editorLines(dated) == [
                "Name   Pika", "Race   Pikachu", "Code   25", "Image  025.png", "Types  Electric",
                "Caught 2020-01-01 00:00 UTC",
            ]
        )
        let undated = Pokemon(id: PokemonID(rawValue: 2), name: "Zed", race: nil, version: 1)
        #expect(Wording.editorLines(undated).last == "Caught —")
    }

    @Test("a date is shown the same whatever the time of day, the year or the machine's time zone")
    func dates() {
        #expect(Wording.caughtDate(Date(timeIntervalSince1970: 0)) == "1970-01-01 00:00 UTC")
        #expect(Wording.caughtDate(Date(timeIntervalSince1970: 1_717_286_399)) == "2024-06-01 23:59 UTC")
        #expect(Wording.caughtDate(Date(timeIntervalSince1970: -86_400)) == "1969-12-31 00:00 UTC")
    }

    @Test("the upgrade's progress names the versions, then what is being copied and how far it is")
    func upgradeProgress() {
        func line(_ step: StoreUpgradeProgress.Step, _ done: Int, _ total: Int) -> String {
            Wording.upgradeProgress(
                StoreUpgradeProgress(fromVersion: 2, toVersion: 3, step: step, done: done, total: total)
            )
        }
        #expect(
            line(.pokemons, 0, 1_000_000) == "upgrading the pokedesk from version 2 to 3: 0 of 1000000 pokemons (0%)"
        )
        #expect(
            line(.pokemons, 300_000, 1_000_000)
                == "upgrading the pokedesk from version 2 to 3: 300000 of 1000000 pokemons (30%)"
        )
        #expect(line(.pokemons, 1, 1) == "upgrading the pokedesk from version 2 to 3: 1 of 1 pokemon (100%)")
        #expect(line(.pokemons, 0, 0) == "upgrading the pokedesk from version 2 to 3: 0 of 0 pokemons (100%)")
        #expect(line(.races, 898, 898) == "upgrading the pokedesk from version 2 to 3: 898 of 898 races (100%)")
        #expect(line(.types, 9, 18) == "upgrading the pokedesk from version 2 to 3: 9 of 18 types (50%)")
        #expect(
            line(.racesTypes, 1300, 1300)
                == "upgrading the pokedesk from version 2 to 3: the races' types, 1300 of 1300 (100%)"
        )
        #expect(line(.finishing, 0, 1) == "upgrading the pokedesk from version 2 to 3: putting the new tables in place")
        #expect(line(.preparing, 2, 5) == "preparing the pokedesk for long lists: 2 of 5 steps (40%)")
    }
}
