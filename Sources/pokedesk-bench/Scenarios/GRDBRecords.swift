import GRDB

// MARK: - The pokemons as GRDB Codable records

/// A pokemon row as a GRDB user would declare it: a Codable struct whose coding keys are the
/// table's columns. GRDB encodes and decodes it through Codable.
struct PokemonRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "Pokemon"

    var id: Int64
    var version: Int64
    var name: String
    var foldedName: String
    var race: Int64?

    enum CodingKeys: String, CodingKey {
        case id = "Z_PK"
        case version = "Z_OPT"
        case name
        case foldedName = "Z_FOLD_name"
        case race
    }
}

/// The columns an object is read from, as a record: fetches compare the same four columns.
struct PokemonReadRecord: Codable, FetchableRecord, TableRecord {
    static let databaseTableName = "Pokemon"
    static var databaseSelection: [any SQLSelectable] {
        [Column("Z_PK"), Column("Z_OPT"), Column("name"), Column("race")]
    }

    var id: Int64
    var version: Int64
    var name: String
    var race: Int64?

    enum CodingKeys: String, CodingKey {
        case id = "Z_PK"
        case version = "Z_OPT"
        case name
        case race
    }
}
