import Foundation
import GRDB

// MARK: - The races, as keys

/// The preloaded races by code and by name, read from the store: what the app reports
/// (`Pikachu (#25)`) and what a file gives (a code, a name in any case or without accents)
/// become the keys its rows hold.
struct RaceKeys {
    private var byCode: [Int: Int64] = [:]
    private var byName: [String: Int64] = [:]
    private var labels: [Int64: String] = [:]

    init(store path: String) throws {
        let rows = try DatabaseQueue(path: path).read { db in
            try Row.fetchAll(db, sql: "SELECT Z_PK, code, name, spanishName FROM Race")
        }
        for row in rows {
            let key: Int64 = row[0]
            let code: Int = row[1]
            byCode[code] = key
            for name in [row[2], row[3]] as [String] { byName[Self.folded(name)] = key }
            labels[key] = "\(row[2] as String) (#\(code))"
        }
    }

    var count: Int { byCode.count }

    func key(code: Int) -> Int64? { byCode[code] }

    func key(_ race: ImportFile.Race) -> Int64? {
        switch race {
        case .code(let code): return byCode[code]
        case .name(let name): return byName[Self.folded(name)]
        }
    }

    /// How a message names a race's key.
    func label(_ key: Int64?) -> String {
        key.map { labels[$0] ?? "race #\($0) (not in the store)" } ?? "no race"
    }

    private static func folded(_ name: String) -> String {
        name.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }
}
