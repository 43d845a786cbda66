import Foundation
import GRDB

// MARK: - What a pokedesk store of version 2 or 3 holds, read with SQLite alone

/// The facts the migration kill test compares, read through a connection of the test's own:
/// the version, the pokemons and their links, and (version 3) the date each was caught.
struct MigratedStore: Equatable, CustomStringConvertible {
    /// The first pokemon's `caught` as the column holds a date: seconds since 1 January 2001
    /// (`PokedeskModel.firstCaught`, 1 January 2020).
    static let firstCaught = 599_529_600.0

    var version: Int
    var pokemons: Int
    /// Pokemons of `store-migrator create` whose name is not `pokemon-KEY`: 0 unless rows moved.
    var misnamed: Int
    /// Every pokemon's key times its race's: the to-one links, summed.
    var raceLinks: Int64
    /// The races' links to their types (a many-to-many join table).
    var typeLinks: Int
    /// Pokemons whose `caught` is not a minute after the one created before (version 3 only).
    var wrongDates: Int
    /// Tables of a migration still under way.
    var buildingTables: Int

    static func read(_ path: String) throws -> MigratedStore {
        try DatabaseQueue(path: path).read { db in
            let version =
                try String.fetchOne(db, sql: "SELECT value FROM Z_METADATA WHERE key = 'model_version'")
                .flatMap { Int($0) } ?? 0
            let dates =
                version == 3
                ? try Int.fetchOne(
                    db,
                    sql: "SELECT count(*) FROM Pokemon WHERE caught IS NOT ? + (Z_PK - 1) * 60",
                    arguments: [firstCaught]
                ) ?? -1 : 0
            return MigratedStore(
                version: version,
                pokemons: try Int.fetchOne(db, sql: "SELECT count(*) FROM Pokemon") ?? -1,
                misnamed: try Int.fetchOne(
                    db,
                    sql: "SELECT count(*) FROM Pokemon WHERE name LIKE 'pokemon-%' AND name != 'pokemon-' || Z_PK"
                ) ?? -1,
                raceLinks: try Int64.fetchOne(db, sql: "SELECT total(Z_PK * coalesce(race, 0)) FROM Pokemon") ?? -1,
                typeLinks: try Int.fetchOne(db, sql: "SELECT count(*) FROM Z_Race_types") ?? -1,
                wrongDates: dates,
                buildingTables: try Int.fetchOne(
                    db,
                    sql: "SELECT count(*) FROM sqlite_master WHERE name LIKE 'Z\\_MIGRATION\\_%' ESCAPE '\\'"
                ) ?? -1
            )
        }
    }

    var description: String {
        "version \(version), \(pokemons) pokemons (\(misnamed) misnamed, \(wrongDates) wrong dates), "
            + "race links \(raceLinks), type links \(typeLinks), \(buildingTables) building tables"
    }
}
