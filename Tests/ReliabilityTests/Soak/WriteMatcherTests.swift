import Testing

// MARK: - The soak's check, on histories made by hand

/// `WriteMatcher` on small histories whose answer is known: it must accept what concurrent
/// processes may do (undo over another's change, a change that saved nothing, two `generate`s
/// alike), and refuse a write nobody reported, a report nothing wrote, and a lost update.
@Suite("Soak: matching confirmations to the store's writes")
struct WriteMatcherTests {
    private let pikachu: Int64 = 25
    private let charizard: Int64 = 6

    @Test("a rename by another process, then an undo of the add: it deletes the pokemon under its new name")
    func undoOfAnAddRenamedElsewhere() throws {
        let history = History(initial: [:])
            .insert(1, "a", pikachu).update(1, "a", "b", race: pikachu).delete(1, "b", pikachu)
        let changes = [
            [added("a", pikachu), undone("add \"a\"")],
            [renamed("a", "b")],
        ]
        #expect(throws: Never.self) { try history.matcher(changes).match() }
    }

    @Test("an undo refused for good takes its entry off, when the entry below is the one undone next")
    func refusedUndoLeavesTheStack() {
        let refusal: Substring =
            "error: cannot undo rename \"B\" to \"C\": another process has changed the pokemon since"
        var refused = UndoStacks(errors: [refusal])
        var kept = UndoStacks()
        for entry in [
            UndoEntry(action: "add \"A\"", key: 1, effect: .delete),
            UndoEntry(action: "rename \"B\" to \"C\"", key: 2, effect: .rename("B")),
        ] {
            refused.record(entry)
            kept.record(entry)
        }
        #expect(refused.top(redoing: false, for: "add \"A\"")?.action == "add \"A\"")
        #expect(
            kept.top(redoing: false, for: "add \"A\"")?.action == "rename \"B\" to \"C\"",
            "no refusal, no entry off"
        )
    }

    @Test("a write no process confirmed is found")
    func unreportedWrite() {
        let history = History(initial: [:]).insert(1, "a", pikachu).update(1, "a", "c")
        #expect(throws: WriteMatcher.Failure.self) { try history.matcher([[added("a", pikachu)]]).match() }
    }

    @Test("a change confirmed but never written is found")
    func unwrittenReport() {
        let history = History(initial: [1: PokemonRow(name: "a", race: nil)])
        #expect(throws: WriteMatcher.Failure.self) { try history.matcher([[renamed("a", "b")]]).match() }
    }

    @Test("a lost update is found: two processes renamed the pokemon they both saw as \"a\"")
    func lostUpdate() {
        let history = History(initial: [1: PokemonRow(name: "a", race: nil)]).update(1, "a", "b").update(1, "b", "c")
        #expect(throws: WriteMatcher.Failure.self) {
            try history.matcher([[renamed("a", "b")], [renamed("a", "c")]]).match()
        }
    }

    @Test("undo puts back the name its rename replaced over another's rename; redo puts back what undo replaced")
    func undoAndRedoOverAnotherRename() throws {
        let base = History(initial: [1: PokemonRow(name: "a", race: nil)])
            .update(1, "a", "b").update(1, "b", "c").update(1, "c", "a")
        let changes = [
            [renamed("a", "b"), undone("rename \"a\" to \"b\""), redone("rename \"a\" to \"b\"")], [renamed("b", "c")],
        ]
        #expect(throws: Never.self) { try base.update(1, "a", "c").matcher(changes).match() }
        #expect(throws: WriteMatcher.Failure.self) { try base.update(1, "a", "b").matcher(changes).match() }
    }

    @Test("a race given to a pokemon that has it saves nothing, before the change that takes it away")
    func raceChangeThatSavedNothing() throws {
        let history = History(initial: [1: PokemonRow(name: "a", race: pikachu)]).race(1, "a", pikachu, charizard)
        #expect(throws: Never.self) {
            try history.matcher([[raceChanged("a", pikachu)], [raceChanged("a", charizard)]]).match()
        }
        // Its undo has nothing to take back: the next undo is of the change before it.
        #expect(throws: WriteMatcher.Failure.self) {
            try history.matcher([
                [raceChanged("a", pikachu), undone("change the race of \"a\"")], [raceChanged("a", charizard)],
            ])
            .match()
        }
        #expect(throws: WriteMatcher.Failure.self) {
            try History(initial: [1: PokemonRow(name: "a", race: charizard)]).matcher([[raceChanged("a", pikachu)]])
                .match()
        }
    }

    @Test("two generates alike: the one that fits the order is tried after the one that does not")
    func generatesAlike() throws {
        let history = History(initial: [:])
            .generate([1, 2]).insert(3, "x", nil).generate([4, 5])
        let changes = [[generated(2)], [generated(2), added("x", nil)]]
        #expect(throws: Never.self) { try history.matcher(changes).match() }
    }

    @Test("an import of no row saved nothing; the command a crash cut short may have saved once, unconfirmed")
    func changesWithoutTransactions() throws {
        let history = History(initial: [:]).insert(1, "a", nil).insert(2, "b", nil)
        let cut = change(.unfinished)
        #expect(throws: Never.self) {
            try history.matcher([[change(.imported([])), added("a", nil), cut], [cut]]).match()
        }
        #expect(throws: Never.self) { try history.matcher([[added("a", nil), cut], [added("b", nil)]]).match() }
        #expect(throws: WriteMatcher.Failure.self) {
            try history.insert(3, "c", nil).matcher([[added("a", nil), cut]]).match()
        }
    }

    // MARK: Building histories

    private struct History {
        let initial: [Int64: PokemonRow]
        var transactions: [AuditedTransaction] = []

        init(initial: [Int64: PokemonRow]) {
            self.initial = initial
        }

        private func adding(_ writes: [AuditedWrite]) -> History {
            var history = self
            history.transactions.append(AuditedTransaction(number: Int64(transactions.count + 1), writes: writes))
            return history
        }

        func insert(_ key: Int64, _ name: String, _ race: Int64?) -> History {
            adding([AuditedWrite(kind: .insert, key: key, before: nil, after: PokemonRow(name: name, race: race))])
        }

        func update(_ key: Int64, _ old: String, _ new: String, race: Int64? = nil) -> History {
            adding([
                AuditedWrite(
                    kind: .update,
                    key: key,
                    before: PokemonRow(name: old, race: race),
                    after: PokemonRow(name: new, race: race)
                )
            ])
        }

        func race(_ key: Int64, _ name: String, _ old: Int64?, _ new: Int64?) -> History {
            adding([
                AuditedWrite(
                    kind: .update,
                    key: key,
                    before: PokemonRow(name: name, race: old),
                    after: PokemonRow(name: name, race: new)
                )
            ])
        }

        func delete(_ key: Int64, _ name: String, _ race: Int64?) -> History {
            adding([AuditedWrite(kind: .delete, key: key, before: PokemonRow(name: name, race: race), after: nil)])
        }

        func generate(_ keys: [Int64]) -> History {
            adding(
                keys.map {
                    AuditedWrite(kind: .insert, key: $0, before: nil, after: PokemonRow(name: "Abra \($0)", race: 63))
                }
            )
        }

        func matcher(_ changes: [[ReportedChange]]) -> WriteMatcher {
            WriteMatcher(transactions: transactions, changes: changes, initial: initial)
        }
    }

    private func change(_ kind: ReportedChange.Kind, _ action: String? = nil) -> ReportedChange {
        ReportedChange(kind: kind, action: action, process: 1, outputLine: 1, command: "", text: "")
    }

    private func added(_ name: String, _ race: Int64?) -> ReportedChange {
        change(.added(PokemonRow(name: name, race: race)), "add \"\(name)\"")
    }

    private func renamed(_ old: String, _ new: String) -> ReportedChange {
        change(.renamed(from: old, to: new), "rename \"\(old)\" to \"\(new)\"")
    }

    private func raceChanged(_ name: String, _ race: Int64?) -> ReportedChange {
        change(.raceChanged(name: name, race: race), "change the race of \"\(name)\"")
    }

    private func undone(_ action: String) -> ReportedChange { change(.undone(action: action)) }

    private func redone(_ action: String) -> ReportedChange { change(.redone(action: action)) }

    private func generated(_ count: Int) -> ReportedChange { change(.generated(count)) }
}
