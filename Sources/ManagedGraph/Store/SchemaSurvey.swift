import GRDB

// MARK: - What a store's schema holds, read once when it opens

/// The tables and triggers `sqlite_master` lists, read in one statement when a store opens:
/// whether the file is ours and at which version, whether the engine's own tables are there,
/// and whether the kept row counts are complete are all answered from it, where each question
/// was a statement of its own — and preparing a statement costs more than running these.
struct SchemaSurvey {
    /// Table names, lowercased: SQLite compares them without case.
    private(set) var tables: Set<String> = []
    /// Trigger names, as written.
    private(set) var triggers: Set<String> = []
    /// Each index's definition, by its name lowercased (none for those SQLite makes itself).
    private(set) var indexes: [String: String] = [:]

    init(_ db: Database) throws {
        try db.forEachRow(
            sql: "SELECT type, name, sql FROM sqlite_master WHERE type IN ('table', 'trigger', 'index')",
            arguments: []
        ) { row in
            guard case .string(let type) = row.storeValue(0, type: .string),
                case .string(let name) = row.storeValue(1, type: .string)
            else { return }
            switch type {
            case "table": tables.insert(name.lowercased())
            case "index":
                guard case .string(let definition) = row.storeValue(2, type: .string) else { return }
                indexes[name.lowercased()] = definition
            default: triggers.insert(name)
            }
        }
    }

    /// Whether the store has a table called `name`, in any case.
    func hasTable(_ name: String) -> Bool {
        tables.contains(name.lowercased())
    }

    /// Whether the store has `index` as the model declares it: missing, or declared otherwise
    /// when it was made, it is to be made (again).
    func has(_ index: FetchIndexSQL) -> Bool {
        indexes[index.name.lowercased()] == index.definition
    }

    /// Whether the database has no table at all (a new file).
    var isEmpty: Bool { tables.isEmpty }
}
