public import Foundation
public import ManagedGraph

// MARK: - From version 2 to version 3: a date for every pokemon, Spanish names for the rest

extension PokedeskModel {
    /// The mapping models of the steps lightweight migration cannot make: v2 to v3.
    public static let mappings = [mappingFromV2()]

    /// Version 2 to version 3: each pokemon gets the date it was caught from the order the
    /// pokemons were created in (`caughtDate(creationIndex:)`), since a v2 store never recorded
    /// one. A heavy migration, because no SQL default can give each row its own date: in batches
    /// of `batchSize` pokemons, each batch a transaction, resumed where it stopped if the process
    /// dies, the new tables swapped in at the end (the DocC article "Migrating a store"). Races
    /// and types get their Spanish names from the bundled catalogue, by code and by name; one the
    /// catalogue does not know keeps its name in Spanish too.
    public static func mappingFromV2(batchSize: Int = 10_000) -> MappingModel {
        MappingModel(
            from: v2,
            to: v3,
            entities: [
                EntityMapping(
                    "Pokemon",
                    attributes: [
                        .position("caught", in: .creation) { position in
                            .date(caughtDate(creationIndex: position.index))
                        }
                    ]
                ),
                EntityMapping(
                    "Race",
                    attributes: [
                        .computed("spanishName") { race in
                            let name = try race.storeValue(forAttribute: "name").stringValue ?? ""
                            let code = try race.storeValue(forAttribute: "code").integerValue.map(Int.init)
                            return .string(SpanishNames.bundled.race(code: code, name: name))
                        }
                    ]
                ),
                EntityMapping(
                    "Type",
                    attributes: [
                        .computed("spanishName") { type in
                            let name = try type.storeValue(forAttribute: "name").stringValue ?? ""
                            return .string(SpanishNames.bundled.type(named: name))
                        }
                    ]
                ),
            ],
            batchSize: batchSize
        )
    }

    /// When the first pokemon of a store without dates was caught: 1 January 2020, midnight UTC.
    public static let firstCaught = Date(timeIntervalSince1970: 1_577_836_800)

    /// The date of a pokemon that no one dated: the `index`th made (from 0) was caught
    /// `index` minutes after `firstCaught`. The migration from v2 dates the pokemons of a store
    /// this way by their creation order; `generate` and an import without dates continue the
    /// count from the number of pokemons already there, so they fall in line after them.
    public static func caughtDate(creationIndex index: Int) -> Date {
        firstCaught.addingTimeInterval(Double(index) * 60)
    }
}
