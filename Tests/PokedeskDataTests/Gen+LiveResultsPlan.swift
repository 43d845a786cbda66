import PokedeskDomain
import PropertyBased

// MARK: - Plans of live results rounds

/// Plans as the app's lists meet them: every sort and sections of the app, a filter sometimes,
/// saves here or arriving from another context or process, a few races and pokemons, unsaved
/// race edits in the controller's context, and one to three batches of inserts, deletes, renames,
/// race changes, and changes made and undone within one save.
extension LiveResultsPlan {
    static let generator = zip(
        Gen.pick(PokemonSort.allCases),
        Gen.pick(PokemonSections.allCases),
        Gen.int(in: 0...2).optional(valueRate: 0.25),
        origin,
        LiveResultsNames.race.array(of: 0...4),
        zip(LiveResultsNames.pokemon, race).map { Pokemon(name: $0, race: $1) }.array(of: 0...10),
        pendingEdit.array(of: 0...2),
        Gen.bool,
        batch.array(of: 1...3)
    )
    .map { sort, sections, filter, origin, races, pokemons, pending, loadsOrder, batches in
        LiveResultsPlan(
            sort: sort,
            sections: sections,
            filter: filter,
            origin: origin,
            races: races,
            pokemons: pokemons,
            pendingBeforeFetch: pending,
            loadsOrder: loadsOrder,
            batches: batches
        )
    }

    /// Most lists watch their own saves; some another context's, fewer another process's.
    private static let origin = Gen.frequency(
        (60, Gen.always(Origin.save)),
        (24, Gen.always(Origin.merge)),
        (16, Gen.always(Origin.externalProcess))
    )

    /// An object by number (taken modulo the objects there are), shrinking towards the first.
    private static let object = Gen.int(in: 0...63)

    /// A race by number, or no race one time in five.
    private static let race = object.optional(valueRate: 0.8)

    private static let code = Gen.int(in: 1...40)

    private static let pendingEdit = zip(
        object,
        Gen.frequency(
            (1, LiveResultsNames.race.map { PendingEdit.Change.rename($0) }),
            (1, code.map { PendingEdit.Change.recode($0) })
        ),
        Gen.bool
    )
    .map { PendingEdit(race: $0, change: $1, throughChild: $2) }

    private static let batch = zip(pendingEdit.array(of: 0...2), save.array(of: 1...2))
        .map { Batch(pending: $0, saves: $1) }

    /// A save of one to five changes, or one to three that each cancel out.
    private static let save = Gen.frequency((4, step.array(of: 1...5)), (1, cancellingStep.array(of: 1...3)))

    private static let step = Gen.frequency(
        (25, zip(LiveResultsNames.pokemon, race).map { Step.insertPokemon($0, race: $1) }),
        (15, object.map { Step.deletePokemon($0) }),
        (30, zip(object, LiveResultsNames.pokemon).map { Step.renamePokemon($0, to: $1) }),
        (15, zip(object, race).map { Step.changeRace($0, to: $1) }),
        (10, zip(object, LiveResultsNames.race).map { Step.renameRace($0, to: $1) }),
        (5, zip(object, code).map { Step.recodeRace($0, from: $1) }),
        (3, LiveResultsNames.race.map { Step.insertRace($0) }),
        (2, object.map { Step.deleteRace($0) }),
        (9, cancellingStep)
    )

    private static let cancellingStep = Gen.frequency(
        (1, zip(object, LiveResultsNames.pokemon).map { Step.renamePokemonAndBack($0, via: $1) }),
        (1, zip(object, race).map { Step.changeRaceAndBack($0, via: $1) }),
        (1, zip(object, LiveResultsNames.race).map { Step.renameRaceAndBack($0, via: $1) })
    )
}
