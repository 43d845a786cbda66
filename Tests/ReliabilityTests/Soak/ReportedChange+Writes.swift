// MARK: - Which writes a confirmation stands for

extension ReportedChange {
    /// The process's stacks after this change, when `transaction` is what it wrote; nil when
    /// it cannot be. A user's change is one row: the confirmed name and race before and after;
    /// undo and redo, the top entry of their stack put back on the same key.
    func stacks(
        writing transaction: AuditedTransaction,
        over store: ReplayedStore,
        from stacks: UndoStacks
    ) -> UndoStacks? {
        let writes = transaction.writes
        var stacks = stacks
        switch kind {
        case .unfinished:
            return stacks
        case .imported(let rows):
            guard writes.allSatisfy({ isNewPokemon($0, in: store) }),
                writes.compactMap(\.after).sorted(by: Self.order) == rows.sorted(by: Self.order)
            else { return nil }
            return stacks
        case .generated(let count):
            guard writes.count == count,
                writes.allSatisfy({ isNewPokemon($0, in: store) && $0.after?.race != nil }),
                !writes.contains(where: { ScriptedName.isScripted($0.after?.name ?? "") })
            else { return nil }
            return stacks
        case .undone(let action), .redone(let action):
            let redoing = if case .redone = kind { true } else { false }
            guard writes.count == 1, let entry = stacks.top(redoing: redoing, for: action), entry.action == action,
                let inverse = Self.inverse(of: entry, writtenAs: writes[0], over: store)
            else { return nil }
            stacks.revert(redoing: redoing, inverse: inverse)
            return stacks
        default:
            guard writes.count == 1, let entry = userEntry(writtenAs: writes[0], over: store) else { return nil }
            stacks.record(entry)
            return stacks
        }
    }

    /// The process's stacks after this change, when it can be one that saved nothing — a race
    /// given to a pokemon that has it, an undo of a name it has again, an import of no row — and
    /// so has no transaction; nil when it must have written.
    func stacksWithoutWriting(over store: ReplayedStore, from stacks: UndoStacks) -> UndoStacks? {
        var stacks = stacks
        switch kind {
        case .unfinished:
            return stacks
        case .imported(let rows):
            return rows.isEmpty ? stacks : nil
        case .raceChanged(let name, let race):
            let unchanged = store.keys(named: name).contains { store.rows[$0]?.race == race }
            return unchanged ? stacks : nil
        case .undone(let action), .redone(let action):
            let redoing = if case .redone = kind { true } else { false }
            guard let entry = stacks.top(redoing: redoing, for: action), entry.action == action,
                let row = store.rows[entry.key]
            else { return nil }
            switch entry.effect {
            case .rename(let name) where row.name == name: break
            case .setRace(let race) where row.race == race: break
            default: return nil
            }
            stacks.revert(redoing: redoing, inverse: nil)
            return stacks
        default:
            return nil
        }
    }

    /// What undoes a change of the user's own that `write` stands for.
    private func userEntry(writtenAs write: AuditedWrite, over store: ReplayedStore) -> UndoEntry? {
        guard let action, write.kind == .insert || store.rows[write.key] == write.before else { return nil }
        switch (kind, write.kind) {
        case (.added(let row), .insert) where write.after == row && isNewPokemon(write, in: store):
            return UndoEntry(action: action, key: write.key, effect: .delete)
        case (.renamed(let old, let new), .update)
        where write.before?.name == old && write.after?.name == new && write.before?.race == write.after?.race:
            return UndoEntry(action: action, key: write.key, effect: .rename(old))
        case (.raceChanged(let name, let race), .update)
        where write.before?.name == name && write.after == PokemonRow(name: name, race: race):
            return UndoEntry(action: action, key: write.key, effect: .setRace(write.before?.race))
        case (.deleted(let name), .delete) where write.before?.name == name:
            return UndoEntry(action: action, key: write.key, effect: .insert(write.before!))
        default:
            return nil
        }
    }

    /// What redoes (or undoes again) `entry` once `write` has put it back; nil when `write` is
    /// not that.
    private static func inverse(
        of entry: UndoEntry,
        writtenAs write: AuditedWrite,
        over store: ReplayedStore
    )
        -> UndoEntry?
    {
        guard write.key == entry.key, store.rows[write.key] == write.before else { return nil }
        let effect: UndoEntry.Effect
        switch (entry.effect, write.kind) {
        case (.insert(let row), .insert) where write.after == row:
            effect = .delete
        case (.delete, .delete):
            effect = .insert(write.before!)
        case (.rename(let name), .update) where write.after?.name == name && write.before?.race == write.after?.race:
            effect = .rename(write.before!.name)
        case (.setRace(let race), .update) where write.after?.race == race && write.before?.name == write.after?.name:
            effect = .setRace(write.before!.race)
        default:
            return nil
        }
        return UndoEntry(action: entry.action, key: entry.key, effect: effect)
    }

    /// An insert of a pokemon made now: under a key no pokemon ever had.
    private func isNewPokemon(_ write: AuditedWrite, in store: ReplayedStore) -> Bool {
        write.kind == .insert && write.key > store.ceiling
    }

    private static func order(_ left: PokemonRow, _ right: PokemonRow) -> Bool {
        (left.name, left.race ?? -1) < (right.name, right.race ?? -1)
    }
}
