import PokedeskDomain
import PokedeskScreens
import SeededGenerator
import TerminalKit

@testable import ArchTEA

// MARK: - A long random session, the same for the same seed

/// Actions of every kind — commands of every screen, effects' results (successes and failures),
/// screens opening and appearing, live results changing — drawn with a seeded generator, so that
/// a session can be run again exactly. The actions do not have to make sense together: the
/// reducer must take any action in any state.
struct RandomSession {
    private var random: SplitMix64

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    mutating func actions(_ count: Int) -> [Action] {
        (0..<count).map { _ in action() }
    }

    private mutating func action() -> Action {
        switch pick(0..<9) {
        case 0, 1: return .pokemons(listAction())
        case 2: return .editor(editorAction())
        case 3: return .races(raceAction())
        case 4: return .types(typeAction())
        case 5: return .history(pick([.undo, .redo, .undone("add \"Pika\""), .redone("delete \"Abra\"")]))
        case 6: return .appeared(depth: pick(0..<4), pick([.initial, .pushed, .revealed]))
        case 7: return .opened(opening())
        default: return otherAction()
        }
    }

    private mutating func listAction() -> PokemonListAction {
        switch pick(0..<20) {
        case 0: return .list
        case 1: return .turnPage(pageTurn())
        case 2: return .add(name: name(), race: pick([nil, "25", "raichu"]))
        case 3: return .rename(row: row(), to: name())
        case 4: return .changeRace(row: row(), to: "raichu")
        case 5: return .delete(row: row())
        case 6: return .edit(pick([.row(row()), .named(name())]))
        case 7: return .find(pick([nil, "name BEGINSWITH \"P\""]), column: 6)
        case 8: return .group(pick(PokemonSections.allCases))
        case 9: return .sort(pick(PokemonSort.allCases))
        case 10: return .browseTypes
        case 11: return .transfer(pick([.importPokemons(from: "in.csv"), .generatePokemons(count: 30)]))
        case 12: return .queryApplied(PokemonQuery(sort: pick(PokemonSort.allCases)), opened())
        case 13:
            return .pageFetched(Fixture.rows(pick([[], [Fixture.abra], [Fixture.abra, Fixture.pika]]), from: row()))
        case 14: return .added(pokemon())
        case 15:
            return .rowChanged(
                pick([.renamed(from: "Pika", to: pokemon()), .raceChanged(pokemon()), .deleted(pokemon())])
            )
        case 16:
            return .rowRefused(
                StaleRow(error: pick([.conflict(name: "Pika"), .listReloaded]), flatNow: pick([nil, row()]))
            )
        case 17: return .transferProgressed(TransferProgress(done: row(), total: 60, rowsPerSecond: 10, secondsLeft: 1))
        case 18:
            return .transferEnded(
                pick([.success(.generated(GenerateReport(generated: 30, wasCancelled: false))), .failure(.diskFull)])
            )
        default: return .find("race.code < 100", column: 6)
        }
    }

    private mutating func editorAction() -> PokemonEditorAction {
        let fetched: Result<Pokemon?, PokedeskError> = pick([.success(pokemon()), .success(nil), .failure(.storeBusy)])
        let saved: Result<Pokemon, PokedeskError> = pick([
            .success(pokemon()), .failure(.conflict(name: "Pika")), .failure(.pokemonGone(name: "Pika")),
            .failure(.invalidName(.empty)),
        ])
        return pick([
            .rename(name()), .setRace("raichu"), .pickRace, .pickRaceByType, .delete, .show, .chosen(Fixture.raichu),
            .fetched(
                fetched,
                for: pick([.showing, .pickingRace, .pickingRaceByType, .refusal(showing: true), .revert])
            ),
            .saved(pick([.rename(to: name()), .setRace("raichu"), .chosenRace(Fixture.raichu), .delete]), saved),
        ])
    }

    private mutating func raceAction() -> RaceListAction {
        let summary = RaceSummary(race: pick([Fixture.pikachu, Fixture.raichu]), pokemonCount: row())
        return pick([
            .select(row: row()), .list, .turnPage(pageTurn()), .find(pick([nil, "pika"])),
            .queryApplied(RaceQuery(nameContains: "pika"), opened()),
            .pageFetched([RaceRow(number: row(), summary: summary)]),
            .selected(pick([Fixture.pikachu, Fixture.raichu])),
        ])
    }

    private mutating func typeAction() -> TypeListAction {
        pick([
            .select(pick(["1", "2", "fire", "water", "9"])), .list, .refreshed(.success(Fixture.types)),
            .refreshed(.failure(.storeBusy)),
        ])
    }

    private mutating func opening() -> Opening {
        let purpose: RaceListPurpose = pick([.browsing, .choosing(current: Fixture.pikachu.id)])
        return pick([
            .editor(pokemon()),
            .types(Fixture.types, purpose),
            .races(RaceListRequest(title: "race", query: RaceQuery(), purpose: purpose), opened()),
        ])
    }

    private mutating func otherAction() -> Action {
        return pick([
            .resultsChanged(
                subscription(),
                ResultsChangeReport(changes: pick([[], [.inserted(row: 1)]]), count: row())
            ),
            .failed(pick([.storeBusy, .unknownRace("x"), .nothingToUndo])),
        ])
    }

    // MARK: Values

    private mutating func opened() -> ResultsOpened {
        ResultsOpened(results: subscription(), count: pick(0..<100), currentAt: pick([nil, row()]))
    }

    private mutating func subscription() -> SubscriptionID { SubscriptionID(rawValue: pick(1..<6)) }
    private mutating func row() -> Int { pick(0..<60) }
    private mutating func name() -> String { pick(["Pika", "Abra", "", "Bolt"]) }
    private mutating func pageTurn() -> PageTurn { pick([.next, .previous, .to(pick(0..<5))]) }

    private mutating func pokemon() -> Pokemon {
        Pokemon(
            id: PokemonID(rawValue: Int64(pick(1..<4))),
            name: name(),
            race: pick([nil, Fixture.pikachu]),
            version: row()
        )
    }

    private mutating func pick<T>(_ choices: [T]) -> T {
        choices[Int(random.next() % UInt64(choices.count))]
    }

    private mutating func pick(_ range: Range<Int>) -> Int {
        range.lowerBound + Int(random.next() % UInt64(range.count))
    }
}
