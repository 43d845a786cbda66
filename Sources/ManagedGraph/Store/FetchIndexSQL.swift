// MARK: - An index of several keys, as SQLite keeps it

/// An index of several keys (`FetchIndexDescription`) as the store makes it. `definition` is
/// the text `sqlite_master` keeps for it, which SQLite writes without `IF NOT EXISTS`: a store
/// whose index of that name reads otherwise was made under another declaration, and gets it
/// made again.
struct FetchIndexSQL {
    let name: String
    let definition: String

    /// The statement that makes it, harmless where it is already there.
    var sql: String {
        "CREATE INDEX IF NOT EXISTS" + definition.dropFirst("CREATE INDEX".count)
    }
}
