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

/// The columns an object is read from, as a record: fetches compare the same five columns.
/// `caught` is read as the store keeps it, seconds since 2001 (Core Data's reference date), which
/// GRDB's own `Date` decoding does not read.
struct PokemonReadRecord: Codable, FetchableRecord, TableRecord {
    static let databaseTableName = "Pokemon"
    static var databaseSelection: [any SQLSelectable] {
        [Column("Z_PK"), Column("Z_OPT"), Column("name"), Column("race"), Column("caught")]
    }

    var id: Int64
    var version: Int64
    var name: String
    var race: Int64?
    var caught: Double?

    enum CodingKeys: String, CodingKey {
        case id = "Z_PK"
        case version = "Z_OPT"
        case name
        case race
        case caught
    }
}
