import PokedeskDomain
import Testing

@testable import ArchTEA

// MARK: - The editor's reducer: one action, the whole new state, every effect

@Suite("TEA: editor reducer")
struct PokemonEditorReducerTests {
    private let app = Fixture.app(.editor(Fixture.editor()))
    private let pika = Fixture.pika
    /// Pika as another process left it.
    private let zed = Pokemon(id: Fixture.pika.id, name: "Zed", race: Fixture.raichu, version: 2)

    // MARK: Commands

    @Test("name, race RACE, delete: saved against the pokemon as the editor showed it")
    func changes() {
        expectStep(from: app, .editor(.rename("Bolt")), effects: [.save(pika, .rename(to: "Bolt"))])
        expectStep(from: app, .editor(.setRace("raichu")), effects: [.save(pika, .setRace("raichu"))])
        expectStep(from: app, .editor(.delete), effects: [.save(pika, .delete)])
    }

    @Test("show, race, types: the pokemon is read as stored now first")
    func reads() {
        expectStep(from: app, .editor(.show), effects: [.fetchPokemon(pika.id, for: .showing)])
        expectStep(from: app, .editor(.pickRace), effects: [.fetchPokemon(pika.id, for: .pickingRace)])
        expectStep(from: app, .editor(.pickRaceByType), effects: [.fetchPokemon(pika.id, for: .pickingRaceByType)])
    }

    @Test("a race chosen on the races screen: saved")
    func chosen() {
        expectStep(
            from: app,
            .editor(.chosen(Fixture.raichu)),
            effects: [.save(pika, .chosenRace(Fixture.raichu))]
        )
    }

    // MARK: Read again

    @Test("fetched to show: the pokemon as it is now, written")
    func fetchedToShow() {
        expectStep(
            from: app,
            .editor(.fetched(.success(zed), for: .showing)),
            changes: { $0.editor.pokemon = zed },
            effects: [.write(.pokemon)]
        )
    }

    @Test("fetched to pick a race: the races open, to mark the race it has now")
    func fetchedToPick() {
        expectStep(
            from: app,
            .editor(.fetched(.success(zed), for: .pickingRace)),
            changes: { $0.editor.pokemon = zed },
            effects: [
                .openRaces(
                    RaceListRequest(title: "race", query: RaceQuery(), purpose: .choosing(current: Fixture.raichu.id))
                )
            ]
        )
        expectStep(
            from: app,
            .editor(.fetched(.success(zed), for: .pickingRaceByType)),
            changes: { $0.editor.pokemon = zed },
            effects: [.openTypes(.choosing(current: Fixture.raichu.id))]
        )
    }

    @Test("fetched, but gone: the error, and back to the list")
    func fetchedGone() {
        for reason in [EditorFetch.showing, .pickingRace, .pickingRaceByType] {
            expectStep(
                from: app,
                .editor(.fetched(.success(nil), for: reason)),
                changes: { $0.stack.removeLast() },
                effects: [.write(.error("\"Pika\" no longer exists"))]
            )
        }
    }

    @Test("fetched, but the store failed: the error, the editor as it was")
    func fetchedFailed() {
        expectStep(
            from: app,
            .editor(.fetched(.failure(.storeBusy), for: .showing)),
            effects: [.write(.error(PokedeskError.storeBusy.description))]
        )
    }

    @Test("fetched after a refusal: the current state, written unless the editor is about to be revealed")
    func fetchedAfterRefusal() {
        expectStep(
            from: app,
            .editor(.fetched(.success(zed), for: .refusal(showing: true))),
            changes: { $0.editor.pokemon = zed },
            effects: [.write(.pokemon)]
        )
        expectStep(
            from: app,
            .editor(.fetched(.success(zed), for: .refusal(showing: false))),
            changes: { $0.editor.pokemon = zed },
            effects: []
        )
        expectStep(
            from: app,
            .editor(.fetched(.failure(.storeBusy), for: .refusal(showing: true))),
            effects: [.write(.pokemon)]
        )
    }

    @Test("fetched after undo: written; gone (its addition undone), back to the list without a word")
    func fetchedAfterRevert() {
        expectStep(
            from: app,
            .editor(.fetched(.success(zed), for: .revert)),
            changes: { $0.editor.pokemon = zed },
            effects: [.write(.pokemon)]
        )
        expectStep(
            from: app,
            .editor(.fetched(.success(nil), for: .revert)),
            changes: { $0.stack.removeLast() },
            effects: []
        )
    }

    // MARK: Saved

    @Test("renamed: the confirmation, then the fields, with the new name")
    func renamed() {
        let bolt = Pokemon(id: pika.id, name: "Bolt", race: Fixture.pikachu, version: 2)
        expectStep(
            from: app,
            .editor(.saved(.rename(to: "Bolt"), .success(bolt))),
            changes: { $0.editor.pokemon = bolt },
            effects: [.write(.message(["renamed \"Pika\" to \"Bolt\""])), .write(.pokemon)]
        )
    }

    @Test("race set: the confirmation, then the fields; chosen on the races screen: the confirmation only")
    func raceSaved() {
        let raichu = Pokemon(id: pika.id, name: "Pika", race: Fixture.raichu, version: 2)
        expectStep(
            from: app,
            .editor(.saved(.setRace("raichu"), .success(raichu))),
            changes: { $0.editor.pokemon = raichu },
            effects: [.write(.message(["\"Pika\" is now Raichu (#26)"])), .write(.pokemon)]
        )
        expectStep(
            from: app,
            .editor(.saved(.chosenRace(Fixture.raichu), .success(raichu))),
            changes: { $0.editor.pokemon = raichu },
            effects: [.write(.message(["\"Pika\" is now Raichu (#26)"]))]
        )
    }

    @Test("deleted: the confirmation, and back to the list")
    func deleted() {
        expectStep(
            from: app,
            .editor(.saved(.delete, .success(pika))),
            changes: { $0.stack.removeLast() },
            effects: [.write(.message(["deleted \"Pika\""]))]
        )
    }

    @Test("a conflict: the error, then the pokemon read again to show its current state (B-43)")
    func conflict() {
        let conflict = PokedeskError.conflict(name: "Pika")
        expectStep(
            from: app,
            .editor(.saved(.rename(to: "Bolt"), .failure(conflict))),
            effects: [.write(.error(conflict.description)), .fetchPokemon(pika.id, for: .refusal(showing: true))]
        )
        expectStep(
            from: app,
            .editor(.saved(.chosenRace(Fixture.raichu), .failure(conflict))),
            effects: [.write(.error(conflict.description)), .fetchPokemon(pika.id, for: .refusal(showing: false))]
        )
    }

    @Test("gone when saved: the error, and back to the list")
    func goneWhenSaved() {
        expectStep(
            from: app,
            .editor(.saved(.delete, .failure(.pokemonGone(name: "Pika")))),
            changes: { $0.stack.removeLast() },
            effects: [.write(.error("\"Pika\" no longer exists"))]
        )
    }

    @Test("another refusal, a name or a race: the error, the editor as it was")
    func refused() {
        expectStep(
            from: app,
            .editor(.saved(.rename(to: ""), .failure(.invalidName(.empty)))),
            effects: [.write(.error("a name cannot be empty"))]
        )
        expectStep(
            from: app,
            .editor(.saved(.setRace("x"), .failure(.unknownRace("x")))),
            effects: [.write(.error("no race has the code or name \"x\""))]
        )
    }
}
