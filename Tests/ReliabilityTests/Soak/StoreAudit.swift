import GRDB

// MARK: - Every write to the pokemons, as SQLite saw it

/// A pokemon's row as the check compares it: its name and its race's key (nil without one).
struct PokemonRow: Hashable, CustomStringConvertible {
    var name: String
    var race: Int64?

    var description: String { "\(name.debugDescription) of race \(race.map(String.init) ?? "none")" }
}

/// One row written: a pokemon inserted, renamed or given another race, or deleted.
struct AuditedWrite: Hashable, CustomStringConvertible {
    enum Kind: String {
        case insert, update, delete
    }

    let kind: Kind
    let key: Int64
    let before: PokemonRow?
    let after: PokemonRow?

    var description: String {
        switch kind {
        case .insert: return "insert #\(key) \(after!)"
        case .update: return "update #\(key) \(before!) → \(after!)"
        case .delete: return "delete #\(key) \(before!)"
        }
    }
}

/// The rows one committed transaction wrote, in the order it wrote them.
struct AuditedTransaction: CustomStringConvertible {
    let number: Int64
    let writes: [AuditedWrite]

    var description: String {
        "transaction \(number): " + writes.prefix(3).map(\.description).joined(separator: "; ")
            + (writes.count > 3 ? "; and \(writes.count - 3) more" : "")
    }
}

/// SQLite triggers the test adds to a store before the processes start, which the engine knows
/// nothing of: every insert, delete, and change of a pokemon's name or race is appended to a
/// table of the test's own, and each row is stamped with the engine's transaction when the
/// engine logs it (`Z_TRANSACTION`, written last in every save). So the test sees each save's
/// writes, in the order the processes committed them — which no process's output says.
enum StoreAudit {
    static func install(on path: String) throws {
        try DatabaseQueue(path: path).write { db in
            try db.execute(
                sql: """
                    CREATE TABLE soak_audit (
                        seq INTEGER PRIMARY KEY AUTOINCREMENT, txn INTEGER, kind TEXT NOT NULL, pk INTEGER NOT NULL,
                        old_name TEXT, old_race INTEGER, new_name TEXT, new_race INTEGER);
                    CREATE INDEX soak_audit_txn ON soak_audit(txn);
                    CREATE TRIGGER soak_audit_insert AFTER INSERT ON Pokemon BEGIN
                        INSERT INTO soak_audit (kind, pk, new_name, new_race) VALUES ('insert', NEW.Z_PK, NEW.name, NEW.race);
                    END;
                    CREATE TRIGGER soak_audit_update AFTER UPDATE OF name, race ON Pokemon
                    WHEN OLD.name IS NOT NEW.name OR OLD.race IS NOT NEW.race BEGIN
                        INSERT INTO soak_audit (kind, pk, old_name, old_race, new_name, new_race)
                        VALUES ('update', NEW.Z_PK, OLD.name, OLD.race, NEW.name, NEW.race);
                    END;
                    CREATE TRIGGER soak_audit_delete AFTER DELETE ON Pokemon BEGIN
                        INSERT INTO soak_audit (kind, pk, old_name, old_race) VALUES ('delete', OLD.Z_PK, OLD.name, OLD.race);
                    END;
                    CREATE TRIGGER soak_audit_commit AFTER INSERT ON Z_TRANSACTION BEGIN
                        UPDATE soak_audit SET txn = NEW.Z_PK WHERE txn IS NULL;
                    END;
                    """
            )
        }
    }

    /// The transactions that wrote pokemons, in commit order, and the writes no logged
    /// transaction claimed (a write outside the engine's saves: there should be none).
    static func transactions(in path: String) throws -> (transactions: [AuditedTransaction], unlogged: [AuditedWrite]) {
        let rows = try DatabaseQueue(path: path).read { db in
            try Row.fetchAll(
                db,
                sql: "SELECT txn, kind, pk, old_name, old_race, new_name, new_race FROM soak_audit ORDER BY seq"
            )
        }
        var transactions: [AuditedTransaction] = []
        var unlogged: [AuditedWrite] = []
        var current: Int64?
        var writes: [AuditedWrite] = []
        for row in rows {
            let oldName: String? = row[3]
            let newName: String? = row[5]
            let write = AuditedWrite(
                kind: AuditedWrite.Kind(rawValue: row[1])!,
                key: row[2],
                before: oldName.map { PokemonRow(name: $0, race: row[4]) },
                after: newName.map { PokemonRow(name: $0, race: row[6]) }
            )
            guard let number: Int64 = row[0] else {
                unlogged.append(write)
                continue
            }
            if let open = current, open != number {
                transactions.append(AuditedTransaction(number: open, writes: writes))
                writes = []
            }
            current = number
            writes.append(write)
        }
        if let open = current { transactions.append(AuditedTransaction(number: open, writes: writes)) }
        return (transactions, unlogged)
    }

    /// Every pokemon the store holds now, by key.
    static func pokemons(in path: String) throws -> [Int64: PokemonRow] {
        try DatabaseQueue(path: path).read { db in
            var pokemons: [Int64: PokemonRow] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT Z_PK, name, race FROM Pokemon") {
                pokemons[row[0]] = PokemonRow(name: row[1], race: row[2])
            }
            return pokemons
        }
    }
}
